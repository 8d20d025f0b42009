import type { ContinueLearningItem, Friend, FriendRequest, InviteForMe, PlanSummary, Recommendation, WeeklyAnalytics } from '@learnstack/contracts';
import type { Versioned } from '../../http/json-cache.ts';
import type { Clock } from '../../providers/clock.ts';
import type { AnalyticsService, Reader } from '../analytics/analytics.service.ts';
import type { FriendsService } from '../friends/friends.service.ts';
import type { PlansService } from '../plans/plans.service.ts';
import type { ProgressService } from '../progress/progress.service.ts';
import type { RecommendationsService } from '../recommendations/recommendations.service.ts';
import type { UsersService } from '../users/users.service.ts';

/** The signed-in user as the session read them: the counters, the zone, the goal. */
export interface DashboardReader extends Reader {
  planListVersion: number;
  weeklyGoalHours: number;
  email: string;
}

/**
 * The dashboard's answer in parts: the four its reads already cache (decision 0056), each with its
 * version, to be answered from the same caches as their own routes; the rest read fresh, as their
 * own routes read them, all started at once.
 */
export interface DashboardParts {
  plans: Versioned<PlanSummary[]>;
  continueLearning: Versioned<ContinueLearningItem[]>;
  weeklyAnalytics: Versioned<WeeklyAnalytics>;
  /** null when a model answers the recommendations (never cached, may wait 800 ms): the page asks for them itself. */
  recommendations: Promise<Versioned<Recommendation[]> | null>;
  /** From the session's row, which GET /api/user/weekly-goal reads again. */
  weeklyGoal: { weeklyGoalHours: number };
  learningInterests: Promise<string[]>;
  friends: Promise<Friend[]>;
  friendRequests: Promise<FriendRequest[]>;
  invitesForMe: Promise<InviteForMe[]>;
}

/**
 * What the dashboard's first paint shows, in one request (decision 0061): one session check instead
 * of one per read, each part from the service that answers its own route.
 */
export class DashboardPageService {
  constructor(
    private readonly plans: PlansService,
    private readonly progress: ProgressService,
    private readonly analytics: AnalyticsService,
    private readonly recommendations: RecommendationsService,
    private readonly users: UsersService,
    private readonly friends: FriendsService,
    private readonly clock: Clock,
  ) {}

  parts(user: DashboardReader): DashboardParts {
    return {
      plans: this.plans.ownList(user),
      continueLearning: this.progress.continueLearningVersioned(user, this.clock.now()),
      weeklyAnalytics: this.analytics.weeklyVersioned(user),
      recommendations: this.recommendations.cacheable ? this.recommendations.recommendationsVersioned(user) : Promise.resolve(null),
      weeklyGoal: { weeklyGoalHours: user.weeklyGoalHours },
      learningInterests: this.users.interests(user.id),
      friends: this.friends.friends(user.id),
      friendRequests: this.friends.incomingRequests(user.id),
      // The session's row has the e-mail the invitations are addressed to.
      invitesForMe: this.friends.invitesTo(user.email),
    };
  }
}
