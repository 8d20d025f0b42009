import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface VideoCardFrameProps {
  /** Where the thumbnail and the title lead. */
  href: string;
  /** The heading's id: the card is labelled by it, and actions may be described by it. */
  titleId: string;
  title: string;
  channelTitle?: string | null;
  /** The video's length shown on the thumbnail ('12:34'); null hides it. */
  length: string | null;
  thumbnail: ReactNode;
  /** The control beside the title (a favourite button). */
  aside: ReactNode;
  /** What stands under the title (actions); the card's body stretches so these line up at its foot. */
  children?: ReactNode;
}

/** A saved video as a card: thumbnail with its length, the title and channel, a control beside the title. */
export function VideoCardFrame({ href, titleId, title, channelTitle, length, thumbnail, aside, children }: VideoCardFrameProps) {
  return (
    <article aria-labelledby={titleId} className="flex w-full flex-col overflow-hidden rounded-2xl border border-border bg-card text-card-foreground shadow-card">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="relative block">
        {thumbnail}
        {length ? <span className="absolute bottom-2 right-2 rounded bg-black/80 px-1.5 py-0.5 text-xs font-medium tabular-nums text-white">{length}</span> : null}
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start gap-2">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <h3 id={titleId} className="line-clamp-2 text-sm font-semibold leading-snug">
              <Link to={href} className="rounded-sm text-foreground hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
                {title}
              </Link>
            </h3>
            {channelTitle ? <p className="truncate text-xs text-muted-foreground">{channelTitle}</p> : null}
          </div>
          {aside}
        </div>
        {children}
      </div>
    </article>
  );
}
