/**
 * Safe wrappers around localStorage: storage can be missing (private mode, disabled cookies),
 * full, or hold values that an older build or a hand edit left corrupt. None of these throw.
 */

function store(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function storageGet(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function storageSet(key: string, value: string): boolean {
  try {
    const s = store();
    if (!s) return false;
    s.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function storageRemove(key: string): void {
  try {
    store()?.removeItem(key);
  } catch {
    // nothing to do
  }
}

/** Reads a JSON value; a missing or unparsable value gives `fallback`. */
export function storageGetJson<T>(key: string, fallback: T): T {
  const raw = storageGet(key);
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export function storageSetJson(key: string, value: unknown): boolean {
  try {
    return storageSet(key, JSON.stringify(value));
  } catch {
    return false;
  }
}

/** True when a stored value is corrupt: null-ish, 'null', 'undefined', or broken JSON. */
export function isCorruptStorageValue(value: string | null | undefined): boolean {
  if (value === null || value === undefined) return true;
  const trimmed = value.trim();
  if (trimmed === 'null' || trimmed === 'undefined') return true;
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      JSON.parse(trimmed);
    } catch {
      return true;
    }
  }
  return false;
}

/** Removes every corrupt value from localStorage; returns the keys removed. Run on every route change. */
export function cleanupCorruptStorage(): string[] {
  const s = store();
  if (!s) return [];
  const removed: string[] = [];
  try {
    const keys: string[] = [];
    for (let i = 0; i < s.length; i += 1) {
      const key = s.key(i);
      if (key !== null) keys.push(key);
    }
    for (const key of keys) {
      if (isCorruptStorageValue(s.getItem(key))) {
        s.removeItem(key);
        removed.push(key);
      }
    }
  } catch {
    // storage became unavailable mid-way: leave it
  }
  return removed;
}
