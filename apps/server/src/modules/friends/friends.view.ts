import type { Friend, InviteStatus, PublicInvite, SentInvite } from '@learnstack/contracts';
import type { Person } from './friends.queries.ts';
import type { InviteRow } from './friends.repository.ts';

/** "First Last", or the e-mail's local part when the person gave no name. Whitespace is collapsed (names go into mail subjects). */
export function displayName(p: Pick<Person, 'firstName' | 'lastName' | 'email'>): string {
  const name = [p.firstName, p.lastName].filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
  return name || p.email.split('@')[0] || p.email;
}

export const toFriendView = (p: Person): Friend => ({
  id: p.id,
  name: displayName(p),
  firstName: p.firstName,
  lastName: p.lastName,
  email: p.email,
  profileImageUrl: p.profileImageUrl,
});

/** Expired is derived: a pending invite past its expiry. */
export function inviteStatusOf(row: Pick<InviteRow, 'status' | 'expiresAt'>, now = Date.now()): InviteStatus {
  return row.status === 'pending' && row.expiresAt.getTime() <= now ? 'expired' : row.status;
}

export const toSentInviteView = (row: InviteRow): SentInvite => ({
  id: row.id,
  toEmail: row.toEmail,
  status: inviteStatusOf(row),
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

export const toPublicInviteView = (invite: InviteRow, sender: Person): PublicInvite => ({
  fromUser: { firstName: sender.firstName, lastName: sender.lastName, name: displayName(sender), profileImageUrl: sender.profileImageUrl },
  expiresAt: invite.expiresAt.toISOString(),
  status: inviteStatusOf(invite),
});
