CREATE TABLE "live_presence" (
	"live_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_presence_live_id_user_id_pk" PRIMARY KEY("live_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "live_streams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"required_tier" text DEFAULT 'free' NOT NULL,
	"thumbnail_url" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"is_live" boolean DEFAULT false NOT NULL,
	"signal" text,
	"signal_lost_at" timestamp with time zone,
	"stream_key_hash" text NOT NULL,
	"stream_key_ciphertext" text NOT NULL,
	"scheduled_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_by" uuid,
	"replay_video_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_streams_tier_check" CHECK ("live_streams"."required_tier" in ('free', 'basic', 'premium', 'family')),
	CONSTRAINT "live_streams_status_check" CHECK ("live_streams"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "live_streams_signal_check" CHECK ("live_streams"."signal" is null or "live_streams"."signal" in ('waiting', 'receiving', 'reconnecting'))
);
--> statement-breakpoint
ALTER TABLE "live_presence" ADD CONSTRAINT "live_presence_live_id_live_streams_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."live_streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_presence" ADD CONSTRAINT "live_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_streams" ADD CONSTRAINT "live_streams_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_streams" ADD CONSTRAINT "live_streams_replay_video_id_videos_id_fk" FOREIGN KEY ("replay_video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_presence_seen_idx" ON "live_presence" USING btree ("live_id","seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "live_streams_key_idx" ON "live_streams" USING btree ("stream_key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "live_streams_one_running_idx" ON "live_streams" USING btree ("created_by") WHERE "live_streams"."is_live";--> statement-breakpoint
CREATE INDEX "live_streams_created_idx" ON "live_streams" USING btree ("created_at");