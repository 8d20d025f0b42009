import { accountTable } from '../../db/account-data.ts';
import { watchSessions } from '../../db/schema/index.ts';

/** The recommendations module's tables (decision 0022). */
export const recommendationsAccountData = [
  accountTable({
    table: watchSessions,
    userColumns: { userId: { onDelete: 'cascade', because: 'a watch history is the user’s alone' } },
    exported: ['videoKey', 'title', 'topics', 'watchSeconds', 'completed', 'watchedAt'],
  }),
];
