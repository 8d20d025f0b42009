import type { ReactNode } from 'react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { formatDate, formatViewCount } from '../../../lib/video-format.ts';
import type { PlayerVideo } from '../api/use-player-video.ts';

const LONG_DESCRIPTION = 280;

/** Title, channel, views (K/M, one decimal), date and the description (folded when long). */
export function VideoDetails({ video, actions }: { video: PlayerVideo; actions?: ReactNode }) {
  const [expanded, setExpanded] = useState(false);
  const description = video.description.trim();
  const long = description.length > LONG_DESCRIPTION || description.split('\n').length > 4;
  const published = formatDate(video.publishedAt);
  return (
    <section aria-labelledby="video-title" className="flex flex-col gap-3">
      <h1 id="video-title" className="text-xl font-bold leading-tight tracking-tight text-foreground sm:text-2xl">
        {video.title}
      </h1>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
          {video.channelTitle ? (
            <>
              <span className="font-medium text-foreground">{video.channelTitle}</span>
              <span aria-hidden="true">·</span>
            </>
          ) : null}
          <span>{formatViewCount(video.viewCount)} views</span>
          {published ? (
            <>
              <span aria-hidden="true">·</span>
              <span>{published}</span>
            </>
          ) : null}
        </p>
        {actions}
      </div>
      {description ? (
        <div className="rounded-xl bg-muted p-4 text-sm text-foreground">
          <p id="video-description" className={expanded || !long ? 'whitespace-pre-line break-words' : 'line-clamp-3 whitespace-pre-line break-words'}>
            {description}
          </p>
          {long ? (
            <Button variant="link" size="sm" className="mt-1 h-auto px-0" aria-expanded={expanded} aria-controls="video-description" onClick={() => setExpanded((v) => !v)}>
              {expanded ? 'Show less' : 'Show more'}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
