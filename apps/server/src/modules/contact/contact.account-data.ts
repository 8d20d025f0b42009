import { accountTable } from '../../db/account-data.ts';
import { contactMessages } from '../../db/schema/index.ts';

/** The contact module's table (decision 0022). */
export const contactAccountData = [
  accountTable({
    table: contactMessages,
    userColumns: {
      userId: {
        onDelete: 'cascade',
        because: 'a signed-in user’s messages to support are theirs and go with the account; visitors’ messages name no account',
      },
    },
    exported: ['name', 'email', 'subject', 'message', 'category', 'createdAt'],
  }),
];
