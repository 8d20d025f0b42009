/** ISO 8601 durations as YouTube writes them: PT1H2M3S, P1DT2H (long streams), P0D (live), PT0S. */
const ISO_DURATION = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/** Seconds, or null when the text is not a duration (callers pick their own fallback). */
export function parseIsoDuration(text: string | null | undefined): number | null {
  if (!text) return null;
  const m = ISO_DURATION.exec(text.trim().toUpperCase());
  // "P" alone and "PT" alone match the pattern but are not durations.
  if (!m || text.trim().toUpperCase() === 'P' || /T$/i.test(text.trim())) return null;
  const [, w, d, h, min, s] = m;
  const n = (v: string | undefined) => (v ? Number(v) : 0);
  return Math.round(n(w) * 604_800 + n(d) * 86_400 + n(h) * 3_600 + n(min) * 60 + n(s));
}

/** The inverse, for the API's `duration` field: 3723 -> "PT1H2M3S", 0 -> "PT0S". */
export function formatIsoDuration(totalSeconds: number): string {
  const total = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (total === 0) return 'PT0S';
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s ? `${s}S` : ''}`;
}
