import type { PlanSummary } from '@learnstack/contracts';

export type VisibilityFilter = 'all' | 'public' | 'private';

/** Case-insensitive match of every word of the search in the title or description. */
export function matchesSearch(plan: Pick<PlanSummary, 'title' | 'description'>, search: string): boolean {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = `${plan.title}\n${plan.description}`.toLowerCase();
  return words.every((w) => text.includes(w));
}

export interface FilteredPlans<T> {
  /** Plans matching the search and the visibility filter. */
  shown: T[];
  /** Per visibility, the plans matching the search. */
  counts: Record<VisibilityFilter, number>;
  total: number;
}

/** The Plans tab's filter: text search, then visibility. */
export function filterPlans<T extends Pick<PlanSummary, 'title' | 'description' | 'isPublic'>>(
  plans: T[],
  search: string,
  visibility: VisibilityFilter,
): FilteredPlans<T> {
  const found = plans.filter((p) => matchesSearch(p, search));
  const publicCount = found.filter((p) => p.isPublic).length;
  const shown = visibility === 'all' ? found : found.filter((p) => p.isPublic === (visibility === 'public'));
  return { shown, counts: { all: found.length, public: publicCount, private: found.length - publicCount }, total: plans.length };
}
