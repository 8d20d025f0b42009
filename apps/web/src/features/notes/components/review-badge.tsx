import { REVIEW_DUE_COUNT_MAX } from '@learnstack/contracts/notes-rules';
import { useDueCount } from '../api/review-api.ts';

/** The count of due cards beside the Review link; nothing when none is due. */
export function ReviewDueBadge() {
  const count = useDueCount();
  const n = count.data ?? 0;
  if (n === 0) return null;
  return (
    <span className="ml-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-[0.7rem] font-semibold leading-5 text-primary-foreground" data-testid="review-due-count">
      {n >= REVIEW_DUE_COUNT_MAX ? `${REVIEW_DUE_COUNT_MAX}+` : n}
      <span className="sr-only"> due</span>
    </span>
  );
}
