import { z } from 'zod';
import { idParam } from './common.ts';
import { planAuthor } from './plans.ts';
import { video } from './videos.ts';

/** Explore, share links, shared pages, copies and likes. */

/** Explore pages: at most this many items per request; `offset` pages on. */
export const EXPLORE_PAGE_MAX = 50;
export const EXPLORE_OFFSET_MAX = 10_000;
export const EXPLORE_SEARCH_MAX = 100;
/** E-mail and friend shares one user may send per 24 hours (plans and groups together). */
export const SHARES_PER_USER_PER_DAY = 50;
/** The shared plan's estimate is half an hour per video, in hours rounded up. */
export const HOURS_PER_VIDEO = 0.5;
/** Plans listed on a shared group page. */
export const SHARED_GROUP_PLANS_MAX = 200;

export const SharingErrorCode = {
  ALREADY_ADDED: 'ALREADY_ADDED',
} as const;

/** Texts of the shared pages, shown by the web as the server sends them. */
export const SHARED_PLAN_NOT_FOUND = 'Plan not found';
export const SHARED_GROUP_INVALID = 'This shared group link is invalid or has expired.';
export const PLAN_ALREADY_ADDED = 'This plan is already in your plans.';
export const GROUP_ALREADY_ADDED = 'This group is already in your plans.';

// --- explore ---

export const exploreQuery = z.object({
  search: z.string().trim().max(EXPLORE_SEARCH_MAX, `Search must be at most ${EXPLORE_SEARCH_MAX} characters`).optional(),
  limit: z.coerce.number().int().min(1).max(EXPLORE_PAGE_MAX).default(EXPLORE_PAGE_MAX),
  offset: z.coerce.number().int().min(0).max(EXPLORE_OFFSET_MAX).default(0),
});
export type ExploreQuery = z.infer<typeof exploreQuery>;

/** A public plan on the explore page. `likedByMe` and `isOwn` are false for visitors. */
export const publicPlan = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  color: z.string(),
  author: planAuthor,
  createdAt: z.string(),
  shareCount: z.number(),
  likeCount: z.number(),
  likedByMe: z.boolean(),
  videoCount: z.number(),
  isOwn: z.boolean(),
});
export type PublicPlan = z.infer<typeof publicPlan>;

/** `totalCount` counts every match of the search; `nextOffset` is null on the last page. */
export const publicPlansReply = z.object({ plans: z.array(publicPlan), totalCount: z.number(), nextOffset: z.number().nullable() });
export type PublicPlansReply = z.infer<typeof publicPlansReply>;

export const publicGroup = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  publicPlanCount: z.number(),
  author: planAuthor,
  createdAt: z.string(),
  isOwn: z.boolean(),
});
export type PublicGroup = z.infer<typeof publicGroup>;

export const publicGroupsReply = z.object({ groups: z.array(publicGroup), totalCount: z.number(), nextOffset: z.number().nullable() });
export type PublicGroupsReply = z.infer<typeof publicGroupsReply>;

/** The explore header's counts: every public plan and public group, whatever the search. */
export const exploreStats = z.object({ publicPlans: z.number(), publicGroups: z.number() });
export type ExploreStats = z.infer<typeof exploreStats>;

// --- sharing ---

/** A blank address answers 'Please enter an email address'. */
const shareEmail = z
  .string({ error: 'Please enter an email address' })
  .trim()
  .min(1, 'Please enter an email address')
  .max(254, 'Email is too long')
  .email('Please enter a valid email address')
  .transform((v) => v.toLowerCase());

/** A missing friend answers 'Please select a friend'. */
const friendId = z
  .union([z.number(), z.string().regex(/^\d{1,10}$/).transform(Number)], { error: 'Please select a friend' })
  .pipe(z.number({ error: 'Please select a friend' }).int('Please select a friend').positive('Please select a friend').max(2_147_483_647, 'Please select a friend'));

/** POST /api/learning-plans/{id}/share and /api/plan-groups/{id}/share: by e-mail, to a friend, or `{}` for the link only. */
export const shareBody = z
  .object({
    email: shareEmail.optional(),
    friendId: friendId.optional(),
  })
  .refine((b) => b.email === undefined || b.friendId === undefined, { message: 'Share by email or with a friend, not both' });
export type ShareBody = z.infer<typeof shareBody>;

/** sent: the mail went out; failed: delivery failed; skipped: the recipient turned plan-sharing mail off (they still get the notification); none: no mail was due (link only). */
export const shareEmailStatus = z.enum(['sent', 'failed', 'skipped', 'none']);
export type ShareEmailStatus = z.infer<typeof shareEmailStatus>;

export const shareReply = z.object({
  shareUrl: z.string(),
  shareToken: z.string(),
  message: z.string(),
  /** E-mail mode: whether the address has an account; friend mode: true; link mode: false. */
  userExists: z.boolean(),
  emailSent: z.boolean(),
  emailStatus: shareEmailStatus,
  shareCount: z.number(),
});
export type ShareReply = z.infer<typeof shareReply>;

export const shareTokenParams = z.object({ shareToken: z.string().min(1).max(200) });

// --- shared pages ---

export const sharedPlanReply = z.object({
  plan: z.object({
    id: z.number(),
    title: z.string(),
    description: z.string(),
    slug: z.string(),
    color: z.string(),
    isPublic: z.boolean(),
    createdAt: z.string(),
    author: planAuthor,
    videoCount: z.number(),
    estimatedHours: z.number(),
    /** The signed-in viewer owns it (no 'Add to My Plans'). */
    isOwn: z.boolean(),
  }),
  videos: z.array(z.object({ orderIndex: z.number(), video })),
  /** The signed-in viewer's earlier copy of this plan, if any. */
  existingCopy: z.object({ id: z.number(), slug: z.string() }).nullable(),
});
export type SharedPlanReply = z.infer<typeof sharedPlanReply>;

/** `email` is accepted for old links and ignored: an address in a URL proves nothing. */
export const sharedGroupQuery = z.object({
  token: z.string().max(200).optional(),
  email: z.string().max(254).optional(),
});

export const sharedGroupPlan = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  videoCount: z.number(),
  isPublic: z.boolean(),
  /** Whether the viewer can open /plan/{slug} (public plans, or the owner); private ones come with a copy of the group. */
  viewable: z.boolean(),
});

export const sharedGroupReply = z.object({
  group: z.object({ id: z.number(), name: z.string(), description: z.string(), color: z.string(), isPublic: z.boolean(), author: planAuthor, isOwn: z.boolean() }),
  plans: z.array(sharedGroupPlan),
  planCount: z.number(),
  /** The signed-in viewer's earlier copy of this group, if any. */
  existingCopy: z.object({ id: z.number() }).nullable(),
});
export type SharedGroupReply = z.infer<typeof sharedGroupReply>;

// --- copies ---

export const acceptPlanReply = z.object({ message: z.string(), planId: z.number(), planSlug: z.string() });
export type AcceptPlanReply = z.infer<typeof acceptPlanReply>;
export const acceptGroupReply = z.object({ message: z.string(), groupId: z.number(), planCount: z.number() });
export type AcceptGroupReply = z.infer<typeof acceptGroupReply>;
/** POST /api/shared-group/{groupId}/accept: the link's token (also accepted as ?token=). */
export const acceptSharedGroupBody = z.object({ token: z.string().max(200).optional() }).nullish();
export const acceptSharedGroupQuery = z.object({ token: z.string().max(200).optional() });
export const sharedGroupParams = z.object({ groupId: idParam });

// --- likes ---

export const likeReply = z.object({ liked: z.boolean(), likeCount: z.number() });
export type LikeReply = z.infer<typeof likeReply>;
