CREATE TABLE "watch_daily" (
	"user_id" uuid NOT NULL,
	"video_id" uuid NOT NULL,
	"day" date NOT NULL,
	"creator_id" uuid,
	"seconds" real DEFAULT 0 NOT NULL,
	CONSTRAINT "watch_daily_user_id_video_id_day_pk" PRIMARY KEY("user_id","video_id","day")
);
--> statement-breakpoint
CREATE TABLE "admin_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"admin_id" uuid,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creator_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"business_name" text NOT NULL,
	"country" text NOT NULL,
	"address" text NOT NULL,
	"contact_info" text NOT NULL,
	"facebook_page" text,
	"instagram_page" text,
	"content_categories" jsonb NOT NULL,
	"publication_frequency" text NOT NULL,
	"average_video_duration" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creator_applications_status_check" CHECK ("creator_applications"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "creator_applications_frequency_check" CHECK ("creator_applications"."publication_frequency" in ('daily', 'weekly', 'biweekly', 'monthly')),
	CONSTRAINT "creator_applications_duration_check" CHECK ("creator_applications"."average_video_duration" in ('short', 'medium', 'long'))
);
--> statement-breakpoint
CREATE TABLE "creator_follows" (
	"follower_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creator_follows_follower_id_creator_id_pk" PRIMARY KEY("follower_id","creator_id")
);
--> statement-breakpoint
CREATE TABLE "creator_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"application_id" uuid,
	"business_name" text NOT NULL,
	"country" text NOT NULL,
	"address" text NOT NULL,
	"contact_info" text NOT NULL,
	"facebook_page" text,
	"instagram_page" text,
	"content_categories" jsonb NOT NULL,
	"publication_frequency" text NOT NULL,
	"average_video_duration" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "video_views" ADD COLUMN "creator_id" uuid;--> statement-breakpoint
ALTER TABLE "watch_daily" ADD CONSTRAINT "watch_daily_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_daily" ADD CONSTRAINT "watch_daily_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_daily" ADD CONSTRAINT "watch_daily_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_actions" ADD CONSTRAINT "admin_actions_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_applications" ADD CONSTRAINT "creator_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_applications" ADD CONSTRAINT "creator_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_follows" ADD CONSTRAINT "creator_follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_follows" ADD CONSTRAINT "creator_follows_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD CONSTRAINT "creator_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD CONSTRAINT "creator_profiles_application_id_creator_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."creator_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "watch_daily_creator_day_idx" ON "watch_daily" USING btree ("creator_id","day") INCLUDE ("seconds");--> statement-breakpoint
CREATE INDEX "admin_actions_created_at_idx" ON "admin_actions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "admin_actions_target_idx" ON "admin_actions" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "creator_applications_one_pending_key" ON "creator_applications" USING btree ("user_id") WHERE "creator_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "creator_applications_user_idx" ON "creator_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "creator_applications_pending_idx" ON "creator_applications" USING btree ("created_at") WHERE "creator_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "creator_follows_creator_idx" ON "creator_follows" USING btree ("creator_id","created_at");--> statement-breakpoint
ALTER TABLE "video_views" ADD CONSTRAINT "video_views_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "videos_uploader_idx" ON "videos" USING btree ("uploaded_by","views");--> statement-breakpoint
CREATE INDEX "video_views_creator_time_idx" ON "video_views" USING btree ("creator_id","viewed_at");--> statement-breakpoint
UPDATE "video_views" SET "creator_id" = "videos"."uploaded_by" FROM "videos" WHERE "videos"."id" = "video_views"."video_id";
