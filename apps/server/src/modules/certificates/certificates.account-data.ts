import { accountTable } from '../../db/account-data.ts';
import { certificates } from '../../db/schema/index.ts';

/** The certificates module's table (decision 0022). */
export const certificatesAccountData = [
  accountTable({
    table: certificates,
    userColumns: { userId: { onDelete: 'cascade', because: 'a certificate certifies its learner alone; once the account goes it no longer verifies' } },
    exported: ['id', 'planId', 'planName', 'courseDurationSeconds', 'completedAt', 'createdAt'],
  }),
];
