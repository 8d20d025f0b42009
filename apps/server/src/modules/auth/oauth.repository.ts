import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { oauthAccounts, users } from '../../db/schema/index.ts';

export const authRepositoryOauth = {
  async findLinkedUser(db: DbOrTx, provider: string, providerUserId: string) {
    const [row] = await db
      .select({ user: users })
      .from(oauthAccounts)
      .innerJoin(users, eq(users.id, oauthAccounts.userId))
      .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.providerUserId, providerUserId)))
      .limit(1);
    return row?.user;
  },
  async link(db: DbOrTx, provider: string, providerUserId: string, userId: number): Promise<void> {
    await db.insert(oauthAccounts).values({ provider, providerUserId, userId }).onConflictDoNothing();
  },
};
