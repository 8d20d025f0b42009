CREATE INDEX "library_videos_user_added_idx" ON "library_videos" USING btree ("user_id","added_at","video_id");--> statement-breakpoint
-- Explore's search of public plans (decision 0054): the stored search vector of public plans only.
CREATE INDEX IF NOT EXISTS "learning_plans_public_search_idx" ON "learning_plans" USING gin ("search_tsv") WITH (fastupdate = off) WHERE "is_public";
--> statement-breakpoint
-- Only explore used the plans' trigram indexes (ILIKE '%word%'): the search vector above replaces them.
DROP INDEX IF EXISTS "learning_plans_title_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "learning_plans_description_trgm_idx";
