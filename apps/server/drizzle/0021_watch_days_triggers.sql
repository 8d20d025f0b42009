-- watch_days rolls the watch-event ledger up per user and local day (seconds, number of events, and
-- the streak ending that day), so analytics and achievements read a day in one row and the current
-- streak in one probe instead of walking the ledger (decision 0024). Statement-level triggers with
-- transition tables keep it in step with every insert, update and delete of watch_events, whoever
-- makes it (a deleted video's or user's cascade included); a bulk insert costs one upsert.

-- The streaks of a user's days from `from_day` on, after a day appeared or went there. Days before
-- it keep theirs; a run that starts at from_day continues the one ending the day before. Usually
-- from_day is today and no later day exists: one row.
CREATE OR REPLACE FUNCTION watch_days_restreak(uid integer, from_day text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  base integer := coalesce((SELECT streak FROM watch_days WHERE user_id = uid AND local_date = to_char(from_day::date - 1, 'YYYY-MM-DD')), 0);
BEGIN
  UPDATE watch_days w SET streak = s.streak
  FROM (
    SELECT local_date,
      local_date::date - min(local_date::date) OVER (PARTITION BY run) + 1
        + CASE WHEN min(local_date) OVER (PARTITION BY run) = from_day THEN base ELSE 0 END AS streak
    FROM (
      SELECT local_date, local_date::date - (row_number() OVER (ORDER BY local_date))::integer AS run
      FROM watch_days WHERE user_id = uid AND local_date >= from_day
    ) d
  ) s
  WHERE w.user_id = uid AND w.local_date = s.local_date AND w.streak <> s.streak;
END $$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION watch_events_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
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

-- The ledger so far, with each day's streak (consecutive days form a run: date minus rank is constant).
INSERT INTO watch_days (user_id, local_date, seconds, events, streak)
SELECT user_id, local_date, seconds, events, local_date::date - min(local_date::date) OVER (PARTITION BY user_id, run) + 1
FROM (
  SELECT user_id, local_date, sum(seconds_credited) AS seconds, count(*) AS events,
    local_date::date - (row_number() OVER (PARTITION BY user_id ORDER BY local_date))::integer AS run
  FROM watch_events GROUP BY user_id, local_date
) d
ON CONFLICT (user_id, local_date) DO NOTHING;
--> statement-breakpoint

CREATE TRIGGER watch_events_inserted AFTER INSERT ON watch_events REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION watch_events_changed();
--> statement-breakpoint
CREATE TRIGGER watch_events_updated AFTER UPDATE ON watch_events REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION watch_events_changed();
--> statement-breakpoint
CREATE TRIGGER watch_events_deleted AFTER DELETE ON watch_events REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION watch_events_changed();
