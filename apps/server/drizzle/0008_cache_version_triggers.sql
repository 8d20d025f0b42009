-- Cached answers (a user's plan list, a plan's videos, a user's progress on a plan) are keyed by
-- version counters: users.plan_list_version, users.progress_version and
-- learning_plans.content_version. These triggers move them on with every change that could alter
-- those answers, whoever writes (any module, any app instance, plain SQL). Statement-level with
-- transition tables: a bulk insert costs one update, not one per row. Rows are locked in id order
-- before they are updated, so two concurrent statements cannot deadlock on them.

CREATE OR REPLACE FUNCTION bump_plan_list_versions(user_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM users WHERE id = ANY(user_ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE users SET plan_list_version = plan_list_version + 1 WHERE id = ANY(user_ids);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_plan_content_versions(plan_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM learning_plans WHERE id = ANY(plan_ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE learning_plans SET content_version = content_version + 1 WHERE id = ANY(plan_ids);
END $$;
--> statement-breakpoint

-- A plan changed (any column, its content version included): its owner's plan list.
CREATE OR REPLACE FUNCTION learning_plans_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_plan_list_versions(ARRAY(SELECT DISTINCT owner_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM bump_plan_list_versions(ARRAY(SELECT owner_id FROM new_rows UNION SELECT owner_id FROM old_rows));
  ELSE
    PERFORM bump_plan_list_versions(ARRAY(SELECT DISTINCT owner_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER learning_plans_inserted AFTER INSERT ON learning_plans REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION learning_plans_changed();
--> statement-breakpoint
CREATE TRIGGER learning_plans_updated AFTER UPDATE ON learning_plans REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION learning_plans_changed();
--> statement-breakpoint
CREATE TRIGGER learning_plans_deleted AFTER DELETE ON learning_plans REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION learning_plans_changed();
--> statement-breakpoint

-- A plan's entries changed: the plan's content (and through the plan's own trigger, its owner's list).
CREATE OR REPLACE FUNCTION plan_videos_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_plan_content_versions(ARRAY(SELECT DISTINCT plan_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM bump_plan_content_versions(ARRAY(SELECT plan_id FROM new_rows UNION SELECT plan_id FROM old_rows));
  ELSE
    PERFORM bump_plan_content_versions(ARRAY(SELECT DISTINCT plan_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER plan_videos_inserted AFTER INSERT ON plan_videos REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION plan_videos_changed();
--> statement-breakpoint
CREATE TRIGGER plan_videos_updated AFTER UPDATE ON plan_videos REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION plan_videos_changed();
--> statement-breakpoint
CREATE TRIGGER plan_videos_deleted AFTER DELETE ON plan_videos REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION plan_videos_changed();
--> statement-breakpoint

-- A video's facts changed (anything but the time they were fetched): every plan holding it.
-- A deleted video leaves its plans through plan_videos' cascade, which has its own trigger.
CREATE OR REPLACE FUNCTION videos_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_plan_content_versions(ARRAY(
    SELECT DISTINCT pv.plan_id FROM plan_videos pv
    JOIN new_rows n ON n.id = pv.video_id
    JOIN old_rows o ON o.id = n.id
    WHERE to_jsonb(n) - 'fetched_at' IS DISTINCT FROM to_jsonb(o) - 'fetched_at'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER videos_updated AFTER UPDATE ON videos REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION videos_changed();
--> statement-breakpoint

-- A group renamed or deleted: the plan list shows group names.
CREATE OR REPLACE FUNCTION plan_groups_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM bump_plan_list_versions(ARRAY(SELECT owner_id FROM new_rows UNION SELECT owner_id FROM old_rows));
  ELSE
    PERFORM bump_plan_list_versions(ARRAY(SELECT DISTINCT owner_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER plan_groups_updated AFTER UPDATE ON plan_groups REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION plan_groups_changed();
--> statement-breakpoint
CREATE TRIGGER plan_groups_deleted AFTER DELETE ON plan_groups REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION plan_groups_changed();
--> statement-breakpoint

-- Progress saved: the user's progress answers; a video completed or reopened: their plan list too.
CREATE OR REPLACE FUNCTION bump_progress_versions(user_ids integer[], completion_user_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM users WHERE id = ANY(user_ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE users SET progress_version = progress_version + 1,
    plan_list_version = plan_list_version + (CASE WHEN id = ANY(completion_user_ids) THEN 1 ELSE 0 END)
  WHERE id = ANY(user_ids);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION video_progress_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_progress_versions(ARRAY(SELECT DISTINCT user_id FROM new_rows), ARRAY(SELECT user_id FROM new_rows WHERE is_completed));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM bump_progress_versions(
      ARRAY(SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows),
      ARRAY(SELECT n.user_id FROM new_rows n JOIN old_rows o ON o.user_id = n.user_id AND o.video_id = n.video_id WHERE n.is_completed IS DISTINCT FROM o.is_completed));
  ELSE
    PERFORM bump_progress_versions(ARRAY(SELECT DISTINCT user_id FROM old_rows), ARRAY(SELECT user_id FROM old_rows WHERE is_completed));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER video_progress_inserted AFTER INSERT ON video_progress REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION video_progress_changed();
--> statement-breakpoint
CREATE TRIGGER video_progress_updated AFTER UPDATE ON video_progress REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION video_progress_changed();
--> statement-breakpoint
CREATE TRIGGER video_progress_deleted AFTER DELETE ON video_progress REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION video_progress_changed();
--> statement-breakpoint

-- A person's own label of an unconfirmed video changed: the plans they own that hold it (their own
-- view of those plans shows the label).
CREATE OR REPLACE FUNCTION video_labels_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_plan_content_versions(ARRAY(
      SELECT DISTINCT pv.plan_id FROM new_rows l JOIN plan_videos pv ON pv.video_id = l.video_id JOIN learning_plans p ON p.id = pv.plan_id AND p.owner_id = l.user_id));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM bump_plan_content_versions(ARRAY(
      SELECT pv.plan_id FROM new_rows l JOIN plan_videos pv ON pv.video_id = l.video_id JOIN learning_plans p ON p.id = pv.plan_id AND p.owner_id = l.user_id
      UNION
      SELECT pv.plan_id FROM old_rows l JOIN plan_videos pv ON pv.video_id = l.video_id JOIN learning_plans p ON p.id = pv.plan_id AND p.owner_id = l.user_id));
  ELSE
    PERFORM bump_plan_content_versions(ARRAY(
      SELECT DISTINCT pv.plan_id FROM old_rows l JOIN plan_videos pv ON pv.video_id = l.video_id JOIN learning_plans p ON p.id = pv.plan_id AND p.owner_id = l.user_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER video_labels_inserted AFTER INSERT ON video_labels REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION video_labels_changed();
--> statement-breakpoint
CREATE TRIGGER video_labels_updated AFTER UPDATE ON video_labels REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION video_labels_changed();
--> statement-breakpoint
CREATE TRIGGER video_labels_deleted AFTER DELETE ON video_labels REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION video_labels_changed();
