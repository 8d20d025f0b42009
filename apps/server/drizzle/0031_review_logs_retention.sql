-- Review logs are pruned after 400 days (apps/server/src/retention.ts): appended in time order, so a
-- BRIN index finds the old ones in a few pages, as watch_events_created_brin does for watch events.
CREATE INDEX IF NOT EXISTS review_logs_reviewed_brin ON review_logs USING brin (reviewed_at);
