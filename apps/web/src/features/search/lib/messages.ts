import { SEARCH_MESSAGES } from '@learnstack/contracts/discovery-rules';
import { ApiError } from '../../../lib/api.ts';
import type { SearchScope } from '../keys.ts';

export interface SearchFailure {
  /** The content-policy refusal: a destructive toast for 5 s and the results cleared. */
  policy: boolean;
  title: string;
  description: string;
}

/**
 * What a failed search tells the user (spec 1, section 8). The remote statuses name the outside
 * service's state; our server answers 503 when YouTube's quota is spent and 502 when YouTube fails,
 * which read like the 403 and 500 of the spec's messages.
 */
export function searchFailure(err: unknown, scope: SearchScope): SearchFailure {
  if (err instanceof ApiError && err.status === 400 && err.code === 'INAPPROPRIATE_SEARCH') {
    return { policy: true, title: SEARCH_MESSAGES.policyTitle, description: err.serverMessage ?? SEARCH_MESSAGES.policyDefault };
  }
  if (scope === 'remote' && err instanceof ApiError) {
    if (err.status === 403 || err.status === 503) return { policy: false, title: SEARCH_MESSAGES.errorTitle, description: SEARCH_MESSAGES.remote403 };
    if (err.status === 500 || err.status === 502) return { policy: false, title: SEARCH_MESSAGES.errorTitle, description: SEARCH_MESSAGES.remote500 };
    return { policy: false, title: SEARCH_MESSAGES.errorTitle, description: SEARCH_MESSAGES.remoteOther(err.status) };
  }
  return { policy: false, title: SEARCH_MESSAGES.errorTitle, description: SEARCH_MESSAGES.errorDefault };
}
