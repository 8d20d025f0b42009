import { PlayCircle } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../lib/cn.ts';

export interface VideoThumbnailProps {
  src: string | null | undefined;
  /** Empty by default: the title beside the thumbnail names the video. */
  alt?: string;
  className?: string;
}

/** A 16:9 video thumbnail that falls back to a neutral tile when the image is missing or fails. */
export function VideoThumbnail({ src, alt = '', className }: VideoThumbnailProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && failedSrc !== src ? src : null;
  return (
    <div className={cn('relative aspect-video shrink-0 overflow-hidden rounded-lg bg-muted', className)}>
      {usable ? (
        <img
          src={usable}
          alt={alt}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          className="size-full object-cover"
          onError={() => setFailedSrc(usable)}
        />
      ) : (
        <div className="flex size-full items-center justify-center text-muted-foreground" aria-hidden={alt ? undefined : true}>
          <PlayCircle className="size-7" aria-hidden="true" />
          {alt ? <span className="sr-only">{alt}</span> : null}
        </div>
      )}
    </div>
  );
}
