import type { ModificationRequest, PlanDetail, PlanSummary, PlanVideoEntry } from '@learnstack/contracts';
import { toCompletion } from '../progress/completion.ts';
import { toVideoView } from '../videos/video.view.ts';
import type { PlanRow } from './plan-access.ts';
import type { PlanVideoWithVideo } from './plan-videos.queries.ts';
import type { PlanStatsRow } from './plans.queries.ts';

export function toPlanSummary(row: PlanStatsRow): PlanSummary {
  const { plan } = row;
  return {
    id: plan.id,
    slug: plan.slug,
    title: plan.title,
    description: plan.description,
    isPublic: plan.isPublic,
    color: plan.color,
    groupId: plan.groupId,
    groupName: row.groupName,
    shareCount: plan.shareCount,
    totalDurationSeconds: row.totalDurationSeconds,
    youtubePlaylistId: plan.youtubePlaylistId,
    createdAt: plan.createdAt.toISOString(),
    updatedAt: plan.updatedAt.toISOString(),
    ...toCompletion(row.videoCount, row.completedCount),
  };
}

/** A person as other users see them: names and picture, never the e-mail address. */
export function toAuthor(user: { id: number; firstName: string | null; lastName: string | null; profileImageUrl: string | null }) {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || 'Learnstack learner';
  return { id: user.id, name, firstName: user.firstName, lastName: user.lastName, profileImageUrl: user.profileImageUrl };
}

export function toPlanDetail(row: PlanStatsRow, viewerId: number, requests: ModificationRequest[]): PlanDetail {
  const isOwner = row.plan.ownerId === viewerId;
  return {
    ...toPlanSummary(row),
    author: toAuthor(row.author),
    permissions: { isOwner, canAddVideos: isOwner, canRequestModification: !isOwner && row.plan.isPublic },
    modificationRequests: isOwner ? requests : [],
  };
}

export function toPlanVideoEntry(row: PlanVideoWithVideo): PlanVideoEntry {
  return { id: row.id, videoId: row.videoId, orderIndex: row.orderIndex, addedAt: row.addedAt.toISOString(), video: toVideoView(row.video) };
}

export const toPlanRef = (plan: PlanRow) => ({ id: plan.id, slug: plan.slug, title: plan.title });
