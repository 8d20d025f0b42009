import type { Video } from '@learnstack/contracts';
import type { videos } from '../../db/schema/index.ts';
import { formatIsoDuration } from '../../providers/youtube/index.ts';

export type VideoRow = typeof videos.$inferSelect;

/** A saved video as the API shows it; duration as ISO 8601, null when unknown. */
export function toVideoView(row: VideoRow): Video {
  return {
    id: row.id,
    youtubeId: row.youtubeId,
    title: row.title,
    description: row.description,
    thumbnailUrl: row.thumbnailUrl,
    channelTitle: row.channelTitle,
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
    duration: row.durationSeconds ? formatIsoDuration(row.durationSeconds) : null,
    durationSeconds: row.durationSeconds,
    viewCount: row.viewCount,
    category: row.category,
  };
}
