-- Content added before ratings existed is rated '12' until an admin rates it: kids profiles allowed 'tous' or '10'
-- do not see it, adults see everything as before. New rows get no default: whoever adds one says who it is for.
ALTER TABLE "live_streams" ADD COLUMN "age_rating" text NOT NULL DEFAULT '12';--> statement-breakpoint
ALTER TABLE "live_streams" ALTER COLUMN "age_rating" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "age_rating" text NOT NULL DEFAULT '12';--> statement-breakpoint
ALTER TABLE "videos" ALTER COLUMN "age_rating" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "live_streams" ADD CONSTRAINT "live_streams_age_rating_check" CHECK ("live_streams"."age_rating" in ('tous', '10', '12', '16', '18'));--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_age_rating_check" CHECK ("videos"."age_rating" in ('tous', '10', '12', '16', '18'));
--> statement-breakpoint
-- The demo catalogue and lives, where an install seeded them before: the ratings the seed now gives them.
UPDATE "videos" SET "age_rating" = 'tous' WHERE "id" IN ('0d5e3c1a-0001-4000-8000-00000000c001', '0d5e3c1a-0002-4000-8000-00000000c002', '0d5e3c1a-0007-4000-8000-00000000c007', '0d5e3c1a-0008-4000-8000-00000000c008', '0d5e3c1a-0011-4000-8000-00000000c011', '0d5e3c1a-0012-4000-8000-00000000c012');--> statement-breakpoint
UPDATE "videos" SET "age_rating" = '10' WHERE "id" IN ('0d5e3c1a-0005-4000-8000-00000000c005', '0d5e3c1a-0006-4000-8000-00000000c006');--> statement-breakpoint
UPDATE "videos" SET "age_rating" = '16' WHERE "id" = '0d5e3c1a-0009-4000-8000-00000000c009';--> statement-breakpoint
UPDATE "live_streams" SET "age_rating" = 'tous' WHERE "id" IN ('00000000-0000-4000-8000-000000000006', '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002');--> statement-breakpoint
UPDATE "live_streams" SET "age_rating" = '10' WHERE "id" = '00000000-0000-4000-8000-000000000004';
