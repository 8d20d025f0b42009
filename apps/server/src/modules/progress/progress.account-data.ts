import { accountTable } from '../../db/account-data.ts';
import { progressClientSaves, videoProgress, watchDays, watchEvents } from '../../db/schema/index.ts';

/** The progress module's tables (decision 0022). */
export const progressAccountData = [
  accountTable({
    table: videoProgress,
    userColumns: { userId: { onDelete: 'cascade', because: 'progress is the user’s alone' } },
    exported: ['videoId', 'currentTime', 'isCompleted', 'completedAt', 'updatedAt'],
  }),
  accountTable({
    table: watchEvents,
    userColumns: {
      userId: {
        onDelete: 'cascade',
        because: 'watch time is the user’s alone',
        alsoRuns: 'progress: the watch events go with their rollups',
        purgedFirst: 'progress: the watch events, in batches',
      },
    },
    exported: ['videoId', 'secondsCredited', 'localDate', 'createdAt'],
  }),
  accountTable({
    table: progressClientSaves,
    userColumns: { userId: { onDelete: 'cascade', because: 'the ids of the user’s own saves, kept only to apply each once' } },
    exported: ['clientId', 'appliedAt'],
  }),
  accountTable({
    table: watchDays,
    userColumns: { userId: { onDelete: 'cascade', because: 'the per-day sums of the user’s own watch time' } },
    exported: ['localDate', 'seconds', 'streak'],
    leftOut: 'events: the number of ledger rows behind the day, which the triggers keep for themselves',
  }),
];
