import { accountTable } from '../../db/account-data.ts';
import { planLikes, shareEvents } from '../../db/schema/index.ts';

/** The sharing module's tables that hold user ids (decision 0022). */
export const sharingAccountData = [
  accountTable({
    table: planLikes,
    userColumns: {
      userId: {
        onDelete: 'cascade',
        because: 'the user’s likes go',
        alsoRuns: 'sharing: take back their likes',
      },
    },
    exported: ['planId', 'createdAt'],
  }),
  accountTable({
    table: shareEvents,
    userColumns: {
      userId: { onDelete: 'cascade', because: 'the record of what the user shared goes (the share counts on plans and groups stay: those shares reached someone)' },
      toUserId: { onDelete: 'set null', because: 'the sender keeps the record of what they shared; it no longer names the recipient’s account' },
    },
    exported: ['planId', 'groupId', 'channel', 'userId', 'toUserId', 'createdAt'],
    leftOut: 'the recipient’s address (another person’s e-mail)',
  }),
];
