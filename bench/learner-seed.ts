/**
 * A new learner with the data a learner has after a few weeks, written through the running app's
 * HTTP API as the web app writes it (sign-up with its security check, interests, onboarding, the
 * time zone, videos saved from the catalog, plans, progress, notes), so the pages measured read
 * what a real account holds: 12 plans of 5 to 15 videos, a third of the videos watched (some to
 * the end), 6 notes of which 2 are review cards due now (a new card is due at once).
 * The replies are checked with the contracts' schemas: a changed API fails here, not in a score.
 */
import fs from 'node:fs';
import path from 'node:path';
import { authReply, challengeReply, csrfReply, note, planSummary, video } from '@learnstack/contracts';
import { z } from 'zod';
import { SESSION_COOKIE } from '../apps/server/src/http/session.ts';

export interface SeededLearner {
  email: string;
  /** The session cookie's name and value, to put in a browser profile. */
  session: { name: string; value: string };
  /** Slug of the learner's first plan (the one with progress and notes). */
  planSlug: string;
  planCount: number;
  dueCards: number;
}

export const LEARNER_PLANS = 12;

function catalogYoutubeIds(): string[] {
  const file = path.resolve(import.meta.dirname, '../apps/server/src/seed/catalog/videos.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { youtubeId: string }[]).map((v) => v.youtubeId);
}

/** A cookie jar of one: the session cookie the app sets, and the CSRF token its writes need. */
class Client {
  private cookies = new Map<string, string>();
  csrf = '';
  constructor(private readonly base: string) {}

  async send<S extends z.ZodType>(method: string, url: string, schema: S, body?: unknown): Promise<z.infer<S>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (method !== 'GET') headers['x-csrf-token'] = this.csrf;
    const res = await fetch(`${this.base}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 300)}`);
    return schema.parse(text ? JSON.parse(text) : null);
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }
}

export async function seedLearner(baseUrl: string, tag = `${process.pid}.${Date.now().toString(36)}`): Promise<SeededLearner> {
  const any = z.unknown();
  const api = new Client(baseUrl);
  api.csrf = (await api.send('GET', '/api/csrf-token', csrfReply)).csrfToken;
  const challenge = await api.send('GET', '/api/auth/challenge', challengeReply);
  const [a = 0, b = 0] = challenge.question.split('+').map((n) => Number(n.trim()));
  const email = `lena.${tag}@bench.learnstack.test`;
  const signup = await api.send('POST', '/api/auth/signup', authReply, {
    email,
    password: 'Bench-learner-1',
    firstName: 'Lena',
    lastName: 'Learner',
    challengeId: challenge.challengeId,
    challengeAnswer: a + b,
  });
  api.csrf = signup.csrfToken;
  await api.send('POST', '/api/user/learning-interests', any, { interests: ['technology', 'data', 'design'] });
  await api.send('POST', '/api/user/complete-onboarding', any);
  await api.send('PUT', '/api/user/time-zone', any, { timeZone: 'Europe/Berlin' });

  const youtubeIds = catalogYoutubeIds();
  const saved = new Map<string, number>();
  const saveVideo = async (youtubeId: string) => {
    const known = saved.get(youtubeId);
    if (known) return known;
    const v = await api.send('POST', '/api/videos', video, { youtubeId, title: youtubeId });
    saved.set(youtubeId, v.id);
    return v.id;
  };

  const plans: { id: number; slug: string; videoIds: number[] }[] = [];
  for (let i = 0; i < LEARNER_PLANS; i++) {
    const plan = await api.send('POST', '/api/learning-plans', planSummary, {
      title: ['Python for data analysis', 'Web design basics', 'SQL from scratch', 'Machine learning, the ideas', 'Public speaking', 'Spanish for travellers'][i % 6] + (i >= 6 ? ' II' : ''),
      description: i % 3 === 2 ? '' : 'Videos I collected to work through this month, in the order I want to watch them.',
      color: ['blue', 'green', 'purple', 'orange'][i % 4],
    });
    const size = 5 + ((i * 7) % 11);
    const videoIds: number[] = [];
    for (let k = 0; k < size; k++) {
      const youtubeId = youtubeIds[(i * 17 + k * 3) % youtubeIds.length] as string;
      const id = await saveVideo(youtubeId);
      if (videoIds.includes(id)) continue;
      await api.send('POST', `/api/learning-plans/${plan.id}/videos`, any, { videoId: id });
      videoIds.push(id);
    }
    plans.push({ id: plan.id, slug: plan.slug, videoIds });
  }

  // A third of each plan's videos watched, every other one of those to the end.
  for (const plan of plans) {
    for (const [k, videoId] of plan.videoIds.entries()) {
      if (k % 3 !== 0) continue;
      await api.send('PUT', '/api/video-progress', any, { videoId, currentTime: 90 + k * 30, isCompleted: k % 2 === 0 });
    }
  }

  const first = plans[0];
  if (!first) throw new Error('no plan seeded');
  let dueCards = 0;
  for (const [k, videoId] of first.videoIds.slice(0, 3).entries()) {
    for (const makeCard of [true, false]) {
      const made = await api.send('POST', `/api/videos/${videoId}/notes`, note, {
        atSeconds: 30 + k * 45 + (makeCard ? 0 : 20),
        text: makeCard ? 'The key idea: state the question before reaching for a tool.' : 'Come back to this example later.',
        makeCard: makeCard && k < 2,
      });
      if (made.isCard) dueCards++;
    }
  }

  const value = api.cookie(SESSION_COOKIE);
  if (!value) throw new Error(`the sign-up set no ${SESSION_COOKIE} cookie`);
  return { email, session: { name: SESSION_COOKIE, value }, planSlug: first.slug, planCount: plans.length, dueCards };
}
