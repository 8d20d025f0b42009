-- The achievements board (GET /api/achievements/overview) and the month (GET /api/analytics/monthly)
-- answer from versioned caches (decision 0062). Besides progress (users.progress_version: completed
-- videos; a video's subject, 0029) they read three tables no counter followed: achievements (the
-- earned list, the plans completed), certificates (their count) and watch_days (the hours, the
-- streak; every change of watch_events reaches it through 0021's trigger, but retention's pruning,
-- which keeps the rollups, 0025). users.achievements_version moves with all three, whoever writes
-- (a certificate requested later and the plan achievement it awards, a deletion, plain SQL). As
-- 0008's and 0030's: statement-level triggers with transition tables, rows locked in id order.
ALTER TABLE "users" ADD COLUMN "achievements_version" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_achievements_versions(user_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(user_ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM users WHERE id = ANY(user_ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE users SET achievements_version = achievements_version + 1 WHERE id = ANY(user_ids);
END $$;
--> statement-breakpoint

-- A row of the learner's record (an achievement, a certificate, a day's watch time) made, changed or
-- removed: its learner's board and month. An account's deletion cascades here and finds its row gone.
CREATE OR REPLACE FUNCTION learner_record_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_achievements_versions(ARRAY(SELECT DISTINCT user_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM bump_achievements_versions(ARRAY(SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows));
  ELSE
    PERFORM bump_achievements_versions(ARRAY(SELECT DISTINCT user_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER achievements_record_inserted AFTER INSERT ON achievements REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION learner_record_changed();
--> statement-breakpoint
CREATE TRIGGER achievements_record_updated AFTER UPDATE ON achievements REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION learner_record_changed();
--> statement-breakpoint
CREATE TRIGGER achievements_record_deleted AFTER DELETE ON achievements REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION learner_record_changed();
--> statement-breakpoint
CREATE TRIGGER certificates_record_inserted AFTER INSERT ON certificates REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION learner_record_changed();
--> statement-breakpoint
CREATE TRIGGER certificates_record_updated AFTER UPDATE ON certificates REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION learner_record_changed();
--> statement-breakpoint
CREATE TRIGGER certificates_record_deleted AFTER DELETE ON certificates REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION learner_record_changed();
--> statement-breakpoint
CREATE TRIGGER watch_days_record_inserted AFTER INSERT ON watch_days REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION learner_record_changed();
--> statement-breakpoint
CREATE TRIGGER watch_days_record_updated AFTER UPDATE ON watch_days REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION learner_record_changed();
--> statement-breakpoint
CREATE TRIGGER watch_days_record_deleted AFTER DELETE ON watch_days REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION learner_record_changed();
