import type { Deps } from './deps.ts';
import { EventBus } from './events/event-bus.ts';
import { createLearnerAnswers } from './http/learner-answers.ts';
import { Lifecycle } from './http/lifecycle.ts';
import type { RateLimits } from './http/rate-limit.ts';
import type { SessionStore } from './http/session.ts';
import { ACCOUNT_DATA } from './account-data.ts';
import { AccountService } from './modules/account/account.service.ts';
import { AdminService } from './modules/admin/admin.service.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { CommonPlaylistService } from './modules/common-playlist/common-playlist.service.ts';
import { ContactService } from './modules/contact/contact.service.ts';
import { AchievementsService } from './modules/achievements/achievements.service.ts';
import { AnalyticsService } from './modules/analytics/analytics.service.ts';
import { CertificatesService } from './modules/certificates/certificates.service.ts';
import { loadTwoFactorKey, TwoFactorSecrets } from './modules/auth/two-factor-secrets.ts';
import { TwoFactorService } from './modules/auth/two-factor.service.ts';
import { EmailPreferencesService } from './modules/email-preferences/email-preferences.service.ts';
import { FavoritesService } from './modules/favorites/favorites.service.ts';
import { InsightsService } from './modules/insights/insights.service.ts';
import { FriendsService } from './modules/friends/friends.service.ts';
import { GroupsService } from './modules/groups/groups.service.ts';
import { NotesService } from './modules/notes/notes.service.ts';
import { ReviewService } from './modules/notes/review.service.ts';
import { NotificationsService } from './modules/notifications/notifications.service.ts';
import { ModificationRequestsService } from './modules/plans/modification-requests.service.ts';
import { PlanNotesService } from './modules/plan-notes/plan-notes.service.ts';
import { DashboardPageService } from './modules/dashboard-page/dashboard-page.service.ts';
import { PlanPageService } from './modules/plan-page/plan-page.service.ts';
import { PlansService } from './modules/plans/plans.service.ts';
import { ProgressService } from './modules/progress/progress.service.ts';
import { createSharingServices } from './modules/sharing/sharing.wiring.ts';
import { UsersService } from './modules/users/users.service.ts';
import { VideosService } from './modules/videos/videos.service.ts';
import { createYouTubeProviders, createYouTubeServices } from './modules/youtube/youtube.wiring.ts';
import { RecommendationsService } from './modules/recommendations/recommendations.service.ts';
import { TranscriptsService } from './modules/transcripts/transcripts.service.ts';
import { UniversalSearchService } from './modules/universal-search/universal-search.service.ts';
import { createAiProvider } from './providers/ai/index.ts';
import { systemClock } from './providers/clock.ts';
import { MailQueue } from './providers/mail/mail-queue.ts';
import { createCaptionsProvider } from './providers/youtube/captions.ts';
import { createDbUsageLedger } from './providers/youtube/index.ts';

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
  // The one model provider (decision 0017): answers cached and every call counted in the usage ledger.
  const ai = deps.ai ?? createAiProvider({ config, db, log });
  const youtubeProviders = createYouTubeProviders(deps);
  const videos = new VideosService(db, { quick: youtubeProviders.quickYoutubeProvider, patient: youtubeProviders.youtubeProvider }, log, ai);
  const plans = new PlansService(db, groups, videos);
  const progress = new ProgressService(db, plans, events);
  const mailQueue = new MailQueue(db, mailer, log);
  const friends = new FriendsService(db, mailer, config, log, notifications, emailPreferences);
  const sharing = createSharingServices(deps, { plans, groups, notifications, emailPreferences });
  const insights = new InsightsService(db, events, clock);
  const auth = new AuthService(db, users, events, mailQueue, config, deps.wait);
  const youtubeServices = createYouTubeServices(deps, youtubeProviders, { plans, videos });
  const certificates = new CertificatesService(db, events, progress, config.publicUrl);
  const achievements = new AchievementsService(db, notifications, clock);
  const analytics = new AnalyticsService(db, clock);
  const recommendations = new RecommendationsService(db, clock, ai, youtubeServices.youtube, log);

  // Who acts on what happened elsewhere (decision 0020). In-transaction subscribers commit or fail
  // with the write; after-commit ones cannot fail it.
  events.onInTransaction('UserSignedUp', 'email-preferences: store the defaults', (e, tx) => emailPreferences.onUserSignedUp(e.userId, tx));
  events.onAfterCommit('UserSignedUp', 'friends: notify pending invitations', (e) => friends.onUserSignedUp(e.userId, e.email));
  events.onInTransaction('WatchTimeCredited', 'insights: add to the video’s watch total', (e, tx) => insights.onWatchTimeCredited(e, tx));
  events.onInTransaction('UserDeleted', 'sharing: take back their likes', (e, tx) => sharing.likes.onUserDeleted(e.userId, tx));
  events.onInTransaction('UserDeleted', 'progress: the watch events go with their rollups', (_e, tx) => progress.onUserDeleted(tx));
  // Certificates before achievements: the plan's achievement names the certificate just issued.
  events.onInTransaction('PlanCompleted', 'certificates: issue the plan certificate', (e, tx) => certificates.onPlanCompleted(e, tx));
  events.onInTransaction('PlanCompleted', 'achievements: award plan completion', (e, tx) => achievements.onPlanCompleted(e, tx));
  events.onInTransaction('CertificateIssued', 'achievements: award the certificate', (e, tx) => achievements.onCertificateIssued(e, tx));
  events.onInTransaction('VideoCompleted', 'achievements: award completed videos', (e, tx) => achievements.onVideoCompleted(e, tx));
  events.onInTransaction('WatchTimeCredited', 'achievements: award hours and streaks', (e, tx) => achievements.onWatchTimeCredited(e, tx));

  return {
    config,
    db,
    log,
    mailer,
    mailQueue,
    sessionStore,
    rateLimits,
    lifecycle: new Lifecycle(),
    clock,
    events,
    google: deps.google,
    auth,
    twoFactor: new TwoFactorService(db, users, mailQueue, config, clock, new TwoFactorSecrets(() => loadTwoFactorKey(config)), deps.wait),
    users,
    videos,
    groups,
    plans,
    progress,
    planPage: new PlanPageService(plans, progress),
    dashboardPage: new DashboardPageService(plans, progress, analytics, recommendations, users, friends, clock),
    // The dashboard's cached answers, shared by their routes and GET /api/dashboard (decision 0061).
    learnerAnswers: createLearnerAnswers(config),
    modificationRequests: new ModificationRequestsService(db),
    ...youtubeServices,
    ai,
    universalSearch: new UniversalSearchService(db),
    recommendations,
    notifications,
    emailPreferences,
    friends,
    ...sharing,
    favorites: new FavoritesService(db, videos, plans),
    commonPlaylist: new CommonPlaylistService(db, plans),
    account: new AccountService(db, users, events, clock, ACCOUNT_DATA, [
      { label: 'progress: the watch events, in batches', purge: (userId, batchRows) => progress.purgeWatchEvents(userId, batchRows) },
    ]),
    contact: new ContactService(db, mailer, config, clock, log),
    insights,
    planNotes: new PlanNotesService(db, plans, clock),
    admin: new AdminService(db, clock, config, log, { auth, users, plans, playlistImport: youtubeServices.playlistImport, events }),
    analytics,
    achievements,
    certificates,
    notes: new NotesService(db, videos, clock),
    review: new ReviewService(db, notifications, clock),
    transcripts: new TranscriptsService(
      db,
      createCaptionsProvider({ baseUrl: config.captions.baseUrl, perMinute: config.captions.perMinute, usage: createDbUsageLedger(db) }),
      clock,
      log,
    ),
  };
}

export type Services = ReturnType<typeof createServices>;
