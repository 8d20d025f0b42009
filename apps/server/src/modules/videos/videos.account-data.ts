import { accountTable } from '../../db/account-data.ts';
import { libraryVideos, videoLabels } from '../../db/schema/index.ts';

/** The videos module's tables that hold user ids (decision 0022). */
export const videosAccountData = [
  accountTable({
    table: videoLabels,
    userColumns: { userId: { onDelete: 'cascade', because: 'a label is shown to its author alone' } },
    exported: ['videoId', 'title', 'description', 'channelTitle', 'updatedAt'],
  }),
  accountTable({
    table: libraryVideos,
    userColumns: { userId: { onDelete: 'cascade', because: 'the library is the user’s alone; the videos stay' } },
    exported: ['videoId', 'addedAt'],
  }),
];
