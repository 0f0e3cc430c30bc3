CREATE TABLE "playback_screens" (
	"user_id" uuid NOT NULL,
	"session_hash" text NOT NULL,
	"video_id" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "playback_screens_pkey" PRIMARY KEY("user_id","session_hash")
);
--> statement-breakpoint
CREATE TABLE "video_downloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"video_id" uuid NOT NULL,
	"session_hash" text,
	"rendition" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"renewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "playback_screens" ADD CONSTRAINT "playback_screens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playback_screens" ADD CONSTRAINT "playback_screens_session_hash_sessions_id_hash_fk" FOREIGN KEY ("session_hash") REFERENCES "public"."sessions"("id_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playback_screens" ADD CONSTRAINT "playback_screens_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_downloads" ADD CONSTRAINT "video_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_downloads" ADD CONSTRAINT "video_downloads_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "playback_screens_seen_idx" ON "playback_screens" USING btree ("user_id","last_seen_at");--> statement-breakpoint
CREATE INDEX "video_downloads_user_idx" ON "video_downloads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "video_downloads_video_idx" ON "video_downloads" USING btree ("video_id");