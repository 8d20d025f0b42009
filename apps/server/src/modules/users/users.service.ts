import { type CategoryId, TIME_ZONE_INVALID, type User } from '@learnstack/contracts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { badRequest, unauthorized } from '../../http/errors.ts';
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

  async updateNames(userId: number, firstName: string | null, lastName: string | null): Promise<User> {
    const row = await usersRepository.update(this.db, userId, { firstName, lastName });
    if (!row) throw unauthorized();
    return toUserView(row);
  }

  /** The account row, read (not locked) to check a deletion's confirmation before anything is deleted. */
  findForDeletion(userId: number): Promise<UserRow | undefined> {
    return usersRepository.findById(this.db, userId);
  }

  /** The account row locked for its deletion in the caller's transaction. */
  lockForDeletion(userId: number, tx: Tx): Promise<UserRow | undefined> {
    return usersRepository.lock(tx, userId);
  }

  /** Deletes the users row in the caller's transaction; the foreign keys take the rest (decision 0022). */
  async deleteRow(userId: number, tx: Tx): Promise<void> {
    await usersRepository.delete(tx, userId);
  }

  async weeklyGoal(userId: number): Promise<{ weeklyGoalHours: number }> {
    const row = await usersRepository.findById(this.db, userId);
    if (!row) throw unauthorized();
    return { weeklyGoalHours: row.weeklyGoalHours };
  }

  /** 1..50 whole hours; the contract refuses anything else before this runs. */
  async setWeeklyGoal(userId: number, weeklyGoalHours: number): Promise<{ weeklyGoalHours: number }> {
    const row = await usersRepository.update(this.db, userId, { weeklyGoalHours });
    if (!row) throw unauthorized();
    return { weeklyGoalHours: row.weeklyGoalHours };
  }

  /** The zone whose calendar days analytics and streaks count (decision 0024): an IANA name the runtime knows. */
  async setTimeZone(userId: number, timeZone: string): Promise<{ timeZone: string }> {
    try {
      new Intl.DateTimeFormat('en', { timeZone });
    } catch {
      throw badRequest(TIME_ZONE_INVALID);
    }
    // Stored as the browser names it (its ICU may know Asia/Kolkata where ours says Asia/Calcutta).
    const row = await usersRepository.update(this.db, userId, { timeZone });
    if (!row) throw unauthorized();
    return { timeZone: row.timeZone };
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

  setRole(userId: number, role: UserRow['role'], db: DbOrTx = this.db): Promise<UserRow | undefined> {
    return usersRepository.update(db, userId, { role });
  }

  /** Marks the user a supporter (the donation flow); they see a thank-you note instead of ad slots. */
  async markSupporter(userId: number): Promise<User> {
    const row = await usersRepository.update(this.db, userId, { isSupporter: true });
    if (!row) throw unauthorized();
    return toUserView(row);
  }

  setPasswordHash(userId: number, passwordHash: string, tx: Tx): Promise<UserRow | undefined> {
    return usersRepository.update(tx, userId, { passwordHash });
  }
}
