import { CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import { swatchClass } from '../../../components/color-swatches.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDate } from '../../../lib/video-format.ts';
import { ShareButton } from '../../sharing/index.ts';
import { AuthorLine } from './author-line.tsx';

/**
 * A public plan or group on explore: colour band, title, description, author, counts and the date
 * it was made, and a footer with what the visitor can do.
 */
export function PublicCardFrame({
  titleId,
  color,
  title,
  description,
  author,
  counts,
  createdAt,
  footerStart,
  footerEnd,
}: {
  titleId: string;
  color: string;
  /** The heading's content: a link or plain text. */
  title: ReactNode;
  description: string | null;
  author: { name: string; profileImageUrl: string | null };
  /** The counts before the date, each an icon and a few words. */
  counts: { key: string; icon: ReactNode; text: string }[];
  createdAt: string;
  footerStart: ReactNode;
  footerEnd: ReactNode;
}) {
  const created = formatDate(createdAt);
  return (
    <article aria-labelledby={titleId} className="flex w-full flex-col overflow-hidden rounded-2xl border border-border bg-card text-card-foreground shadow-card">
      <div className={cn('h-1.5', swatchClass(color))} aria-hidden="true" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 id={titleId} className="text-lg font-semibold leading-snug text-foreground">
          {title}
        </h3>
        <p className={cn('line-clamp-3 text-sm text-muted-foreground', !description && 'italic')}>{description || 'No description'}</p>
        <AuthorLine author={author} />
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {counts.slice(0, 1).map((count) => (
            <li key={count.key} className="inline-flex items-center gap-1.5">
              {count.icon}
              {count.text}
            </li>
          ))}
          {created ? (
            <li className="inline-flex items-center gap-1.5">
              <CalendarDays className="size-4" aria-hidden="true" />
              <span className="sr-only">Created </span>
              {created}
            </li>
          ) : null}
          {counts.slice(1).map((count) => (
            <li key={count.key} className="inline-flex items-center gap-1.5">
              {count.icon}
              {count.text}
            </li>
          ))}
        </ul>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3">
          {footerStart}
          {footerEnd}
        </div>
      </div>
    </article>
  );
}

/** 'Your plan' or 'Your group', with its Share button. */
export function OwnBadge({ kind, id, name }: { kind: 'plan' | 'group'; id: number; name: string }) {
  return (
    <div className="flex items-center gap-1">
      <Badge variant="secondary">{kind === 'plan' ? 'Your plan' : 'Your group'}</Badge>
      <ShareButton kind={kind} id={id} name={name} />
    </div>
  );
}
