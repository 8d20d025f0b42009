import {
  ErrorCode,
  modificationRequestBody,
  PENDING_REQUESTS_PER_REQUESTER_MAX,
  type ModificationRequest,
  type ModificationRequestBody,
} from '@learnstack/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { lockUser } from '../../db/locks.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { toModificationRequest } from './modification-request.view.ts';
import { modificationRequestsQueries } from './modification-requests.queries.ts';
import { modificationRequestsRepository, type RequestRow, type RequestStatus } from './modification-requests.repository.ts';
import { readable, type PlanRow } from './plan-access.ts';
import { applyEdit, insertVideo, notInPlan, removeVideo, setOrderByVideoIds } from './plan-edits.ts';
import { planVideosQueries } from './plan-videos.queries.ts';
import { planVideosRepository } from './plan-videos.repository.ts';
import { plansRepository } from './plans.repository.ts';

const LIST_LIMIT = 100;
const requestNotFound = () => notFound('Modification request not found');

/**
 * Requests by other users to change a public plan (add, remove or reorder a video, edit the title or
 * description), and the owner's
 * decisions (docs/decisions/0005). Approving applies the change in the same transaction as the
 * decision; a request that no longer fits the plan is declined with the reason instead.
 */
export class ModificationRequestsService {
  constructor(private readonly db: Db) {}

  /** `body`: the request as its route validated it. */
  async create(userId: number, planId: number, body: ModificationRequestBody): Promise<ModificationRequest> {
    const plan = readable(await plansRepository.findById(this.db, planId), userId);
    if (plan.ownerId === userId) throw badRequest('This is your own plan: you can change it directly');
    const requestData = await this.checkApplicable(plan, body);
    const row = await this.db.transaction(async (tx) => {
      await lockUser(tx, 'requests', userId);
      if ((await modificationRequestsRepository.countPending(tx, plan.id, userId)) >= PENDING_REQUESTS_PER_REQUESTER_MAX) {
        throw conflict('TOO_MANY_PENDING', `You already have ${PENDING_REQUESTS_PER_REQUESTER_MAX} pending requests for this plan`);
      }
      return modificationRequestsRepository.insert(tx, { planId: plan.id, requesterId: userId, requestType: body.requestType, requestData, message: body.message });
    });
    const requester = await modificationRequestsQueries.requesterOf(this.db, userId);
    if (!requester) throw notFound('User not found');
    return toModificationRequest(row, requester);
  }

  /** Refuses a request that could not apply to the plan as it is now; returns the data to store. */
  private async checkApplicable(plan: PlanRow, body: ModificationRequestBody): Promise<Record<string, unknown>> {
    switch (body.requestType) {
      case 'add_video': {
        const [video] = await planVideosQueries.videoTitles(this.db, [body.requestData.videoId]);
        if (!video) throw notFound('Video not found');
        if (await planVideosRepository.find(this.db, plan.id, video.id)) {
          throw new AppError(409, ErrorCode.ALREADY_EXISTS, 'This video is already in this learning plan.');
        }
        return { videoId: video.id, videoTitle: video.title };
      }
      case 'remove_video': {
        const entry = await planVideosRepository.find(this.db, plan.id, body.requestData.videoId);
        if (!entry) throw notInPlan();
        const [video] = await planVideosQueries.videoTitles(this.db, [entry.videoId]);
        // The stored title is the shared one: a requester's own text never reaches the owner.
        return { videoId: entry.videoId, videoTitle: video?.title ?? '' };
      }
      case 'reorder_videos': {
        const entries = await planVideosRepository.entries(this.db, plan.id);
        const order = body.requestData.videoOrder;
        const inPlan = new Set(entries.map((e) => e.videoId));
        if (new Set(order).size !== order.length || order.length !== entries.length || order.some((id) => !inPlan.has(id))) {
          throw badRequest('videoOrder must list each video of the plan exactly once');
        }
        return { videoOrder: order };
      }
      case 'edit_plan': {
        const { title, description } = body.requestData;
        const changes = {
          ...(title !== undefined && title !== plan.title ? { title } : {}),
          ...(description !== undefined && description !== plan.description ? { description } : {}),
        };
        if (Object.keys(changes).length === 0) throw badRequest('The requested title and description are the same as the plan’s');
        return changes;
      }
    }
  }

  /** The owner's view of the requests on a plan (pending by default), newest first. */
  async list(userId: number, planId: number, status: RequestStatus | 'all'): Promise<ModificationRequest[]> {
    const plan = readable(await plansRepository.findById(this.db, planId), userId);
    if (plan.ownerId !== userId) throw forbidden('Only the owner of this plan can see its modification requests');
    const rows = await modificationRequestsQueries.listForPlan(this.db, plan.id, status, LIST_LIMIT);
    return rows.map((r) => toModificationRequest(r.request, r.requester));
  }

  async decide(userId: number, requestId: number, decision: 'approve' | 'decline'): Promise<{ request: ModificationRequest; applied: boolean; message: string }> {
    const outcome = await this.db.transaction(async (tx) => {
      const request = await modificationRequestsRepository.lock(tx, requestId);
      if (!request) throw requestNotFound();
      const plan = await plansRepository.lock(tx, request.planId);
      // Requests are the owner's business: anyone else is told it does not exist.
      if (!plan || plan.ownerId !== userId) throw requestNotFound();
      if (request.status !== 'pending') throw conflict(ErrorCode.CONFLICT, `This request has already been ${request.status}`);
      if (decision === 'decline') {
        return { row: await modificationRequestsRepository.decide(tx, request.id, 'declined'), applied: false, message: 'Modification request declined' };
      }
      try {
        // A savepoint: a change that fails half-way leaves the plan as it was, and the decline still commits.
        await tx.transaction((savepoint) => apply(savepoint, plan, request));
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        const row = await modificationRequestsRepository.decide(tx, request.id, 'declined');
        return { row, applied: false, message: `This request can no longer be applied (${err.message.replace(/\.$/, '')}), so it was declined.` };
      }
      return { row: await modificationRequestsRepository.decide(tx, request.id, 'approved'), applied: true, message: 'Modification request approved and applied' };
    });
    const requester = await modificationRequestsQueries.requesterOf(this.db, outcome.row.requesterId);
    if (!requester) throw requestNotFound();
    return { request: toModificationRequest(outcome.row, requester), applied: outcome.applied, message: outcome.message };
  }
}

/** Applies a stored request to the locked plan; AppErrors mean it no longer fits. */
async function apply(tx: Tx, plan: PlanRow, request: RequestRow): Promise<void> {
  const parsed = modificationRequestBody.safeParse({ requestType: request.requestType, requestData: request.requestData, message: request.message });
  if (!parsed.success) throw badRequest('the request data is no longer valid');
  const body = parsed.data;
  switch (body.requestType) {
    case 'add_video': {
      const known = await planVideosQueries.knownVideoIds(tx, [body.requestData.videoId]);
      if (!known.has(body.requestData.videoId)) throw notFound('the video no longer exists');
      await insertVideo(tx, plan, body.requestData.videoId);
      return;
    }
    case 'remove_video':
      await removeVideo(tx, plan, body.requestData.videoId);
      return;
    case 'reorder_videos':
      await setOrderByVideoIds(tx, plan, body.requestData.videoOrder);
      return;
    case 'edit_plan':
      await applyEdit(tx, plan, body.requestData);
      return;
  }
}
