-- Two more answer caches keyed by counters on users (decision 0058): review_version for the due list
-- (GET /api/review/due), library_version for the library's first page (GET /api/videos). As 0008's:
-- statement-level triggers with transition tables, whoever writes; rows locked in id order first.
ALTER TABLE "users" ADD COLUMN "review_version" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "library_version" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_review_library_versions(review_user_ids integer[], library_user_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(review_user_ids) + cardinality(library_user_ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM users WHERE id = ANY(review_user_ids) OR id = ANY(library_user_ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE users SET
    review_version = review_version + (CASE WHEN id = ANY(review_user_ids) THEN 1 ELSE 0 END),
    library_version = library_version + (CASE WHEN id = ANY(library_user_ids) THEN 1 ELSE 0 END)
  WHERE id = ANY(review_user_ids) OR id = ANY(library_user_ids);
END $$;
--> statement-breakpoint

-- A card made, graded, or removed (its note's deletion cascades here too): its learner's due list.
CREATE OR REPLACE FUNCTION review_cards_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_review_library_versions(ARRAY(SELECT DISTINCT user_id FROM new_rows), ARRAY[]::integer[]);
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM bump_review_library_versions(ARRAY(SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows), ARRAY[]::integer[]);
  ELSE
    PERFORM bump_review_library_versions(ARRAY(SELECT DISTINCT user_id FROM old_rows), ARRAY[]::integer[]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER review_cards_inserted AFTER INSERT ON review_cards REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION review_cards_changed();
--> statement-breakpoint
CREATE TRIGGER review_cards_updated AFTER UPDATE ON review_cards REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION review_cards_changed();
--> statement-breakpoint
CREATE TRIGGER review_cards_deleted AFTER DELETE ON review_cards REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION review_cards_changed();
--> statement-breakpoint

-- A note edited where a card shows it (its time, text, question or video): its learner's due list. A
-- new note has no card yet (the card's insert counts) and a deleted one takes its card along.
CREATE OR REPLACE FUNCTION notes_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_review_library_versions(ARRAY(
    SELECT DISTINCT changed.user_id
      FROM (SELECT n.id, n.user_id, n.video_id, n.at_seconds, n.text, n.question FROM new_rows n
            EXCEPT
            SELECT o.id, o.user_id, o.video_id, o.at_seconds, o.text, o.question FROM old_rows o) changed
      JOIN review_cards c ON c.note_id = changed.id), ARRAY[]::integer[]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notes_updated AFTER UPDATE ON notes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notes_changed();
--> statement-breakpoint

-- A video saved, re-saved or removed: its learner's library.
CREATE OR REPLACE FUNCTION library_videos_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_review_library_versions(ARRAY[]::integer[], ARRAY(SELECT DISTINCT user_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM bump_review_library_versions(ARRAY[]::integer[], ARRAY(SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows));
  ELSE
    PERFORM bump_review_library_versions(ARRAY[]::integer[], ARRAY(SELECT DISTINCT user_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER library_videos_inserted AFTER INSERT ON library_videos REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION library_videos_changed();
--> statement-breakpoint
CREATE TRIGGER library_videos_updated AFTER UPDATE ON library_videos REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION library_videos_changed();
--> statement-breakpoint
CREATE TRIGGER library_videos_deleted AFTER DELETE ON library_videos REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION library_videos_changed();
--> statement-breakpoint

-- A learner's own label (shown instead of an unconfirmed video's title, description and channel):
-- their due list and their library. Another trigger than 0008's (plans), on the same transition tables.
CREATE OR REPLACE FUNCTION video_labels_reach_readers() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  learners integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    learners := ARRAY(SELECT DISTINCT user_id FROM new_rows);
  ELSIF TG_OP = 'UPDATE' THEN
    learners := ARRAY(SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows);
  ELSE
    learners := ARRAY(SELECT DISTINCT user_id FROM old_rows);
  END IF;
  PERFORM bump_review_library_versions(learners, learners);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER video_labels_readers_inserted AFTER INSERT ON video_labels REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION video_labels_reach_readers();
--> statement-breakpoint
CREATE TRIGGER video_labels_readers_updated AFTER UPDATE ON video_labels REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION video_labels_reach_readers();
--> statement-breakpoint
CREATE TRIGGER video_labels_readers_deleted AFTER DELETE ON video_labels REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION video_labels_reach_readers();
--> statement-breakpoint

-- A video's shown facts changed. Only the columns the answers show count (found by EXCEPT, as 0028's):
-- a confirmation that only refreshes view_count, like_count or fetched_at bumps nobody, so a video saved
-- by 10,000 learners does not write 10,000 rows on every refresh. The library shows view_count too: its
-- cached answer ends after LIBRARY_FACTS_MAX_AGE instead (decision 0058). Deletions cascade to notes,
-- cards and saves, whose own triggers count.
CREATE OR REPLACE FUNCTION videos_reach_readers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_review_library_versions(
    ARRAY(
      WITH changed AS (
        SELECT n.id, n.youtube_id, n.title, n.thumbnail_url, n.duration_seconds, n.facts_source FROM new_rows n
        EXCEPT
        SELECT o.id, o.youtube_id, o.title, o.thumbnail_url, o.duration_seconds, o.facts_source FROM old_rows o
      )
      SELECT DISTINCT c.user_id FROM changed JOIN notes n ON n.video_id = changed.id JOIN review_cards c ON c.note_id = n.id),
    ARRAY(
      WITH changed AS (
        SELECT n.id, n.youtube_id, n.title, n.description, n.thumbnail_url, n.channel_title, n.published_at, n.duration_seconds, n.category, n.facts_source FROM new_rows n
        EXCEPT
        SELECT o.id, o.youtube_id, o.title, o.description, o.thumbnail_url, o.channel_title, o.published_at, o.duration_seconds, o.category, o.facts_source FROM old_rows o
      )
      SELECT DISTINCT l.user_id FROM changed JOIN library_videos l ON l.video_id = changed.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER videos_readers_updated AFTER UPDATE ON videos REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION videos_reach_readers();
--> statement-breakpoint

-- A transcript stored, replaced or removed: the due list's context lines. A learner's upload is theirs
-- alone; YouTube's is read by every learner with a card on a note of that video. Segments are written
-- only with their transcript's insert, in its transaction (transcripts.repository store), so they need
-- no trigger of their own.
CREATE OR REPLACE FUNCTION transcripts_reach_readers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_review_library_versions(ARRAY(
      SELECT t.user_id FROM new_rows t WHERE t.user_id IS NOT NULL
      UNION
      SELECT c.user_id FROM new_rows t JOIN notes n ON n.video_id = t.video_id JOIN review_cards c ON c.note_id = n.id WHERE t.user_id IS NULL), ARRAY[]::integer[]);
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM bump_review_library_versions(ARRAY(
      SELECT t.user_id FROM (SELECT * FROM new_rows UNION ALL SELECT * FROM old_rows) t WHERE t.user_id IS NOT NULL
      UNION
      SELECT c.user_id FROM (SELECT * FROM new_rows UNION ALL SELECT * FROM old_rows) t JOIN notes n ON n.video_id = t.video_id JOIN review_cards c ON c.note_id = n.id WHERE t.user_id IS NULL), ARRAY[]::integer[]);
  ELSE
    PERFORM bump_review_library_versions(ARRAY(
      SELECT t.user_id FROM old_rows t WHERE t.user_id IS NOT NULL
      UNION
      SELECT c.user_id FROM old_rows t JOIN notes n ON n.video_id = t.video_id JOIN review_cards c ON c.note_id = n.id WHERE t.user_id IS NULL), ARRAY[]::integer[]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER transcripts_readers_inserted AFTER INSERT ON transcripts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION transcripts_reach_readers();
--> statement-breakpoint
CREATE TRIGGER transcripts_readers_updated AFTER UPDATE ON transcripts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION transcripts_reach_readers();
--> statement-breakpoint
CREATE TRIGGER transcripts_readers_deleted AFTER DELETE ON transcripts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION transcripts_reach_readers();
