-- The per-video watch totals start from the ledger: every credit so far, summed per user and video.
INSERT INTO video_watch_totals (user_id, video_id, seconds, last_watched_at)
SELECT user_id, video_id, sum(seconds_credited)::integer, max(created_at)
FROM watch_events
GROUP BY user_id, video_id
ON CONFLICT (user_id, video_id) DO NOTHING;
--> statement-breakpoint

-- A difficulty rating changes the user's insights: their progress version moves on (the insights'
-- cached answers are keyed by it, as plan progress is; decision 0033).
CREATE OR REPLACE FUNCTION difficulty_feedback_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM bump_progress_versions(ARRAY(SELECT DISTINCT user_id FROM old_rows), ARRAY[]::integer[]);
  ELSE
    PERFORM bump_progress_versions(ARRAY(SELECT DISTINCT user_id FROM new_rows), ARRAY[]::integer[]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER difficulty_feedback_inserted AFTER INSERT ON difficulty_feedback REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION difficulty_feedback_changed();
--> statement-breakpoint
CREATE TRIGGER difficulty_feedback_updated AFTER UPDATE ON difficulty_feedback REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION difficulty_feedback_changed();
--> statement-breakpoint
CREATE TRIGGER difficulty_feedback_deleted AFTER DELETE ON difficulty_feedback REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION difficulty_feedback_changed();
