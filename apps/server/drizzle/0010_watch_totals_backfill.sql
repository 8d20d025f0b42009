-- The per-video watch totals start from the ledger: every credit so far, summed per user and video.
INSERT INTO video_watch_totals (user_id, video_id, seconds, last_watched_at)
SELECT user_id, video_id, sum(seconds_credited)::integer, max(created_at)
FROM watch_events
GROUP BY user_id, video_id
ON CONFLICT (user_id, video_id) DO NOTHING;
