import type { DailyAnalytics, MonthlyAnalytics, WeeklyAnalytics } from '@learnstack/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { progressKeys } from '../keys.ts';

const STALE_MS = 60_000;

export function useWeeklyAnalytics() {
  return useQuery({ queryKey: progressKeys.analytics('weekly'), queryFn: ({ signal }) => api.get<WeeklyAnalytics>('/api/analytics/weekly', { signal }), staleTime: STALE_MS });
}

export function useDailyAnalytics() {
  return useQuery({ queryKey: progressKeys.analytics('daily'), queryFn: ({ signal }) => api.get<DailyAnalytics>('/api/analytics/daily', { signal }), staleTime: STALE_MS });
}

export function useMonthlyAnalytics() {
  return useQuery({ queryKey: progressKeys.analytics('monthly'), queryFn: ({ signal }) => api.get<MonthlyAnalytics>('/api/analytics/monthly', { signal }), staleTime: STALE_MS });
}
