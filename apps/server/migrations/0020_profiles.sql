CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"avatar" text NOT NULL,
	"kind" text DEFAULT 'standard' NOT NULL,
	"max_age_rating" text,
	"pin_required" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_avatar_check" CHECK ("profiles"."avatar" in ('ocre', 'savane', 'fleuve', 'indigo', 'terre', 'lion', 'elephant', 'girafe', 'tortue')),
	CONSTRAINT "profiles_kind_check" CHECK ("profiles"."kind" in ('standard', 'kids')),
	CONSTRAINT "profiles_kids_rating_check" CHECK (("profiles"."kind" = 'kids') = ("profiles"."max_age_rating" is not null) and ("profiles"."max_age_rating" is null or "profiles"."max_age_rating" in ('tous', '10', '12')))
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "profile_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_pin_hash" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profiles_user_idx" ON "profiles" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Every account has a profile from its first moment, whoever creates it (registration, an admin's import, the demo
-- seed, a test factory): the first is made from the account's first name, by the database itself.
CREATE FUNCTION "kora_first_profile"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "profiles" ("user_id", "name", "avatar") VALUES (NEW."id", coalesce(nullif(left(btrim(NEW."first_name"), 30), ''), 'Profil'), 'ocre');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_first_profile" AFTER INSERT ON "users" FOR EACH ROW EXECUTE FUNCTION "kora_first_profile"();--> statement-breakpoint
INSERT INTO "profiles" ("user_id", "name", "avatar", "created_at") SELECT "id", coalesce(nullif(left(btrim("first_name"), 30), ''), 'Profil'), 'ocre', "created_at" FROM "users";
