CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"live_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"username" text NOT NULL,
	"role" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hidden_seq" integer,
	"hidden_by" uuid,
	CONSTRAINT "chat_messages_role_check" CHECK ("chat_messages"."role" in ('viewer', 'creator', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "chat_rooms" (
	"live_id" uuid PRIMARY KEY NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"slow_mode_seconds" integer DEFAULT 0 NOT NULL,
	"subscribers_only" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_sanctions" (
	"live_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"until" timestamp with time zone,
	"username" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_sanctions_live_id_user_id_pk" PRIMARY KEY("live_id","user_id"),
	CONSTRAINT "chat_sanctions_kind_check" CHECK ("chat_sanctions"."kind" in ('timeout', 'ban', 'flood'))
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_live_id_live_streams_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."live_streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_live_id_live_streams_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."live_streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sanctions" ADD CONSTRAINT "chat_sanctions_live_id_live_streams_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."live_streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sanctions" ADD CONSTRAINT "chat_sanctions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sanctions" ADD CONSTRAINT "chat_sanctions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_seq_idx" ON "chat_messages" USING btree ("live_id","seq");--> statement-breakpoint
CREATE INDEX "chat_messages_author_idx" ON "chat_messages" USING btree ("live_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_messages_hidden_idx" ON "chat_messages" USING btree ("live_id","hidden_seq") WHERE "chat_messages"."hidden_seq" is not null;