import { ErrorCode, SHARES_PER_USER_PER_DAY, type ShareBody, type ShareEmailStatus, type ShareReply } from '@learnstack/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { lockUser } from '../../db/locks.ts';
import { AppError, badRequest, notFound, unauthorized } from '../../http/errors.ts';
import type { FriendshipCheckService } from '../friends/friendship-check.service.ts';
import type { GroupsService } from '../groups/groups.service.ts';
import type { PlanSharesService } from '../plans/plan-shares.service.ts';
import type { ShareDelivery } from './share-delivery.ts';
import { newShareToken, sharedGroupPath, sharedPlanPath } from './share-links.ts';
import { shareMail } from './sharing.mail.ts';
import { type Person, sharingQueries as people } from './sharing.queries.ts';
import { sharingRepository as repo } from './sharing.repository.ts';
import { displayName } from './sharing.view.ts';

const DAY_MS = 24 * 60 * 60_000;

/** What is being shared: a plan or a group, with what the mail and the notification say about it. */
type Subject =
  | { kind: 'plan'; id: number; title: string; description: string; token: string; path: string }
  | { kind: 'group'; id: number; title: string; description: string; token: string; path: string };

/** The validated body: `{}` is the link only. */
type Mode = { kind: 'link' } | { kind: 'email'; email: string } | { kind: 'friend'; friendId: number };
type Delivery = Exclude<Mode, { kind: 'link' }>;

const toMode = (body: ShareBody): Mode =>
  body.email !== undefined
    ? { kind: 'email', email: body.email }
    : body.friendId !== undefined
      ? { kind: 'friend', friendId: body.friendId }
      : { kind: 'link' };

/**
 * Share links of plans and groups. A link opens
 * the plan or group whatever its visibility until the owner revokes it. Sharing by e-mail or to a
 * friend also sends the link: an account holder gets a `plan_shared` notification, and mail when
 * their preferences allow it; an address without an account gets the mail. Delivery problems never
 * undo the share; they are reported as emailSent false.
 */
export class SharingService {
  constructor(
    private readonly db: Db,
    private readonly publicUrl: string,
    private readonly planShares: PlanSharesService,
    private readonly groups: GroupsService,
    private readonly friendships: FriendshipCheckService,
    private readonly delivery: ShareDelivery,
  ) {}

  /** Owner only: 404 for another user's private plan, 403 PUBLIC_PLAN_READ_ONLY for another user's public plan. */
  async sharePlan(userId: number, planId: number, body: ShareBody): Promise<ShareReply> {
    const { plan, token, shareCount } = await this.planShares.ensureToken(userId, planId, newShareToken());
    const subject: Subject = { kind: 'plan', id: plan.id, title: plan.title, description: plan.description, token, path: sharedPlanPath(token) };
    return this.share(userId, subject, shareCount, toMode(body));
  }

  /** The old link stops working at once; sharing again makes a new token. */
  async revokePlan(userId: number, planId: number): Promise<void> {
    await this.planShares.revokeToken(userId, planId);
  }

  /** Owner only: another user's group answers 404 'Group not found', public or not. */
  async shareGroup(userId: number, groupId: number, body: ShareBody): Promise<ShareReply> {
    const { group, token, shareCount } = await this.groups.ensureShareToken(userId, groupId, newShareToken());
    const subject: Subject = { kind: 'group', id: group.id, title: group.name, description: group.description, token, path: sharedGroupPath(group.id, token) };
    return this.share(userId, subject, shareCount, toMode(body));
  }

  async revokeGroup(userId: number, groupId: number): Promise<void> {
    await this.groups.revokeShareToken(userId, groupId);
  }

  private async share(userId: number, subject: Subject, shareCount: number, mode: Mode): Promise<ShareReply> {
    const shareUrl = this.publicUrl + subject.path;
    const base = { shareUrl, shareToken: subject.token };
    if (mode.kind === 'link') {
      return { ...base, message: 'Share link ready', userExists: false, emailSent: false, emailStatus: 'none', shareCount };
    }

    const sender = await people.findPerson(this.db, userId);
    if (!sender) throw unauthorized();
    const recipient = await this.recipientOf(userId, sender, mode);
    const toEmail = mode.kind === 'email' ? mode.email : (recipient as Person).email;
    const noun = subject.kind === 'plan' ? 'Plan' : 'Group';

    // The ledger row, the notification and the counter commit together; mail goes out after the commit.
    const counted = await this.db.transaction(async (tx) => {
      await lockUser(tx, 'shares', userId);
      if ((await repo.countSharesSince(tx, userId, new Date(Date.now() - DAY_MS))) >= SHARES_PER_USER_PER_DAY) {
        throw new AppError(429, ErrorCode.RATE_LIMITED, `You can share at most ${SHARES_PER_USER_PER_DAY} times a day. Please try again tomorrow.`);
      }
      await repo.recordShare(tx, {
        userId,
        planId: subject.kind === 'plan' ? subject.id : null,
        groupId: subject.kind === 'group' ? subject.id : null,
        channel: mode.kind,
        toUserId: recipient?.id ?? null,
        toEmail,
      });
      if (!recipient) return undefined;
      await this.delivery.notify(recipient.id, this.notice(sender, subject), tx);
      return this.countShare(subject, tx);
    });

    const wantsMail = !recipient || (await this.delivery.wantsMail(recipient.id));
    const emailSent = wantsMail && (await this.delivery.send(shareMail({ to: toEmail, recipient, sender, thing: { kind: subject.kind, title: subject.title, description: subject.description }, url: shareUrl })));
    const emailStatus: ShareEmailStatus = !wantsMail ? 'skipped' : emailSent ? 'sent' : 'failed';
    // A share counts once it reached someone: the notification of an account holder, or the mail.
    const finalCount = counted ?? (emailSent ? await this.countShare(subject, this.db) : shareCount);

    const who = recipient ? displayName(recipient) : toEmail;
    const message =
      emailStatus === 'failed'
        ? recipient
          ? `${noun} shared with ${who}, but the e-mail could not be delivered. They will see it in their notifications.`
          : `The e-mail to ${toEmail} could not be delivered. You can copy the link and send it yourself.`
        : emailStatus === 'skipped'
          ? `${noun} shared with ${who}. They will see it in their notifications.`
          : `${noun} shared with ${who}`;
    return { ...base, message, userExists: recipient !== undefined, emailSent, emailStatus, shareCount: finalCount };
  }

  /** E-mail mode: the account of the address, if any. Friend mode: the friend, or 404. */
  private async recipientOf(userId: number, sender: Person, mode: Delivery): Promise<Person | undefined> {
    if (mode.kind === 'email') {
      if (mode.email === sender.email) throw badRequest('You cannot share with yourself');
      return people.findPersonByEmail(this.db, mode.email);
    }
    const friend = await this.friendships.findFriend(userId, mode.friendId);
    if (!friend) throw notFound('Friend not found');
    return friend;
  }

  private notice(sender: Person, subject: Subject) {
    const name = displayName(sender);
    return subject.kind === 'plan'
      ? {
          type: 'plan_shared' as const,
          title: 'A learning plan was shared with you',
          message: `${name} shared "${subject.title}" with you`,
          data: { planId: subject.id, shareToken: subject.token, planTitle: subject.title, fromUserId: sender.id, url: subject.path },
        }
      : {
          type: 'plan_shared' as const,
          title: 'A plan group was shared with you',
          message: `${name} shared the group "${subject.title}" with you`,
          data: { groupId: subject.id, shareToken: subject.token, groupName: subject.title, fromUserId: sender.id, url: subject.path },
        };
  }

  private countShare(subject: Subject, db: DbOrTx): Promise<number> {
    return subject.kind === 'plan' ? this.planShares.countShare(subject.id, db) : this.groups.countShare(subject.id, db);
  }
}
