/**
 * The volume seeder's words: a deterministic random source, skewed picks, and titles built from the
 * catalog's real titles and subjects so search and trigram indexes see text shaped like the app's.
 */
import fs from 'node:fs';
import path from 'node:path';

/** mulberry32: fast, seedable, the same data on every run of the same scale. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A 1-based id in 1..n, skewed towards the low ids: with the cube of a uniform draw the first 1 %
 * of ids get about a fifth of everything and id 1 gets n^(-1/3) of it (2 % at 100,000 users), so a
 * few users hold thousands of rows and most a handful, as in real communities.
 */
export function skewed(rand: () => number, n: number): number {
  const r = rand();
  return Math.min(n, 1 + Math.floor(n * r * r * r));
}

export function uniform(rand: () => number, n: number): number {
  return 1 + Math.floor(rand() * n);
}

export interface CatalogVideo {
  youtubeId: string;
  title: string;
  channelTitle: string | null;
  category: string;
  tags: string[];
}

const catalogFile = path.resolve(import.meta.dirname, '../../../shared/data/catalog/videos.json');

/** The shared catalog's videos when present, else a small built-in list of the same shape. */
export function loadCatalog(): CatalogVideo[] {
  if (fs.existsSync(catalogFile)) return JSON.parse(fs.readFileSync(catalogFile, 'utf8')) as CatalogVideo[];
  return fallbackTitles.map((title, i) => ({ youtubeId: `fallback${i}`, title, channelTitle: null, category: subjects[i % subjects.length] as string, tags: [] }));
}

export const subjects = ['technology', 'mathematics', 'science', 'language', 'music', 'history', 'business', 'art', 'health', 'cooking'];

const fallbackTitles = ['Introduction to algorithms', 'Linear algebra, lecture one', 'Organic chemistry basics', 'Spanish for beginners', 'Guitar chords explained', 'The French revolution', 'Accounting fundamentals', 'Drawing perspective', 'Nutrition science', 'Knife skills'];

export const words = [
  'introduction', 'advanced', 'complete', 'course', 'tutorial', 'lecture', 'crash', 'beginners', 'guide', 'masterclass',
  'python', 'javascript', 'typescript', 'react', 'postgres', 'calculus', 'algebra', 'statistics', 'physics', 'chemistry',
  'biology', 'history', 'economics', 'guitar', 'piano', 'spanish', 'french', 'japanese', 'drawing', 'painting',
  'photography', 'cooking', 'baking', 'fitness', 'yoga', 'meditation', 'writing', 'marketing', 'finance', 'investing',
  'machine', 'learning', 'networks', 'security', 'linux', 'docker', 'kubernetes', 'design', 'patterns', 'architecture',
  'geometry', 'probability', 'astronomy', 'geology', 'philosophy', 'psychology', 'sociology', 'grammar', 'vocabulary', 'pronunciation',
];

export function phrase(rand: () => number, count: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) out.push(words[Math.floor(rand() * words.length)] as string);
  return out.join(' ');
}

/** Escapes a value for COPY's text format. */
export function copyText(value: string | number | boolean | null): string {
  if (value === null) return '\\N';
  if (typeof value !== 'string') return String(value);
  return value.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
}
