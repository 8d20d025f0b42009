-- Universal search (modules/universal-search; decision 0030).
-- Full text: a stored tsvector per video (title A, channel B, description C) and per plan (title A,
-- description B), kept by PostgreSQL as generated columns, so neither the index recheck nor the
-- ranking recomputes to_tsvector per candidate row; GIN indexes on them. 'simple': no stemming or
-- stop words (titles mix languages and product names). The columns are not in the Drizzle schema:
-- only the search's SQL reads them.
-- Typos: search_words holds every word of video titles, channels and plan titles (trigram GIN
-- index); a search word is corrected against it, so typo tolerance costs a lookup in a small table
-- instead of a trigram comparison with every title.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN IF NOT EXISTS "search_tsv" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', channel_title), 'B') || setweight(to_tsvector('simple', description), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "learning_plans" ADD COLUMN IF NOT EXISTS "search_tsv" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', description), 'B')) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "videos_search_tsv_idx" ON "videos" USING gin ("search_tsv");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "learning_plans_search_tsv_idx" ON "learning_plans" USING gin ("search_tsv");--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_add(t text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words (word)
  SELECT lexeme FROM unnest(to_tsvector('simple', coalesce(t, ''))) WHERE length(lexeme) BETWEEN 2 AND 40
  ON CONFLICT DO NOTHING
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION videos_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.title IS DISTINCT FROM OLD.title OR NEW.channel_title IS DISTINCT FROM OLD.channel_title THEN
    PERFORM search_words_add(NEW.title || ' ' || NEW.channel_title);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION learning_plans_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.title IS DISTINCT FROM OLD.title THEN
    PERFORM search_words_add(NEW.title);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS videos_search_words ON videos;--> statement-breakpoint
CREATE TRIGGER videos_search_words AFTER INSERT OR UPDATE OF title, channel_title ON videos FOR EACH ROW EXECUTE FUNCTION videos_search_words();--> statement-breakpoint
DROP TRIGGER IF EXISTS learning_plans_search_words ON learning_plans;--> statement-breakpoint
CREATE TRIGGER learning_plans_search_words AFTER INSERT OR UPDATE OF title ON learning_plans FOR EACH ROW EXECUTE FUNCTION learning_plans_search_words();--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT u.lexeme FROM videos v, unnest(to_tsvector('simple', v.title || ' ' || v.channel_title)) u WHERE length(u.lexeme) BETWEEN 2 AND 40
UNION
SELECT DISTINCT u.lexeme FROM learning_plans p, unnest(to_tsvector('simple', p.title)) u WHERE length(u.lexeme) BETWEEN 2 AND 40
ON CONFLICT DO NOTHING;
