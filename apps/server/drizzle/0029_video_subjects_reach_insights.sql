-- A video's subject or title changed (a model's answer, a refresh that places it better, the plan it
-- joins): the skill insights of every learner who watched or rated it read both (decision 0033) and are
-- cached per learner by users.progress_version, so their versions move on too, whoever writes. Found
-- by a second EXCEPT over the two columns; learners through video_progress' and difficulty_feedback's
-- video_id indexes, and none at all when no subject or title changed (the usual refresh).
CREATE OR REPLACE FUNCTION videos_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  learners integer[];
BEGIN
  PERFORM bump_plan_content_versions(ARRAY(
    SELECT DISTINCT pv.plan_id
      FROM (SELECT n.id, to_jsonb(n) - 'fetched_at' AS facts FROM new_rows n
            EXCEPT
            SELECT o.id, to_jsonb(o) - 'fetched_at' FROM old_rows o) changed
      JOIN plan_videos pv ON pv.video_id = changed.id));
  learners := ARRAY(
    WITH changed AS (
      SELECT n.id, n.category, n.title FROM new_rows n
      EXCEPT
      SELECT o.id, o.category, o.title FROM old_rows o
    )
    SELECT vp.user_id FROM changed JOIN video_progress vp ON vp.video_id = changed.id
    UNION
    SELECT df.user_id FROM changed JOIN difficulty_feedback df ON df.video_id = changed.id);
  IF cardinality(learners) > 0 THEN
    PERFORM bump_progress_versions(learners, ARRAY[]::integer[]);
  END IF;
  RETURN NULL;
END $$;
