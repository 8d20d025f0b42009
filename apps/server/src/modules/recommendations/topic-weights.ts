import {
  ADVANCED_SESSIONS,
  COMPLETION_WEIGHT,
  INTERMEDIATE_SESSIONS,
  type LearnerLevelValue,
  TOPIC_DECAY_FLOOR,
  TOPIC_WINDOW_DAYS,
  type TopicWeight,
  VIEW_WEIGHT,
} from '@learnstack/contracts';

export const WINDOW_MS = TOPIC_WINDOW_DAYS * 24 * 60 * 60_000;

export interface SessionForWeights {
  videoKey: string;
  topics: string[];
  completed: boolean;
  watchedAt: Date;
}

/**
 * Topic weights over the last 7 days: a completed session counts 2, a view 1, times a decay that goes
 * from 1 (now) linearly down to 0.5 (7 days ago). Topics match case-insensitively; the newest spelling
 * is kept. Heaviest first, rounded to 2 decimals.
 */
export function topicWeights(sessions: SessionForWeights[], now: Date): TopicWeight[] {
  const byTopic = new Map<string, { topic: string; weight: number; last: Date; videos: Set<string> }>();
  const newestFirst = [...sessions].sort((a, b) => b.watchedAt.getTime() - a.watchedAt.getTime());
  for (const s of newestFirst) {
    const age = now.getTime() - s.watchedAt.getTime();
    if (age > WINDOW_MS) continue;
    const decay = 1 - (1 - TOPIC_DECAY_FLOOR) * (Math.max(0, age) / WINDOW_MS);
    const base = s.completed ? COMPLETION_WEIGHT : VIEW_WEIGHT;
    for (const topic of new Set(s.topics)) {
      const key = topic.toLowerCase();
      const entry = byTopic.get(key) ?? { topic, weight: 0, last: s.watchedAt, videos: new Set<string>() };
      entry.weight += base * decay;
      entry.videos.add(s.videoKey);
      byTopic.set(key, entry);
    }
  }
  return [...byTopic.values()]
    .map((e) => ({ topic: e.topic, weight: Math.round(e.weight * 100) / 100, lastUpdated: e.last.toISOString(), videoCount: e.videos.size }))
    .sort((a, b) => b.weight - a.weight || b.lastUpdated.localeCompare(a.lastUpdated) || a.topic.localeCompare(b.topic));
}

/** 5 or more sessions: intermediate; 10 or more: advanced; else beginner. */
export function learnerLevel(sessionCount: number): LearnerLevelValue {
  if (sessionCount >= ADVANCED_SESSIONS) return 'advanced';
  if (sessionCount >= INTERMEDIATE_SESSIONS) return 'intermediate';
  return 'beginner';
}
