/**
 * Whole-database figures of the admin area (the dashboard's counts, the integrity check): scans that
 * take milliseconds on a small database and seconds at a community's volume (docs/decisions/0055).
 *
 * - One computation at a time per instance: callers who arrive while it runs share its result, so
 *   ten admins' reloads never hold ten pool connections for seconds each.
 * - A result that took at least `reuseAfterMs` to compute is reused for `REUSE_FACTOR` times its
 *   cost, so those scans take at most a tenth of the time; after that, until `STALE_MAX_MS`, it is
 *   still answered at once while a new computation runs behind it. Cheap results are never reused:
 *   on a small database every read is fresh.
 */
export const REUSE_FACTOR = 10;
/** Older than this, a result is never answered: the caller waits for a fresh one. */
export const STALE_MAX_MS = 10 * 60_000;

export interface SnapshotPolicy {
  /** A computation that took at least this long (ms) makes its result reusable. */
  reuseAfterMs: number;
}

export class FiguresSnapshot<T> {
  private last: { value: T; doneAt: number; tookMs: number } | null = null;
  private running: Promise<T> | null = null;
  /** Bumped by invalidate(): a computation that started before it does not become `last`. */
  private generation = 0;

  constructor(
    private readonly compute: () => Promise<T>,
    private readonly policy: SnapshotPolicy,
    private readonly onBackgroundError: (err: unknown) => void,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get(): Promise<T> {
    const last = this.last;
    if (last && last.tookMs >= this.policy.reuseAfterMs) {
      const age = this.now() - last.doneAt;
      if (age < last.tookMs * REUSE_FACTOR) return Promise.resolve(last.value);
      if (age < STALE_MAX_MS) {
        this.refresh().catch(this.onBackgroundError);
        return Promise.resolve(last.value);
      }
    }
    return this.refresh();
  }

  /** Computes now (or joins the computation already running). */
  refresh(): Promise<T> {
    if (this.running) return this.running;
    const generation = this.generation;
    const started = this.now();
    const run = this.compute()
      .then((value) => {
        if (generation === this.generation) this.last = { value, doneAt: this.now(), tookMs: this.now() - started };
        return value;
      })
      .finally(() => {
        if (this.running === run) this.running = null;
      });
    this.running = run;
    return run;
  }

  /** After a write that changes the figures (the integrity fix): the next read computes anew. */
  invalidate(): void {
    this.generation++;
    this.last = null;
    this.running = null;
  }
}
