import { accountTable } from '../../db/account-data.ts';
import { learningPlans, modificationRequests } from '../../db/schema/index.ts';

/** The plans module's tables that hold user ids (decision 0022). */
export const plansAccountData = [
  accountTable({
    table: learningPlans,
    userColumns: {
      ownerId: {
        onDelete: 'cascade',
        because:
          'the user’s plans go with their entries, likes, favourites and change requests; other users’ copies of their public plans are separate plans and stay (their source_plan_id becomes null)',
      },
    },
    exported: ['id', 'slug', 'title', 'description', 'isPublic', 'color', 'groupId', 'sourcePlanId', 'youtubePlaylistId', 'shareCount', 'likeCount', 'createdAt', 'updatedAt'],
    leftOut: 'the share token (a secret that opens the plan) and the cache version counter (internal)',
  }),
  accountTable({
    table: modificationRequests,
    userColumns: { requesterId: { onDelete: 'cascade', because: 'a change request from a deleted account can no longer be discussed' } },
    exported: ['id', 'planId', 'requestType', 'requestData', 'message', 'status', 'createdAt', 'decidedAt'],
  }),
];
