import {
  ErrorCode,
  FRIEND_REQUESTS_LIST_MAX,
  FRIENDS_LIST_MAX,
  type Friend,
  type FriendRequest,
  INVALID_INVITATION,
  INVITATION_ALREADY_USED,
  INVITATION_EXPIRED,
  INVITE_TTL_DAYS,
  INVITES_FOR_ME_LIST_MAX,
  INVITES_PER_USER_PER_DAY,
  type InviteForMe,
  type InviteReply,
  type PublicInvite,
  SENT_INVITES_LIST_MAX,
  type SentInvite,
  SocialErrorCode,
} from '@learnstack/contracts';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { lockUser } from '../../db/locks.ts';
import { AppError, badRequest, notFound, unauthorized } from '../../http/errors.ts';
import type { MailMessage, Mailer } from '../../providers/mail/mailer.ts';
import { randomToken, sha256 } from '../auth/tokens.ts';
import type { EmailPreferencesService } from '../email-preferences/email-preferences.service.ts';
import type { NotificationInput, NotificationsService } from '../notifications/notifications.service.ts';
import { friendRequestMail, inviteMail } from './friends.mail.ts';
import { friendsQueries as queries, type Person } from './friends.queries.ts';
import { type InviteRow, friendsRepository as repo } from './friends.repository.ts';
import { displayName, inviteStatusOf, toFriendView, toPublicInviteView, toSentInviteView } from './friends.view.ts';

const DAY_MS = 24 * 60 * 60_000;

const invalidInvitation = () => new AppError(404, ErrorCode.NOT_FOUND, INVALID_INVITATION);
const gone = (code: string, message: string) => new AppError(410, code, message);

/** How the addressee of an invite is identified: by the link's token, or (for the signed-in addressee) by id. */
export type InviteHandle = { inviteToken: string } | { inviteId: number };

export class FriendsService {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly config: Config,
    private readonly log: Pick<Logger, 'warn' | 'error'>,
    private readonly notifications: NotificationsService,
    private readonly emailPreferences: EmailPreferencesService,
  ) {}

  private async me(db: DbOrTx, userId: number): Promise<Person> {
    const me = await queries.findPerson(db, userId);
    if (!me) throw unauthorized();
    return me;
  }

  // --- lists ---

  async friends(userId: number): Promise<Friend[]> {
    return (await queries.listFriends(this.db, userId, FRIENDS_LIST_MAX)).map(toFriendView);
  }

  async incomingRequests(userId: number): Promise<FriendRequest[]> {
    const rows = await queries.listIncoming(this.db, userId, FRIEND_REQUESTS_LIST_MAX);
    return rows.map((r) => ({ id: r.id, requester: toFriendView(r.requester), createdAt: r.createdAt.toISOString() }));
  }

  async sentInvites(userId: number): Promise<SentInvite[]> {
    return (await repo.listSent(this.db, userId, SENT_INVITES_LIST_MAX)).map(toSentInviteView);
  }

  async invitesForMe(userId: number): Promise<InviteForMe[]> {
    const me = await this.me(this.db, userId);
    return this.invitesTo(me.email);
  }

  /** The same, for a caller who already has the user's e-mail (the session's row: GET /api/dashboard). */
  async invitesTo(email: string): Promise<InviteForMe[]> {
    const rows = await queries.listLiveInvitesTo(this.db, email, INVITES_FOR_ME_LIST_MAX);
    return rows.map(({ invite, sender }) => ({
      id: invite.id,
      fromUserName: displayName(sender),
      fromUserEmail: sender.email,
      fromUserProfileImageUrl: sender.profileImageUrl,
      createdAt: invite.createdAt.toISOString(),
      expiresAt: invite.expiresAt.toISOString(),
    }));
  }

  // --- inviting ---

  /**
   * An address with an account gets a friend request (and an e-mail when their preferences allow);
   * any other address gets an invite with a link. If they had already asked me, inviting them accepts that request.
   */
  async invite(userId: number, toEmail: string): Promise<{ status: 200 | 201; reply: InviteReply }> {
    const me = await this.me(this.db, userId);
    if (toEmail === me.email) throw badRequest('You cannot invite yourself');
    const target = await queries.findPersonByEmail(this.db, toEmail);
    return target ? this.requestFriendship(me, target) : this.inviteByEmail(me, toEmail);
  }

  private async requestFriendship(me: Person, target: Person): Promise<{ status: 200 | 201; reply: InviteReply }> {
    const name = displayName(target);
    const outcome = await this.db.transaction(async (tx) => {
      await this.takeDailySlot(tx, me.id);
      await repo.lockPair(tx, me.id, target.id);
      if (await repo.areFriends(tx, me.id, target.id)) {
        throw new AppError(409, SocialErrorCode.ALREADY_FRIENDS, `You are already friends with ${name}`);
      }
      const theirs = await repo.findPendingRequest(tx, target.id, me.id);
      if (theirs) {
        await this.befriend(tx, me, target, { type: 'friend_accepted', title: 'Friend request accepted', message: `${displayName(me)} accepted your friend request`, data: { friendId: me.id, requestId: theirs.id } });
        return { kind: 'accepted' as const, requestId: theirs.id };
      }
      const request = await repo.insertRequest(tx, me.id, target.id);
      if (!request) throw new AppError(409, SocialErrorCode.REQUEST_PENDING, `You have already sent a friend request to ${name}`);
      await this.notifications.notify(
        target.id,
        { type: 'friend_request', title: 'New friend request', message: `${displayName(me)} wants to connect with you`, data: { requestId: request.id, fromUserId: me.id } },
        tx,
      );
      return { kind: 'requested' as const, requestId: request.id };
    });

    if (outcome.kind === 'accepted') {
      return {
        status: 200,
        reply: {
          message: `${name} had already asked to connect: you are now friends`,
          emailSent: false,
          emailStatus: 'none',
          userExists: true,
          invite: null,
          friendRequest: { id: outcome.requestId, status: 'accepted' },
        },
      };
    }
    const wants = await this.emailPreferences.wantsEmail(target.id, 'friendInvites');
    const emailSent = wants && (await this.deliver(friendRequestMail({ to: target, sender: me, url: `${this.config.publicUrl}/library?tab=friends` })));
    return {
      status: 201,
      reply: {
        message: `Friend request sent to ${name}`,
        emailSent,
        emailStatus: !wants ? 'skipped' : emailSent ? 'sent' : 'failed',
        userExists: true,
        invite: null,
        friendRequest: { id: outcome.requestId, status: 'pending' },
      },
    };
  }

  private async inviteByEmail(me: Person, toEmail: string): Promise<{ status: 201; reply: InviteReply }> {
    const token = randomToken();
    const invite = await this.db.transaction(async (tx) => {
      await this.takeDailySlot(tx, me.id);
      await repo.lockInviteSlot(tx, me.id, toEmail);
      if (await repo.findLiveInvite(tx, me.id, toEmail)) {
        throw new AppError(409, SocialErrorCode.INVITE_PENDING, `You have already invited ${toEmail}. The invitation is still pending.`);
      }
      return repo.insertInvite(tx, { fromUserId: me.id, toEmail, tokenHash: sha256(token), expiresAt: new Date(Date.now() + INVITE_TTL_DAYS * DAY_MS) });
    });

    // The address may have signed up between our look-up and the insert: their sign-up hook could not see
    // this invite yet, so the bell notification is made here (at most once per invite).
    const lateAccount = await queries.findPersonByEmail(this.db, toEmail);
    if (lateAccount) await this.notifyInvites(lateAccount.id, [{ invite, sender: me }]);

    const emailSent = await this.deliver(inviteMail({ toEmail, sender: me, url: `${this.config.publicUrl}/invite/${token}`, expiresAt: invite.expiresAt }));
    return {
      status: 201,
      reply: {
        message: emailSent ? `Invitation sent to ${toEmail}` : `Invitation created for ${toEmail}, but the e-mail could not be delivered`,
        emailSent,
        emailStatus: emailSent ? 'sent' : 'failed',
        userExists: false,
        invite: toSentInviteView(invite),
        friendRequest: null,
      },
    };
  }

  /** The daily cap on invitations and requests sent, checked under the sender's lock so concurrent sends cannot pass it. */
  private async takeDailySlot(tx: Tx, userId: number): Promise<void> {
    await lockUser(tx, 'invites', userId);
    if ((await repo.countSentSince(tx, userId, new Date(Date.now() - DAY_MS))) >= INVITES_PER_USER_PER_DAY) {
      throw new AppError(429, ErrorCode.RATE_LIMITED, `You can send at most ${INVITES_PER_USER_PER_DAY} invitations a day. Please try again tomorrow.`);
    }
  }

  /** Delivery problems never undo the invite or request; they are reported as emailSent false. */
  private async deliver(mail: MailMessage): Promise<boolean> {
    try {
      await this.mailer.send(mail);
      return true;
    } catch (err) {
      this.log.warn({ err, subject: mail.subject }, 'friend mail delivery failed');
      return false;
    }
  }

  private async notifyInvites(userId: number, items: Array<{ invite: InviteRow; sender: Person }>): Promise<void> {
    await this.notifications.notifyManyOnce(
      items.map(({ invite, sender }) => ({
        userId,
        type: 'friend_invite' as const,
        title: 'Friend invitation',
        message: `${displayName(sender)} invited you to connect`,
        data: { inviteId: invite.id, fromUserId: sender.id },
        key: { inviteId: invite.id },
      })),
    );
  }

  /** Called after a sign-up: pending invites to the new address show up in the bell. Never fails the sign-up. */
  async onUserSignedUp(userId: number, email: string): Promise<void> {
    try {
      const rows = await queries.listLiveInvitesTo(this.db, email, INVITES_FOR_ME_LIST_MAX);
      await this.notifyInvites(userId, rows);
    } catch (err) {
      this.log.error({ err, userId }, 'could not notify pending friend invites after sign-up');
    }
  }

  // --- answering requests ---

  /**
   * Makes the friendship (once), settles every pending request between the two as accepted (their bell items
   * are marked read), and tells the other person when the friendship is new.
   */
  private async befriend(tx: DbOrTx, me: Person, other: Person, notice: NotificationInput): Promise<boolean> {
    const created = await repo.insertFriendship(tx, me.id, other.id);
    const settled = await repo.acceptPendingBetween(tx, me.id, other.id);
    await this.notifications.resolve(
      settled.map((r) => ({ userId: r.addresseeId, type: 'friend_request' as const, match: { requestId: r.id } })),
      tx,
    );
    if (created) await this.notifications.notify(other.id, notice, tx);
    return created;
  }

  async acceptRequest(userId: number, requestId: number): Promise<{ message: string; friend: Friend }> {
    return this.db.transaction(async (tx) => {
      const found = await repo.findRequest(tx, requestId);
      if (!found || found.addresseeId !== userId) throw notFound('Friend request not found');
      await repo.lockPair(tx, userId, found.requesterId);
      const request = await repo.findRequest(tx, requestId, { lock: true });
      if (!request) throw notFound('Friend request not found');
      if (request.status !== 'pending') throw new AppError(409, SocialErrorCode.REQUEST_ALREADY_ANSWERED, 'This friend request has already been answered');
      const me = await this.me(tx, userId);
      const requester = await queries.findPerson(tx, request.requesterId);
      if (!requester) throw notFound('Friend request not found');
      // befriend settles this request (it is pending and locked) together with any request the other way.
      await this.befriend(tx, me, requester, {
        type: 'friend_accepted',
        title: 'Friend request accepted',
        message: `${displayName(me)} accepted your friend request`,
        data: { friendId: me.id, requestId },
      });
      return { message: `You are now friends with ${displayName(requester)}`, friend: toFriendView(requester) };
    });
  }

  async rejectRequest(userId: number, requestId: number): Promise<{ message: string }> {
    return this.db.transaction(async (tx) => {
      const request = await repo.findRequest(tx, requestId, { lock: true });
      if (!request || request.addresseeId !== userId) throw notFound('Friend request not found');
      if (request.status !== 'pending') throw new AppError(409, SocialErrorCode.REQUEST_ALREADY_ANSWERED, 'This friend request has already been answered');
      await repo.decideRequest(tx, requestId, 'rejected');
      await this.notifications.resolve([{ userId, type: 'friend_request', match: { requestId } }], tx);
      return { message: 'Friend request rejected' };
    });
  }

  // --- managing and accepting invites ---

  /** The sender cancels a pending invite, or deletes a canceled or expired one. Accepted invites stay. */
  async deleteInvite(userId: number, inviteId: number): Promise<{ message: string; result: 'canceled' | 'deleted' }> {
    return this.db.transaction(async (tx) => {
      const invite = await repo.findInvite(tx, inviteId, { lock: true });
      if (!invite || invite.fromUserId !== userId) throw notFound('Invitation not found');
      const status = inviteStatusOf(invite);
      if (status === 'accepted') throw new AppError(400, SocialErrorCode.INVITE_ACCEPTED, 'An accepted invitation cannot be canceled or deleted');
      if (status === 'pending') {
        await repo.setInviteStatus(tx, inviteId, { status: 'canceled' });
        return { message: 'Invitation canceled', result: 'canceled' as const };
      }
      await repo.deleteInvite(tx, inviteId);
      return { message: 'Invitation deleted', result: 'deleted' as const };
    });
  }

  /**
   * Anyone signed in who holds the link's token may accept (mail gets forwarded, people sign up with another address);
   * by id only the addressee may. Unknown tokens and other people's ids answer alike.
   */
  async acceptInvite(userId: number, handle: InviteHandle): Promise<{ message: string; friend: Friend }> {
    return this.db.transaction(async (tx) => {
      const me = await this.me(tx, userId);
      const invite =
        'inviteToken' in handle
          ? await repo.findInviteByTokenHash(tx, sha256(handle.inviteToken), { lock: true })
          : await repo.findInvite(tx, handle.inviteId, { lock: true });
      if (!invite || ('inviteId' in handle && invite.toEmail !== me.email)) throw invalidInvitation();
      if (invite.fromUserId === userId) throw badRequest('You cannot accept your own invitation');
      const status = inviteStatusOf(invite);
      if (status === 'accepted') throw gone(SocialErrorCode.INVITE_USED, INVITATION_ALREADY_USED);
      if (status === 'expired') throw gone(SocialErrorCode.INVITE_EXPIRED, INVITATION_EXPIRED);
      if (status === 'canceled') throw gone(SocialErrorCode.INVITE_CANCELED, INVALID_INVITATION);

      const sender = await queries.findPerson(tx, invite.fromUserId);
      if (!sender) throw invalidInvitation();
      await repo.lockPair(tx, userId, sender.id);
      await repo.setInviteStatus(tx, invite.id, { status: 'accepted', acceptedBy: userId });
      const created = await this.befriend(tx, me, sender, {
        type: 'friend_accepted',
        title: 'Invitation accepted',
        message: `${displayName(me)} accepted your invitation and is now your friend`,
        data: { friendId: me.id, inviteId: invite.id },
      });
      await this.notifications.resolve([{ userId, type: 'friend_invite', match: { inviteId: invite.id } }], tx);
      const name = displayName(sender);
      return { message: created ? `You are now friends with ${name}` : `You are already friends with ${name}`, friend: toFriendView(sender) };
    });
  }

  /** The public invite page: who invited, until when, and whether it can still be accepted. */
  async publicInvite(inviteToken: string): Promise<PublicInvite> {
    const row = await queries.findInviteWithSender(this.db, sha256(inviteToken));
    if (!row) throw invalidInvitation();
    return toPublicInviteView(row.invite, row.sender);
  }
}
