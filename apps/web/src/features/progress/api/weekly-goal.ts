import type { WeeklyGoal } from '@learnstack/contracts';
import { WEEKLY_GOAL_DEFAULT } from '@learnstack/contracts/progress-constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { progressKeys } from '../keys.ts';

export function useWeeklyGoal() {
  return useQuery({
    queryKey: progressKeys.weeklyGoal(),
    queryFn: ({ signal }) => api.get<WeeklyGoal>('/api/user/weekly-goal', { signal }),
    staleTime: 5 * 60_000,
    placeholderData: { weeklyGoalHours: WEEKLY_GOAL_DEFAULT },
  });
}

/** POST /api/user/weekly-goal; the saved goal replaces the cached one. */
export function useSetWeeklyGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    // A refused goal stays refused: no second try.
    retry: false,
    mutationFn: (weeklyGoalHours: number) => api.post<WeeklyGoal & { message: string }>('/api/user/weekly-goal', { weeklyGoalHours }),
    onSuccess: (saved) => queryClient.setQueryData(progressKeys.weeklyGoal(), { weeklyGoalHours: saved.weeklyGoalHours }),
  });
}
