import type { DbOrTx } from '../../db/client.ts';
import { oauthAccounts } from '../../db/schema/index.ts';

/** Google identities linked to accounts. */
export const authRepositoryOauth = {
  async link(db: DbOrTx, provider: string, providerUserId: string, userId: number): Promise<void> {
    await db.insert(oauthAccounts).values({ provider, providerUserId, userId }).onConflictDoNothing();
  },
};
