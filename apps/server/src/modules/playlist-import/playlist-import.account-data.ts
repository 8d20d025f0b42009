import { accountTable } from '../../db/account-data.ts';
import { playlistImports } from '../../db/schema/index.ts';

/** The playlist-import module's table (decision 0022). */
export const playlistImportAccountData = [
  accountTable({
    table: playlistImports,
    userColumns: { userId: { onDelete: 'cascade', because: 'the import records are the user’s alone (a running import stops: its row is gone)' } },
    exported: ['id', 'youtubePlaylistId', 'planId', 'status', 'title', 'total', 'imported', 'skipped', 'error', 'createdAt', 'updatedAt'],
  }),
];
