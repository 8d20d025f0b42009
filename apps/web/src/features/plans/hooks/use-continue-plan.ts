import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { fetchPlanPage } from '../api/use-plan-page.ts';
import { planKeys } from '../keys.ts';
import { firstUnfinished, videoHref } from '../lib/video-status.ts';

/**
 * 'Continue' on a plan card: opens the plan's first unfinished video in the player
 * (/video/{youtubeId}?plan={slug}). The list of plans carries no videos, so the plan's page (its
 * videos and progress) is read on click, and kept for the player's sidebar and the plan page.
 */
export function useContinuePlan() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pendingId, setPendingId] = useState<number | null>(null);

  async function continuePlan(plan: { id: number; slug: string }) {
    setPendingId(plan.id);
    try {
      const page = await queryClient.fetchQuery({ queryKey: planKeys.page(plan.slug), queryFn: ({ signal }) => fetchPlanPage(plan.slug, signal), staleTime: 10_000 });
      const next = firstUnfinished(page.videos, page.progress);
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
