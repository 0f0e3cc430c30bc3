DROP INDEX "videos_listed_idx";--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "videos_listed_idx" ON "videos" USING btree ("created_at") WHERE "videos"."status" = 'ready' and "videos"."is_active" and "videos"."published";