import { LOCAL_WATCH_SESSIONS_KEPT, WATCH_SYNC_MAX } from '@learnstack/contracts/discovery-rules';
import { storageGet, storageSet } from '../../../lib/storage.ts';

/** The player's local records (spec 2, section 3): the last 10 watch sessions, and the topic weights the server last answered. */
export const SESSIONS_KEY = 'watchSessions';
export const WEIGHTS_KEY = 'topicWeights';

export interface LocalWatchSession {
  videoId: string;
  title: string;
  topics: string[];
  /** Seconds watched in the session. */
  watchTime: number;
  /** When the session started (epoch ms): with videoId, what makes it the same session on the server. */
  timestamp: number;
  completed: boolean;
  synced: boolean;
}

function isSession(value: unknown): value is LocalWatchSession {
  if (!value || typeof value !== 'object') return false;
  const s = value as Record<string, unknown>;
  return (
    typeof s.videoId === 'string' &&
    typeof s.title === 'string' &&
    Array.isArray(s.topics) &&
    typeof s.watchTime === 'number' &&
    typeof s.timestamp === 'number' &&
    typeof s.completed === 'boolean' &&
    typeof s.synced === 'boolean'
  );
}

export function readSessions(): LocalWatchSession[] {
  try {
    const parsed: unknown = JSON.parse(storageGet(SESSIONS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isSession) : [];
  } catch {
    return [];
  }
}

function writeSessions(sessions: LocalWatchSession[]): void {
  storageSet(SESSIONS_KEY, JSON.stringify(sessions.slice(-LOCAL_WATCH_SESSIONS_KEPT)));
}

/** Adds the session, or updates it (same video and start): only the last 10 are kept. */
export function recordSession(session: Omit<LocalWatchSession, 'synced'>): void {
  const sessions = readSessions();
  const i = sessions.findIndex((s) => s.videoId === session.videoId && s.timestamp === session.timestamp);
  if (i >= 0) {
    const old = sessions[i] as LocalWatchSession;
    // A synced session stays synced: the server keeps the first copy it got of it.
    sessions[i] = { ...session, completed: session.completed || old.completed, synced: old.synced };
  } else {
    sessions.push({ ...session, synced: false });
  }
  writeSessions(sessions);
}

export function unsyncedSessions(): LocalWatchSession[] {
  return readSessions()
    .filter((s) => !s.synced)
    .slice(0, WATCH_SYNC_MAX);
}

export function markSynced(sent: LocalWatchSession[]): void {
  const keys = new Set(sent.map((s) => `${s.videoId}@${s.timestamp}`));
  writeSessions(readSessions().map((s) => (keys.has(`${s.videoId}@${s.timestamp}`) ? { ...s, synced: true } : s)));
}

export function writeTopicWeights(weights: unknown): void {
  storageSet(WEIGHTS_KEY, JSON.stringify(weights));
}
