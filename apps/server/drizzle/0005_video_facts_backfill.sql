-- Before this release a browser could write a video's title, channel and description into the shared
-- row, and nothing tells those rows apart from YouTube's. Every existing row starts unconfirmed:
-- its text stays visible to the person who first saved it, as their own label, and the shared row
-- falls back to neutral facts until the catalog (at the next start) or YouTube confirms the video.
INSERT INTO "video_labels" ("user_id", "video_id", "title", "description", "channel_title")
SELECT "created_by", "id", "title", "description", "channel_title"
FROM "videos"
WHERE "created_by" IS NOT NULL AND "facts_source" IS NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
UPDATE "videos"
SET "title" = 'YouTube video ' || "youtube_id",
    "description" = '',
    "channel_title" = '',
    "thumbnail_url" = 'https://i.ytimg.com/vi/' || "youtube_id" || '/mqdefault.jpg',
    "duration_seconds" = NULL,
    "view_count" = 0,
    "published_at" = NULL,
    "category" = NULL
WHERE "facts_source" IS NULL;
