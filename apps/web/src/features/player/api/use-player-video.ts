import { YOUTUBE_VIDEO_ID } from '@learnstack/contracts/youtube-input';
import type { Video, VideoLookupReply } from '@learnstack/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api.ts';
import { parseIsoDuration } from '../../../lib/video-format.ts';
import { videoKeys } from '../../videos/keys.ts';
import { playerKeys } from '../keys.ts';

/**
 * The video of /video/{id}: a numeric internal id (GET /api/videos/{id}), an 11-character YouTube
 * id (GET /api/videos/youtube/{youtubeId}, else the YouTube lookup for a video nobody saved yet),
 * or 'temp_' + a YouTube id (GET /api/youtube/video/{youtubeId}).
 */
export type VideoRef = { kind: 'id'; id: number } | { kind: 'youtube'; youtubeId: string } | { kind: 'temp'; youtubeId: string } | { kind: 'invalid' };

export function parseVideoRef(param: string | undefined): VideoRef {
  const value = (param ?? '').trim();
  if (/^\d{1,10}$/.test(value)) {
    const id = Number(value);
    return id > 0 && id <= 2_147_483_647 ? { kind: 'id', id } : { kind: 'invalid' };
  }
  if (YOUTUBE_VIDEO_ID.test(value)) return { kind: 'youtube', youtubeId: value };
  if (value.startsWith('temp_')) {
    const rest = value.slice('temp_'.length);
    return YOUTUBE_VIDEO_ID.test(rest) ? { kind: 'temp', youtubeId: rest } : { kind: 'invalid' };
  }
  return { kind: 'invalid' };
}

/** What the player shows; `id` is null while the video is not saved in Learnstack. */
export interface PlayerVideo {
  id: number | null;
  youtubeId: string;
  title: string;
  description: string;
  thumbnailUrl: string;
  channelTitle: string;
  publishedAt: string | null;
  duration: string | null;
  durationSeconds: number | null;
  viewCount: number;
}

/** The player's fields of a saved video or a looked-up one, with the duration each source knows. */
function toPlayerVideo(v: Video | VideoLookupReply['video'], duration: string | null, durationSeconds: number | null): PlayerVideo {
  const { id, youtubeId, title, description, thumbnailUrl, channelTitle, publishedAt, viewCount } = v;
  return { id, youtubeId, title, description, thumbnailUrl, channelTitle, publishedAt, duration, durationSeconds, viewCount };
}

const fromSaved = (v: Video): PlayerVideo => toPlayerVideo(v, v.duration, v.durationSeconds ?? parseIsoDuration(v.duration));

function fromLookup(reply: VideoLookupReply): PlayerVideo {
  const duration = reply.duration ?? reply.video.duration;
  return toPlayerVideo(reply.video, duration, parseIsoDuration(duration));
}

const isMissing = (err: unknown) => err instanceof ApiError && (err.status === 404 || err.status === 400);

export interface PlayerVideoResult {
  video: PlayerVideo | null;
  isPending: boolean;
  notFound: boolean;
  error: unknown;
  refetch: () => void;
}

export function usePlayerVideo(ref: VideoRef): PlayerVideoResult {
  const byId = useQuery({
    queryKey: playerKeys.video(ref.kind === 'id' ? ref.id : 0),
    queryFn: ({ signal }) => api.get<Video>(`/api/videos/${ref.kind === 'id' ? ref.id : 0}`, { signal }),
    enabled: ref.kind === 'id',
  });
  const saved = useQuery({
    queryKey: playerKeys.videoByYoutubeId(ref.kind === 'youtube' ? ref.youtubeId : ''),
    queryFn: ({ signal }) => api.get<Video>(`/api/videos/youtube/${encodeURIComponent(ref.kind === 'youtube' ? ref.youtubeId : '')}`, { signal }),
    enabled: ref.kind === 'youtube',
  });
  // A YouTube id nobody saved yet, or a temp_ id: ask YouTube.
  const lookupId = ref.kind === 'temp' ? ref.youtubeId : ref.kind === 'youtube' && saved.isError && isMissing(saved.error) ? ref.youtubeId : null;
  const lookup = useQuery({
    queryKey: videoKeys.lookup(lookupId ?? ''),
    queryFn: ({ signal }) => api.get<VideoLookupReply>(`/api/youtube/video/${encodeURIComponent(lookupId ?? '')}`, { signal }),
    enabled: lookupId !== null,
  });

  if (ref.kind === 'invalid') return { video: null, isPending: false, notFound: true, error: null, refetch: () => undefined };
  if (ref.kind === 'id') {
    return {
      video: byId.data ? fromSaved(byId.data) : null,
      isPending: byId.isPending,
      notFound: byId.isError && isMissing(byId.error),
      error: byId.isError && !isMissing(byId.error) ? byId.error : null,
      refetch: () => void byId.refetch(),
    };
  }
  if (ref.kind === 'youtube' && saved.data) {
    return { video: fromSaved(saved.data), isPending: false, notFound: false, error: null, refetch: () => void saved.refetch() };
  }
  if (ref.kind === 'youtube' && (saved.isPending || (saved.isError && !isMissing(saved.error)))) {
    return { video: null, isPending: saved.isPending, notFound: false, error: saved.isError ? saved.error : null, refetch: () => void saved.refetch() };
  }
  return {
    video: lookup.data ? fromLookup(lookup.data) : null,
    isPending: lookup.isPending,
    notFound: lookup.isError && isMissing(lookup.error),
    error: lookup.isError && !isMissing(lookup.error) ? lookup.error : null,
    refetch: () => void lookup.refetch(),
  };
}
