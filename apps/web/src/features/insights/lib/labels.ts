import { CATEGORIES } from '@learnstack/contracts/category-list';
import type { LearningStyle, LearningTrend } from '@learnstack/contracts/insights-rules';

export function subjectLabel(id: string): string {
  return CATEGORIES.find((c) => c.id === id)?.label ?? id;
}

export const TREND_LABELS: Record<LearningTrend, string> = { improving: 'Improving', struggling: 'Struggling', steady: 'Steady', new: 'Getting started' };

export const STYLE_LABELS: Record<LearningStyle, { title: string; description: string }> = {
  focused: { title: 'Focused', description: 'Most of your watch time goes to one subject: you go deep before you go wide.' },
  explorer: { title: 'Explorer', description: 'You learn across four or more subjects and connect ideas between them.' },
  finisher: { title: 'Finisher', description: 'You finish most of what you start.' },
  sampler: { title: 'Sampler', description: 'You start many videos and finish few: try finishing one before opening the next.' },
  balanced: { title: 'Balanced', description: 'You mix subjects and finish a fair share of what you start.' },
  new: { title: 'Not known yet', description: 'Watch and rate a few videos and your learning style appears here.' },
};

/** Minutes as hours, one decimal ("1.5 h"). */
export function hours(minutes: number): string {
  return `${(minutes / 60).toFixed(1)} h`;
}

export function percent(fraction: number): string {
  return `${Math.round(fraction * 100)}%`;
}
