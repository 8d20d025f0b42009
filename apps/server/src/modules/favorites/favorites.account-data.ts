import { accountTable } from '../../db/account-data.ts';
import { favoritePlans, favoriteVideos } from '../../db/schema/index.ts';

/** The favorites module's tables (decision 0022). */
export const favoritesAccountData = [
  accountTable({
    table: favoriteVideos,
    userColumns: { userId: { onDelete: 'cascade', because: 'favourites are the user’s alone' } },
    exported: ['videoId', 'createdAt'],
  }),
  accountTable({
    table: favoritePlans,
    userColumns: { userId: { onDelete: 'cascade', because: 'favourites are the user’s alone' } },
    exported: ['planId', 'createdAt'],
  }),
];
