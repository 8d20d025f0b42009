import type { Logger } from 'pino';
import type { Db, Tx } from '../db/client.ts';
import type { Clock } from '../providers/clock.ts';
import type { AppEvents, EventName } from './events.ts';

/** Runs inside the writer's transaction and writes through `tx`; a throw rolls the whole write back. */
export type InTransactionSubscriber<E extends EventName> = (event: AppEvents[E], tx: Tx) => Promise<void>;
/** Runs once the writer's transaction has committed; a throw is logged and the write stands. */
export type AfterCommitSubscriber<E extends EventName> = (event: AppEvents[E]) => Promise<void>;
/** Announces an event from inside `EventBus.transaction`; the bus adds the transaction's time as `at`. */
export type Emit = <E extends EventName>(name: E, event: Omit<AppEvents[E], 'at'>) => Promise<void>;

/** What a writer's transaction works with: the handle, the emitter and its one time by the app's clock. */
export interface TransactionScope {
  tx: Tx;
  emit: Emit;
  /** Taken from the Clock once, as the transaction starts: its writes and its events carry it. */
  now: Date;
}

interface Subscription<S> {
  /** Who subscribed, for the log: "friends: notify pending invites". */
  label: string;
  run: S;
}
type Subscriptions<S extends 'in' | 'after'> = {
  [E in EventName]?: Subscription<S extends 'in' ? InTransactionSubscriber<E> : AfterCommitSubscriber<E>>[];
};
type Emitted = { [E in EventName]: { name: E; event: AppEvents[E] } }[EventName];

/**
 * Events between modules (decision 0020). A writer runs its transaction through `transaction()` and
 * emits there; subscriptions are made in one place (services.ts).
 * - In-transaction subscribers hold together with the write: they run at the emit, inside the
 *   transaction, in subscription order, and their failure undoes everything (awards of achievements
 *   and certificates, account deletion).
 * - After-commit subscribers run once the transaction committed, in emit order, before `transaction()`
 *   returns; each failure is logged and never fails the write. A rolled-back transaction runs none.
 *   They are awaited, so they must be quick: slow work (mail) goes to a queue.
 */
export class EventBus {
  private readonly inTransaction: Subscriptions<'in'> = {};
  private readonly afterCommit: Subscriptions<'after'> = {};

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: Pick<Logger, 'error'>,
  ) {}

  onInTransaction<E extends EventName>(name: E, label: string, run: InTransactionSubscriber<E>): void {
    const list = (this.inTransaction[name] ?? []) as Subscription<InTransactionSubscriber<E>>[];
    list.push({ label, run });
    this.inTransaction[name] = list as Subscriptions<'in'>[E];
  }

  onAfterCommit<E extends EventName>(name: E, label: string, run: AfterCommitSubscriber<E>): void {
    const list = (this.afterCommit[name] ?? []) as Subscription<AfterCommitSubscriber<E>>[];
    list.push({ label, run });
    this.afterCommit[name] = list as Subscriptions<'after'>[E];
  }

  /** Who subscribed to an event, by label (the account-data test checks that a claimed clean-up is subscribed). */
  subscribers(name: EventName): { inTransaction: string[]; afterCommit: string[] } {
    return {
      inTransaction: (this.inTransaction[name] ?? []).map((s) => s.label),
      afterCommit: (this.afterCommit[name] ?? []).map((s) => s.label),
    };
  }

  /** Runs `work` in a new transaction in which it may emit events; answers what `work` answers. */
  async transaction<T>(work: (scope: TransactionScope) => Promise<T>): Promise<T> {
    const emitted: Emitted[] = [];
    const result = await this.db.transaction((tx) => {
      const now = this.clock.now();
      const emit: Emit = async (name, fields) => {
        const event = { ...fields, at: now } as AppEvents[typeof name];
        const subscribers = (this.inTransaction[name] ?? []) as Subscription<InTransactionSubscriber<typeof name>>[];
        for (const subscriber of subscribers) await subscriber.run(event, tx);
        emitted.push({ name, event } as Emitted);
      };
      return work({ tx, emit, now });
    });
    for (const { name, event } of emitted) await this.afterCommitted(name, event);
    return result;
  }

  private async afterCommitted<E extends EventName>(name: E, event: AppEvents[E]): Promise<void> {
    const subscribers = (this.afterCommit[name] ?? []) as Subscription<AfterCommitSubscriber<E>>[];
    for (const subscriber of subscribers) {
      try {
        await subscriber.run(event);
      } catch (err) {
        this.log.error({ err, event: name, subscriber: subscriber.label }, 'after-commit subscriber failed');
      }
    }
  }
}
