import type { Db } from '../../db/client.ts';
import { friendsQueries as queries, type Person } from './friends.queries.ts';
import { friendsRepository as repo } from './friends.repository.ts';

/** For other modules that act between friends (sharing a plan with a friend). */
export class FriendshipCheckService {
  constructor(private readonly db: Db) {}

  /** The friend's contact details when the two are friends; undefined otherwise (unknown ids included). */
  async findFriend(userId: number, friendId: number): Promise<Person | undefined> {
    if (friendId === userId || !(await repo.areFriends(this.db, userId, friendId))) return undefined;
    return queries.findPerson(this.db, friendId);
  }
}
