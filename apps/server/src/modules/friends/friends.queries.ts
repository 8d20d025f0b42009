import { and, asc, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { friendInvites, friendRequests, friendships, users } from '../../db/schema/index.ts';
import { peopleQueries, type Person, personColumns } from '../users/people.queries.ts';
import type { InviteRow } from './friends.repository.ts';

export type { Person };

// The dashboard's reads (GET /api/dashboard, decision 0061) as named prepared statements: planning
// the friends list took longer than running it (4.7 ms at a community's volume).
const userId = sql.placeholder('userId');
const limit = sql.placeholder('limit');
const listFriends = prepared((db) =>
  db
    .select(personColumns)
    .from(friendships)
    .innerJoin(users, eq(users.id, sql`case when ${friendships.userA} = ${userId} then ${friendships.userB} else ${friendships.userA} end`))
    .where(or(eq(friendships.userA, userId), eq(friendships.userB, userId)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(limit)
    .prepare('friends_list'),
);
const listIncoming = prepared((db) =>
  db
    .select({ id: friendRequests.id, createdAt: friendRequests.createdAt, requester: personColumns })
    .from(friendRequests)
    .innerJoin(users, eq(users.id, friendRequests.requesterId))
    .where(and(eq(friendRequests.addresseeId, userId), eq(friendRequests.status, 'pending')))
    .orderBy(desc(friendRequests.createdAt), desc(friendRequests.id))
    .limit(limit)
    .prepare('friends_incoming_requests'),
);
const listLiveInvitesTo = prepared((db) =>
  db
    .select({ invite: friendInvites, sender: personColumns })
    .from(friendInvites)
    .innerJoin(users, eq(users.id, friendInvites.fromUserId))
    .where(and(eq(friendInvites.toEmail, sql.placeholder('toEmail')), eq(friendInvites.status, 'pending'), gt(friendInvites.expiresAt, sql`now()`)))
    .orderBy(desc(friendInvites.createdAt), desc(friendInvites.id))
    .limit(limit)
    .prepare('friends_live_invites_to'),
);

/** Friends, requests and invites with the people they name (id, e-mail, names, picture). */
export const friendsQueries = {
  findPerson: peopleQueries.findPerson,
  findPersonByEmail: peopleQueries.findPersonByEmail,
  async listFriends(db: DbOrTx, userId: number, limit: number): Promise<Person[]> {
    return listFriends(db).execute({ userId, limit });
  },

  async listIncoming(db: DbOrTx, userId: number, limit: number) {
    return listIncoming(db).execute({ userId, limit });
  },

  /** The invite with its sender, for the public invite page. */
  async findInviteWithSender(db: DbOrTx, tokenHash: string): Promise<{ invite: InviteRow; sender: Person } | undefined> {
    const [row] = await db
      .select({ invite: friendInvites, sender: personColumns })
      .from(friendInvites)
      .innerJoin(users, eq(users.id, friendInvites.fromUserId))
      .where(eq(friendInvites.tokenHash, tokenHash))
      .limit(1);
    return row;
  },
  /** Pending, unexpired invites addressed to an e-mail, with their senders. */
  async listLiveInvitesTo(db: DbOrTx, toEmail: string, limit: number) {
    return listLiveInvitesTo(db).execute({ toEmail, limit });
  },
};
