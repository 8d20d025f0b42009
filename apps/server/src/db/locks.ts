import { sql } from 'drizzle-orm';
import type { Tx } from './client.ts';

/**
 * What one user's lock covers: `content` their plans and groups (the plan and group caps, whichever
 * way they are made: create, copy, import), `invites` invitations and friend requests sent (the daily
 * cap), `shares` shares sent (the daily cap), `requests` change requests made (the pending cap),
 * `progress` progress saves (two saves completing a plan's last two videos at once see each other).
 * `notes` notes written (the cap per video).
 */
export type UserLockScope = 'content' | 'invites' | 'shares' | 'requests' | 'progress' | 'notes';

/**
 * Serialises one user's writes of one kind until the transaction ends, so a count-then-insert cap
 * holds when requests arrive at once. A transaction-level advisory lock: no row is locked (the
 * session's own update of `users` never waits for it), it is released at commit or rollback, and
 * taking it again in a nested transaction of the same connection does not wait.
 */
export async function lockUser(tx: Tx, scope: UserLockScope, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${scope}:${userId}`}, 0))`);
}
