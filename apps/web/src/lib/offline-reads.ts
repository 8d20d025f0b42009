/**
 * Reads kept for when the connection is gone (decision 0047): the last answer of each signed-in
 * read a learner needs offline (the session's user, the dashboard's reads, the plan list, the plan
 * and video pages they opened, their notes and due review cards), in IndexedDB, per user.
 *
 * - Only the GETs the rules name are kept (lib/api.ts asks `keep` with every successful GET); never
 *   a write, never anything under /api/admin, never an auth path but the session read itself.
 * - Bounded: each rule keeps at most `max` answers (the oldest kept goes first), an answer larger
 *   than MAX_ANSWER_CHARS is not kept, and one older than MAX_AGE_MS is dropped.
 * - Per user (lib/offline-reads-owner.ts): each answer carries its owner's id; the session read
 *   naming another user, a sign-in as another user, and a sign-out clear everything, and an answer
 *   is served only to its owner.
 *
 * Everything is read into memory when the store opens, so an answer is served at once.
 */
import { clear, createStore, del, entries, set, type UseStore } from 'idb-keyval';
import { claimOfflineReads, OFFLINE_READS_DB, offlineReadsOwner, onOfflineReadsOwnerChange } from './offline-reads-owner.ts';

/** A kind of read kept offline: the paths it matches (with their query) and how many of them are kept. */
export interface OfflineReadRule {
  name: string;
  pattern: RegExp;
  max: number;
}

export interface StoredRead {
  path: string;
  /** The answer's body as the server sent it. */
  text: string;
  /** When it was kept (epoch milliseconds): the last time it was read online. */
  savedAt: number;
  /** The user it belongs to. */
  owner: number;
}

export interface OfflineReads {
  /** The rule a path falls under, if it may be kept. */
  ruleFor(path: string): OfflineReadRule | undefined;
  /**
   * Keeps a successful GET's answer if a rule allows the path (the session read also claims the
   * store for its user); `owner`: the user it was read for, if not the current owner's.
   */
  keep(path: string, text: string, owner?: number | null): void;
  /** The owner's stored answer of a path, if any. */
  answer(path: string): StoredRead | undefined;
  /** Deletes every kept answer (memory and IndexedDB). */
  clear(): Promise<void>;
  /** How many answers are kept (tests and the decision's figures). */
  size(): number;
}

/** The session read: its answer names the user the store belongs to. */
export const SESSION_READ = '/api/auth/user';
/** An answer larger than this is not kept (a plan page of 200 videos is about 120 KB). */
export const MAX_ANSWER_CHARS = 512 * 1024;
/** A kept answer older than this is not served (nor kept) any more. */
export const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** Never kept, whatever a rule says: the admin area and the auth paths other than the session read. */
const NEVER = /^\/api\/(admin(\/|\?|$)|auth\/(?!user$))/;

export interface OpenOptions {
  /** The IndexedDB store (tests pass one over fake-indexeddb). */
  idb?: UseStore;
  now?: () => number;
}

/** The user id a session read's answer names (`{ user }` or the user itself), or null (signed out). */
function sessionUserId(text: string): number | null {
  try {
    const body = JSON.parse(text) as { id?: unknown; user?: { id?: unknown } | null } | null;
    const id = body && typeof body === 'object' ? ('id' in body ? body.id : body.user?.id) : undefined;
    return typeof id === 'number' && Number.isSafeInteger(id) ? id : null;
  } catch {
    return null;
  }
}

/** Opens the store: reads what is kept for the current owner into memory and drops the rest. */
export async function openOfflineReads(rules: readonly OfflineReadRule[], options: OpenOptions = {}): Promise<OfflineReads> {
  const idb = options.idb ?? createStore(OFFLINE_READS_DB, 'reads');
  const now = options.now ?? Date.now;
  const memory = new Map<string, StoredRead>();
  const ruleFor = (path: string) => (NEVER.test(path) ? undefined : rules.find((rule) => rule.pattern.test(path)));
  /** An IndexedDB write that may fail (no IndexedDB: idb-keyval throws at once; a full disk: it rejects). */
  const write = (op: () => Promise<unknown>) => {
    try {
      void op().catch(() => undefined);
    } catch {
      // no IndexedDB: the store lives in memory for this page
    }
  };
  const drop = (path: string) => {
    memory.delete(path);
    write(() => del(path, idb));
  };
  const clearAll = (): Promise<void> => {
    memory.clear();
    write(() => clear(idb));
    return Promise.resolve();
  };

  /** Keeps the rule's newest `max` answers. */
  const evict = (rule: OfflineReadRule) => {
    const kept = [...memory.values()].filter((read) => rule.pattern.test(read.path)).sort((a, b) => b.savedAt - a.savedAt);
    for (const read of kept.slice(rule.max)) drop(read.path);
  };

  try {
    const owner = offlineReadsOwner();
    for (const [key, value] of await entries<string, StoredRead>(idb)) {
      const read = value as StoredRead | undefined;
      const valid = read && typeof read.text === 'string' && read.path === key && read.owner === owner && now() - read.savedAt < MAX_AGE_MS && ruleFor(key);
      if (valid) memory.set(key, read);
      else write(() => del(key, idb));
    }
    for (const rule of rules) evict(rule);
  } catch {
    // No IndexedDB (private modes, blocked storage): the store works in memory for this page.
  }
  onOfflineReadsOwnerChange(() => void clearAll());

  return {
    ruleFor,
    keep(path, text, readFor) {
      const rule = ruleFor(path);
      if (!rule || text.length > MAX_ANSWER_CHARS) return;
      if (path === SESSION_READ) claimOfflineReads(sessionUserId(text));
      const owner = offlineReadsOwner();
      if (owner === null || (readFor !== undefined && path !== SESSION_READ && readFor !== owner)) return;
      const read: StoredRead = { path, text, savedAt: now(), owner };
      memory.delete(path);
      memory.set(path, read);
      write(() => set(path, read, idb));
      evict(rule);
    },
    answer(path) {
      const read = memory.get(path);
      if (!read || read.owner !== offlineReadsOwner() || now() - read.savedAt >= MAX_AGE_MS) return undefined;
      return read;
    },
    clear: clearAll,
    size: () => memory.size,
  };
}
