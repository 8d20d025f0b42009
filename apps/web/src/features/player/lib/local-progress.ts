import { storageGet, storageGetJson, storageRemove, storageSet, storageSetJson } from '../../../lib/storage.ts';

/**
 * The player's copy of progress in localStorage, keyed
 * by the YouTube id so that /video/{id}, /video/{youtubeId} and an unsaved video share one record:
 *   video_progress_{youtubeId} → the saved time in seconds
 *   video_meta_{youtubeId}     → { videoId, youtubeId, currentTime, isCompleted, lastUpdated }
 * Copies older than 30 days are removed.
 */
export const LOCAL_PROGRESS_PREFIX = 'video_progress_';
export const LOCAL_META_PREFIX = 'video_meta_';
export const LOCAL_PROGRESS_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
export const AUTOPLAY_KEY = 'video_autoplay_enabled';

export interface LocalProgress {
  videoId: number | null;
  youtubeId: string;
  currentTime: number;
  isCompleted: boolean;
  /** Epoch milliseconds. */
  lastUpdated: number;
}

export function readLocalProgress(youtubeId: string, now = Date.now()): LocalProgress | null {
  const meta = storageGetJson<Partial<LocalProgress> | null>(`${LOCAL_META_PREFIX}${youtubeId}`, null);
  const rawTime = storageGet(`${LOCAL_PROGRESS_PREFIX}${youtubeId}`);
  const time = rawTime !== null ? Number(rawTime) : Number(meta?.currentTime);
  if (!Number.isFinite(time) || time < 0) return null;
  const lastUpdated = Number(meta?.lastUpdated);
  if (Number.isFinite(lastUpdated) && now - lastUpdated > LOCAL_PROGRESS_MAX_AGE_MS) {
    clearLocalProgress(youtubeId);
    return null;
  }
  return {
    videoId: typeof meta?.videoId === 'number' ? meta.videoId : null,
    youtubeId,
    currentTime: time,
    isCompleted: meta?.isCompleted === true,
    lastUpdated: Number.isFinite(lastUpdated) ? lastUpdated : now,
  };
}

export function writeLocalProgress(entry: Omit<LocalProgress, 'lastUpdated'>, now = Date.now()): void {
  const time = Math.max(0, Math.floor(entry.currentTime));
  storageSet(`${LOCAL_PROGRESS_PREFIX}${entry.youtubeId}`, String(time));
  storageSetJson(`${LOCAL_META_PREFIX}${entry.youtubeId}`, { ...entry, currentTime: time, lastUpdated: now });
}

/** Completion clears the locally saved time. */
export function clearLocalProgress(youtubeId: string): void {
  storageRemove(`${LOCAL_PROGRESS_PREFIX}${youtubeId}`);
  storageRemove(`${LOCAL_META_PREFIX}${youtubeId}`);
}

/** Removes local copies last updated more than 30 days ago (and times whose record is gone). */
export function cleanupLocalProgress(now = Date.now()): string[] {
  const removed: string[] = [];
  let keys: string[] = [];
  try {
    const s = window.localStorage;
    keys = Array.from({ length: s.length }, (_, i) => s.key(i)).filter((k): k is string => k !== null);
  } catch {
    return removed;
  }
  for (const key of keys) {
    let youtubeId: string | null = null;
    if (key.startsWith(LOCAL_META_PREFIX)) youtubeId = key.slice(LOCAL_META_PREFIX.length);
    else if (key.startsWith(LOCAL_PROGRESS_PREFIX)) youtubeId = key.slice(LOCAL_PROGRESS_PREFIX.length);
    if (!youtubeId || removed.includes(youtubeId)) continue;
    const meta = storageGetJson<Partial<LocalProgress> | null>(`${LOCAL_META_PREFIX}${youtubeId}`, null);
    const lastUpdated = Number(meta?.lastUpdated);
    if (!meta || !Number.isFinite(lastUpdated) || now - lastUpdated > LOCAL_PROGRESS_MAX_AGE_MS) {
      clearLocalProgress(youtubeId);
      removed.push(youtubeId);
    }
  }
  return removed;
}

/** Auto-play of the next plan video: on unless turned off. */
export function readAutoplayPreference(): boolean {
  return storageGet(AUTOPLAY_KEY) !== 'false';
}

export function writeAutoplayPreference(enabled: boolean): void {
  storageSet(AUTOPLAY_KEY, enabled ? 'true' : 'false');
}
