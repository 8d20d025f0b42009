import { createStore, entries, promisifyRequest, type UseStore } from 'idb-keyval';

/**
 * Progress saves made while the connection is down, kept in IndexedDB until they can be sent
 * (decision 0043). One entry per user and video: a later save replaces an earlier one, because the
 * server credits watch time by the movement since its last save, capped by the time elapsed; one save
 * with the latest position credits what was watched, where a string of old positions sent at once
 * would credit almost nothing and could move the position back. Each entry carries a client-made
 * id: the server applies an id once, so an entry sent again after an answer that never arrived
 * changes nothing.
 */
export interface QueuedSave {
  clientId: string;
  userId: number;
  videoId: number;
  currentTime: number;
  isCompleted: boolean;
  /** Epoch milliseconds of the latest save folded into this entry. */
  queuedAt: number;
}

/** A queued save older than this is dropped unsent (the server remembers applied ids for 30 days). */
export const QUEUE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export interface FlushResult {
  sent: number;
  dropped: number;
  /** Entries still waiting (the connection failed again). */
  left: number;
}

let store: UseStore | null = null;
const queueStore = (): UseStore => {
  store ??= createStore('learnstack-offline', 'progress-saves');
  return store;
};

const keyOf = (userId: number, videoId: number) => `${userId}:${videoId}`;

export const newClientId = (): string => crypto.randomUUID();

/**
 * What a queue entry becomes when a later save of the same video arrives: the later save, still
 * completing when the earlier one did. A completion folded into a later save gets a new id: the
 * later save may have reached the server already (its answer lost), and under its own id the server
 * would take the folded completion for that replay and drop it.
 */
export function foldSave(queued: QueuedSave | undefined, next: QueuedSave): QueuedSave {
  if (!queued || next.isCompleted || !queued.isCompleted) return next;
  return { ...next, isCompleted: true, clientId: newClientId() };
}

/** Queues a save (replacing this video's earlier entry, see foldSave), in one IndexedDB transaction. */
export function queueSave(save: QueuedSave): Promise<void> {
  const key = keyOf(save.userId, save.videoId);
  return queueStore()('readwrite', (s) => {
    const read = s.get(key);
    read.onsuccess = () => {
      s.put(foldSave(read.result as QueuedSave | undefined, save), key);
    };
    return promisifyRequest(s.transaction);
  });
}

/** Whether a save of this video is waiting: a new save must then go behind it, never past it. */
export async function hasQueuedSave(userId: number, videoId: number): Promise<boolean> {
  const found = await queueStore()('readonly', (s) => promisifyRequest(s.getKey(keyOf(userId, videoId))));
  return found !== undefined;
}

/** The user's waiting saves, oldest first. */
export async function queuedSaves(userId: number): Promise<QueuedSave[]> {
  const all = await entries<string, QueuedSave>(queueStore());
  return all
    .map(([, save]) => save)
    .filter((save) => save?.userId === userId)
    .sort((a, b) => a.queuedAt - b.queuedAt);
}

/** Removes the entry unless a later save replaced it meanwhile (that one still has to go). */
function removeIfUnchanged(save: QueuedSave): Promise<void> {
  const key = keyOf(save.userId, save.videoId);
  return queueStore()('readwrite', (s) => {
    const read = s.get(key);
    read.onsuccess = () => {
      if ((read.result as QueuedSave | undefined)?.clientId === save.clientId) s.delete(key);
    };
    return promisifyRequest(s.transaction);
  });
}

/** A refusal that sending again cannot change (the video is gone, the save is invalid). */
function isFinalRefusal(err: unknown): boolean {
  const status = (err as { status?: unknown } | null)?.status;
  return typeof status === 'number' && (status === 400 || status === 404 || status === 413 || status === 422);
}

let running: Promise<FlushResult> | null = null;
let again = false;

/**
 * Sends the user's waiting saves, oldest first, one at a time, and removes each one the server
 * answered. Stops at the first failure that may pass (no connection, signed out, a server error) and
 * keeps the rest; drops a save the server refused for good or that is older than QUEUE_MAX_AGE_MS.
 * One flush runs at a time: a call during a flush makes it look once more when it is done.
 */
export function flushQueuedSaves(userId: number, send: (save: QueuedSave) => Promise<unknown>, now: () => number = Date.now): Promise<FlushResult> {
  if (running) {
    again = true;
    return running;
  }
  const run = async (): Promise<FlushResult> => {
    const result: FlushResult = { sent: 0, dropped: 0, left: 0 };
    do {
      again = false;
      const waiting = await queuedSaves(userId);
      for (const [index, save] of waiting.entries()) {
        if (now() - save.queuedAt > QUEUE_MAX_AGE_MS) {
          await removeIfUnchanged(save);
          result.dropped += 1;
          continue;
        }
        try {
          await send(save);
          result.sent += 1;
        } catch (err) {
          if (!isFinalRefusal(err)) {
            result.left = waiting.length - index;
            return result;
          }
          result.dropped += 1;
        }
        await removeIfUnchanged(save);
      }
    } while (again);
    return result;
  };
  running = run().finally(() => {
    running = null;
  });
  return running;
}

/** Test helper: forget the opened database (a test gives each case a fresh IndexedDB). */
export function __resetProgressQueueForTests(): void {
  store = null;
  running = null;
  again = false;
}
