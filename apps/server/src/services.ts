import type { Deps } from './deps.ts';
import { EventBus } from './events/event-bus.ts';
import type { RateLimits } from './http/rate-limit.ts';
import type { SessionStore } from './http/session.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { EmailPreferencesService } from './modules/email-preferences/email-preferences.service.ts';
import { FavoritesService } from './modules/favorites/favorites.service.ts';
import { FriendsService } from './modules/friends/friends.service.ts';
import { GroupsService } from './modules/groups/groups.service.ts';
import { NotificationsService } from './modules/notifications/notifications.service.ts';
import { ModificationRequestsService } from './modules/plans/modification-requests.service.ts';
import { PlanPageService } from './modules/plan-page/plan-page.service.ts';
import { PlansService } from './modules/plans/plans.service.ts';
import { ProgressService } from './modules/progress/progress.service.ts';
import { createSharingServices } from './modules/sharing/sharing.wiring.ts';
import { UsersService } from './modules/users/users.service.ts';
import { VideosService } from './modules/videos/videos.service.ts';
import { createYouTubeProviders, createYouTubeServices } from './modules/youtube/youtube.wiring.ts';
import { RecommendationsService } from './modules/recommendations/recommendations.service.ts';
import { UniversalSearchService } from './modules/universal-search/universal-search.service.ts';
import { createAiProvider } from './providers/ai/index.ts';
import { systemClock } from './providers/clock.ts';
import { MailQueue } from './providers/mail/mail-queue.ts';

export type { Deps };

/** The one place where services are wired to each other and to their providers, and where modules subscribe to events. */
export function createServices(deps: Deps, sessionStore: SessionStore, rateLimits: RateLimits) {
  const { config, db, log, mailer } = deps;
  const clock = deps.clock ?? systemClock;
  const events = new EventBus(db, clock, log);
  const notifications = new NotificationsService(db);
  const emailPreferences = new EmailPreferencesService(db);
  const users = new UsersService(db);
  const groups = new GroupsService(db);
  const youtubeProviders = createYouTubeProviders(deps);
  const videos = new VideosService(db, { quick: youtubeProviders.quickYoutubeProvider, patient: youtubeProviders.youtubeProvider }, log);
  const plans = new PlansService(db, groups);
  const progress = new ProgressService(db, plans, events);
  const mailQueue = new MailQueue(db, mailer, log);
  const friends = new FriendsService(db, mailer, config, log, notifications, emailPreferences);
  const sharing = createSharingServices(deps, { plans, groups, notifications, emailPreferences });
  const youtubeServices = createYouTubeServices(deps, youtubeProviders, { plans, videos });
  // The one model provider (decision 0017): answers cached and every call counted in the usage ledger.
  const ai = deps.ai ?? createAiProvider({ config, db, log });

  // Who acts on what happened elsewhere (decision 0020). In-transaction subscribers commit or fail
  // with the write; after-commit ones cannot fail it.
  events.onInTransaction('UserSignedUp', 'email-preferences: store the defaults', (e, tx) => emailPreferences.onUserSignedUp(e.userId, tx));
  events.onAfterCommit('UserSignedUp', 'friends: notify pending invitations', (e) => friends.onUserSignedUp(e.userId, e.email));
  events.onInTransaction('UserDeleted', 'sharing: take back their likes', (e, tx) => sharing.likes.onUserDeleted(e.userId, tx));

  return {
    config,
    db,
    log,
    mailer,
    mailQueue,
    sessionStore,
    rateLimits,
    clock,
    events,
    google: deps.google,
    auth: new AuthService(db, users, events, mailQueue, config, deps.wait),
    users,
    videos,
    groups,
    plans,
    progress,
    planPage: new PlanPageService(plans, progress),
    modificationRequests: new ModificationRequestsService(db),
    ...youtubeServices,
    ai,
    universalSearch: new UniversalSearchService(db),
    recommendations: new RecommendationsService(db, clock, ai, youtubeServices.catalog, youtubeServices.youtube, log),
    notifications,
    emailPreferences,
    friends,
    ...sharing,
    favorites: new FavoritesService(db, videos, plans),
  };
}

export type Services = ReturnType<typeof createServices>;
