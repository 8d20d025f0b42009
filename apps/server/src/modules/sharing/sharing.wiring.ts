import type { Deps } from '../../deps.ts';
import type { EmailPreferencesService } from '../email-preferences/email-preferences.service.ts';
import { FriendshipCheckService } from '../friends/friendship-check.service.ts';
import type { GroupsService } from '../groups/groups.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { PlanCopiesService } from '../plans/plan-copies.service.ts';
import { PlanSharesService } from '../plans/plan-shares.service.ts';
import type { PlansService } from '../plans/plans.service.ts';
import { CopiesService } from './copies.service.ts';
import { ExploreService } from './explore.service.ts';
import { LikesService } from './likes.service.ts';
import { SharedPagesService } from './shared-pages.service.ts';
import { shareDelivery } from './share-delivery.ts';
import { SharingService } from './sharing.service.ts';

/** Explore, share links, shared pages, copies and likes, and the two small services of other modules they use. */
export function createSharingServices(
  deps: Deps,
  others: { plans: PlansService; groups: GroupsService; notifications: NotificationsService; emailPreferences: EmailPreferencesService },
) {
  const { config, db, log, mailer } = deps;
  const planCopies = new PlanCopiesService(db);
  const planShares = new PlanSharesService(db);
  const friendshipCheck = new FriendshipCheckService(db);
  const delivery = shareDelivery(others.notifications, others.emailPreferences, mailer, log);
  return {
    planCopies,
    planShares,
    friendshipCheck,
    explore: new ExploreService(db),
    sharing: new SharingService(db, config.publicUrl, planShares, others.groups, friendshipCheck, delivery),
    sharedPages: new SharedPagesService(db, planCopies, others.groups),
    copies: new CopiesService(db, others.plans, planCopies, others.groups),
    likes: new LikesService(db, others.plans, planShares),
  };
}
