import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { RateLimits } from './http/rate-limit.ts';
import type { SessionStore } from './http/session.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { UsersService } from './modules/users/users.service.ts';
import { GroupsService } from './modules/groups/groups.service.ts';
import { ModificationRequestsService } from './modules/plans/modification-requests.service.ts';
import { PlanPageService } from './modules/plan-page/plan-page.service.ts';
import { PlansService } from './modules/plans/plans.service.ts';
import { ProgressService } from './modules/progress/progress.service.ts';
import { VideosService } from './modules/videos/videos.service.ts';
import { createYouTubeProviders, createYouTubeServices } from './modules/youtube/youtube.wiring.ts';
import { EmailPreferencesService } from './modules/email-preferences/email-preferences.service.ts';
import { FriendsService } from './modules/friends/friends.service.ts';
import { NotificationsService } from './modules/notifications/notifications.service.ts';
import { createSharingServices } from './modules/sharing/sharing.wiring.ts';
import { FavoritesService } from './modules/favorites/favorites.service.ts';
import { MailQueue } from './providers/mail/mail-queue.ts';
import type { Mailer } from './providers/mail/mailer.ts';
import type { GoogleOAuth } from './providers/oauth/google.ts';

/** Outside parts the app is built from; tests pass fakes of the providers. */
export interface Deps {
  config: Config;
  db: Db;
  log: Logger;
  mailer: Mailer;
  google?: GoogleOAuth | undefined;
  /** Pauses a request (the per-account login delay); tests pass one that records instead of waiting. */
  wait?: (ms: number) => Promise<void>;
}

/** The one place where services are wired to each other and to their providers. */
export function createServices(deps: Deps, sessionStore: SessionStore, rateLimits: RateLimits) {
  const { config, db, log, mailer } = deps;
  const notifications = new NotificationsService(db);
  const emailPreferences = new EmailPreferencesService(db);
  const groups = new GroupsService(db);
  const youtubeProviders = createYouTubeProviders(deps);
  const videos = new VideosService(db, { quick: youtubeProviders.quickYoutubeProvider, patient: youtubeProviders.youtubeProvider }, log);
  const plans = new PlansService(db, groups);
  const progress = new ProgressService(db, plans, log);
  const mailQueue = new MailQueue(db, mailer, log);
  return {
    config,
    db,
    log,
    mailer,
    mailQueue,
    sessionStore,
    rateLimits,
    google: deps.google,
    auth: new AuthService(db, mailQueue, config, deps.wait),
    users: new UsersService(db),
    videos,
    groups,
    plans,
    progress,
    planPage: new PlanPageService(plans, progress),
    modificationRequests: new ModificationRequestsService(db),
    ...createYouTubeServices(deps, youtubeProviders, { plans, videos }),
    notifications,
    emailPreferences,
    friends: new FriendsService(db, mailer, config, log, notifications, emailPreferences),
    ...createSharingServices(deps, { plans, groups, notifications, emailPreferences }),
    favorites: new FavoritesService(db, videos, plans),
  };
}

export type Services = ReturnType<typeof createServices>;
