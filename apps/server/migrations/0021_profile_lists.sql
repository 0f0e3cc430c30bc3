-- My List, resume positions ("Continuer à regarder") and downloads become the profile's: what an account had goes to
-- its first profile (the one made from the account's first name), then the account's column goes where it is no
-- longer needed. Deleting a profile deletes its lists.
ALTER TABLE "favorites" ADD COLUMN "profile_id" uuid;--> statement-breakpoint
ALTER TABLE "watch_progress" ADD COLUMN "profile_id" uuid;--> statement-breakpoint
ALTER TABLE "video_downloads" ADD COLUMN "profile_id" uuid;--> statement-breakpoint
UPDATE "favorites" t SET "profile_id" = (SELECT p."id" FROM "profiles" p WHERE p."user_id" = t."user_id" ORDER BY p."created_at", p."id" LIMIT 1);--> statement-breakpoint
UPDATE "watch_progress" t SET "profile_id" = (SELECT p."id" FROM "profiles" p WHERE p."user_id" = t."user_id" ORDER BY p."created_at", p."id" LIMIT 1);--> statement-breakpoint
UPDATE "video_downloads" t SET "profile_id" = (SELECT p."id" FROM "profiles" p WHERE p."user_id" = t."user_id" ORDER BY p."created_at", p."id" LIMIT 1);--> statement-breakpoint
ALTER TABLE "favorites" ALTER COLUMN "profile_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "watch_progress" ALTER COLUMN "profile_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "video_downloads" ALTER COLUMN "profile_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "favorites" DROP CONSTRAINT "favorites_user_id_video_id_pk";--> statement-breakpoint
ALTER TABLE "watch_progress" DROP CONSTRAINT "watch_progress_user_id_video_id_pk";--> statement-breakpoint
DROP INDEX "watch_progress_user_idx";--> statement-breakpoint
ALTER TABLE "favorites" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "watch_progress" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_profile_id_video_id_pk" PRIMARY KEY("profile_id","video_id");--> statement-breakpoint
ALTER TABLE "watch_progress" ADD CONSTRAINT "watch_progress_profile_id_video_id_pk" PRIMARY KEY("profile_id","video_id");--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_progress" ADD CONSTRAINT "watch_progress_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_downloads" ADD CONSTRAINT "video_downloads_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "watch_progress_profile_idx" ON "watch_progress" USING btree ("profile_id","updated_at");--> statement-breakpoint
CREATE INDEX "video_downloads_profile_idx" ON "video_downloads" USING btree ("profile_id","created_at");
