import { PlayCircle } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../lib/cn.ts';

export interface FallbackThumbnailProps {
  /** Image addresses to try in order; when every one fails (or there are none) a placeholder shows. */
  sources: string[];
  alt?: string;
  className?: string;
}

/** True for YouTube's 120-pixel "no thumbnail" picture (it comes with a 404 that browsers still render). */
export function isYouTubeStandIn(src: string, naturalWidth: number): boolean {
  return /^https:\/\/i\d?\.ytimg\.com\//.test(src) && naturalWidth > 0 && naturalWidth <= 120;
}

/** A 16:9 thumbnail that tries each source in turn, then shows a neutral placeholder tile. */
export function FallbackThumbnail({ sources, alt = '', className }: FallbackThumbnailProps) {
  const [failed, setFailed] = useState(0);
  const key = sources.join('\n');
  const [forKey, setForKey] = useState(key);
  if (forKey !== key) {
    setForKey(key);
    setFailed(0);
  }
  const src = sources[failed];
  return (
    <div className={cn('relative aspect-video shrink-0 overflow-hidden rounded-lg bg-muted', className)}>
      {src ? (
        <img
          key={src}
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          className="size-full object-cover"
          onError={() => setFailed((n) => n + 1)}
          onLoad={(e) => {
            // YouTube answers a missing size with a 120x90 grey picture instead of an error.
            if (isYouTubeStandIn(src, e.currentTarget.naturalWidth)) setFailed((n) => n + 1);
          }}
        />
      ) : (
        <div className="flex size-full items-center justify-center text-muted-foreground" data-testid="thumbnail-placeholder">
          <PlayCircle className="size-7" aria-hidden="true" />
          {alt ? <span className="sr-only">{alt}</span> : null}
        </div>
      )}
    </div>
  );
}
