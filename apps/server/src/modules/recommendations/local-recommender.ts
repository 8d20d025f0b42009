import { RECOMMENDATIONS_LIMIT } from '@learnstack/contracts';
import { categoryLabel, categoryOfTopic, mainCategory, similarity, type TopicKnowledge, topicKey } from './topic-knowledge.ts';

/**
 * The recommender without a model: 'if you like X, try Y' from the data alone. For each of the
 * learner's topics, candidates score by (1) how often they share a public plan with videos of that
 * topic, (2) how often they are tagged together on catalog videos, (3) how close their names are, and
 * (4) how popular they are in the topic's category. The reason names the strongest evidence.
 */

export interface LocalTopicPick {
  fromTopic: string;
  toTopic: string;
  /** The tag key of toTopic, to find its videos. */
  toKey: string;
  reason: string;
}

/** Tags that share public plans with the videos of a topic, and how often (from the plans query). */
export type PlanCooccurrence = Map<string, Map<string, number>>;

type Evidence = 'plans' | 'tags' | 'name' | 'category';

const REASONS: Record<Evidence, (from: string, to: string, category: string | null) => string> = {
  plans: (from, to) => `Learners who put ${from} videos in their public plans often add ${to} next, so it is a natural next step for you.`,
  tags: (from, to) => `${to} often comes up together with ${from} in the videos learners save here: it builds on what you already know.`,
  name: (from, to) => `${to} is closely related to ${from}, a good way to go deeper into what you enjoy.`,
  category: (from, to, category) =>
    category && category !== from ? `${to} is one of the most popular topics in ${category}, the same area as ${from}.` : `${to} is one of the most popular topics in ${from}.`,
};

export function reasonFor(k: TopicKnowledge, fromTopic: string, toTopic: string): string {
  const from = k.tags.get(topicKey(fromTopic));
  const toKey = topicKey(toTopic);
  const to = k.tags.get(toKey);
  if (from?.cooccurs.has(toKey)) return REASONS.tags(fromTopic, toTopic, null);
  if (similarity(fromTopic, toTopic) >= 0.3) return REASONS.name(fromTopic, toTopic, null);
  const category = (from && mainCategory(from)) ?? categoryOfTopic(fromTopic);
  if (category && to?.categories.has(category)) return REASONS.category(fromTopic, toTopic, categoryLabel(category));
  return `${toTopic} complements ${fromTopic}: learning both widens what you can do with either.`;
}

/** Topic names remembered with their close tag names; past this many the memory starts again. */
const NAME_NEIGHBOURS_KEPT = 2000;
const nameNeighboursMemo = new WeakMap<TopicKnowledge, Map<string, [string, number][]>>();

/**
 * The tags whose names are close to a topic's (trigram similarity of 0.3 or more), with it. The
 * knowledge never changes and a learner's topics repeat on every view, so each topic is compared
 * with all the tags once (a few hundred trigram comparisons: most of a view's CPU time otherwise).
 */
function nameNeighbours(k: TopicKnowledge, topic: string): [string, number][] {
  let memo = nameNeighboursMemo.get(k);
  if (!memo) {
    memo = new Map();
    nameNeighboursMemo.set(k, memo);
  }
  let found = memo.get(topic);
  if (!found) {
    found = [];
    for (const t of k.tags.values()) {
      if (t.count < 2) continue;
      const s = similarity(topic, t.display);
      if (s >= 0.3) found.push([t.key, s]);
    }
    if (memo.size >= NAME_NEIGHBOURS_KEPT) memo.clear();
    memo.set(topic, found);
  }
  return found;
}

/** Up to `max` related topics (tag keys) of one topic, best first, leaving out `exclude` (tag keys). */
export function relatedKeys(
  k: TopicKnowledge,
  topic: string,
  exclude: Set<string>,
  max: number,
  plans: Map<string, number> = new Map(),
): { key: string; evidence: Evidence }[] {
  const key = topicKey(topic);
  const scores = new Map<string, { score: number; evidence: Evidence; best: number }>();
  const add = (candidate: string, score: number, evidence: Evidence) => {
    if (candidate === key || exclude.has(candidate) || !k.tags.has(candidate)) return;
    const entry = scores.get(candidate) ?? { score: 0, evidence, best: 0 };
    entry.score += score;
    if (score > entry.best) [entry.evidence, entry.best] = [evidence, score];
    scores.set(candidate, entry);
  };
  for (const [candidate, n] of plans) add(candidate, 3 * n, 'plans');
  const info = k.tags.get(key);
  if (info) for (const [candidate, n] of info.cooccurs) add(candidate, 2 * n, 'tags');
  for (const [candidate, s] of nameNeighbours(k, topic)) add(candidate, 4 * s, 'name');
  const category = (info && mainCategory(info)) ?? categoryOfTopic(topic);
  if (category) {
    const list = k.byCategory.get(category) ?? [];
    for (const [i, candidate] of list.slice(0, 8).entries()) add(candidate, (8 - i) / 8, 'category');
  }
  return [...scores.entries()]
    .sort((a, b) => b[1].score - a[1].score || a[0].localeCompare(b[0]))
    .slice(0, max)
    .map(([candidate, e]) => ({ key: candidate, evidence: e.evidence }));
}

/**
 * Up to 3 picks: first one from each of the learner's topics (heaviest first), then, when they have
 * fewer than 3 topics, the next best of each again. No toTopic repeats or names one of their topics.
 */
export function localPicks(k: TopicKnowledge, topics: string[], known: Set<string>, plans: PlanCooccurrence): LocalTopicPick[] {
  const exclude = new Set([...known, ...topics.map(topicKey)]);
  const picks: LocalTopicPick[] = [];
  for (let round = 0; round < RECOMMENDATIONS_LIMIT && picks.length < RECOMMENDATIONS_LIMIT; round++) {
    const before = picks.length;
    for (const fromTopic of topics) {
      if (picks.length === RECOMMENDATIONS_LIMIT) break;
      const [best] = relatedKeys(k, fromTopic, exclude, 1, plans.get(topicKey(fromTopic)));
      if (!best) continue;
      exclude.add(best.key);
      const toTopic = k.tags.get(best.key)?.display ?? best.key;
      const fromInfo = k.tags.get(topicKey(fromTopic));
      const category = (fromInfo && mainCategory(fromInfo)) ?? categoryOfTopic(fromTopic);
      picks.push({ fromTopic, toTopic, toKey: best.key, reason: REASONS[best.evidence](fromTopic, toTopic, category ? categoryLabel(category) : null) });
    }
    if (picks.length === before) break;
  }
  return picks;
}
