/**
 * Whose reads the offline store (lib/offline-reads.ts, decision 0047) holds: the id of the user
 * signed in when they were kept, in localStorage. Small on purpose: the session read and sign-in
 * and sign-out call it from the first page's script, where the store itself is not loaded.
 *
 * A change of owner (another user signed in, or nobody: signed out) deletes what was kept: through
 * the store when it is loaded, else by deleting its database outright.
 */
import { storageGet, storageRemove, storageSet } from './storage.ts';

export const OFFLINE_READS_OWNER_KEY = 'learnstack-offline-reads-owner';
/** The store's IndexedDB database (one object store, `reads`). */
export const OFFLINE_READS_DB = 'learnstack-offline-reads';

type OwnerListener = (owner: number | null) => void;
let listener: OwnerListener | null = null;

/** The user whose reads are kept on this device, or null. */
export function offlineReadsOwner(): number | null {
  const raw = storageGet(OFFLINE_READS_OWNER_KEY);
  const id = raw === null ? Number.NaN : Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The store, once loaded, hears of every change of owner (and clears itself); `null` stops it. */
export function onOfflineReadsOwnerChange(next: OwnerListener | null): void {
  listener = next;
}

function deleteStoredReads(): void {
  try {
    if (typeof indexedDB !== 'undefined') indexedDB.deleteDatabase(OFFLINE_READS_DB);
  } catch {
    // no IndexedDB (private modes): nothing was kept
  }
}

/**
 * Who the server says is signed in (`null`: nobody). Another user than the owner, or nobody,
 * deletes the reads kept for the owner; the same user changes nothing.
 */
export function claimOfflineReads(userId: number | null): void {
  const owner = offlineReadsOwner();
  if (owner === userId) return;
  if (userId === null) storageRemove(OFFLINE_READS_OWNER_KEY);
  else storageSet(OFFLINE_READS_OWNER_KEY, String(userId));
  if (listener) listener(userId);
  else if (owner !== null) deleteStoredReads();
}
