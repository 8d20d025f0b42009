-- Local video search (modules/catalog) filters with ILIKE '%words%' on title and channel title.
-- Trigram GIN indexes serve those patterns; pg_trgm ships with PostgreSQL and is a trusted extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "videos_title_trgm_idx" ON "videos" USING gin ("title" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "videos_channel_title_trgm_idx" ON "videos" USING gin ("channel_title" gin_trgm_ops);
--> statement-breakpoint
-- The import sweep (modules/playlist-import) looks for running imports whose process stopped updating them.
CREATE INDEX IF NOT EXISTS "playlist_imports_running_idx" ON "playlist_imports" ("updated_at") WHERE "status" = 'running';
