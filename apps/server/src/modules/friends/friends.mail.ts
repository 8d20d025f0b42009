import { INVITE_TTL_DAYS } from '@learnstack/contracts';
import { composeMail, type MailMessage } from '../../providers/mail/mailer.ts';
import type { Person } from './friends.queries.ts';
import { displayName } from './friends.view.ts';

/** To an address without an account: the link carries the invite token. */
export function inviteMail(input: { toEmail: string; sender: Person; url: string; expiresAt: Date }): MailMessage {
  const name = displayName(input.sender);
  return composeMail({
    to: input.toEmail,
    subject: `${name} invited you to Learnstack`,
    paragraphs: [
      'Hi,',
      `${name} (${input.sender.email}) invited you to connect on Learnstack, where learners organise YouTube videos into learning plans and follow each other's progress.`,
      `Open the link below to join and become friends. The invitation is valid for ${INVITE_TTL_DAYS} days, until ${input.expiresAt.toISOString().slice(0, 10)} (UTC).`,
      `If you do not know ${name}, you can ignore this e-mail.`,
    ],
    action: { label: 'Accept invitation', url: input.url },
  });
}

/** To someone who already has an account: the request waits in their friends list. */
export function friendRequestMail(input: { to: Person; sender: Person; url: string }): MailMessage {
  const name = displayName(input.sender);
  return composeMail({
    to: input.to.email,
    subject: `${name} sent you a friend request on Learnstack`,
    paragraphs: [
      `Hi ${input.to.firstName?.trim() || 'there'},`,
      `${name} (${input.sender.email}) would like to connect with you on Learnstack.`,
      'You can accept or decline the request in your friends list. You can turn these e-mails off under e-mail notifications in your profile settings.',
    ],
    action: { label: 'View friend request', url: input.url },
  });
}
