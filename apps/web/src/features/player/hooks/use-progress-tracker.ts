import { completionTime, effectiveDuration, reachedCompletion } from '@learnstack/contracts/progress-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ApiError, getCsrfToken } from '../../../lib/api.ts';
import { reportUserActivity, useCurrentUser } from '../../auth/index.ts';
import { planKeys } from '../../plans/keys.ts';
import { notificationKeys } from '../../notifications/keys.ts';
import { progressKeys } from '../../progress/keys.ts';
import type { PlayerVideo } from '../api/use-player-video.ts';
import { syncQueuedProgress } from '../api/progress-sync.ts';
import { type ProgressSave, type SaveProgressReply, saveVideoProgress, sendProgressBeacon } from '../api/video-progress.ts';
import { playerKeys } from '../keys.ts';
import { clearLocalProgress, writeLocalProgress } from '../lib/local-progress.ts';
import { hasQueuedSave, newClientId, queueSave } from '../lib/progress-queue.ts';
import { PlayerState, type YTPlayer } from '../lib/youtube-api.ts';

/** Seconds of play between two saves to the server (every 10 to 15 s while playing). */
export const SERVER_SAVE_EVERY_SECONDS = 10;
/** The local copy is written about every 30 s. */
export const LOCAL_SAVE_EVERY_MS = 30_000;
/** While a video plays the idle-logout tracker is told the learner is there, once a minute. */
export const ACTIVITY_EVERY_SECONDS = 60;
export const POLL_MS = 1_000;
export const VIDEO_COMPLETED_EVENT = 'videoCompleted';

export const MESSAGES = {
  saveFailed: 'Failed to save progress. Please try again.',
  completeFailed: 'Failed to mark video as complete. Please try again.',
  updateFailed: 'Failed to update progress.',
  /** The description of a save kept on the device (the offline queue). */
  savedOnDevice: 'You are offline: it is saved on this device and sent when you are back online.',
} as const;

/** A failure the connection may be to blame for (no answer at all, or a gateway's): the save is queued, not lost. */
export function isConnectionFailure(err: unknown): boolean {
  if (err instanceof ApiError) return err.status === 502 || err.status === 503 || err.status === 504;
  return true;
}

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

type SaveKind = 'periodic' | 'pause' | 'manual' | 'unmount';
type CompleteKind = 'manual' | 'ended' | 'threshold';

export interface ProgressTrackerOptions {
  video: PlayerVideo;
  /** The player whose time counts: the mini player while picture-in-picture is on. */
  getPlayer: () => YTPlayer | null;
  /** The saved id of the video, saving it first when it is not saved yet; null when that fails. */
  ensureVideoId: () => Promise<number | null>;
  /** The saved id if known now (the unload beacon cannot wait). */
  getVideoId: () => number | null;
  initialTime: number;
  initialCompleted: boolean;
  /** The video reached its natural end (after the completion save started). */
  onEnded?: () => void;
}

function readTime(player: YTPlayer | null, fallback: number): number {
  if (!player) return fallback;
  try {
    const t = Number(player.getCurrentTime());
    return Number.isFinite(t) && t >= 0 ? t : fallback;
  } catch {
    return fallback;
  }
}

function readDuration(player: YTPlayer | null): number {
  if (!player) return 0;
  try {
    const d = Number(player.getDuration());
    return Number.isFinite(d) && d > 0 ? d : 0;
  } catch {
    return 0;
  }
}

/**
 * Tracks playback of one video and saves it:
 * the IFrame API has no progress event, so the time is polled every second while playing; the
 * server gets a save every 10 s of play, on pause, at the end and on unmount, and a beacon when the
 * page is hidden or left; the local copy is written about every 30 s. Completion (Mark Complete,
 * the natural end, or reaching 95%) saves the greatest of the time, 95% of the duration and 1,
 * clears the local copy and fires `videoCompleted`.
 */
export function useProgressTracker(options: ProgressTrackerOptions) {
  const queryClient = useQueryClient();
  const optsRef = useRef(options);
  optsRef.current = options;
  const { user } = useCurrentUser();
  const userIdRef = useRef<number | null>(user?.id ?? null);
  userIdRef.current = user?.id ?? null;
  /** This player put a save in the queue: the unload save then goes there too, not past it. */
  const queuedRef = useRef(false);
  const { youtubeId } = options.video;

  const [currentTime, setCurrentTime] = useState(options.initialTime);
  const [duration, setDuration] = useState(options.video.durationSeconds ?? 0);
  const [isCompleted, setIsCompleted] = useState(options.initialCompleted);
  const [isPlaying, setIsPlaying] = useState(false);
  const [saving, setSaving] = useState(false);
  const [completing, setCompleting] = useState(false);

  const timeRef = useRef(options.initialTime);
  const durationRef = useRef(options.video.durationSeconds ?? 0);
  const completedRef = useRef(options.initialCompleted);
  const completingRef = useRef(false);
  const playingRef = useRef(false);
  const lastTickRef = useRef(0);
  const playSinceSaveRef = useRef(0);
  const playSinceActivityRef = useRef(0);
  const lastLocalWriteRef = useRef(Date.now());
  const lastSavedTimeRef = useRef<number | null>(Math.round(options.initialTime));
  const csrfRef = useRef<string | null>(null);

  const refreshCsrf = useCallback(() => {
    getCsrfToken().then(
      (token) => {
        csrfRef.current = token;
      },
      () => undefined,
    );
  }, []);

  const snapshotTime = useCallback(() => {
    const t = readTime(optsRef.current.getPlayer(), timeRef.current);
    timeRef.current = t;
    return t;
  }, []);

  const writeLocal = useCallback(
    (t: number) => {
      lastLocalWriteRef.current = Date.now();
      writeLocalProgress({ videoId: optsRef.current.getVideoId(), youtubeId, currentTime: t, isCompleted: completedRef.current });
    },
    [youtubeId],
  );

  /** Plans show progress (their pages, lists and the dashboard's continue-learning list). */
  const invalidateProgressViews = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: planKeys.all });
    void queryClient.invalidateQueries({ queryKey: progressKeys.all });
  }, [queryClient]);

  const announcePlans = useCallback((reply: SaveProgressReply) => {
    for (const plan of reply.completedPlans ?? []) {
      toast.success('Playlist Completed', { id: `plan-completed-${plan.id}`, description: `${plan.title}: Completed!` });
    }
  }, []);

  /** What a completed save does once per video: local copy cleared, window event, plan notices. */
  const onCompleted = useCallback(
    (reply: SaveProgressReply) => {
      announcePlans(reply);
      // A completion may have earned achievements: the bell shows them without waiting for its poll.
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      if (completedRef.current) return;
      completedRef.current = true;
      setIsCompleted(true);
      clearLocalProgress(youtubeId);
      window.dispatchEvent(new Event(VIDEO_COMPLETED_EVENT));
      invalidateProgressViews();
    },
    [announcePlans, invalidateProgressViews, queryClient, youtubeId],
  );

  const applyReply = useCallback(
    (reply: SaveProgressReply) => {
      lastSavedTimeRef.current = Math.round(reply.currentTime);
      const { completedPlans: _plans, ...progress } = reply;
      queryClient.setQueryData(playerKeys.progress(reply.videoId), progress);
      refreshCsrf();
      if (reply.isCompleted && !completedRef.current) onCompleted(reply);
      else announcePlans(reply);
    },
    [announcePlans, onCompleted, queryClient, refreshCsrf],
  );

  /**
   * One save to the server under a new client id, or into the offline queue (lib/progress-queue.ts)
   * when the connection fails or a save of this video is already waiting there: a save never
   * overtakes a queued one, which would move the position back when the queued one arrives.
   */
  const send = useCallback(
    async (body: ProgressSave, background: boolean): Promise<SaveProgressReply | 'queued'> => {
      const userId = userIdRef.current;
      const save = { ...body, clientId: newClientId() };
      const enqueue = async () => {
        await queueSave({ ...save, userId: userId as number, queuedAt: Date.now() });
        queuedRef.current = true;
      };
      if (userId !== null && (await hasQueuedSave(userId, body.videoId).catch(() => false))) {
        await enqueue();
        if (isOnline()) void syncQueuedProgress(userId, queryClient).catch(() => undefined);
        return 'queued';
      }
      try {
        return await saveVideoProgress(save, { background });
      } catch (err) {
        if (userId === null || !isConnectionFailure(err)) throw err;
        await enqueue();
        return 'queued';
      }
    },
    [queryClient],
  );

  /** A completion kept in the offline queue shows as done here at once; the server hears it later. */
  const completeLocally = useCallback(() => {
    if (completedRef.current) return;
    completedRef.current = true;
    setIsCompleted(true);
    clearLocalProgress(youtubeId);
    window.dispatchEvent(new Event(VIDEO_COMPLETED_EVENT));
  }, [youtubeId]);

  const save = useCallback(
    async (kind: SaveKind): Promise<boolean> => {
      const t = snapshotTime();
      if (kind !== 'unmount') setCurrentTime(t);
      // The local copy follows its own ~30 s rhythm while playing (tick); other saves write it at once.
      if (kind !== 'periodic') writeLocal(t);
      const rounded = Math.round(t);
      if (kind !== 'manual' && rounded === lastSavedTimeRef.current) return true;
      playSinceSaveRef.current = 0;
      const failure = kind === 'manual' ? MESSAGES.saveFailed : MESSAGES.updateFailed;
      if (kind === 'manual') setSaving(true);
      try {
        const videoId = await optsRef.current.ensureVideoId();
        if (videoId === null) throw new Error('The video could not be saved');
        // Completion is sticky on the server: later saves send the player's time only.
        const reply = await send({ videoId, currentTime: rounded, isCompleted: false }, kind === 'periodic');
        if (reply === 'queued') {
          lastSavedTimeRef.current = rounded;
          if (kind === 'manual') toast.success('Progress saved', { id: 'progress-saved', description: MESSAGES.savedOnDevice });
          return true;
        }
        applyReply(reply);
        if (kind === 'pause' || kind === 'unmount') invalidateProgressViews();
        if (kind === 'manual') toast.success('Progress saved', { id: 'progress-saved' });
        return true;
      } catch {
        toast.error(failure, { id: 'progress-save-failed' });
        return false;
      } finally {
        if (kind === 'manual') setSaving(false);
      }
    },
    [applyReply, invalidateProgressViews, send, snapshotTime, writeLocal],
  );

  const complete = useCallback(
    async (kind: CompleteKind): Promise<void> => {
      if (completingRef.current) return;
      completingRef.current = true;
      setCompleting(true);
      const player = optsRef.current.getPlayer();
      const t = snapshotTime();
      const known = readDuration(player);
      if (known > 0) durationRef.current = known;
      const time = completionTime(t, effectiveDuration(durationRef.current, optsRef.current.video.durationSeconds));
      try {
        const videoId = await optsRef.current.ensureVideoId();
        if (videoId === null) throw new Error('The video could not be saved');
        playSinceSaveRef.current = 0;
        const reply = await send({ videoId, currentTime: time, isCompleted: true }, false);
        if (reply === 'queued') {
          lastSavedTimeRef.current = Math.round(time);
          completeLocally();
          if (kind === 'manual') toast.success('Video marked as complete', { id: 'video-completed', description: MESSAGES.savedOnDevice });
          return;
        }
        applyReply(reply);
        onCompleted(reply);
        if (kind === 'manual') toast.success('Video marked as complete', { id: 'video-completed' });
      } catch {
        toast.error(kind === 'manual' ? MESSAGES.completeFailed : MESSAGES.updateFailed, { id: 'progress-complete-failed' });
      } finally {
        completingRef.current = false;
        setCompleting(false);
      }
    },
    [applyReply, completeLocally, onCompleted, send, snapshotTime],
  );

  const tick = useCallback(() => {
    const player = optsRef.current.getPlayer();
    if (!player) return;
    const t = readTime(player, timeRef.current);
    const d = readDuration(player);
    timeRef.current = t;
    if (d > 0 && d !== durationRef.current) {
      durationRef.current = d;
      setDuration(d);
    }
    setCurrentTime(t);
    if (!playingRef.current) return;
    const now = Date.now();
    const delta = Math.min(2, Math.max(0, (now - lastTickRef.current) / 1000));
    lastTickRef.current = now;
    playSinceSaveRef.current += delta;
    playSinceActivityRef.current += delta;
    if (playSinceActivityRef.current >= ACTIVITY_EVERY_SECONDS) {
      playSinceActivityRef.current = 0;
      reportUserActivity();
    }
    const knownDuration = d > 0 ? d : (optsRef.current.video.durationSeconds ?? 0);
    if (!completedRef.current && !completingRef.current && reachedCompletion(t, knownDuration)) {
      void complete('threshold');
    } else if (playSinceSaveRef.current >= SERVER_SAVE_EVERY_SECONDS) {
      void save('periodic');
    }
    if (now - lastLocalWriteRef.current >= LOCAL_SAVE_EVERY_MS) writeLocal(t);
  }, [complete, save, writeLocal]);

  const onStateChange = useCallback(
    (state: number) => {
      if (state === PlayerState.PLAYING) {
        playingRef.current = true;
        lastTickRef.current = Date.now();
        setIsPlaying(true);
        // A video nobody saved yet is saved as soon as it plays, so its progress can be kept.
        void optsRef.current.ensureVideoId();
        return;
      }
      if (state === PlayerState.BUFFERING) return;
      const wasPlaying = playingRef.current;
      playingRef.current = false;
      setIsPlaying(false);
      if (state === PlayerState.PAUSED) {
        if (wasPlaying) void save('pause');
      } else if (state === PlayerState.ENDED) {
        if (completedRef.current) void save('pause');
        else void complete('ended');
        optsRef.current.onEnded?.();
      }
    },
    [complete, save],
  );

  const onReady = useCallback((player: YTPlayer) => {
    const d = readDuration(player);
    if (d > 0) {
      durationRef.current = d;
      setDuration(d);
    }
    timeRef.current = readTime(player, timeRef.current);
    setCurrentTime(timeRef.current);
  }, []);

  /** Sends the unload save as a beacon (no awaiting possible while the page goes away). */
  const beacon = useCallback(() => {
    const player = optsRef.current.getPlayer();
    if (!player) return;
    const t = snapshotTime();
    writeLocal(t);
    const videoId = optsRef.current.getVideoId();
    const rounded = Math.round(t);
    if (videoId === null || rounded === lastSavedTimeRef.current) return;
    const userId = userIdRef.current;
    // A beacon sent offline is lost without a word, and one sent past a queued save would be undone
    // by it: the queue takes it (IndexedDB usually finishes the write as the page goes; the local
    // copy is there if it does not).
    if (userId !== null && (!isOnline() || queuedRef.current)) {
      lastSavedTimeRef.current = rounded;
      void queueSave({ videoId, currentTime: rounded, isCompleted: false, clientId: newClientId(), userId, queuedAt: Date.now() })
        .then(() => (isOnline() ? syncQueuedProgress(userId, queryClient) : undefined))
        .catch(() => undefined);
      return;
    }
    if (sendProgressBeacon({ videoId, currentTime: rounded, isCompleted: false }, csrfRef.current)) {
      lastSavedTimeRef.current = rounded;
      playSinceSaveRef.current = 0;
    }
  }, [queryClient, snapshotTime, writeLocal]);

  const tickRef = useRef(tick);
  const beaconRef = useRef(beacon);
  const saveRef = useRef(save);
  tickRef.current = tick;
  beaconRef.current = beacon;
  saveRef.current = save;

  useEffect(() => {
    refreshCsrf();
    const interval = window.setInterval(() => tickRef.current(), POLL_MS);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') beaconRef.current();
    };
    const onPageHide = () => beaconRef.current();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      void saveRef.current('unmount');
    };
  }, [refreshCsrf]);

  return {
    currentTime,
    duration,
    isCompleted,
    isPlaying,
    saving,
    completing,
    onStateChange,
    onReady,
    /** Save Progress (header button). */
    saveNow: () => save('manual'),
    /** Saves the current time quietly (entering picture-in-picture). */
    saveQuietly: () => save('pause'),
    /** Mark Complete (header button). */
    markComplete: () => complete('manual'),
  };
}
