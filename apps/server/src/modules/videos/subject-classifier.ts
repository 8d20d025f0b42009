import { CATEGORY_IDS, type CategoryId } from '@learnstack/contracts';

/**
 * A video's subject (one of the eight interest categories) from what YouTube tells about it, for
 * videos outside the catalog (decision 0033, amended). Pure: no I/O, the same facts give the same answer.
 *
 * Each subject has keywords (whole words or phrases, matched on lower-cased text whose other
 * characters are spaces). A keyword found in the tags scores 3, in the title 2, in the channel's name
 * 1 (each keyword counts once per field); YouTube's category adds a small prior (Science & Technology
 * +1 to technology, and so on). The best score wins, ties by the categories' order. The confidence is
 * best / (best + second + 1): one tag alone 0.75, a tag and the title agreeing 0.83, YouTube's
 * category alone 0.5, two subjects tied at most 0.5. The source is `rules` when a keyword placed it,
 * `guess` when only YouTube's category did; no score at all places nothing (the caller's fallback).
 * The backfill migration 0023 applies the keyword rules to stored titles and channels in SQL.
 */

export interface SubjectFacts {
  title: string;
  channelTitle?: string | null | undefined;
  tags?: readonly string[] | null | undefined;
  /** YouTube's category name as the provider maps it from `categoryId` ('Education', 'Science & Technology'). */
  youtubeCategory?: string | null | undefined;
}

export interface SubjectGuess {
  subject: CategoryId;
  /** 0 to 1, two decimals. */
  confidence: number;
  source: 'rules' | 'guess';
}

/**
 * Where a video lands when no rule places it, it is in no plan with placed videos and its learner
 * chose no interest: the broadest of the eight.
 */
export const LAST_RESORT_SUBJECT: CategoryId = 'personal';

/** Below this a guess is worth a second opinion (a model, when one is configured). */
export const LOW_CONFIDENCE = 0.6;

export const SUBJECT_KEYWORDS: Record<CategoryId, readonly string[]> = {
  business: [
    'business', 'management', 'manager', 'leadership', 'entrepreneur', 'entrepreneurship', 'startup', 'startups',
    'finance', 'accounting', 'economics', 'investing', 'investment', 'strategy', 'project management', 'negotiation',
    'mba', 'product management', 'bookkeeping',
  ],
  health: [
    'health', 'fitness', 'workout', 'exercise', 'yoga', 'nutrition', 'diet', 'meditation', 'sleep', 'wellness',
    'mental health', 'anatomy', 'medicine', 'medical', 'stretching', 'cardio', 'mindfulness',
  ],
  technology: [
    'python', 'javascript', 'typescript', 'java', 'programming', 'coding', 'code', 'software', 'computer', 'computers',
    'computer science', 'algorithm', 'algorithms', 'web development', 'html', 'css', 'react', 'node', 'linux', 'rust',
    'golang', 'c++', 'c#', 'developer', 'cloud', 'docker', 'kubernetes', 'devops', 'cybersecurity', 'networking',
    'api', 'git', 'operating system', 'backend', 'frontend',
  ],
  design: [
    'design', 'graphic design', 'illustration', 'drawing', 'painting', 'art', 'photoshop', 'illustrator', 'figma',
    'typography', 'photography', 'animation', 'ui', 'ux', 'blender', 'sketching', 'music', 'guitar', 'piano',
  ],
  personal: [
    'productivity', 'habits', 'motivation', 'mindset', 'self improvement', 'study tips', 'communication',
    'public speaking', 'confidence', 'time management', 'focus', 'career', 'goals', 'personal development',
  ],
  languages: [
    'language', 'languages', 'english', 'spanish', 'french', 'german', 'italian', 'japanese', 'chinese', 'mandarin',
    'korean', 'portuguese', 'arabic', 'grammar', 'vocabulary', 'pronunciation', 'ielts', 'toefl',
  ],
  marketing: [
    'marketing', 'sales', 'seo', 'advertising', 'branding', 'social media', 'copywriting', 'content marketing',
    'email marketing', 'selling', 'ecommerce', 'e commerce', 'digital marketing',
  ],
  data: [
    'data', 'data science', 'data analysis', 'analytics', 'statistics', 'machine learning', 'deep learning',
    'neural network', 'neural networks', 'pandas', 'numpy', 'excel', 'tableau', 'power bi', 'sql', 'visualization',
    'regression', 'probability', 'ai', 'artificial intelligence',
  ],
};

/** YouTube's categories that lean towards one subject; Education and the rest say nothing. */
export const YOUTUBE_CATEGORY_PRIOR: Readonly<Record<string, { subject: CategoryId; weight: number }>> = {
  'Science & Technology': { subject: 'technology', weight: 1 },
  Gaming: { subject: 'technology', weight: 0.5 },
  Sports: { subject: 'health', weight: 1 },
  Music: { subject: 'design', weight: 1 },
  'Film & Animation': { subject: 'design', weight: 1 },
  'Howto & Style': { subject: 'personal', weight: 0.5 },
  'People & Blogs': { subject: 'personal', weight: 0.5 },
  'Nonprofits & Activism': { subject: 'personal', weight: 0.5 },
  'News & Politics': { subject: 'business', weight: 0.5 },
  'Travel & Events': { subject: 'languages', weight: 0.5 },
};

const WEIGHT = { tags: 3, title: 2, channel: 1 } as const;

/** Lower case, every run of characters other than letters, digits, + and # one space, padded: ` c++ for beginners `. */
export function normalizeText(text: string): string {
  return ` ${text.toLowerCase().replace(/[^a-z0-9+#]+/g, ' ').trim()} `;
}

const has = (normalized: string, keyword: string) => normalized.includes(` ${keyword} `);

export function classifySubject(facts: SubjectFacts): SubjectGuess | null {
  const title = normalizeText(facts.title);
  const channel = normalizeText(facts.channelTitle ?? '');
  const tags = (facts.tags ?? []).slice(0, 50).map(normalizeText).join('|');
  const scores = CATEGORY_IDS.map((subject) => {
    let keywords = 0;
    for (const keyword of SUBJECT_KEYWORDS[subject]) {
      if (has(tags, keyword)) keywords += WEIGHT.tags;
      if (has(title, keyword)) keywords += WEIGHT.title;
      if (has(channel, keyword)) keywords += WEIGHT.channel;
    }
    const prior = YOUTUBE_CATEGORY_PRIOR[facts.youtubeCategory ?? ''];
    return { subject, keywords, score: keywords + (prior?.subject === subject ? prior.weight : 0) };
  });
  // Stable sort: ties keep the categories' order.
  const [best, second] = [...scores].sort((a, b) => b.score - a.score);
  if (!best || best.score <= 0) return null;
  const confidence = Math.round((best.score / (best.score + (second?.score ?? 0) + 1)) * 100) / 100;
  return { subject: best.subject, confidence, source: best.keywords > 0 ? 'rules' : 'guess' };
}
