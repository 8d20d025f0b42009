/**
 * Reading offline (decision 0047): which signed-in reads are kept on the device and which pages
 * they let a learner open without a connection. The store is `lib/offline-reads.ts`; this file
 * names the features' API paths, so it belongs to the app layer.
 *
 * Loaded by the signed-in layout, and before the first render when a user's reads are kept on this
 * device (start.tsx: the session read can then be answered at once offline); never by a visitor's
 * landing page.
 */
import type { QueryClient } from '@tanstack/react-query';
import { authKeys } from '../features/auth/keys.ts';
import { setOfflineAnswers } from '../lib/api.ts';
import { type OfflineReadRule, type OfflineReads, openOfflineReads, SESSION_READ } from '../lib/offline-reads.ts';
import { offlineReadsOwner } from '../lib/offline-reads-owner.ts';

const ID = '\\d{1,10}';
const YOUTUBE_ID = '[A-Za-z0-9_-]{11}';
const SLUG = '[^/?#]+';
/** How many plan pages, and how many of each per-video read, are kept: the most recently read ones. */
export const KEPT_PAGES = 20;

/** The allow-list: the GETs kept, by exact path (with their query). Everything else is never kept. */
export const OFFLINE_READ_RULES: readonly OfflineReadRule[] = [
  // The session and the parts of every signed-in page (the bell, the review badge).
  { name: 'session', pattern: /^\/api\/auth\/user$/, max: 1 },
  { name: 'notifications', pattern: /^\/api\/notifications$/, max: 1 },
  { name: 'review badge', pattern: /^\/api\/review\/due\?limit=0$/, max: 1 },
  // The dashboard.
  { name: 'plans', pattern: /^\/api\/learning-plans$/, max: 1 },
  { name: 'continue learning', pattern: /^\/api\/continue-learning$/, max: 1 },
  { name: 'weekly goal', pattern: /^\/api\/user\/weekly-goal$/, max: 1 },
  { name: 'weekly analytics', pattern: /^\/api\/analytics\/weekly$/, max: 1 },
  { name: 'interests', pattern: /^\/api\/user\/learning-interests$/, max: 1 },
  { name: 'recommendations', pattern: /^\/api\/recommendations$/, max: 1 },
  { name: 'friends', pattern: /^\/api\/friends(\/requests|\/invites-for-me)?$/, max: 3 },
  // The plan list's groups.
  { name: 'plan groups', pattern: /^\/api\/plan-groups$/, max: 1 },
  // Each plan page opened (also the player's plan sidebar).
  { name: 'plan page', pattern: new RegExp(`^/api/learning-plans/slug/${SLUG}/page$`), max: KEPT_PAGES },
  // Each video page opened: the video, where the learner stopped, their notes on it.
  { name: 'video', pattern: new RegExp(`^/api/videos/${ID}$`), max: KEPT_PAGES },
  { name: 'video by YouTube id', pattern: new RegExp(`^/api/videos/youtube/${YOUTUBE_ID}$`), max: KEPT_PAGES },
  { name: 'video progress', pattern: new RegExp(`^/api/video-progress/${ID}$`), max: KEPT_PAGES },
  { name: 'video notes', pattern: new RegExp(`^/api/videos/${ID}/notes$`), max: KEPT_PAGES },
  // Notes (the library's notes tab, first page) and the review cards due.
  { name: 'notes', pattern: /^\/api\/notes\?page=1$/, max: 1 },
  { name: 'review cards', pattern: /^\/api\/review\/due\?limit=\d{1,3}$/, max: 1 },
  { name: 'review stats', pattern: /^\/api\/review\/stats$/, max: 1 },
];

/** Pages that need no read of their own (their text is in their code): open offline once their code was loaded. */
const PAGES_WITHOUT_DATA = /^\/(about|legal|privacy-policy|terms-of-service|cookie-policy|security|faq|help)\/?$/;

/**
 * Whether a signed-in page can be shown offline: 'yes' when it needs no data or its main read is
 * kept, else 'no'. A page not listed here is never available offline.
 */
export function offlinePageRead(pathname: string, search: string, reads: Pick<OfflineReads, 'answer'> | null): 'yes' | 'no' {
  if (PAGES_WITHOUT_DATA.test(pathname)) return 'yes';
  const read = mainReadOf(pathname, new URLSearchParams(search));
  return read && reads?.answer(read) ? 'yes' : 'no';
}

/** The read a page cannot show anything without. */
function mainReadOf(pathname: string, params: URLSearchParams): string | null {
  if (/^\/(dashboard\/?)?$/.test(pathname)) return '/api/learning-plans';
  if (/^\/(plans|my-plans)\/?$/.test(pathname)) return '/api/learning-plans';
  const plan = /^\/plan\/([^/]+)\/?$/.exec(pathname);
  if (plan?.[1]) return `/api/learning-plans/slug/${encodeURIComponent(decodeURIComponent(plan[1]))}/page`;
  const video = /^\/video\/([^/]+)\/?$/.exec(pathname);
  if (video?.[1]) {
    const id = decodeURIComponent(video[1]);
    if (new RegExp(`^${ID}$`).test(id)) return `/api/videos/${id}`;
    if (new RegExp(`^${YOUTUBE_ID}$`).test(id)) return `/api/videos/youtube/${id}`;
    return null;
  }
  if (/^\/review\/?$/.test(pathname)) return '/api/review/stats';
  if (/^\/library\/?$/.test(pathname) && params.get('tab') === 'notes') return '/api/notes?page=1';
  return null;
}

let opening: Promise<OfflineReads> | null = null;
let opened: OfflineReads | null = null;

/** The store once open (null before): what the offline outlet asks. */
export function offlineReads(): OfflineReads | null {
  return opened;
}

/**
 * Opens the store and puts it behind the API client (once). The session already read (the boot
 * script's early answer does not go through the client) is kept with it.
 */
export function installOfflineReads(client?: QueryClient): Promise<OfflineReads> {
  opening ??= openOfflineReads(OFFLINE_READ_RULES).then((reads) => {
    opened = reads;
    setOfflineAnswers(reads);
    return reads;
  });
  return opening.then((reads) => {
    // Offline, the query holds what the store answered: keeping it again would date it now.
    const user = client?.getQueryData(authKeys.user());
    if (user && navigator.onLine !== false) reads.keep(SESSION_READ, JSON.stringify(user));
    return reads;
  });
}

/**
 * Before the app's first render (start.tsx): when a user's reads are kept on this device, open
 * them, so that offline the session read is answered at once. Nothing for a visitor.
 */
export async function offlineReadsBeforeRender(): Promise<void> {
  if (offlineReadsOwner() === null) return;
  await installOfflineReads().catch(() => undefined);
}
