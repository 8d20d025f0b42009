import type { TranscriptReply, UploadTranscriptBody } from '@learnstack/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api.ts';
import { transcriptKeys } from '../keys.ts';

/** How often the panel asks again while the first fetch from YouTube runs (202). */
export const PENDING_POLL_MS = 2_000;

export type TranscriptState = { status: 'ready'; transcript: TranscriptReply } | { status: 'pending' } | { status: 'none' };

/**
 * A reply the client cannot read is an error, not a half-drawn panel. Checked by hand: the web app
 * ships no zod (the contracts' schemas are its types), and the segments' fields are what is drawn.
 */
function readReply(body: unknown): TranscriptState {
  if (typeof body === 'object' && body !== null) {
    if ('status' in body && body.status === 'pending') return { status: 'pending' };
    if ('segments' in body && Array.isArray(body.segments) && body.segments.every(isSegment)) return { status: 'ready', transcript: body as TranscriptReply };
  }
  throw new Error('The transcript reply could not be read');
}

function isSegment(s: unknown): boolean {
  if (typeof s !== 'object' || s === null) return false;
  const { start, duration, text } = s as Record<string, unknown>;
  return typeof start === 'number' && typeof duration === 'number' && typeof text === 'string';
}

/**
 * GET /api/videos/{youtubeId}/transcript: ready, pending (polled every 2 s) or none (404). The
 * section starts it as the learner reaches for the panel, beside the panel's code (transcript-section.tsx).
 */
export const transcriptQuery = (youtubeId: string) =>
  queryOptions({
    queryKey: transcriptKeys.video(youtubeId),
    queryFn: async ({ signal }): Promise<TranscriptState> => {
      try {
        return readReply(await api.get<unknown>(`/api/videos/${encodeURIComponent(youtubeId)}/transcript`, { signal, background: true }));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return { status: 'none' };
        throw error;
      }
    },
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_POLL_MS : false),
    staleTime: 5 * 60_000,
    retry: 1,
  });

export function useTranscript(youtubeId: string) {
  return useQuery(transcriptQuery(youtubeId));
}

/** PUT (a learner's own .vtt or .srt) and DELETE of the caller's upload; both refresh the transcript. */
export function useUploadTranscript(youtubeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UploadTranscriptBody) => api.put<unknown>(`/api/videos/${encodeURIComponent(youtubeId)}/transcript`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: transcriptKeys.video(youtubeId) }),
  });
}

export function useRemoveTranscript(youtubeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<unknown>(`/api/videos/${encodeURIComponent(youtubeId)}/transcript`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: transcriptKeys.video(youtubeId) }),
  });
}
