import { z } from 'zod';
import { bodyId, planRef } from './plans.ts';

/** A save may not claim a position past a day (86400 s; the player sends seconds). */
export const PROGRESS_TIME_MAX = 86_400;
export const CONTINUE_LEARNING_LIMIT = 3;

export const videoProgressParams = z.object({ videoId: z.coerce.number().int().positive().max(2_147_483_647) });

export const videoProgress = z.object({
  videoId: z.number(),
  currentTime: z.number(),
  isCompleted: z.boolean(),
  /** 0..100. */
  progressPercentage: z.number(),
});
export type VideoProgress = z.infer<typeof videoProgress>;

/** PUT /api/video-progress. The time is whole seconds (fractions are rounded). */
export const saveProgressBody = z.object({
  videoId: bodyId,
  currentTime: z
    .number({ error: 'currentTime must be a number of seconds' })
    .min(0, 'currentTime must be between 0 and 86400')
    .max(PROGRESS_TIME_MAX, 'currentTime must be between 0 and 86400')
    .transform((v) => Math.round(v)),
  isCompleted: z.boolean().default(false),
  /**
   * A client-made id (a UUID) of this save: a save sent again with the same id (the web app's offline
   * queue) is applied once; the replay answers with the progress as it stands and changes nothing.
   */
  clientId: z
    .uuid({ error: 'clientId must be a UUID' })
    .describe('A UUID the client made for this save. A save sent again with the same id (an offline queue that did not hear the answer) is applied once: the repeat answers with the progress as it stands and changes nothing.')
    .optional(),
});
export type SaveProgressBody = z.input<typeof saveProgressBody>;

/** The unload save: navigator.sendBeacon cannot set headers, so the CSRF token travels in the body. */
export const beaconProgressBody = saveProgressBody.extend({ csrfToken: z.string().max(200).optional() });

export const saveProgressReply = videoProgress.extend({
  /** Plans of the caller that this save completed (every video done), for the 'Playlist Completed' notice. */
  completedPlans: z.array(planRef),
});

/** GET /api/progress/plan/{planId}: one entry per video of the plan. */
export const planProgressEntry = z.object({ videoId: z.number(), isCompleted: z.boolean(), currentTime: z.number() });
export type PlanProgressEntry = z.infer<typeof planProgressEntry>;

export const continueLearningItem = z.object({
  id: z.number(),
  youtubeId: z.string(),
  title: z.string(),
  thumbnailUrl: z.string(),
  channelTitle: z.string(),
  progress: z.object({ progressPercentage: z.number(), currentTime: z.number() }),
  /** A plan of the caller holding the video, so the card links to /video/{youtubeId}?plan={slug}. */
  planSlug: z.string().nullable(),
  planTitle: z.string().nullable(),
  updatedAt: z.string(),
});
export type ContinueLearningItem = z.infer<typeof continueLearningItem>;
