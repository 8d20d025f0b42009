-- Universal search at volume (decision 0041). A common word matches thousands of rows; the search
-- takes a capped set of candidates from indexes and ranks only those.
-- Title-only full text: the candidates whose title matches come first (a title hit outranks any
-- description hit), whatever the physical order of the rows matching elsewhere.
CREATE INDEX IF NOT EXISTS "videos_title_tsv_idx" ON "videos" USING gin (to_tsvector('simple'::regconfig, "title")) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "learning_plans_title_tsv_idx" ON "learning_plans" USING gin (to_tsvector('simple'::regconfig, "title")) WITH (fastupdate = off);--> statement-breakpoint
-- Prefix completions of the word being typed, from the vocabulary: byte order, whatever the
-- database's collation, so a range scan finds every word starting with the text.
CREATE INDEX IF NOT EXISTS "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
-- GIN's fast update keeps new entries in an unsorted pending list that every search reads in full
-- until a vacuum merges it (with autovacuum off or behind, a bulk load left all 21,000 vocabulary
-- words there and each lookup took 20 ms). These indexes are read on every keystroke and written
-- rarely: entries go straight into the index, and what is pending now is merged.
ALTER INDEX "search_words_word_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "videos_search_tsv_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "learning_plans_search_tsv_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('search_words_word_trgm_idx'::regclass), gin_clean_pending_list('videos_search_tsv_idx'::regclass), gin_clean_pending_list('learning_plans_search_tsv_idx'::regclass);
