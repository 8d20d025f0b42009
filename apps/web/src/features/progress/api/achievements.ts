import type { Achievement, AchievementsOverview } from '@learnstack/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { progressKeys } from '../keys.ts';

export function useAchievements() {
  return useQuery({ queryKey: progressKeys.achievements(), queryFn: ({ signal }) => api.get<Achievement[]>('/api/achievements', { signal }), staleTime: 60_000 });
}

export function useAchievementsOverview() {
  return useQuery({
    queryKey: progressKeys.achievementsOverview(),
    queryFn: ({ signal }) => api.get<AchievementsOverview>('/api/achievements/overview', { signal }),
    staleTime: 60_000,
  });
}
