import { CATEGORY_IDS, type CategoryId, VIDEO_CHANNEL_TITLE_MAX, VIDEO_DESCRIPTION_MAX, VIDEO_TITLE_MAX } from '@learnstack/contracts';
import { parseIsoDuration, type VideoFactsSource, type YouTubeVideo } from '../../providers/youtube/index.ts';
import type { SubjectSource, videos } from '../../db/schema/index.ts';
import { thumbnailFor } from '../catalog/catalog.service.ts';
import { classifySubject } from './subject-classifier.ts';

/**
 * A video's facts from a trusted source (the YouTube provider's video shape fits as is). What a
 * browser sends is never one of these: it becomes that person's own label (video-labels.ts).
 */
export interface VideoInput {
  youtubeId: string;
  title: string;
  description?: string | null | undefined;
  thumbnailUrl?: string | null | undefined;
  channelTitle?: string | null | undefined;
  publishedAt?: string | Date | null | undefined;
  /** Seconds; null or 0 means unknown. */
  durationSeconds?: number | null | undefined;
  viewCount?: number | string | null | undefined;
  /** The video's subject as the catalog files it (one of the eight categories); anything else is ignored. */
  category?: string | null | undefined;
  /** YouTube's own category name and the uploader's tags: what the subject classifier reads when there is no catalog subject. */
  youtubeCategory?: string | null | undefined;
  tags?: readonly string[] | null | undefined;
  factsSource: VideoFactsSource;
}

/** A video as YouTube describes it: its category is YouTube's (a classifier input), never our subject. */
export const fromYouTube = (video: YouTubeVideo): VideoInput => ({ ...video, category: null, youtubeCategory: video.category });

const SUBJECTS: ReadonlySet<string> = new Set(CATEGORY_IDS);
export const isSubject = (value: string | null | undefined): value is CategoryId => typeof value === 'string' && SUBJECTS.has(value);

/** The catalog's subject, else the classifier's, else none yet (the caller's fallback places it). */
export function subjectOf(input: VideoInput): { category: CategoryId | null; categorySource: SubjectSource | null } {
  if (isSubject(input.category)) return { category: input.category, categorySource: 'catalog' };
  const guess = classifySubject({ title: input.title, channelTitle: input.channelTitle, tags: input.tags, youtubeCategory: input.youtubeCategory });
  return guess ? { category: guess.subject, categorySource: guess.source } : { category: null, categorySource: null };
}

export type VideoValues = Omit<typeof videos.$inferInsert, 'id' | 'createdAt' | 'fetchedAt'>;

const THUMBNAIL_MAX = 500;

/** A YouTube id keeps only [A-Za-z0-9_-]: anything else is stripped, not refused. */
export const cleanYoutubeId = (raw: string) => raw.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 64);

export const cut = (value: string | null | undefined, max: number) => (value ?? '').trim().slice(0, max);

/** Only http(s) images: anything else could not be shown by the page's CSP anyway and might be a script URL. */
function cleanThumbnail(url: string | null | undefined): string {
  const value = (url ?? '').trim();
  if (value.length > THUMBNAIL_MAX) return '';
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? value : '';
  } catch {
    return '';
  }
}

function cleanDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function cleanViewCount(value: number | string | null | undefined): number {
  const n = typeof value === 'string' ? Number.parseInt(value, 10) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.min(Math.floor(n), Number.MAX_SAFE_INTEGER) : 0;
}

/** Seconds from an ISO 8601 text or a number; 0 and invalid values are "unknown" (the client's PT0S default). */
export function durationFrom(value: string | number | null | undefined): number | null {
  const seconds = typeof value === 'number' ? value : parseIsoDuration(value ?? null);
  return seconds && Number.isFinite(seconds) && seconds > 0 ? Math.min(Math.round(seconds), 2_147_483_647) : null;
}

/** What everyone sees of a video no trusted source has confirmed yet. */
export const fallbackTitle = (youtubeId: string) => `YouTube video ${youtubeId}`;

/** The shared row of an unconfirmed video: neutral facts only, nothing a person typed. */
export function neutralVideo(youtubeId: string): VideoValues {
  return {
    youtubeId,
    title: fallbackTitle(youtubeId),
    description: '',
    channelTitle: '',
    thumbnailUrl: thumbnailFor(youtubeId),
    durationSeconds: null,
    viewCount: 0,
    publishedAt: null,
    category: null,
    categorySource: null,
    factsSource: null,
  };
}

/** The row to store, or null when nothing usable remains of the id. Over-long texts are cut to their limits, never refused. */
export function sanitizeVideo(input: VideoInput): VideoValues | null {
  const youtubeId = cleanYoutubeId(input.youtubeId ?? '');
  if (!youtubeId) return null;
  return {
    youtubeId,
    title: cut(input.title, VIDEO_TITLE_MAX) || youtubeId,
    description: cut(input.description, VIDEO_DESCRIPTION_MAX),
    channelTitle: cut(input.channelTitle, VIDEO_CHANNEL_TITLE_MAX),
    thumbnailUrl: cleanThumbnail(input.thumbnailUrl),
    durationSeconds: durationFrom(input.durationSeconds ?? null),
    viewCount: cleanViewCount(input.viewCount),
    publishedAt: cleanDate(input.publishedAt),
    ...subjectOf(input),
    factsSource: input.factsSource,
  };
}
