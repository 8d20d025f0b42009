-- Universal search (modules/universal-search): full-text GIN indexes on the exact expressions its
-- queries use (an expression index serves only the identical expression), plus the trigram index it
-- needs for typo tolerance. The trigram indexes on videos.title, videos.channel_title and
-- learning_plans.title exist already (0001, 0003).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "videos_search_fts_idx" ON "videos" USING gin ((setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', channel_title), 'B') || setweight(to_tsvector('simple', description), 'C')));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "learning_plans_search_fts_idx" ON "learning_plans" USING gin ((setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', description), 'B')));
