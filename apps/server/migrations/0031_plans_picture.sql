-- The demo plans promised « 4K » while Kora prepares up to 1080p and serves it to Premium and Famille only (Basic
-- and the free tier: 720p). Those plans, by their fixed ids, now say what the ladder delivers; an admin's own plans
-- are theirs to word.
UPDATE "subscription_plans"
SET "features" = (
  SELECT jsonb_agg(CASE f WHEN '4K' THEN 'Full HD 1080p' WHEN 'HD' THEN 'HD 720p' ELSE f END ORDER BY n)
  FROM jsonb_array_elements_text("features") WITH ORDINALITY AS t(f, n)
),
"description" = replace("description", 'en 4K', 'en Full HD 1080p')
WHERE "id" IN ('5e1a0000-0001-4000-8000-000000000001', '5e1a0000-0002-4000-8000-000000000002', '5e1a0000-0003-4000-8000-000000000003')
  AND ("features" ?| array['4K', 'HD'] OR "description" LIKE '%en 4K%');
