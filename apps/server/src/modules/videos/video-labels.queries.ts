import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { videoLabels, videos } from '../../db/schema/index.ts';

/*
 * The SQL pieces that show a video as one viewer sees it (their own label over the neutral row while
 * the video is unconfirmed), for the read models of every module that lists videos.
 */

/** The label columns for a select; a left join that found nothing gives null. */
export const labelColumns = { title: videoLabels.title, description: videoLabels.description, channelTitle: videoLabels.channelTitle };

/**
 * Join condition for `viewerId`'s own label of the joined `videos` row, only while that video is
 * unconfirmed. `null` (a page for someone else, or for nobody in particular) joins no label at all.
 */
export function ownLabel(viewerId: number | null): SQL {
  if (viewerId === null) return sql`false`;
  return and(eq(videoLabels.videoId, videos.id), eq(videoLabels.userId, viewerId), isNull(videos.factsSource)) as SQL;
}

/**
 * `ownLabel` for a prepared statement: the viewer's id arrives as the named placeholder, and a null
 * viewer matches no label (`user_id = null` is never true).
 */
export function ownLabelOfPlaceholder(name: string): SQL {
  return and(eq(videoLabels.videoId, videos.id), eq(videoLabels.userId, sql.placeholder(name)), isNull(videos.factsSource)) as SQL;
}
