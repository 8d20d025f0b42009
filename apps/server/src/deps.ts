import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { AiProvider } from './providers/ai/types.ts';
import type { Clock } from './providers/clock.ts';
import type { Mailer } from './providers/mail/mailer.ts';
import type { GoogleOAuth } from './providers/oauth/google.ts';

/** Outside parts the app is built from; tests pass fakes of the providers. */
export interface Deps {
  config: Config;
  db: Db;
  log: Logger;
  /** Where the one line per answered request goes (default: `log`); main.ts gives it a batching destination. */
  requestLog?: Logger | undefined;
  mailer: Mailer;
  /** The time of day- and due-dependent logic (default: the system clock); tests pass one they move. */
  clock?: Clock | undefined;
  google?: GoogleOAuth | undefined;
  /** The language model (default: from config, unavailable without OPENAI_API_KEY); tests may pass their own. */
  ai?: AiProvider | undefined;
  /** Pauses a request (the per-account login delay); tests pass one that records instead of waiting. */
  wait?: (ms: number) => Promise<void>;
}
