import type { ReviewCard } from '@learnstack/contracts';
import { formatNoteTime, PLAY_MOMENT_LEAD_SECONDS, RATING_LABELS, type ReviewRating } from '@learnstack/contracts/notes-rules';
import { Brain, CalendarClock, Eye, Flame, PartyPopper, Play, RefreshCw, Target } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { errorText } from '../api/notes-api.ts';
import { useDueCards, useGradeCard, useReviewStats } from '../api/review-api.ts';

const RATINGS: ReviewRating[] = [1, 2, 3, 4];
const RATING_STYLES: Record<ReviewRating, string> = {
  1: 'border-destructive/40 hover:bg-destructive-soft',
  2: 'border-warning/40 hover:bg-warning-soft',
  3: 'border-success/40 hover:bg-success-soft',
  4: 'border-primary/40 hover:bg-accent',
};

/** A text field or a dialog has the keys: the review's shortcuts stay out of its way. */
function keysBelongElsewhere(e: KeyboardEvent): boolean {
  if (e.ctrlKey || e.metaKey || e.altKey) return true;
  const el = e.target as HTMLElement | null;
  // Keys sent to the window or the document have no element to look into.
  if (!el || typeof el.closest !== 'function') return false;
  return el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName) || el.closest('[role="dialog"],[role="alertdialog"]') !== null;
}

function newReviewId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

function formatWhen(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}

/** /review: the due cards one at a time, oldest due first; Show answer (Space), then Again to Easy (1 to 4). */
export function ReviewScreen() {
  const due = useDueCards();
  const stats = useReviewStats();
  const grade = useGradeCard();
  const navigate = useNavigate();
  const [announcement, setAnnouncement] = useState('');
  const card: ReviewCard | undefined = due.data?.cards[0];
  // One id per card shown: a double click or a retried request sends the same id and grades once.
  // A new card (or the same card due again) starts hidden, with a new id.
  const cardKey = card ? `${card.id}@${card.dueAt}` : '';
  const [shown, setShown] = useState({ key: '', reviewId: '', revealed: false });
  if (shown.key !== cardKey) setShown({ key: cardKey, reviewId: newReviewId(), revealed: false });
  const revealed = shown.key === cardKey && shown.revealed;
  const reviewId = shown.reviewId;
  const setRevealed = useCallback((value: boolean) => setShown((s) => ({ ...s, revealed: value })), []);

  const answer = useCallback(
    (rating: ReviewRating) => {
      if (!card || !revealed || grade.isPending) return;
      grade.mutate(
        { cardId: card.id, body: { rating, reviewId } },
        {
          onSuccess: (reply) => setAnnouncement(`${RATING_LABELS[rating]}. Next review ${formatWhen(reply.dueAt)}.`),
          onError: (error) => toast.error(errorText(error, 'The answer could not be saved. Please try again.')),
        },
      );
    },
    [card, revealed, grade, reviewId],
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (keysBelongElsewhere(e) || !card) return;
      if ((e.key === ' ' || e.key === 'Enter') && !revealed) {
        const onButton = (e.target as HTMLElement | null)?.closest?.('button,a');
        if (onButton && e.key === 'Enter') return;
        e.preventDefault();
        setRevealed(true);
        return;
      }
      if (revealed && ['1', '2', '3', '4'].includes(e.key)) {
        e.preventDefault();
        answer(Number(e.key) as ReviewRating);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [card, revealed, answer, setRevealed]);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-col gap-1">
        <h1 className="inline-flex items-center gap-2 text-2xl font-bold tracking-tight text-foreground">
          <Brain className="size-6 text-primary" aria-hidden="true" />
          Review
        </h1>
        <p className="text-muted-foreground">Notes you marked ‘Review this’, when they are due to be remembered.</p>
      </header>
      <StatsRow stats={stats.data} dueCount={due.data?.dueCount} />
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>

      {due.isPending ? (
        <Skeleton className="h-72 w-full rounded-2xl" />
      ) : due.isError ? (
        <Alert variant="destructive" title="The cards could not be loaded" live="alert">
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void due.refetch()}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </Alert>
      ) : !card ? (
        <AllDone nextDueAt={due.data.nextDueAt} />
      ) : (
        <article aria-labelledby="review-front" className="flex flex-col gap-5 rounded-2xl border border-border bg-card p-6 shadow-card">
          <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
            <span>
              {due.data.dueCount} due · {card.video.title}
            </span>
            <span>{formatNoteTime(card.note.atSeconds)}</span>
          </div>
          <h2 id="review-front" className="text-xl font-semibold leading-snug text-foreground">
            {card.front}
          </h2>
          {revealed ? (
            <div className="flex flex-col gap-4 border-t border-border pt-4">
              <p className="whitespace-pre-wrap break-words text-foreground" data-testid="review-back">
                {card.back}
              </p>
              {card.context.length > 0 ? <ReviewContext card={card} /> : null}
              <div>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => navigate(`/video/${card.video.id}?t=${Math.max(0, Math.floor(card.note.atSeconds) - PLAY_MOMENT_LEAD_SECONDS)}`, { state: { autoplay: true } })}
                >
                  <Play aria-hidden="true" />
                  Play the moment
                </Button>
              </div>
              <fieldset className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                <legend className="mb-2 text-sm font-medium text-muted-foreground">How well did you remember? (keys 1 to 4)</legend>
                {RATINGS.map((r) => (
                  <button
                    key={r}
                    type="button"
                    disabled={grade.isPending}
                    onClick={() => answer(r)}
                    aria-keyshortcuts={String(r)}
                    className={cn(
                      'flex flex-col items-center gap-0.5 rounded-xl border bg-card px-3 py-3 text-sm font-semibold text-foreground transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60',
                      RATING_STYLES[r],
                    )}
                  >
                    {RATING_LABELS[r]} <span className="text-xs font-normal text-muted-foreground">{card.intervals[r].label}</span>
                  </button>
                ))}
              </fieldset>
            </div>
          ) : (
            <Button className="self-start" onClick={() => setRevealed(true)} aria-keyshortcuts="Space">
              <Eye aria-hidden="true" />
              Show answer
            </Button>
          )}
        </article>
      )}
    </div>
  );
}

/** The transcript lines around the note's time, the one being said at that time stressed. */
function ReviewContext({ card }: { card: ReviewCard }) {
  const at = card.note.atSeconds;
  const current = card.context.reduce((found, line, i) => (line.start <= at ? i : found), -1);
  return (
    <section aria-labelledby="review-context-heading" className="flex flex-col gap-2 rounded-xl bg-muted/50 p-3">
      <h3 id="review-context-heading" className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        What was said around {formatNoteTime(at)}
      </h3>
      <ol className="flex flex-col gap-1 text-sm" data-testid="review-context">
        {card.context.map((line, i) => (
          <li key={`${line.start}:${line.text}`} className="flex gap-3" aria-current={i === current ? 'time' : undefined}>
            <span className="shrink-0 font-mono text-xs leading-5 tabular-nums text-muted-foreground">{formatNoteTime(line.start)}</span>
            <span className={cn('leading-5', i === current ? 'font-medium text-foreground' : 'text-muted-foreground')}>{line.text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function AllDone({ nextDueAt }: { nextDueAt: string | null }) {
  return (
    <section className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-6 py-14 text-center" aria-labelledby="all-done">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground" aria-hidden="true">
        <PartyPopper className="size-6" />
      </span>
      <h2 id="all-done" className="text-lg font-semibold text-foreground">
        All done for today
      </h2>
      <p className="text-muted-foreground">
        {nextDueAt ? `The next card is due ${formatWhen(nextDueAt)}.` : 'Mark a note ‘Review this’ in the player to make a card.'}
      </p>
      <Link to="/library?tab=notes" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        Your notes
      </Link>
    </section>
  );
}

function StatsRow({ stats, dueCount }: { stats: ReturnType<typeof useReviewStats>['data']; dueCount: number | undefined }) {
  const items = [
    { label: 'Due now', value: dueCount ?? '…', icon: CalendarClock },
    { label: 'Reviewed today', value: stats?.reviewedToday ?? '…', icon: Target },
    { label: 'Streak', value: stats ? `${stats.streakDays} ${stats.streakDays === 1 ? 'day' : 'days'}` : '…', icon: Flame },
    { label: 'Retention (30 days)', value: stats ? (stats.retention30d === null ? '—' : `${Math.round(stats.retention30d * 100)}%`) : '…', icon: Brain },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map(({ label, value, icon: Icon }) => (
        <div key={label} className="rounded-xl border border-border bg-card p-3">
          <dt className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
            <Icon className="size-3.5" aria-hidden="true" />
            {label}
          </dt>
          <dd className="mt-1 text-lg font-semibold text-foreground">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
