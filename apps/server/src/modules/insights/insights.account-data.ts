import { accountTable } from '../../db/account-data.ts';
import { difficultyFeedback, videoWatchTotals } from '../../db/schema/index.ts';

/** The insights module's tables (decision 0022). */
export const insightsAccountData = [
  accountTable({
    table: difficultyFeedback,
    userColumns: { userId: { onDelete: 'cascade', because: 'difficulty ratings are the user’s alone' } },
    exported: ['videoId', 'rating', 'createdAt', 'updatedAt'],
  }),
  accountTable({
    table: videoWatchTotals,
    userColumns: { userId: { onDelete: 'cascade', because: 'watch time is the user’s alone' } },
    exported: ['videoId', 'seconds', 'lastWatchedAt'],
  }),
];
