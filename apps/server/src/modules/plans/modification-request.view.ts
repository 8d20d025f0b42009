import type { ModificationRequest } from '@learnstack/contracts';
import type { RequestWithRequester } from './modification-requests.queries.ts';
import type { RequestRow } from './modification-requests.repository.ts';
import { toAuthor } from './plan.view.ts';

export function toModificationRequest(request: RequestRow, requester: RequestWithRequester['requester']): ModificationRequest {
  return {
    id: request.id,
    planId: request.planId,
    requestType: request.requestType,
    requestData: (request.requestData ?? {}) as Record<string, unknown>,
    message: request.message,
    status: request.status,
    requester: toAuthor(requester),
    createdAt: request.createdAt.toISOString(),
    decidedAt: request.decidedAt ? request.decidedAt.toISOString() : null,
  };
}
