import { formatInterval, type ReviewRating } from '@learnstack/contracts';
import { type Card, fsrs, GenSeedStrategyWithCardId, type Grade, State, StrategyMode } from 'ts-fsrs';

/**
 * The FSRS scheduler (ts-fsrs): default parameters, desired retention 0.9, fuzz on. The fuzz is
 * seeded by the card's id and its number of reviews, so the interval a button shows is the one the
 * grade then gives, whenever the answer arrives (decision 0039).
 */
export const scheduler = fsrs({ request_retention: 0.9, enable_fuzz: true }).useStrategy(StrategyMode.SEED, GenSeedStrategyWithCardId('card_id'));

/** A card's stored FSRS state (the columns of review_cards). */
export interface StoredCard {
  id: number;
  dueAt: Date;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: number;
  lastReviewAt: Date | null;
}

type SeededCard = Card & { card_id: number };

export function toFsrsCard(c: StoredCard): SeededCard {
  return {
    card_id: c.id,
    due: c.dueAt,
    stability: c.stability,
    difficulty: c.difficulty,
    elapsed_days: c.elapsedDays,
    scheduled_days: c.scheduledDays,
    learning_steps: c.learningSteps,
    reps: c.reps,
    lapses: c.lapses,
    state: c.state as State,
    ...(c.lastReviewAt ? { last_review: c.lastReviewAt } : {}),
  };
}

/** The state a new card starts in: due at once. */
export function newCardState(now: Date): Omit<StoredCard, 'id'> {
  return { dueAt: now, stability: 0, difficulty: 0, elapsedDays: 0, scheduledDays: 0, learningSteps: 0, reps: 0, lapses: 0, state: State.New, lastReviewAt: null };
}

/** Grades a card at `now`: its next state and the log of the state before. */
export function grade(card: StoredCard, rating: ReviewRating, now: Date) {
  const { card: next, log } = scheduler.next(toFsrsCard(card), now, rating as Grade);
  return {
    next: {
      dueAt: next.due,
      stability: next.stability,
      difficulty: next.difficulty,
      elapsedDays: next.elapsed_days,
      scheduledDays: next.scheduled_days,
      learningSteps: next.learning_steps,
      reps: next.reps,
      lapses: next.lapses,
      state: next.state as number,
      lastReviewAt: next.last_review ?? now,
    },
    log: {
      rating,
      state: log.state as number,
      dueAt: log.due,
      stability: log.stability,
      difficulty: log.difficulty,
      elapsedDays: log.elapsed_days,
      lastElapsedDays: log.last_elapsed_days,
      scheduledDays: log.scheduled_days,
      learningSteps: log.learning_steps,
      reviewedAt: now,
      nextDueAt: next.due,
    },
  };
}

/** What each grade would give at `now`: the interval as '10m' or '3d', and the due time. */
export function previewIntervals(card: StoredCard, now: Date): Record<ReviewRating, { label: string; dueAt: string }> {
  const preview = scheduler.repeat(toFsrsCard(card), now);
  const at = (r: ReviewRating) => {
    const due = preview[r as Grade].card.due;
    return { label: formatInterval(due.getTime() - now.getTime()), dueAt: due.toISOString() };
  };
  return { 1: at(1), 2: at(2), 3: at(3), 4: at(4) };
}
