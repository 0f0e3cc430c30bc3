CREATE TABLE "creator_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"account" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"sponsorship_id" uuid,
	"payout_id" uuid,
	"available_at" timestamp with time zone NOT NULL,
	"cause" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creator_ledger_currency_check" CHECK ("creator_ledger"."currency" in ('XOF', 'XAF', 'EUR', 'USD')),
	CONSTRAINT "creator_ledger_account_check" CHECK ("creator_ledger"."account" in ('balance', 'in_transit')),
	CONSTRAINT "creator_ledger_kind_check" CHECK ("creator_ledger"."kind" in ('sponsorship', 'platform_share', 'refund', 'payout_requested', 'payout_paid', 'payout_returned')),
	CONSTRAINT "creator_ledger_one_origin_check" CHECK (("creator_ledger"."sponsorship_id" is null) <> ("creator_ledger"."payout_id" is null))
);
--> statement-breakpoint
CREATE TABLE "creator_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"country" text NOT NULL,
	"phone" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"transfer_ref" text,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creator_payouts_currency_check" CHECK ("creator_payouts"."currency" in ('XOF', 'XAF', 'EUR', 'USD')),
	CONSTRAINT "creator_payouts_status_check" CHECK ("creator_payouts"."status" in ('requested', 'refused', 'sending', 'pending', 'paid', 'failed')),
	CONSTRAINT "creator_payouts_method_check" CHECK ("creator_payouts"."method" in ('orange_money', 'mtn_mobile_money', 'moov_money', 'wave')),
	CONSTRAINT "creator_payouts_country_check" CHECK ("creator_payouts"."country" in ('SN', 'CI', 'BF', 'ML', 'NE', 'TG', 'BJ', 'GN', 'CM', 'GA', 'TD', 'CF', 'CG', 'GQ')),
	CONSTRAINT "creator_payouts_amount_check" CHECK ("creator_payouts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sponsorships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"video_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"sponsor_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"paid_amount" integer,
	"message" text,
	"show_publicly" boolean DEFAULT false NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"platform_share_bps" integer,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "sponsorships_currency_check" CHECK ("sponsorships"."currency" in ('XOF', 'XAF', 'EUR', 'USD')),
	CONSTRAINT "sponsorships_status_check" CHECK ("sponsorships"."status" in ('pending', 'paid', 'failed', 'refunded')),
	CONSTRAINT "sponsorships_provider_check" CHECK ("sponsorships"."provider" in ('stripe', 'hub2')),
	CONSTRAINT "sponsorships_amount_check" CHECK ("sponsorships"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "creator_ledger" ADD CONSTRAINT "creator_ledger_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_ledger" ADD CONSTRAINT "creator_ledger_sponsorship_id_sponsorships_id_fk" FOREIGN KEY ("sponsorship_id") REFERENCES "public"."sponsorships"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_ledger" ADD CONSTRAINT "creator_ledger_payout_id_creator_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."creator_payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_payouts" ADD CONSTRAINT "creator_payouts_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_payouts" ADD CONSTRAINT "creator_payouts_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_sponsor_id_users_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "creator_ledger_sponsorship_key" ON "creator_ledger" USING btree ("sponsorship_id","kind","account") WHERE "creator_ledger"."sponsorship_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "creator_ledger_payout_key" ON "creator_ledger" USING btree ("payout_id","kind","account") WHERE "creator_ledger"."payout_id" is not null;--> statement-breakpoint
CREATE INDEX "creator_ledger_creator_idx" ON "creator_ledger" USING btree ("creator_id","currency","at");--> statement-breakpoint
CREATE UNIQUE INDEX "creator_payouts_transfer_key" ON "creator_payouts" USING btree ("transfer_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "creator_payouts_one_open_key" ON "creator_payouts" USING btree ("creator_id","currency") WHERE "creator_payouts"."status" in ('requested', 'sending', 'pending');--> statement-breakpoint
CREATE INDEX "creator_payouts_status_idx" ON "creator_payouts" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sponsorships_provider_ref_key" ON "sponsorships" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "sponsorships_video_idx" ON "sponsorships" USING btree ("video_id","status");--> statement-breakpoint
CREATE INDEX "sponsorships_creator_idx" ON "sponsorships" USING btree ("creator_id","paid_at");--> statement-breakpoint
CREATE FUNCTION "creator_ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'creator_ledger is append-only (% refused)', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "creator_ledger_no_update" BEFORE UPDATE OR DELETE ON "creator_ledger" FOR EACH STATEMENT EXECUTE FUNCTION "creator_ledger_append_only"();
