import { z } from 'zod';
import { video } from './videos.ts';

/** Limits of plans and groups: a longer title or description is refused with its message. */
export const PLAN_TITLE_MAX = 100;
export const PLAN_DESCRIPTION_MAX = 500;
export const GROUP_NAME_MAX = 100;
export const GROUP_DESCRIPTION_MAX = 500;
export const MODIFICATION_MESSAGE_MAX = 1000;
/** A plan holds at most this many videos; the list endpoints return them all. */
export const PLAN_VIDEOS_MAX = 1000;
/** How many plans and groups one user may own (the lists return them all). */
export const PLANS_PER_USER_MAX = 500;
export const GROUPS_PER_USER_MAX = 100;
export const PENDING_REQUESTS_PER_REQUESTER_MAX = 20;

export const PLAN_COLORS = ['blue', 'green', 'purple', 'pink', 'orange', 'teal'] as const;
export const GROUP_COLORS = ['blue', 'green', 'purple', 'orange', 'red'] as const;
export const planColor = z.enum(PLAN_COLORS, { error: `Color must be one of ${PLAN_COLORS.join(', ')}` });
export const groupColor = z.enum(GROUP_COLORS, { error: `Color must be one of ${GROUP_COLORS.join(', ')}` });

const id = z.coerce.number().int().positive().max(2_147_483_647);
/** An id in a JSON body: a number, or its decimal text (never booleans or blanks, which coercion would accept). */
export const bodyId = z
  .union([z.number(), z.string().regex(/^\d{1,10}$/, 'Expected an id').transform(Number)])
  .pipe(z.number().int().positive().max(2_147_483_647));
export const planIdParams = z.object({ id });
export const planVideoParams = z.object({ id, videoId: id });
export const planIdParam = z.object({ planId: id });
export const slugParams = z.object({ slug: z.string().min(1).max(200) });

export const planTitle = z
  .string({ error: 'Title is required' })
  .trim()
  .min(1, 'Title is required')
  .max(PLAN_TITLE_MAX, 'Title must be less than 100 characters');
export const planDescription = z.string().trim().max(PLAN_DESCRIPTION_MAX, 'Description must be less than 500 characters');

export const createPlanBody = z.object({
  title: planTitle,
  description: planDescription.nullish().transform((v) => v ?? ''),
  isPublic: z.boolean().default(false),
  color: planColor.default('blue'),
  groupId: bodyId.nullish(),
});
export type CreatePlanBody = z.input<typeof createPlanBody>;

/** Only the changed fields are sent; a null description clears it. */
export const updatePlanBody = z.object({ title: planTitle.optional(), description: planDescription.nullish() });
export const visibilityBody = z.object({ isPublic: z.boolean({ error: 'isPublic must be true or false' }) });
export const planGroupBody = z.object({ groupId: bodyId.nullable() });

export const addPlanVideoBody = z.object({
  videoId: bodyId,
  orderIndex: z.number().int().min(0).max(PLAN_VIDEOS_MAX).optional(),
});
export const moveVideoBody = z.object({ toPlanId: bodyId });
export const reorderBody = z.object({
  videos: z
    .array(z.object({ planVideoId: bodyId, orderIndex: z.number().int().min(0).max(1_000_000) }))
    .max(PLAN_VIDEOS_MAX, `A learning plan can hold at most ${PLAN_VIDEOS_MAX} videos`),
});
export type ReorderBody = z.infer<typeof reorderBody>;

export const completion = z.object({
  videoCount: z.number(),
  completedCount: z.number(),
  /** 0..100, whole percent. */
  progress: z.number(),
  isCompleted: z.boolean(),
});
export type Completion = z.infer<typeof completion>;

/** An entry of GET /api/learning-plans. Counts and progress follow the caller's own progress. */
export const planSummary = completion.extend({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  isPublic: z.boolean(),
  color: z.string(),
  groupId: z.number().nullable(),
  groupName: z.string().nullable(),
  shareCount: z.number(),
  totalDurationSeconds: z.number(),
  youtubePlaylistId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PlanSummary = z.infer<typeof planSummary>;

export const planAuthor = z.object({
  id: z.number(),
  name: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});

export const permissions = z.object({ isOwner: z.boolean(), canAddVideos: z.boolean(), canRequestModification: z.boolean() });

export const REQUEST_TYPES = ['add_video', 'remove_video', 'reorder_videos', 'edit_plan'] as const;
export const REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;

const videoRef = z.object({ videoId: bodyId, videoTitle: z.string().trim().max(200).optional() });
const editPlanData = z
  .object({ title: planTitle.optional(), description: planDescription.optional() })
  .refine((d) => d.title !== undefined || d.description !== undefined, 'A title or a description is required');
const reorderData = z.object({
  videoOrder: z.array(bodyId).min(1, 'videoOrder must list the videos').max(PLAN_VIDEOS_MAX),
});

const message = z
  .string()
  .trim()
  .max(MODIFICATION_MESSAGE_MAX, 'Message must be less than 1000 characters')
  .nullish()
  .transform((v) => v ?? '');

/** POST /api/learning-plans/{id}/modification-request; requestData depends on requestType. */
export const modificationRequestBody = z.discriminatedUnion(
  'requestType',
  [
    z.object({ requestType: z.literal('add_video'), requestData: videoRef, message }),
    z.object({ requestType: z.literal('remove_video'), requestData: videoRef, message }),
    z.object({ requestType: z.literal('reorder_videos'), requestData: reorderData, message }),
    z.object({ requestType: z.literal('edit_plan'), requestData: editPlanData, message }),
  ],
  { error: `requestType must be one of ${REQUEST_TYPES.join(', ')}` },
);
export type ModificationRequestBody = z.infer<typeof modificationRequestBody>;

export const modificationRequest = z.object({
  id: z.number(),
  planId: z.number(),
  requestType: z.enum(REQUEST_TYPES),
  requestData: z.record(z.string(), z.unknown()),
  message: z.string(),
  status: z.enum(REQUEST_STATUSES),
  requester: planAuthor,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ModificationRequest = z.infer<typeof modificationRequest>;
export const modificationRequestQuery = z.object({ status: z.enum([...REQUEST_STATUSES, 'all']).default('pending') });
export const decisionReply = z.object({ request: modificationRequest, applied: z.boolean(), message: z.string() });

/** GET /api/learning-plans/slug/{slug}. */
export const planDetail = planSummary.extend({
  author: planAuthor,
  permissions,
  /** Pending requests, for the owner only (always empty for others). */
  modificationRequests: z.array(modificationRequest),
});
export type PlanDetail = z.infer<typeof planDetail>;

export const planVideoEntry = z.object({ id: z.number(), videoId: z.number(), orderIndex: z.number(), addedAt: z.string(), video });
export type PlanVideoEntry = z.infer<typeof planVideoEntry>;

export const planRef = z.object({ id: z.number(), slug: z.string(), title: z.string() });
export const moveVideoReply = z.object({ message: z.string(), code: z.literal('MOVED'), toPlan: planRef });

// Plan groups
export const groupIdParams = z.object({ id });
export const createGroupBody = z.object({
  name: z
    .string({ error: 'Group name is required' })
    .trim()
    .min(1, 'Group name is required')
    .max(GROUP_NAME_MAX, 'Group name must be less than 100 characters'),
  description: z
    .string()
    .trim()
    .max(GROUP_DESCRIPTION_MAX, 'Description must be less than 500 characters')
    .nullish()
    .transform((v) => v ?? ''),
  color: groupColor.default('blue'),
  isPublic: z.boolean().default(false),
});
export type CreateGroupBody = z.input<typeof createGroupBody>;

export const planGroup = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  isPublic: z.boolean(),
  planCount: z.number(),
  shareCount: z.number(),
  createdAt: z.string(),
});
export type PlanGroup = z.infer<typeof planGroup>;
