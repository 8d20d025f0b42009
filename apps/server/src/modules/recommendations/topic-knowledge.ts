import { CATEGORIES, type CategoryId as CategoryIdValue } from '@learnstack/contracts';
import { type CatalogVideo, loadCatalogVideos } from '../../seed/catalog.ts';

/**
 * What the local recommender knows about topics, learned once from the curated catalog: each tag's
 * display name (its spelling in the catalog's titles: 'javascript' -> 'JavaScript'), its categories,
 * and which tags appear together on the same videos.
 */

/** Tags that name a source or a format, not something to learn. */
const NOT_TOPICS = new Set(['mit', 'ted', 'cs50', 'harvard', 'stanford', 'full-course', 'language-overview', 'tools', 'learning', 'course', 'tutorial', 'beginners', 'lecture']);

export interface TagInfo {
  key: string;
  display: string;
  count: number;
  categories: Map<CategoryIdValue, number>;
  cooccurs: Map<string, number>;
  youtubeIds: string[];
}

export interface TopicKnowledge {
  tags: Map<string, TagInfo>;
  /** Tags of each category, most used first. */
  byCategory: Map<CategoryIdValue, string[]>;
  /** Catalog tags of each catalog video. */
  tagsOfVideo: Map<string, string[]>;
  categoryOfVideo: Map<string, CategoryIdValue>;
}

/** Lower case, words joined by '-', as the catalog spells tags. */
export function topicKey(topic: string): string {
  return topic
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9+#.]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function displayOf(tag: string, titles: string[]): string {
  const words = tag.split('-');
  const pattern = new RegExp(`(^|[^A-Za-z0-9])(${words.map(escapeRegExp).join('[ -]')})($|[^A-Za-z0-9])`, 'i');
  for (const title of titles) {
    const found = pattern.exec(title)?.[2];
    // A spelling in capitals somewhere in it is a name ('JavaScript', 'UX'); all lower case says nothing.
    if (found && found !== found.toLowerCase()) return found.replace(/-/g, ' ');
  }
  return words.map((w) => (w.length <= 2 ? w.toUpperCase() : w[0]?.toUpperCase() + w.slice(1))).join(' ');
}

export function buildTopicKnowledge(videos: CatalogVideo[]): TopicKnowledge {
  const tags = new Map<string, TagInfo>();
  const tagsOfVideo = new Map<string, string[]>();
  const categoryOfVideo = new Map<string, CategoryIdValue>();
  const titles = videos.map((v) => v.title);
  for (const v of videos) {
    const own = v.tags.filter((t) => !NOT_TOPICS.has(t));
    tagsOfVideo.set(v.youtubeId, own);
    categoryOfVideo.set(v.youtubeId, v.category);
    for (const t of own) {
      let info = tags.get(t);
      if (!info) {
        info = { key: t, display: displayOf(t, titles), count: 0, categories: new Map(), cooccurs: new Map(), youtubeIds: [] };
        tags.set(t, info);
      }
      info.count++;
      info.youtubeIds.push(v.youtubeId);
      info.categories.set(v.category, (info.categories.get(v.category) ?? 0) + 1);
      for (const other of own) if (other !== t) info.cooccurs.set(other, (info.cooccurs.get(other) ?? 0) + 1);
    }
  }
  const byCategory = new Map<CategoryIdValue, string[]>();
  for (const c of CATEGORIES) {
    const list = [...tags.values()].filter((t) => t.categories.has(c.id)).sort((a, b) => (b.categories.get(c.id) ?? 0) - (a.categories.get(c.id) ?? 0) || a.key.localeCompare(b.key));
    byCategory.set(
      c.id,
      list.map((t) => t.key),
    );
  }
  return { tags, byCategory, tagsOfVideo, categoryOfVideo };
}

let knowledge: TopicKnowledge | undefined;
export function topicKnowledge(): TopicKnowledge {
  knowledge ??= buildTopicKnowledge(loadCatalogVideos());
  return knowledge;
}

export function categoryLabel(id: string): string | null {
  return CATEGORIES.find((c) => c.id === id)?.label ?? null;
}

/** A category named by its id or label ('technology', 'Technology and Computer Science'). */
export function categoryOfTopic(topic: string): CategoryIdValue | null {
  const t = topic.trim().toLowerCase();
  return CATEGORIES.find((c) => c.id === t || c.label.toLowerCase() === t)?.id ?? null;
}

/** The main category of a tag: where most of its videos are. */
export function mainCategory(info: TagInfo): CategoryIdValue | null {
  let best: CategoryIdValue | null = null;
  let n = 0;
  for (const [c, count] of info.categories) if (count > n) [best, n] = [c, count];
  return best;
}

/** Catalog tags named in a title, most specific (longest) first: 'Intro to Machine Learning with Python' -> machine-learning, python. */
export function tagsInText(k: TopicKnowledge, text: string): string[] {
  const key = `-${topicKey(text)}-`;
  return [...k.tags.values()]
    .filter((t) => t.count >= 2 && t.key.length >= 2 && key.includes(`-${t.key}-`))
    .sort((a, b) => b.key.length - a.key.length || b.count - a.count)
    .map((t) => t.key);
}

/** Character trigram similarity (as pg_trgm computes it), for matching topic names loosely. */
export function similarity(a: string, b: string): number {
  const grams = (s: string) => {
    const set = new Set<string>();
    for (const word of s.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean)) {
      const padded = `  ${word} `;
      for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
    }
    return set;
  };
  const x = grams(a);
  const y = grams(b);
  if (x.size === 0 || y.size === 0) return 0;
  let common = 0;
  for (const g of x) if (y.has(g)) common++;
  return common / (x.size + y.size - common);
}
