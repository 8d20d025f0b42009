/** Display helpers for videos and plans: lengths, totals, dates, view counts. */

// Shared with the server, which writes the same duration on certificates.
export { formatTotalDuration, SELF_PACED } from '@learnstack/contracts/duration';

/** ISO 8601 durations as YouTube sends them (PT1H2M3S, P1DT2H); null when missing or invalid. */
export function parseIsoDuration(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const text = iso.trim();
  const m = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(text);
  if (!m || text === 'P' || text === 'PT') return null;
  const [, d, h, min, s] = m;
  return Number(d ?? 0) * 86_400 + Number(h ?? 0) * 3600 + Number(min ?? 0) * 60 + Math.floor(Number(s ?? 0));
}

/** Seconds as h:mm:ss, or m:ss under an hour. */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

/** A video's length from its ISO duration (or seconds); null when unknown or zero. */
export function formatVideoLength(iso: string | null | undefined, seconds?: number | null): string | null {
  const value = seconds && seconds > 0 ? seconds : parseIsoDuration(iso);
  return value && value > 0 ? formatClock(value) : null;
}

/** View counts: K from 1,000 and M from 1,000,000, one decimal. */
export function formatViewCount(count: number | null | undefined): string {
  const n = typeof count === 'number' && Number.isFinite(count) && count > 0 ? count : 0;
  if (n >= 1_000_000) return `${(n / 1_000_000).toFixed(1)}M`;
  if (n >= 1_000) return `${(n / 1_000).toFixed(1)}K`;
  return String(Math.floor(n));
}

export function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  return d.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** "1 video" / "3 videos". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
