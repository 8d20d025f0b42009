import type { PlaylistSummary as PlaylistView, SearchVideo } from '@learnstack/contracts';
import type { PlaylistSummary, YouTubeVideo } from '../../providers/youtube/index.ts';
import { isoDurationOrNull } from '../catalog/catalog.service.ts';

/** A provider video as the API shows it; `id` is ours when the video is already saved. */
export function toSearchVideo(video: YouTubeVideo, id: number | null): SearchVideo {
  return {
    id,
    youtubeId: video.youtubeId,
    title: video.title,
    description: video.description,
    thumbnailUrl: video.thumbnailUrl,
    channelTitle: video.channelTitle,
    publishedAt: video.publishedAt,
    duration: isoDurationOrNull(video.durationSeconds),
    viewCount: video.viewCount,
  };
}

/** `countKnown` is false for catalog playlists found without an API key: their item count is unknown. */
export function toPlaylistView(playlist: PlaylistSummary, countKnown: boolean): PlaylistView {
  return { ...playlist, videoCount: countKnown ? playlist.videoCount : null };
}
