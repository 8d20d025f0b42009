import type { CategoryId, User } from '@learnstack/contracts';
import type { Db } from '../../db/client.ts';
import { unauthorized } from '../../http/errors.ts';
import { toUserView } from './user.view.ts';
import { usersRepository } from './users.repository.ts';

export class UsersService {
  constructor(private readonly db: Db) {}

  async get(userId: number): Promise<User> {
    const row = await usersRepository.findById(this.db, userId);
    if (!row) throw unauthorized();
    return toUserView(row);
  }

  async interests(userId: number): Promise<string[]> {
    return usersRepository.listInterests(this.db, userId);
  }

  async setInterests(userId: number, interests: CategoryId[]): Promise<string[]> {
    const unique = [...new Set(interests)];
    await this.db.transaction((tx) => usersRepository.replaceInterests(tx, userId, unique));
    return unique.sort();
  }

  async completeOnboarding(userId: number): Promise<User> {
    const row = await usersRepository.update(this.db, userId, { hasCompletedOnboarding: true });
    if (!row) throw unauthorized();
    return toUserView(row);
  }
}
