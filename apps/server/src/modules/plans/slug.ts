import { randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const BASE_MAX = 60;

/** A URL-safe slug from a title: ascii words joined by '-', plus a short random suffix so equal titles differ. */
export function makeSlug(title: string): string {
  const base =
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, BASE_MAX)
      .replace(/-+$/, '') || 'plan';
  const suffix = [...randomBytes(6)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
  return `${base}-${suffix}`;
}
