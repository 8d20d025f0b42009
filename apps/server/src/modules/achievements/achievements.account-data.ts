import { accountTable } from '../../db/account-data.ts';
import { achievements } from '../../db/schema/index.ts';

/** The achievements module's table (decision 0022). */
export const achievementsAccountData = [
  accountTable({
    table: achievements,
    userColumns: { userId: { onDelete: 'cascade', because: 'achievements are the user’s alone' } },
    exported: ['key', 'type', 'title', 'description', 'planId', 'certificateId', 'earnedAt'],
  }),
];
