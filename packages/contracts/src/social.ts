import { z } from 'zod';
import { email } from './auth.ts';
import { idParam } from './common.ts';

/** Friends, friend requests and e-mail invitations. */

export const INVITE_TTL_DAYS = 7;
export const INVITES_PER_USER_PER_DAY = 50;
export const FRIENDS_LIST_MAX = 500;
export const FRIEND_REQUESTS_LIST_MAX = 200;
export const SENT_INVITES_LIST_MAX = 200;
export const INVITES_FOR_ME_LIST_MAX = 100;

/** Error codes of this domain, beside the shared ErrorCode values (VALIDATION_ERROR, NOT_FOUND, RATE_LIMITED ...). */
export const SocialErrorCode = {
  ALREADY_FRIENDS: 'ALREADY_FRIENDS',
  REQUEST_PENDING: 'REQUEST_PENDING',
  INVITE_PENDING: 'INVITE_PENDING',
  REQUEST_ALREADY_ANSWERED: 'REQUEST_ALREADY_ANSWERED',
  INVITE_USED: 'INVITE_USED',
  INVITE_EXPIRED: 'INVITE_EXPIRED',
  INVITE_CANCELED: 'INVITE_CANCELED',
  INVITE_ACCEPTED: 'INVITE_ACCEPTED',
} as const;

/** Texts the invite page shows for its dead ends (unknown, expired, already used). */
export const INVALID_INVITATION = 'Invalid Invitation';
export const INVITATION_EXPIRED = 'Invitation Expired';
export const INVITATION_ALREADY_USED = 'Invitation Already Used';

export const friend = z.object({
  id: z.number(),
  name: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  profileImageUrl: z.string().nullable(),
});
export type Friend = z.infer<typeof friend>;
export const friendsReply = z.array(friend);

export const friendRequest = z.object({ id: z.number(), requester: friend, createdAt: z.string() });
export type FriendRequest = z.infer<typeof friendRequest>;
export const friendRequestsReply = z.array(friendRequest);

export const inviteStatus = z.enum(['pending', 'accepted', 'canceled', 'expired']);
export type InviteStatus = z.infer<typeof inviteStatus>;

export const sentInvite = z.object({
  id: z.number(),
  toEmail: z.string(),
  status: inviteStatus,
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type SentInvite = z.infer<typeof sentInvite>;
export const sentInvitesReply = z.array(sentInvite);

/**
 * A pending invite addressed to the signed-in user's e-mail. The raw token is never stored (only its hash),
 * so the addressee accepts by id: POST /api/friends/invite/accept { inviteId }.
 */
export const inviteForMe = z.object({
  id: z.number(),
  fromUserName: z.string(),
  fromUserEmail: z.string(),
  fromUserProfileImageUrl: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type InviteForMe = z.infer<typeof inviteForMe>;
export const invitesForMeReply = z.array(inviteForMe);

export const inviteBody = z.object({ toEmail: email });
export type InviteBody = z.input<typeof inviteBody>;

/** sent: the mail went out; failed: delivery failed; skipped: the addressee turned invite mail off (they still get the in-app notification); none: no mail was due. */
export const inviteEmailStatus = z.enum(['sent', 'failed', 'skipped', 'none']);

export const inviteReply = z.object({
  message: z.string(),
  emailSent: z.boolean(),
  emailStatus: inviteEmailStatus,
  userExists: z.boolean(),
  /** The invite made for an address without an account; null when the address has one. */
  invite: sentInvite.nullable(),
  /** The friend request made for an address with an account; status accepted when they had already asked you. */
  friendRequest: z.object({ id: z.number(), status: z.enum(['pending', 'accepted']) }).nullable(),
});
export type InviteReply = z.infer<typeof inviteReply>;

const inviteToken = z.string().trim().min(1, INVALID_INVITATION).max(200, INVALID_INVITATION);

export const acceptInviteBody = z
  .object({ inviteToken: inviteToken.optional(), inviteId: idParam.optional() })
  .refine((b) => (b.inviteToken === undefined) !== (b.inviteId === undefined), {
    message: 'Send either inviteToken or inviteId',
  });
export type AcceptInviteBody = z.input<typeof acceptInviteBody>;

export const acceptInviteReply = z.object({ message: z.string(), friend });

// The two invitation paths share one parameter name: OpenAPI allows no two paths that differ only in it.
export const inviteTokenParams = z.object({ invite: z.string().min(1).max(200).describe('The token from the invitation e-mail') });
export const inviteIdParams = z.object({ invite: idParam.describe("The invitation's id") });

export const publicInvite = z.object({
  fromUser: z.object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    name: z.string(),
    profileImageUrl: z.string().nullable(),
  }),
  expiresAt: z.string(),
  status: inviteStatus,
});
export type PublicInvite = z.infer<typeof publicInvite>;

export const requestIdParams = z.object({ requestId: idParam });

export const acceptRequestReply = z.object({ message: z.string(), friend });
export const deleteInviteReply = z.object({ message: z.string(), result: z.enum(['canceled', 'deleted']) });
