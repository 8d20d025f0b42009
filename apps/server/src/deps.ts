import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Clock } from './providers/clock.ts';
import type { Mailer } from './providers/mail/mailer.ts';
import type { GoogleOAuth } from './providers/oauth/google.ts';

/** Outside parts the app is built from; tests pass fakes of the providers. */
export interface Deps {
  config: Config;
  db: Db;
  log: Logger;
  mailer: Mailer;
  /** The time of day- and due-dependent logic (default: the system clock); tests pass one they move. */
  clock?: Clock | undefined;
  google?: GoogleOAuth | undefined;
  /** Pauses a request (the per-account login delay); tests pass one that records instead of waiting. */
  wait?: (ms: number) => Promise<void>;
}
