import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { oauthAccounts, users } from '../../db/schema/index.ts';

/** The account a Google identity is linked to. */
export const oauthQueries = {
  async findLinkedUser(db: DbOrTx, provider: string, providerUserId: string) {
    const [row] = await db
      .select({ user: users })
      .from(oauthAccounts)
      .innerJoin(users, eq(users.id, oauthAccounts.userId))
      .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.providerUserId, providerUserId)))
      .limit(1);
    return row?.user;
  },
};
