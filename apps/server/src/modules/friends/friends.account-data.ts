import { accountTable } from '../../db/account-data.ts';
import { friendInvites, friendRequests, friendships } from '../../db/schema/index.ts';

/** The friends module's tables that hold user ids (decision 0022). */
export const friendsAccountData = [
  accountTable({
    table: friendships,
    userColumns: {
      userA: { onDelete: 'cascade', because: 'a friendship needs both people; the friend simply has one friend fewer' },
      userB: { onDelete: 'cascade', because: 'a friendship needs both people; the friend simply has one friend fewer' },
    },
    exported: ['userA', 'userB', 'createdAt'],
  }),
  accountTable({
    table: friendRequests,
    userColumns: {
      requesterId: { onDelete: 'cascade', because: 'a request from a deleted account cannot be answered' },
      addresseeId: { onDelete: 'cascade', because: 'a request to a deleted account cannot be answered' },
    },
    exported: ['id', 'requesterId', 'addresseeId', 'status', 'createdAt', 'decidedAt'],
  }),
  accountTable({
    table: friendInvites,
    userColumns: {
      fromUserId: { onDelete: 'cascade', because: 'the invitations the user sent stop working' },
      acceptedBy: { onDelete: 'set null', because: 'the sender keeps the record of an accepted invitation; it no longer says by whom' },
    },
    exported: ['id', 'fromUserId', 'status', 'expiresAt', 'acceptedBy', 'createdAt', 'decidedAt'],
    leftOut: 'the hash of the invitation token (a secret) and the invited address (another person’s e-mail)',
  }),
];
