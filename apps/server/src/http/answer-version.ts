/**
 * Versions of a learner's cached answers (decision 0015, 0056), made only of what the session's user
 * row already carries and the clock, so a hit needs no statement beyond the session.
 */

/** The counters database triggers move on with the learner's progress and plans (migrations 0008, 0011, 0029). */
export interface LearnerCounters {
  progressVersion: number;
  planListVersion: number;
}

export const HOUR_MS = 3_600_000;

/** The hour `now` is in: the bound on how long a change no counter follows can stay unseen. */
export const hourOf = (now: Date): number => Math.floor(now.getTime() / HOUR_MS);

/** Both counters, then whatever else the answer depends on (a local day, an hour, a zone). */
export const learnerVersion = (user: LearnerCounters, ...parts: (string | number)[]): string => [user.progressVersion, user.planListVersion, ...parts].join(':');

/**
 * The counters of the learner's record (migration 0032, decision 0062): progress (completed videos, a
 * watched video's subject) and achievements (achievements, certificates, the watch days' seconds and
 * streaks, so every watch event).
 */
export interface RecordCounters {
  progressVersion: number;
  achievementsVersion: number;
}

/** Both record counters, then whatever else the answer depends on (the local day, the zone). */
export const recordVersion = (user: RecordCounters, ...parts: (string | number)[]): string => [user.progressVersion, user.achievementsVersion, ...parts].join(':');
