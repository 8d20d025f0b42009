/**
 * How the product writes a plan's total duration, shared by the web and the server (the
 * certificate image). No zod here, so the web can import it directly (`@learnstack/contracts/duration`).
 */

export const SELF_PACED = 'Self-paced learning';

/** A plan's total: 0 is 'Self-paced learning', under an hour 'N min', otherwise 'Nh Nm'. */
export function formatTotalDuration(totalSeconds: number): string {
  const s = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  if (s === 0) return SELF_PACED;
  const minutes = Math.max(1, Math.round(s / 60));
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}
