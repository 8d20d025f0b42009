import type { CategoryId, User } from '@learnstack/contracts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { unauthorized } from '../../http/errors.ts';
import { toUserView } from './user.view.ts';
import { type UserRow, usersRepository } from './users.repository.ts';

export type { UserRow };
export type NewUser = Pick<UserRow, 'email'> & Partial<Pick<UserRow, 'passwordHash' | 'firstName' | 'lastName' | 'profileImageUrl'>>;

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

  /** The account row by id (the second sign-in step finds its user so); undefined when there is none. */
  findRow(userId: number, db: DbOrTx = this.db): Promise<UserRow | undefined> {
    return usersRepository.findById(db, userId);
  }

  /** The account row (sign-in needs its password hash); undefined when there is none. */
  findByEmail(email: string, db: DbOrTx = this.db): Promise<UserRow | undefined> {
    return usersRepository.findByEmail(db, email);
  }

  /**
   * A new account in the caller's transaction, which announces it (UserSignedUp) once it holds
   * together; undefined when the e-mail is taken (the unique index decides, not a prior read).
   */
  create(values: NewUser, tx: Tx): Promise<UserRow | undefined> {
    return usersRepository.insert(tx, values);
  }

  setPasswordHash(userId: number, passwordHash: string, tx: Tx): Promise<UserRow | undefined> {
    return usersRepository.update(tx, userId, { passwordHash });
  }
}
