import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { mailQueue } from '../../db/schema/index.ts';
import type { MailMessage, Mailer } from './mailer.ts';

export interface MailQueueOptions {
  /** How often each instance looks for due mail (new mail is also sent at once). */
  pollMs?: number;
  /** How long a claimed row stays away from other workers: longer than any SMTP timeout. */
  leaseMs?: number;
  /** Deliveries tried before a message is given up. */
  maxAttempts?: number;
  /** The wait before the next try after `attempt` failed tries. */
  backoffMs?: (attempt: number) => number;
  /** Rows one worker claims at a time. */
  batch?: number;
}

const DEFAULTS: Required<MailQueueOptions> = {
  pollMs: 5_000,
  leaseMs: 2 * 60_000,
  maxAttempts: 5,
  // 30 s, 2 min, 8 min, 32 min: the last try is still within a reset link's hour.
  backoffMs: (attempt) => 30_000 * 4 ** (attempt - 1),
  batch: 10,
};
const ERROR_MAX = 500;
/** Given-up rows are kept this long as a record, then removed by the maintenance task. */
const FAILED_KEPT_DAYS = 7;

/** Removes given-up rows once they are old (the maintenance task). */
export async function purgeFailedMail(db: Db): Promise<void> {
  await db.delete(mailQueue).where(lt(mailQueue.failedAt, sql`now() - make_interval(days => ${FAILED_KEPT_DAYS})`));
}

const later = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/**
 * Mail that must not hold up a request: rows in `mail_queue`, sent by a worker in each app instance
 * with bounded retries and backoff. Instances share the table safely (a row is claimed with FOR
 * UPDATE SKIP LOCKED and leased, so one instance sends it; one that dies mid-send leaves it to be
 * retried when the lease ends). Delivery is at least once.
 */
export class MailQueue {
  private readonly options: Required<MailQueueOptions>;
  private readonly deferred = new Set<Promise<void>>();
  private draining: Promise<number> = Promise.resolve(0);
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly log: Pick<Logger, 'warn' | 'error'>,
    options: MailQueueOptions = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
  }

  async enqueue(message: MailMessage): Promise<void> {
    await this.db.insert(mailQueue).values({ toAddress: message.to, subject: message.subject, textBody: message.text, htmlBody: message.html });
    this.kick();
  }

  /**
   * Composes and enqueues a message after the current request has answered, so the reply cannot
   * take longer when there is a message (the password reset must not tell who has an account).
   * `compose` answers null when there is nothing to send.
   */
  enqueueLater(compose: () => Promise<MailMessage | null>): void {
    const task = new Promise<void>((resolve) => setImmediate(resolve))
      .then(compose)
      .then((message) => (message ? this.enqueue(message) : undefined))
      .catch((err: unknown) => this.log.error({ err }, 'could not queue a mail'))
      .finally(() => this.deferred.delete(task));
    this.deferred.add(task);
  }

  /**
   * Sends every due message (after the deferred ones are queued) and resolves with how many were
   * sent. Calls are serialised within the instance, so awaiting it also awaits a drain in progress.
   */
  drain(): Promise<number> {
    const run = this.draining.then(async () => {
      await Promise.all([...this.deferred]);
      let sent = 0;
      for (;;) {
        const claimed = await this.claim();
        if (claimed.length === 0) return sent;
        for (const row of claimed) if (await this.deliver(row)) sent++;
      }
    });
    this.draining = run.catch(() => 0);
    return run;
  }

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), this.options.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Stops polling and waits for the work in hand (deferred messages and a drain in progress). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await Promise.all([...this.deferred]);
    await this.draining;
  }

  private kick(): void {
    if (this.stopped) return;
    this.drain().catch((err: unknown) => this.log.warn({ err }, 'mail queue: drain failed'));
  }

  /** Due rows for this worker: counted as an attempt and leased, in one statement. */
  private async claim() {
    const due = this.db
      .select({ id: mailQueue.id })
      .from(mailQueue)
      .where(and(isNull(mailQueue.failedAt), lte(mailQueue.nextAttemptAt, sql`now()`)))
      .orderBy(asc(mailQueue.nextAttemptAt), asc(mailQueue.id))
      .limit(this.options.batch)
      .for('update', { skipLocked: true });
    return this.db
      .update(mailQueue)
      .set({ attempts: sql`${mailQueue.attempts} + 1`, nextAttemptAt: later(this.options.leaseMs) })
      .where(inArray(mailQueue.id, due))
      .returning();
  }

  private async deliver(row: typeof mailQueue.$inferSelect): Promise<boolean> {
    try {
      await this.mailer.send({ to: row.toAddress, subject: row.subject, text: row.textBody, html: row.htmlBody });
    } catch (err) {
      const lastError = (err instanceof Error ? err.message : String(err)).slice(0, ERROR_MAX);
      if (row.attempts >= this.options.maxAttempts) {
        this.log.error({ err, to: row.toAddress, subject: row.subject, attempts: row.attempts }, 'mail given up after its last attempt');
        await this.db.update(mailQueue).set({ failedAt: sql`now()`, lastError }).where(eq(mailQueue.id, row.id));
      } else {
        this.log.warn({ err, subject: row.subject, attempts: row.attempts }, 'mail delivery failed; will retry');
        await this.db.update(mailQueue).set({ nextAttemptAt: later(this.options.backoffMs(row.attempts)), lastError }).where(eq(mailQueue.id, row.id));
      }
      return false;
    }
    await this.db.delete(mailQueue).where(eq(mailQueue.id, row.id));
    return true;
  }
}
