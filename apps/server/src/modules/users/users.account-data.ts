import { accountTable } from '../../db/account-data.ts';
import { userInterests, users } from '../../db/schema/index.ts';

/** The users module's tables that hold user ids (decision 0022). */
export const usersAccountData = [
  accountTable({
    table: users,
    userColumns: { id: { onDelete: 'is the user', because: 'deleting the account deletes this row; every other claim follows from it' } },
    exported: ['id', 'email', 'firstName', 'lastName', 'profileImageUrl', 'role', 'isSupporter', 'hasCompletedOnboarding', 'timeZone', 'weeklyGoalHours', 'createdAt', 'lastActiveAt'],
    leftOut: 'the password hash (a secret) and the cache version counters (internal)',
  }),
  accountTable({
    table: userInterests,
    userColumns: { userId: { onDelete: 'cascade', because: 'the interests are the user’s alone' } },
    exported: ['category', 'createdAt'],
  }),
];
