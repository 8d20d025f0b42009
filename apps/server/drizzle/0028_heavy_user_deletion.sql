CREATE INDEX "videos_created_by_idx" ON "videos" USING btree ("created_by") WHERE "videos"."created_by" is not null;--> statement-breakpoint
-- Who saved a video first (created_by) is not shown in any plan: its change (set to null when that
-- user's account goes, decision 0054) no longer bumps the content version of every plan holding one
-- of their videos, which locked thousands of other people's plans and users rows until the deletion
-- committed (25,054 plans and 15,660 users for the heaviest user at scale 1).
CREATE OR REPLACE FUNCTION videos_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_plan_content_versions(ARRAY(
    SELECT DISTINCT pv.plan_id FROM plan_videos pv
    JOIN new_rows n ON n.id = pv.video_id
    JOIN old_rows o ON o.id = n.id
    WHERE to_jsonb(n) - 'fetched_at' - 'created_by' IS DISTINCT FROM to_jsonb(o) - 'fetched_at' - 'created_by'));
  RETURN NULL;
END $$;
