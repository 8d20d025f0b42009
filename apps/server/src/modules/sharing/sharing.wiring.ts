import type { Deps } from '../../services.ts';
import type { EmailPreferencesService } from '../email-preferences/email-preferences.service.ts';
import { FriendshipCheckService } from '../friends/friendship-check.service.ts';
import type { GroupsService } from '../groups/groups.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { PlanCopiesService } from '../plans/plan-copies.service.ts';
import type { PlansService } from '../plans/plans.service.ts';
import { CopiesService } from './copies.service.ts';
import { ExploreService } from './explore.service.ts';
import { LikesService } from './likes.service.ts';
import { SharedPagesService } from './shared-pages.service.ts';
import { SharingService } from './sharing.service.ts';

/** Explore, share links, shared pages, copies and likes, and the two small services of other modules they use. */
export function createSharingServices(
  deps: Deps,
  others: { plans: PlansService; groups: GroupsService; notifications: NotificationsService; emailPreferences: EmailPreferencesService },
) {
  const { config, db, log, mailer } = deps;
  const planCopies = new PlanCopiesService(db);
  const friendshipCheck = new FriendshipCheckService(db);
  return {
    planCopies,
    friendshipCheck,
    explore: new ExploreService(db),
    sharing: new SharingService(db, config, mailer, log, others.plans, others.groups, others.notifications, others.emailPreferences, friendshipCheck),
    sharedPages: new SharedPagesService(db, planCopies),
    copies: new CopiesService(db, others.plans, planCopies),
    likes: new LikesService(db, others.plans),
  };
}
