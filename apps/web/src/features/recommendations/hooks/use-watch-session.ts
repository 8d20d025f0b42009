import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { syncWatchHistory } from '../api/recommendations.ts';
import { recommendationKeys } from '../keys.ts';
import { recordSession } from '../lib/watch-sessions.ts';

/** Shorter stretches are not worth a session (a glance, a misclick). */
export const MIN_SESSION_SECONDS = 5;
/** A jump in the time larger than this is a seek, not watching. */
const MAX_STEP_SECONDS = 5;
/** The local record is rewritten this often while watching. */
const RECORD_EVERY_MS = 30_000;

export interface WatchSessionInput {
  /** The video's YouTube id (the server also knows our numeric ids). */
  videoId: string;
  title: string;
  topics?: string[];
  /** The player's time, as it moves. */
  currentTime: number;
  isCompleted: boolean;
}

/**
 * Records one watch session for the video on screen: the seconds actually played (seeks left out),
 * whether it was completed, kept locally (last 10) and sent to the server when the video is
 * completed, when the player closes, and before the next recommendations are fetched.
 */
export function useWatchSession({ videoId, title, topics, currentTime, isCompleted }: WatchSessionInput): void {
  const queryClient = useQueryClient();
  // A video completed before counts as watched again, not as a new completion.
  const state = useRef({ startedAt: Date.now(), watched: 0, last: currentTime, completed: isCompleted, already: isCompleted });
  const info = useRef({ videoId, title, topics: topics ?? [] });
  info.current = { videoId, title, topics: topics ?? [] };

  useEffect(() => {
    const s = state.current;
    const step = currentTime - s.last;
    if (step > 0 && step <= MAX_STEP_SECONDS) s.watched += step;
    s.last = currentTime;
  }, [currentTime]);

  useEffect(() => {
    const record = () => {
      const s = state.current;
      const completed = s.completed && !s.already;
      if (s.watched < MIN_SESSION_SECONDS && !completed) return false;
      recordSession({ ...info.current, watchTime: Math.round(s.watched), timestamp: s.startedAt, completed });
      return true;
    };
    const flush = () => {
      if (record()) void syncWatchHistory().then((sent) => {
      if (sent) void queryClient.invalidateQueries({ queryKey: recommendationKeys.all });
    });
    };
    const timer = setInterval(record, RECORD_EVERY_MS);
    const onHide = () => {
      if (document.visibilityState === 'hidden') record();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', record);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', record);
      flush();
    };
  }, [queryClient]);

  useEffect(() => {
    const s = state.current;
    if (!isCompleted || s.completed) return;
    s.completed = true;
    recordSession({ ...info.current, watchTime: Math.round(s.watched), timestamp: s.startedAt, completed: true });
    void syncWatchHistory().then((sent) => {
      if (sent) void queryClient.invalidateQueries({ queryKey: recommendationKeys.all });
    });
  }, [isCompleted, queryClient]);
}
