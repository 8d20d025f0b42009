import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { userPlaylistSelections } from '../../db/schema/index.ts';

/** The common-playlist module's own writes: a user's bookmarks. */
export const commonPlaylistRepository = {
  async bookmark(db: DbOrTx, userId: number, playlistItemId: number): Promise<void> {
    await db.insert(userPlaylistSelections).values({ userId, playlistItemId }).onConflictDoNothing();
  },
  async unbookmark(db: DbOrTx, userId: number, playlistItemId: number): Promise<void> {
    await db.delete(userPlaylistSelections).where(and(eq(userPlaylistSelections.userId, userId), eq(userPlaylistSelections.playlistItemId, playlistItemId)));
  },
};
