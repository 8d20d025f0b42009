import { ErrorCode, SHARES_PER_USER_PER_DAY, type ShareBody, type ShareEmailStatus, type ShareReply } from '@learnstack/contracts';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { lockUser } from '../../db/locks.ts';
import { AppError, badRequest, notFound, unauthorized } from '../../http/errors.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { EmailPreferencesService } from '../email-preferences/email-preferences.service.ts';
import type { FriendshipCheckService } from '../friends/friendship-check.service.ts';
import type { GroupsService } from '../groups/groups.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { writable } from '../plans/plan-access.ts';
import type { PlansService } from '../plans/plans.service.ts';
import { newShareToken, sharedGroupPath, sharedPlanPath } from './share-links.ts';
import { shareMail } from './sharing.mail.ts';
import { type Person, sharingRepository as repo } from './sharing.repository.ts';
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
 * Share links of plans and groups (spec 2 section 7; spec 3 section 7 Shared pages). A link opens
 * the plan or group whatever its visibility until the owner revokes it. Sharing by e-mail or to a
 * friend also sends the link: an account holder gets a `plan_shared` notification, and mail when
 * their preferences allow it; an address without an account gets the mail.
 */
export class SharingService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly mailer: Mailer,
    private readonly log: Pick<Logger, 'warn'>,
    private readonly plans: PlansService,
    private readonly groups: GroupsService,
    private readonly notifications: NotificationsService,
    private readonly emailPreferences: EmailPreferencesService,
    private readonly friendships: FriendshipCheckService,
  ) {}

  /** Owner only: 404 for another user's private plan, 403 PUBLIC_PLAN_READ_ONLY for another user's public plan. */
  async sharePlan(userId: number, planId: number, body: ShareBody): Promise<ShareReply> {
    const plan = writable(await this.plans.requireReadable(userId, planId), userId);
    const ensured = await repo.ensurePlanToken(this.db, plan.id, newShareToken());
    if (!ensured) throw notFound('Plan not found');
    const subject: Subject = { kind: 'plan', id: plan.id, title: plan.title, description: plan.description, token: ensured.token, path: sharedPlanPath(ensured.token) };
    return this.share(userId, subject, ensured.shareCount, toMode(body));
  }

  /** The old link stops working at once; sharing again makes a new token. */
  async revokePlan(userId: number, planId: number): Promise<void> {
    const plan = writable(await this.plans.requireReadable(userId, planId), userId);
    await repo.revokePlanToken(this.db, plan.id);
  }

  /** Owner only: another user's group answers 404 'Group not found', public or not. */
  async shareGroup(userId: number, groupId: number, body: ShareBody): Promise<ShareReply> {
    const group = await this.groups.requireOwn(userId, groupId);
    const ensured = await repo.ensureGroupToken(this.db, group.id, newShareToken());
    if (!ensured) throw notFound('Group not found');
    const subject: Subject = { kind: 'group', id: group.id, title: group.name, description: group.description, token: ensured.token, path: sharedGroupPath(group.id, ensured.token) };
    return this.share(userId, subject, ensured.shareCount, toMode(body));
  }

  async revokeGroup(userId: number, groupId: number): Promise<void> {
    const group = await this.groups.requireOwn(userId, groupId);
    await repo.revokeGroupToken(this.db, group.id);
  }

  private async share(userId: number, subject: Subject, shareCount: number, mode: Mode): Promise<ShareReply> {
    const shareUrl = this.config.publicUrl + subject.path;
    const base = { shareUrl, shareToken: subject.token };
    if (mode.kind === 'link') {
      return { ...base, message: 'Share link ready', userExists: false, emailSent: false, emailStatus: 'none', shareCount };
    }

    const sender = await repo.findPerson(this.db, userId);
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
      await this.notifications.notify(recipient.id, this.notice(sender, subject), tx);
      return subject.kind === 'plan' ? repo.countPlanShare(tx, subject.id) : repo.countGroupShare(tx, subject.id);
    });

    const wantsMail = !recipient || (await this.emailPreferences.wantsEmail(recipient.id, 'planSharing'));
    const emailSent = wantsMail && (await this.deliver(shareMail({ to: toEmail, recipient, sender, thing: { kind: subject.kind, title: subject.title, description: subject.description }, url: shareUrl })));
    const emailStatus: ShareEmailStatus = !wantsMail ? 'skipped' : emailSent ? 'sent' : 'failed';
    // A share counts once it reached someone: the notification of an account holder, or the mail.
    const finalCount = counted ?? (emailSent ? await (subject.kind === 'plan' ? repo.countPlanShare(this.db, subject.id) : repo.countGroupShare(this.db, subject.id)) : shareCount);

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
      return repo.findPersonByEmail(this.db, mode.email);
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

  /** Delivery problems never undo the share; they are reported as emailSent false. */
  private async deliver(mail: ReturnType<typeof shareMail>): Promise<boolean> {
    try {
      await this.mailer.send(mail);
      return true;
    } catch (err) {
      this.log.warn({ err, subject: mail.subject }, 'share mail delivery failed');
      return false;
    }
  }
}
