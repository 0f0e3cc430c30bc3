CREATE TABLE "subscription_plan_prices" (
	"plan_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "subscription_plan_prices_pkey" PRIMARY KEY("plan_id","currency"),
	CONSTRAINT "subscription_plan_prices_currency_check" CHECK ("subscription_plan_prices"."currency" in ('XOF', 'XAF', 'EUR', 'USD')),
	CONSTRAINT "subscription_plan_prices_amount_check" CHECK ("subscription_plan_prices"."amount" >= 0 and "subscription_plan_prices"."amount" <= 100000000)
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"tier" text NOT NULL,
	"interval" text NOT NULL,
	"kind" text DEFAULT 'subscription' NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_plans_tier_check" CHECK ("subscription_plans"."tier" in ('basic', 'premium', 'family')),
	CONSTRAINT "subscription_plans_interval_check" CHECK ("subscription_plans"."interval" in ('day', 'week', 'month', 'year')),
	CONSTRAINT "subscription_plans_kind_check" CHECK ("subscription_plans"."kind" in ('subscription', 'pass')),
	CONSTRAINT "subscription_plans_daily_pass_check" CHECK ("subscription_plans"."kind" = 'pass' or "subscription_plans"."interval" <> 'day')
);
--> statement-breakpoint
ALTER TABLE "subscription_plan_prices" ADD CONSTRAINT "subscription_plan_prices_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_plans_active_idx" ON "subscription_plans" USING btree ("is_active");