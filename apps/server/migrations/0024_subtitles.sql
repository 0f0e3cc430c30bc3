CREATE TABLE "subtitle_cues" (
	"video_id" uuid NOT NULL,
	"language" text NOT NULL,
	"seq" integer NOT NULL,
	"start_ms" integer NOT NULL,
	"end_ms" integer NOT NULL,
	"text" text NOT NULL,
	"spoken" text NOT NULL,
	CONSTRAINT "subtitle_cues_video_id_language_seq_pk" PRIMARY KEY("video_id","language","seq")
);
--> statement-breakpoint
CREATE TABLE "video_subtitles" (
	"video_id" uuid NOT NULL,
	"language" text NOT NULL,
	"label" text,
	"cue_count" integer NOT NULL,
	"uploaded_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_subtitles_video_id_language_pk" PRIMARY KEY("video_id","language"),
	CONSTRAINT "video_subtitles_language_check" CHECK ("video_subtitles"."language" in ('fr', 'en', 'wo', 'bm', 'ln', 'dyu', 'ha', 'sw', 'ff', 'ar', 'pt'))
);
--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "subtitles" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "subtitle_language" text;--> statement-breakpoint
ALTER TABLE "subtitle_cues" ADD CONSTRAINT "subtitle_cues_video_id_language_video_subtitles_video_id_language_fk" FOREIGN KEY ("video_id","language") REFERENCES "public"."video_subtitles"("video_id","language") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_subtitles" ADD CONSTRAINT "video_subtitles_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_subtitles" ADD CONSTRAINT "video_subtitles_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_subtitle_language_check" CHECK ("profiles"."subtitle_language" in ('fr', 'en', 'wo', 'bm', 'ln', 'dyu', 'ha', 'sw', 'ff', 'ar', 'pt'));--> statement-breakpoint
-- Hand-written: what the catalogue search reads of subtitles, as it reads the videos' words (0002_search.sql).
ALTER TABLE "subtitle_cues" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (to_tsvector('french', kora_fold("spoken"))) STORED;
--> statement-breakpoint
CREATE INDEX "subtitle_cues_search_idx" ON "subtitle_cues" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "subtitle_cues_spoken_trgm_idx" ON "subtitle_cues" USING gin (kora_fold("spoken") gin_trgm_ops);
