DROP INDEX "videos_listed_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "review_status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "admin_actions" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "admin_actions" ADD COLUMN "after" jsonb;--> statement-breakpoint
ALTER TABLE "admin_actions" ADD COLUMN "ip" text;--> statement-breakpoint
CREATE INDEX "videos_review_pending_idx" ON "videos" USING btree ("created_at") WHERE "videos"."review_status" = 'pending';--> statement-breakpoint
CREATE INDEX "videos_listed_idx" ON "videos" USING btree ("created_at") WHERE "videos"."status" = 'ready' and "videos"."is_active" and "videos"."published" and "videos"."review_status" = 'approved';--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_review_status_check" CHECK ("videos"."review_status" in ('approved', 'pending', 'rejected'));