import { composeMail, type MailMessage } from '../../providers/mail/mailer.ts';
import type { Person } from './sharing.queries.ts';
import { displayName } from './sharing.view.ts';

const DESCRIPTION_SHOWN = 300;

export type SharedThing = { kind: 'plan'; title: string; description: string } | { kind: 'group'; title: string; description: string };

/**
 * "X shared a plan (or group) with you": plain text and HTML through composeMail. `recipient` is the
 * account of the address when it has one (greeted by name, told how to turn these mails off).
 */
export function shareMail(input: { to: string; recipient: Person | undefined; sender: Person; thing: SharedThing; url: string }): MailMessage {
  const name = displayName(input.sender);
  const { thing } = input;
  const what = thing.kind === 'plan' ? 'learning plan' : 'plan group';
  const description = thing.description.trim();
  return composeMail({
    to: input.to,
    subject: `${name} shared the ${what} "${thing.title}" with you`,
    paragraphs: [
      `Hi ${input.recipient?.firstName?.trim() || 'there'},`,
      `${name} (${input.sender.email}) shared the ${what} "${thing.title}" with you on Learnstack, where learners organise YouTube videos into learning plans.`,
      ...(description ? [description.length > DESCRIPTION_SHOWN ? `${description.slice(0, DESCRIPTION_SHOWN)}…` : description] : []),
      thing.kind === 'plan'
        ? 'Open the link to see its videos and add a copy to your own plans.'
        : 'Open the link to see its plans and add a copy to your own plans.',
      input.recipient
        ? 'You can turn these e-mails off under e-mail notifications in your profile settings.'
        : `If you do not know ${name}, you can ignore this e-mail.`,
    ],
    action: { label: thing.kind === 'plan' ? 'View plan' : 'View group', url: input.url },
  });
}
