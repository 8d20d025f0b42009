-- Moments search (decision 0049, amended): the GIN index on transcript_segments is written row by
-- row, not through a pending list. With fastupdate on, a new transcript's segments wait in the
-- pending list (up to gin_pending_list_limit, 4 MB) and every search reads the whole list: at 1.5
-- million segments one 2,000-segment transcript left 55 pages there, read by each of the learner's
-- per-transcript lookups (59 buffers each instead of 4). Transcripts are written rarely (one fetch
-- per video), searched often.
ALTER INDEX "transcript_segments_tsv_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('transcript_segments_tsv_idx'::regclass);
