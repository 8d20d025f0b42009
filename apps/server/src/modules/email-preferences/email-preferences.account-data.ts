import { accountTable } from '../../db/account-data.ts';
import { emailPreferences } from '../../db/schema/index.ts';

/** The email-preferences module's table (decision 0022). */
export const emailPreferencesAccountData = [
  accountTable({
    table: emailPreferences,
    userColumns: { userId: { onDelete: 'cascade', because: 'the preferences are the user’s alone' } },
    exported: ['friendInvites', 'planSharing', 'serviceUpdates', 'updatedAt'],
  }),
];
