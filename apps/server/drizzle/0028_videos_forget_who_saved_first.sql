-- Deleting a user no longer touches the shared videos (decision 0054): who first saved a
-- video was read only by the subject fallback of a save, which knows the saver anyway, and nulling it
-- rewrote every such row of the largest table (with its four GIN indexes): 15 s of a 33 s deletion
-- of the heaviest user at scale 1.
ALTER TABLE "videos" DROP CONSTRAINT "videos_created_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "videos" DROP COLUMN "created_by";
--> statement-breakpoint
-- The changed videos found by one EXCEPT (hashed) instead of a join of the two transition tables,
-- which the planner cannot estimate and ran as a nested loop: 8.6 s for 14,000 rows, now 0.6 s.
CREATE OR REPLACE FUNCTION videos_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_plan_content_versions(ARRAY(
    SELECT DISTINCT pv.plan_id
      FROM (SELECT n.id, to_jsonb(n) - 'fetched_at' AS facts FROM new_rows n
            EXCEPT
            SELECT o.id, to_jsonb(o) - 'fetched_at' FROM old_rows o) changed
      JOIN plan_videos pv ON pv.video_id = changed.id));
  RETURN NULL;
END $$;
