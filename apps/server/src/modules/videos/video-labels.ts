import { VIDEO_CHANNEL_TITLE_MAX, VIDEO_DESCRIPTION_MAX, VIDEO_TITLE_MAX } from '@learnstack/contracts';
import { cut } from './video-input.ts';
import type { VideoRow } from './video.view.ts';

/**
 * A person's own text for a video no trusted source has confirmed: what they typed (or their browser
 * sent) when saving it. It is shown to that person alone, and only until the video is confirmed;
 * everybody else sees the shared row's neutral fallback.
 */
export interface VideoLabel {
  title: string;
  description: string;
  channelTitle: string;
}

/** Cut to the saved-video limits (VIDEO_*_MAX), like shared facts. */
export function labelFrom(input: { title?: string | null; description?: string | null; channelTitle?: string | null }): VideoLabel {
  return {
    title: cut(input.title, VIDEO_TITLE_MAX),
    description: cut(input.description, VIDEO_DESCRIPTION_MAX),
    channelTitle: cut(input.channelTitle, VIDEO_CHANNEL_TITLE_MAX),
  };
}

/** The row as its labeller sees it: their text over the neutral fallback while the video is unconfirmed. */
export function withLabel(row: VideoRow, label: VideoLabel | null | undefined): VideoRow {
  if (!label || row.factsSource !== null) return row;
  return {
    ...row,
    title: label.title || row.title,
    description: label.description || row.description,
    channelTitle: label.channelTitle || row.channelTitle,
  };
}
