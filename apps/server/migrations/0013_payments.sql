CREATE TABLE "payment_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"subscription_id" uuid,
	"plan_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"failure_reason" text,
	"cause" text NOT NULL,
	"details" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_ledger_provider_check" CHECK ("payment_ledger"."provider" in ('stripe', 'hub2')),
	CONSTRAINT "payment_ledger_status_check" CHECK ("payment_ledger"."status" in ('pending', 'succeeded', 'failed')),
	CONSTRAINT "payment_ledger_currency_check" CHECK ("payment_ledger"."currency" in ('XOF', 'XAF', 'EUR', 'USD')),
	CONSTRAINT "payment_ledger_amount_check" CHECK ("payment_ledger"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "processed_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_webhook_events_pkey" PRIMARY KEY("provider","event_id"),
	CONSTRAINT "processed_webhook_events_provider_check" CHECK ("processed_webhook_events"."provider" in ('stripe', 'hub2'))
);
--> statement-breakpoint
CREATE TABLE "subscription_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"cause" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"renews" boolean NOT NULL,
	"tier" text NOT NULL,
	"currency" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'incomplete' NOT NULL,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"past_due_since" timestamp with time zone,
	"provider_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_provider_check" CHECK ("subscriptions"."provider" in ('stripe', 'hub2')),
	CONSTRAINT "subscriptions_tier_check" CHECK ("subscriptions"."tier" in ('basic', 'premium', 'family')),
	CONSTRAINT "subscriptions_currency_check" CHECK ("subscriptions"."currency" in ('XOF', 'XAF', 'EUR', 'USD')),
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('incomplete', 'active', 'past_due', 'canceled', 'expired', 'failed')),
	CONSTRAINT "subscriptions_amount_check" CHECK ("subscriptions"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "subscription_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "subscription_renews_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_ledger" ADD CONSTRAINT "payment_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_ledger" ADD CONSTRAINT "payment_ledger_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_ledger" ADD CONSTRAINT "payment_ledger_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_status_changes" ADD CONSTRAINT "subscription_status_changes_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_ledger_line_key" ON "payment_ledger" USING btree ("provider","provider_ref","status");--> statement-breakpoint
CREATE INDEX "payment_ledger_at_idx" ON "payment_ledger" USING btree ("at");--> statement-breakpoint
CREATE INDEX "payment_ledger_user_idx" ON "payment_ledger" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "subscription_status_changes_subscription_idx" ON "subscription_status_changes" USING btree ("subscription_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_ref_key" ON "subscriptions" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_incomplete_card_key" ON "subscriptions" USING btree ("user_id") WHERE "subscriptions"."status" = 'incomplete' and "subscriptions"."renews";--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "subscriptions_created_idx" ON "subscriptions" USING btree ("created_at");--> statement-breakpoint
CREATE FUNCTION "payment_ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'payment_ledger is append-only (% refused)', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "payment_ledger_no_update" BEFORE UPDATE OR DELETE ON "payment_ledger" FOR EACH STATEMENT EXECUTE FUNCTION "payment_ledger_append_only"();
