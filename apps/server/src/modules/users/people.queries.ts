import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** A person as other people see them: who they are and how to reach them (friends, sharing). */
export type Person = { id: number; email: string; firstName: string | null; lastName: string | null; profileImageUrl: string | null };

/** The columns of a `Person`, for read models that join users. */
export const personColumns = { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, profileImageUrl: users.profileImageUrl };

export const peopleQueries = {
  async findPerson(db: DbOrTx, id: number): Promise<Person | undefined> {
    const [row] = await db.select(personColumns).from(users).where(eq(users.id, id)).limit(1);
    return row;
  },
  /** Addresses are stored lower-cased (unique index on users.email). */
  async findPersonByEmail(db: DbOrTx, email: string): Promise<Person | undefined> {
    const [row] = await db.select(personColumns).from(users).where(eq(users.email, email)).limit(1);
    return row;
  },
};
