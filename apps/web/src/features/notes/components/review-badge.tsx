import { REVIEW_DUE_COUNT_MAX } from '@learnstack/contracts/notes-rules';
import { cn } from '../../../lib/cn.ts';
import { useDueCount } from '../api/review-api.ts';

/**
 * The count of due cards on the Review link; nothing when none is due. It arrives after the page's
 * first paint, so the link places it out of the flow (`className`: absolute, over its icon) and its
 * arrival moves nothing (issue 25: in the flow it shifted the link's label, a layout shift).
 */
export function ReviewDueBadge({ className }: { className?: string }) {
  const count = useDueCount();
  const n = count.data ?? 0;
  if (n === 0) return null;
  return (
    <span
      className={cn(
        'pointer-events-none inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-[0.7rem] font-semibold leading-5 text-primary-foreground ring-2 ring-background',
        className,
      )}
      data-testid="review-due-count"
    >
      {n >= REVIEW_DUE_COUNT_MAX ? `${REVIEW_DUE_COUNT_MAX}+` : n}
      <span className="sr-only"> due</span>
    </span>
  );
}
