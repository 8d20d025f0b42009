import { BookOpen, CheckCircle2, Clock } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { formatTotalDuration, plural } from '../../../lib/video-format.ts';

export interface PlanStatsProps {
  videoCount: number;
  completedCount: number;
  totalDurationSeconds: number;
  /** What a video is called where the line stands: 'course' on the dashboard's cards (the spec's word), 'video' on the plan page. */
  unit: 'course' | 'video';
  className?: string;
}

/** A plan's counts in one line: its videos, how many are completed, and their total length. */
export function PlanStats({ videoCount, completedCount, totalDurationSeconds, unit, className }: PlanStatsProps) {
  return (
    <ul className={cn('flex flex-wrap gap-y-1 text-sm text-muted-foreground', className)}>
      <li className="inline-flex items-center gap-1.5">
        <BookOpen className="size-4" aria-hidden="true" />
        {plural(videoCount, unit)}
      </li>
      <li className="inline-flex items-center gap-1.5">
        <CheckCircle2 className="size-4" aria-hidden="true" />
        {completedCount} completed
      </li>
      <li className="inline-flex items-center gap-1.5">
        <Clock className="size-4" aria-hidden="true" />
        {formatTotalDuration(totalDurationSeconds)}
      </li>
    </ul>
  );
}
