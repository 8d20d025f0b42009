import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { SessionStore } from './http/session.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { UsersService } from './modules/users/users.service.ts';
import type { Mailer } from './providers/mail/mailer.ts';
import type { GoogleOAuth } from './providers/oauth/google.ts';

/** Outside parts the app is built from; tests pass fakes of the providers. */
export interface Deps {
  config: Config;
  db: Db;
  log: Logger;
  mailer: Mailer;
  google?: GoogleOAuth | undefined;
}

/** The one place where services are wired to each other and to their providers. */
export function createServices(deps: Deps, sessionStore: SessionStore) {
  const { config, db, log, mailer } = deps;
  return {
    config,
    db,
    log,
    mailer,
    sessionStore,
    google: deps.google,
    auth: new AuthService(db, mailer, config, log),
    users: new UsersService(db),
  };
}

export type Services = ReturnType<typeof createServices>;
