import type { Logger } from 'pino';
import type { Db } from './db/client.ts';
import { authRepository } from './modules/auth/auth.repository.ts';
import { pruneOldNotifications } from './modules/notifications/notifications.service.ts';
import { purgeFailedMail } from './providers/mail/mail-queue.ts';
import { pruneRetained } from './retention.ts';

const EVERY_MS = 15 * 60_000;

/** A module's periodic task; a failing one is logged and does not stop the others. */
export interface MaintenanceTask {
  name: string;
  run: () => Promise<unknown>;
}

/** Periodic clean-up of expired rows (sessions, challenges, tokens, counters). Other modules add their tasks here. */
export function startMaintenance(db: Db, log: Pick<Logger, 'warn'>, tasks: MaintenanceTask[] = []): () => void {
  const run = async () => {
    try {
      await authRepository.purgeExpired(db);
      await pruneOldNotifications(db);
      await purgeFailedMail(db);
      await pruneRetained(db);
    } catch (err) {
      log.warn({ err }, 'maintenance failed');
    }
    for (const task of tasks) {
      try {
        await task.run();
      } catch (err) {
        log.warn({ err, task: task.name }, 'maintenance task failed');
      }
    }
  };
  void run();
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
