import { EMAIL_MISMATCH, type ProfileBody, type User, VIEWING_HISTORY_LIMIT, type ViewingHistoryItem } from '@learnstack/contracts';
import { type AccountTable, type ExportedValue, exportRows, tableName } from '../../db/account-data.ts';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../events/event-bus.ts';
import { hourOf, type LearnerCounters, learnerVersion } from '../../http/answer-version.ts';
import { badRequest, unauthorized } from '../../http/errors.ts';
import type { Versioned } from '../../http/json-cache.ts';
import type { Clock } from '../../providers/clock.ts';
import type { UsersService } from '../users/users.service.ts';
import { withLabel } from '../videos/video-labels.ts';
import { toVideoView } from '../videos/video.view.ts';
import { accountQueries } from './account.queries.ts';

/**
 * Deletes rows of a user's that are too many for the account's transaction (a heavy learner's
 * hundreds of thousands of watch events), in short batches of at most `batchRows` each, before it
 * (decision 0060). Whatever it leaves, or the user writes meanwhile, goes in that transaction's cascade.
 */
export interface AccountPurge {
  /** Named by the registry's claims (`purgedFirst`). */
  label: string;
  purge: (userId: number, batchRows: number) => Promise<number>;
}

/** Rows per batch of a purge: a short transaction each, even on pages not in memory. */
export const PURGE_BATCH_ROWS = 5000;

export interface AccountExport {
  format: 'learnstack-export';
  version: 1;
  exportedAt: string;
  /** The readable sections: plans with their videos in order, friends by name. */
  plans: { id: number; title: string; videos: { orderIndex: number; youtubeId: string; title: string; addedAt: string }[] }[];
  friends: { firstName: string | null; lastName: string | null; since: string }[];
  /** Every table that holds the user's id, as the account-data registry exports it (decision 0022). */
  tables: Record<string, Record<string, ExportedValue>[]>;
}

/** The signed-in user's own account: profile, viewing history, data export and deletion. */
export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly users: UsersService,
    private readonly events: EventBus,
    private readonly clock: Clock,
    /** Every module's account-data claims (the registry, `src/account-data.ts`), handed down by services.ts. */
    private readonly accountData: readonly AccountTable[],
    /** What goes in batches before the account's transaction, in this order. */
    private readonly purges: readonly AccountPurge[] = [],
  ) {}

  /** The labels of the purges, for the registry's test. */
  purgeLabels(): string[] {
    return this.purges.map((p) => p.label);
  }

  updateProfile(userId: number, body: Required<ProfileBody>): Promise<User> {
    return this.users.updateNames(userId, body.firstName || null, body.lastName || null);
  }

  /**
   * For the answer cache, as the dashboard's continue-learning list: the progress rows and a video's
   * title move the progress version, the learner's plans and their labels of videos in them the
   * plan-list version; a video's other facts and a label of a video in none of their plans are seen
   * within the hour (decision 0056).
   */
  viewingHistoryVersioned(user: LearnerCounters & { id: number }): Versioned<ViewingHistoryItem[]> {
    return { key: user.id, version: learnerVersion(user, hourOf(this.clock.now())), load: () => this.viewingHistory(user.id) };
  }

  async viewingHistory(userId: number): Promise<ViewingHistoryItem[]> {
    const rows = await accountQueries.viewingHistory(this.db, userId, VIEWING_HISTORY_LIMIT);
    return rows.map((r) => ({
      id: r.video.id,
      video: toVideoView(withLabel(r.video, r.label)),
      lastWatched: r.lastWatched.toISOString(),
      isCompleted: r.isCompleted,
      currentTime: r.currentTime,
    }));
  }

  /**
   * Everything of the user, driven by the account-data registry (a table added later is exported
   * without a change here), in one read-only repeatable-read transaction so the parts agree.
   */
  async export(userId: number): Promise<AccountExport> {
    return this.db.transaction(
      async (tx) => {
        const tables: AccountExport['tables'] = {};
        for (const claim of this.accountData) tables[tableName(claim)] = await exportRows(tx, claim, userId);
        const planRows = (tables.learning_plans ?? []) as { id: number; title: string }[];
        const entries = await accountQueries.ownPlanVideos(tx, userId);
        const plans = planRows.map((p) => ({
          id: p.id,
          title: p.title,
          videos: entries.filter((e) => e.planId === p.id).map((e) => ({ orderIndex: e.orderIndex, youtubeId: e.youtubeId, title: e.title, addedAt: e.addedAt.toISOString() })),
        }));
        const friends = (await accountQueries.friendNames(tx, userId)).map((f) => ({ firstName: f.firstName, lastName: f.lastName, since: f.since.toISOString() }));
        return { format: 'learnstack-export', version: 1, exportedAt: this.clock.now().toISOString(), plans, friends, tables };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  /**
   * Deletes the account and everything that is the user's. The typed e-mail is checked first; then
   * the purges delete the largest tables' rows in short batches (decision 0060); then one transaction:
   * UserDeleted's in-transaction subscribers clean up what ON DELETE cannot, then the users row goes
   * and the foreign keys (each claimed in the registry) cascade or set null, taking whatever the
   * purges left. Sessions cascade too, so every session of the user ends with the commit. Stopped
   * after the purges, the account is whole and usable (see each purge), and asking again finishes it.
   */
  async deleteAccount(userId: number, typedEmail: string, batchRows = PURGE_BATCH_ROWS): Promise<void> {
    // Nothing is purged for a wrong e-mail.
    const found = await this.users.findForDeletion(userId);
    if (!found) throw unauthorized();
    if (found.email.toLowerCase() !== typedEmail.toLowerCase()) throw badRequest(EMAIL_MISMATCH);
    for (const purge of this.purges) await purge.purge(userId, batchRows);
    await this.events.transaction(async ({ tx, emit }) => {
      const user = await this.users.lockForDeletion(userId, tx);
      if (!user) throw unauthorized();
      if (user.email.toLowerCase() !== typedEmail.toLowerCase()) throw badRequest(EMAIL_MISMATCH);
      await emit('UserDeleted', { userId, email: user.email });
      await this.users.deleteRow(userId, tx);
    });
  }
}
