/** Display helpers for people shown by the friends feature (friends, requesters, inviters). */
export interface PersonLike {
  name?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/** "First Last", else the server's name, else the e-mail. */
export function personName(p: PersonLike): string {
  const full = [p.firstName, p.lastName]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ');
  return full || p.name?.trim() || p.email?.trim() || 'Someone';
}

/** One or two capital letters for an avatar without a picture. */
export function personInitials(p: PersonLike): string {
  const parts = personName(p)
    .split(/[\s@._-]+/)
    .filter(Boolean);
  const letters = parts.length >= 2 ? `${parts[0]?.[0] ?? ''}${parts[1]?.[0] ?? ''}` : (parts[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

/** A date such as "Mar 4, 2026"; an unreadable value gives null. */
export function formatDate(iso: string): string | null {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  return d.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}
