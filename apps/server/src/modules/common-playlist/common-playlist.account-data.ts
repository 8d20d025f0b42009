import { accountTable } from '../../db/account-data.ts';
import { userPlaylistSelections } from '../../db/schema/index.ts';

/** The common-playlist module's tables that hold user ids (decision 0022); the items themselves name nobody. */
export const commonPlaylistAccountData = [
  accountTable({
    table: userPlaylistSelections,
    userColumns: { userId: { onDelete: 'cascade', because: 'bookmarks are the user’s alone' } },
    exported: ['playlistItemId', 'createdAt'],
  }),
];
