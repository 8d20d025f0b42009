import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { fetchPlanProgress, planProgressQueryKey } from '../api/use-plan-progress.ts';
import { fetchPlanVideos, planVideosQueryKey } from '../api/use-plan-videos.ts';
import { firstUnfinished, videoHref } from '../lib/video-status.ts';

/**
 * 'Continue' on a plan card: opens the plan's first unfinished video in the player
 * (/video/{youtubeId}?plan={slug}). The list of plans carries no videos, so the plan's videos and
 * progress are read on click (and cached for the plan page).
 */
export function useContinuePlan() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pendingId, setPendingId] = useState<number | null>(null);

  async function continuePlan(plan: { id: number; slug: string }) {
    setPendingId(plan.id);
    try {
      const [entries, progress] = await Promise.all([
        queryClient.fetchQuery({ queryKey: planVideosQueryKey(plan.id), queryFn: ({ signal }) => fetchPlanVideos(plan.id, signal), staleTime: 10_000 }),
        queryClient.fetchQuery({ queryKey: planProgressQueryKey(plan.id), queryFn: ({ signal }) => fetchPlanProgress(plan.id, signal), staleTime: 10_000 }),
      ]);
      const next = firstUnfinished(entries, progress);
      navigate(next ? videoHref(next.video.youtubeId, plan.slug) : `/plan/${plan.slug}`);
    } catch {
      // The plan page explains what went wrong better than a toast here.
      navigate(`/plan/${plan.slug}`);
    } finally {
      setPendingId(null);
    }
  }

  return { continuePlan, pendingId };
}
