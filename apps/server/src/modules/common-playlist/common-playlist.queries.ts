import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { commonPlaylistItems, userPlaylistSelections, videos } from '../../db/schema/index.ts';

export type PlaylistItemRow = typeof commonPlaylistItems.$inferSelect;
export type PlaylistVideoRow = typeof videos.$inferSelect;

/** Category order of the page (the ids sort differently). */
const CATEGORY_ORDER = sql`array_position(array['creative','career','cognitive','practical','trending']::text[], ${commonPlaylistItems.category})`;

/** Read model: items with their video and the caller's bookmark, in one statement. */
export const commonPlaylistQueries = {
  /** The whole playlist or one category (a few dozen rows: the curated list is bounded by the seed). */
  async list(db: DbOrTx, userId: number, category?: string): Promise<{ item: PlaylistItemRow; video: PlaylistVideoRow; isBookmarked: boolean }[]> {
    return db
      .select({ item: commonPlaylistItems, video: videos, isBookmarked: sql<boolean>`${userPlaylistSelections.userId} is not null` })
      .from(commonPlaylistItems)
      .innerJoin(videos, eq(videos.id, commonPlaylistItems.videoId))
      .leftJoin(userPlaylistSelections, and(eq(userPlaylistSelections.playlistItemId, commonPlaylistItems.id), eq(userPlaylistSelections.userId, userId)))
      .where(category ? eq(commonPlaylistItems.category, category as PlaylistItemRow['category']) : undefined)
      .orderBy(CATEGORY_ORDER, asc(commonPlaylistItems.position), asc(commonPlaylistItems.id));
  },

  /** The video id of each known item id (unknown ids are missing from the map). */
  async videoIdsOf(db: DbOrTx, itemIds: number[]): Promise<Map<number, number>> {
    if (itemIds.length === 0) return new Map();
    const rows = await db.select({ id: commonPlaylistItems.id, videoId: commonPlaylistItems.videoId }).from(commonPlaylistItems).where(inArray(commonPlaylistItems.id, itemIds));
    return new Map(rows.map((r) => [r.id, r.videoId]));
  },
};
