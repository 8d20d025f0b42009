import { ExternalLink, RefreshCw, VideoOff } from 'lucide-react';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';

/** What YouTube's onError codes mean, in words for the learner. */
export function embedErrorMessage(code: number | null): string {
  switch (code) {
    case 2:
      return 'The video address is not valid.';
    case 5:
      return 'This video cannot be played in your browser.';
    case 100:
      return 'This video was removed or made private.';
    case 101:
    case 150:
      return 'The owner does not allow this video to be played on other websites.';
    case 153:
      return 'YouTube could not tell which website is playing the video.';
    case null:
      return 'The YouTube player could not be loaded. Check your connection.';
    default:
      return 'YouTube could not play this video here.';
  }
}

export function youtubeWatchUrl(youtubeId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(youtubeId)}`;
}

/** The embed failed (onError 2, 5, 100, 101, 150, 153, or the API did not load): Retry or Watch on YouTube. */
export function VideoUnavailable({ youtubeId, code, onRetry }: { youtubeId: string; code: number | null; onRetry: () => void }) {
  return (
    <div role="alert" className="flex h-full w-full flex-col items-center justify-center gap-3 bg-muted p-6 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-destructive-soft text-destructive-soft-foreground" aria-hidden="true">
        <VideoOff className="size-6" />
      </span>
      <h2 className="text-lg font-semibold text-foreground">Video Unavailable</h2>
      <p className="max-w-md text-sm text-muted-foreground">{embedErrorMessage(code)}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          Retry
        </Button>
        <a href={youtubeWatchUrl(youtubeId)} target="_blank" rel="noopener noreferrer" className={buttonVariants({ size: 'sm' })}>
          <ExternalLink aria-hidden="true" />
          Watch on YouTube
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
    </div>
  );
}
