import { usageLevel } from '@learnstack/contracts/admin-rules';

/** Bytes as "1.2 GB". */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  const i = Math.min(units.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const v = bytes / 1024 ** i;
  return `${v >= 10 || i === 0 ? Math.round(v) : v.toFixed(1)} ${units[i]}`;
}

/** Seconds as "3d 4h 5m" (or "42s" under a minute). */
export function formatUptime(seconds: number): string {
  if (seconds < 60) return `${Math.max(0, Math.round(seconds))}s`;
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return [d ? `${d}d` : '', h ? `${h}h` : '', `${m}m`].filter(Boolean).join(' ');
}

/** US dollars with 4 decimals (spec file 1 section 9). */
export const formatCost = (usd: number) => `$${usd.toFixed(4)}`;

export const formatNumber = (n: number) => n.toLocaleString('en-US');

/** The usage badge's classes: red above 90 %, orange above 70 %, else green. */
export function usageBadgeClass(percentage: number): string {
  const level = usageLevel(percentage);
  if (level === 'red') return 'bg-red-700 text-white';
  if (level === 'orange') return 'bg-orange-500 text-black';
  return 'bg-green-700 text-white';
}

export function fullName(u: { firstName: string | null; lastName: string | null; email: string }): string {
  return [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email;
}
