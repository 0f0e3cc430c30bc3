-- Accent- and case-insensitive French search over the catalogue, tolerant of small typos.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- unaccent() is only STABLE (it reads a dictionary); this fixed-dictionary wrapper is IMMUTABLE so it can be indexed.
CREATE OR REPLACE FUNCTION kora_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;
--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('french', kora_fold("title")), 'A') ||
  setweight(to_tsvector('french', kora_fold("category")), 'B') ||
  setweight(to_tsvector('french', kora_fold("description")), 'C')
) STORED;
--> statement-breakpoint
CREATE INDEX "videos_search_idx" ON "videos" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "videos_title_trgm_idx" ON "videos" USING gin (kora_fold("title" || ' ' || "category") gin_trgm_ops);
