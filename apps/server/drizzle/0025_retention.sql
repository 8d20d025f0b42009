-- Retention (decision 0051): raw watch events older than the retention are deleted by the
-- maintenance job with learnstack.prune_watch_events set, and their seconds stay in the rollups
-- (watch_days, video_watch_totals) that every read uses; any other delete still subtracts them.
CREATE OR REPLACE FUNCTION watch_events_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('learnstack.prune_watch_events', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    FOR r IN
      WITH gone AS (
        SELECT user_id, local_date, sum(seconds_credited) AS seconds, count(*) AS events FROM old_rows GROUP BY user_id, local_date
      ), updated AS (
        UPDATE watch_days w SET seconds = w.seconds - g.seconds, events = w.events - g.events
        FROM gone g WHERE w.user_id = g.user_id AND w.local_date = g.local_date
        RETURNING w.user_id, w.local_date, w.events
      )
      SELECT user_id, min(local_date) AS from_day FROM updated WHERE events <= 0 GROUP BY user_id ORDER BY user_id
    LOOP
      DELETE FROM watch_days WHERE user_id = r.user_id AND local_date >= r.from_day AND events <= 0;
      PERFORM watch_days_restreak(r.user_id, r.from_day);
    END LOOP;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    FOR r IN
      WITH upserted AS (
        INSERT INTO watch_days AS w (user_id, local_date, seconds, events, streak)
        SELECT user_id, local_date, sum(seconds_credited), count(*), 1 FROM new_rows GROUP BY user_id, local_date ORDER BY user_id, local_date
        ON CONFLICT (user_id, local_date) DO UPDATE SET seconds = w.seconds + excluded.seconds, events = w.events + excluded.events
        RETURNING w.user_id, w.local_date, (w.xmax = 0) AS created
      )
      SELECT user_id, min(local_date) AS from_day FROM upserted WHERE created GROUP BY user_id ORDER BY user_id
    LOOP
      PERFORM watch_days_restreak(r.user_id, r.from_day);
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- BRIN: watch events are appended in time order; a few pages of index find the old ones.
CREATE INDEX IF NOT EXISTS watch_events_created_brin ON watch_events USING brin (created_at);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS admin_audit_created_idx ON admin_audit (created_at);
