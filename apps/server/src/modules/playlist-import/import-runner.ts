/**
 * Runs imports in the background of this server process, a few at a time. The queue lives in memory,
 * but nothing is lost with it: every import is a `running` row in the database, heartbeated while this
 * process holds it, and a sweep (playlist-import.service) resumes rows whose process has gone.
 */
export class ImportRunner {
  private readonly queue: number[] = [];
  /** Imports queued or running here: the heartbeat keeps their rows fresh so no sweep claims them. */
  readonly held = new Set<number>();
  private readonly active = new Set<Promise<void>>();
  private stopped = false;

  constructor(
    private readonly work: (importId: number, shouldStop: () => boolean) => Promise<void>,
    private readonly concurrency = 2,
  ) {}

  get stopping(): boolean {
    return this.stopped;
  }

  enqueue(importId: number): void {
    if (this.stopped || this.held.has(importId)) return;
    this.held.add(importId);
    this.queue.push(importId);
    this.pump();
  }

  private pump(): void {
    while (!this.stopped && this.active.size < this.concurrency && this.queue.length > 0) {
      const importId = this.queue.shift() as number;
      const run = this.work(importId, () => this.stopped)
        .catch(() => {}) // `work` records its own failures; nothing may escape as an unhandled rejection
        .finally(() => {
          this.active.delete(run);
          this.held.delete(importId);
          this.pump();
        });
      this.active.add(run);
    }
  }

  /** Resolves when nothing is queued or running (tests; graceful shutdown). */
  async idle(): Promise<void> {
    while (this.active.size > 0) await Promise.all([...this.active]);
  }

  /** Stops taking work; running imports finish their current page and stay `running` for the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const id of this.queue.splice(0)) this.held.delete(id);
    await this.idle();
  }
}
