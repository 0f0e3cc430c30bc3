-- A plan with a price of 0 cannot be sold (payments refuse it): one saved active before that rule is not offered.
UPDATE "subscription_plans" SET "is_active" = false
WHERE "is_active" AND EXISTS (SELECT 1 FROM "subscription_plan_prices" p WHERE p."plan_id" = "subscription_plans"."id" AND p."amount" = 0);
