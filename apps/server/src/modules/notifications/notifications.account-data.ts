import { accountTable } from '../../db/account-data.ts';
import { notifications } from '../../db/schema/index.ts';

/** The notifications module's table (decision 0022). */
export const notificationsAccountData = [
  accountTable({
    table: notifications,
    userColumns: { userId: { onDelete: 'cascade', because: 'the bell is the user’s alone (other people’s notifications that name them stay as they are)' } },
    exported: ['id', 'type', 'title', 'message', 'data', 'isRead', 'createdAt'],
  }),
];
