import { localSearchReply, universalSearchQuery } from '@learnstack/contracts';
import type { App, Services } from '../../http/app-types.ts';
import { requireUser } from '../../http/app-types.ts';
import { limit } from '../../http/rate-limit.ts';

/** The top bar's own-content scope; the remote scope is GET /api/youtube/search. */
export function universalSearchRoutes(app: App, { universalSearch, config }: Services): void {
  app.get(
    '/api/universal-search/local',
    {
      config: { rateLimit: limit(config, 'search') },
      schema: { summary: 'Search saved videos and the plans the caller may see', errors: [400], querystring: universalSearchQuery, response: { 200: localSearchReply } },
    },
    (req) => universalSearch.local(requireUser(req).id, req.query.q),
  );
}
