import { accountTable } from '../../db/account-data.ts';
import { planNotes } from '../../db/schema/index.ts';

/** The plan-notes module's table (decision 0022). */
export const planNotesAccountData = [
  accountTable({
    table: planNotes,
    userColumns: { userId: { onDelete: 'cascade', because: 'plan notes are the user’s alone' } },
    exported: ['planId', 'notes', 'updatedAt'],
  }),
];
