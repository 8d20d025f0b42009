// Compiled by openapi.test.ts next to `api.ts`, the types openapi-typescript generates from
// /api/openapi.json: a typed client must be able to call these operations, and must refuse the
// calls marked @ts-expect-error. Not part of the server's own typecheck (api.ts exists only there).
import createClient from 'openapi-fetch';
import type { components, paths } from './api.ts';

type ApiError = components['schemas']['Error'];

const api = createClient<paths>({ baseUrl: 'http://localhost:3000' });

export async function useSomeOperations(csrfToken: string): Promise<string[]> {
  const headers = { 'X-CSRF-Token': csrfToken };

  const health = await api.GET('/api/health');
  const status: 'ok' | undefined = health.data?.status;

  const created = await api.POST('/api/learning-plans', { body: { title: 'Rust in a week', color: 'teal' }, headers });
  if (created.error) {
    const error: ApiError = created.error;
    return [error.code, error.message];
  }
  const slug: string = created.data.slug;

  const plan = await api.GET('/api/learning-plans/slug/{slug}', { params: { path: { slug } } });
  const videos = await api.GET('/api/learning-plans/{id}/videos', { params: { path: { id: created.data.id } } });
  const order = (videos.data ?? []).map((entry, orderIndex) => ({ planVideoId: entry.id, orderIndex }));
  await api.PUT('/api/learning-plans/{id}/reorder', { params: { path: { id: created.data.id } }, body: { videos: order }, headers });

  const found = await api.GET('/api/youtube/search', { params: { query: { q: 'rust ownership', maxResults: 10 } } });
  const titles = (found.data?.videos ?? []).map((video) => video.title);

  // @ts-expect-error a plan needs a title
  await api.POST('/api/learning-plans', { body: { color: 'teal' }, headers });
  // @ts-expect-error a colour outside the palette
  await api.POST('/api/learning-plans', { body: { title: 'x', color: 'black' }, headers });
  // @ts-expect-error no such operation
  await api.GET('/api/no-such-path');

  return [status ?? 'down', plan.data?.title ?? '', ...titles];
}
