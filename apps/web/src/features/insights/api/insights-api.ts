import type { AdaptationReply, AdaptiveInsights, DifficultyFeedbackValue, PlanNotes, SkillProfile, StruggleAnalysis, VideoProgress } from '@learnstack/contracts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../lib/api.ts';
import { invalidatePlanData } from '../../plans/index.ts';
import { insightKeys, planNoteKeys } from '../keys.ts';
import { INSIGHT_MESSAGES } from '../lib/messages.ts';

export function useSkillProfile() {
  return useQuery({ queryKey: insightKeys.skillProfile(), queryFn: ({ signal }) => api.get<SkillProfile[]>('/api/user/skill-profile', { signal }) });
}

export function useAdaptiveInsights() {
  return useQuery({ queryKey: insightKeys.adaptive(), queryFn: ({ signal }) => api.get<AdaptiveInsights>('/api/learning/adaptive-insights', { signal }) });
}

export function useStruggleAnalysis() {
  return useQuery({ queryKey: insightKeys.struggle(), queryFn: ({ signal }) => api.get<StruggleAnalysis>('/api/learning/struggle-analysis', { signal }) });
}

/** After a rating or a change of progress: the insights are asked again. */
export function invalidateInsights(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: insightKeys.all });
}

/** POST /api/learning/adaptation; afterwards insights and skill profile are refreshed. */
export function useRateDifficulty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ videoId, userFeedback }: { videoId: number; userFeedback: DifficultyFeedbackValue }) =>
      api.post<AdaptationReply>('/api/learning/adaptation', { videoId, adaptationType: 'difficulty_feedback', userFeedback, wasSkipped: false }),
    retry: false,
    onSuccess: () => toast.success(INSIGHT_MESSAGES.rated),
    onError: () => toast.error(INSIGHT_MESSAGES.rateFailed),
    onSettled: () => invalidateInsights(queryClient),
  });
}

/** Mark Complete (PUT /api/video-progress with isCompleted) and Mark Incomplete (DELETE /api/video-progress/{videoId}). */
export function useSetCompletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ videoId, currentTime, completed }: { videoId: number; currentTime: number; completed: boolean }) =>
      completed
        ? api.put<VideoProgress>('/api/video-progress', { videoId, currentTime: Math.max(0, Math.round(currentTime)), isCompleted: true })
        : api.delete<VideoProgress>(`/api/video-progress/${videoId}`),
    retry: false,
    onError: (_err, { completed }) => toast.error(completed ? INSIGHT_MESSAGES.completeFailed : INSIGHT_MESSAGES.incompleteFailed),
    onSettled: () => Promise.all([invalidatePlanData(queryClient), invalidateInsights(queryClient)]),
  });
}

export function usePlanNotes(planId: number | null) {
  return useQuery({
    queryKey: planNoteKeys.plan(planId ?? 0),
    queryFn: ({ signal }) => api.get<PlanNotes>(`/api/learning-plans/${planId ?? 0}/notes`, { signal }),
    enabled: planId !== null,
  });
}

export function useSavePlanNotes(planId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notes: string) => api.put<PlanNotes>(`/api/learning-plans/${planId}/notes`, { notes }),
    retry: false,
    onSuccess: (saved) => {
      queryClient.setQueryData(planNoteKeys.plan(planId), saved);
      toast.success(INSIGHT_MESSAGES.notesSaved);
    },
    onError: () => toast.error(INSIGHT_MESSAGES.notesFailed),
  });
}
