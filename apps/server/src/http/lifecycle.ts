import type { FastifyInstance } from 'fastify';

/**
 * Graceful shutdown (decision 0044). On SIGTERM the instance first reports itself not ready
 * (`/api/health/ready` 503) while it goes on serving, so the proxy's health check takes it out of
 * rotation; replies in that time carry `Connection: close`, so no keep-alive connection is left idle
 * for the close to cut. Then it stops listening, lets the requests in flight finish (bounded), and
 * only then closes the pool and the embedded database.
 */
export class Lifecycle {
  private drainingSince: number | null = null;

  get draining(): boolean {
    return this.drainingSince !== null;
  }

  startDraining(): void {
    this.drainingSince ??= Date.now();
  }
}

export function installLifecycle(app: FastifyInstance, lifecycle: Lifecycle): void {
  app.addHook('onRequest', (_request, reply, done) => {
    if (lifecycle.draining) reply.header('connection', 'close');
    done();
  });
}

export interface ShutdownOptions {
  /** How long the instance keeps serving while reported not ready. */
  drainMs: number;
  /** The longest wait for requests in flight once listening has stopped; then connections are cut. */
  timeoutMs: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Drains and closes the app; resolves when every request has been answered (or the timeout cut the rest). */
export async function drainAndClose(app: FastifyInstance, lifecycle: Lifecycle, options: ShutdownOptions): Promise<{ forced: boolean }> {
  lifecycle.startDraining();
  if (options.drainMs > 0) await sleep(options.drainMs);
  let forced = false;
  const timer = setTimeout(() => {
    forced = true;
    app.server.closeAllConnections();
  }, options.timeoutMs);
  timer.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(timer);
  }
  return { forced };
}
