import {
  type AdaptationBody,
  type AdaptationReply,
  type AdaptiveInsights,
  CATEGORY_IDS,
  type CategoryId,
  type DifficultyFeedbackValue,
  type SkillProfile,
  type StruggleAnalysis,
} from '@learnstack/contracts';
import type { Db, Tx } from '../../db/client.ts';
import type { EventBus } from '../../events/event-bus.ts';
import { notFound } from '../../http/errors.ts';
import type { Clock } from '../../providers/clock.ts';
import { loadCatalogVideos } from '../../seed/catalog.ts';
import { insightsQueries, type VideoFactsRow } from './insights.queries.ts';
import { insightsRepository } from './insights.repository.ts';
import { adaptiveInsights, skillProfiles, struggleAnalysis, subjectStats, toProfile, type VideoFacts } from './skill-formulas.ts';

const DIFFICULTY_LEVEL = { beginner: 1, intermediate: 2, advanced: 3 } as const;
/** A video outside the catalog has its title as its one topic, cut to this length. */
const TITLE_TOPIC_MAX = 60;

/** Catalog difficulty and tags by YouTube id; built once (the catalog is a few hundred videos). */
let catalogFacts: Map<string, { difficulty: 1 | 2 | 3; tags: string[] }> | undefined;
function catalog() {
  catalogFacts ??= new Map(loadCatalogVideos().map((v) => [v.youtubeId, { difficulty: DIFFICULTY_LEVEL[v.difficulty], tags: v.tags }]));
  return catalogFacts;
}

const isRating = (n: number | null): n is DifficultyFeedbackValue => n === 1 || n === 3 || n === 5;
const SUBJECTS: ReadonlySet<string> = new Set(CATEGORY_IDS);
const isSubject = (value: string | null): value is CategoryId => value !== null && SUBJECTS.has(value);

/** A row of the read model as the formulas take it: catalog difficulty and tags, or beginner and the title. */
export function toFacts(row: VideoFactsRow): VideoFacts | undefined {
  if (!isSubject(row.category)) return undefined;
  const known = catalog().get(row.youtubeId);
  const title = row.title.trim().slice(0, TITLE_TOPIC_MAX);
  return {
    videoId: row.videoId,
    subject: row.category,
    difficulty: known?.difficulty ?? 1,
    topics: known && known.tags.length > 0 ? known.tags : title ? [title] : [],
    currentTime: row.currentTime ?? 0,
    isCompleted: row.isCompleted ?? false,
    completedAt: row.completedAt,
    progressUpdatedAt: row.progressUpdatedAt,
    watchSeconds: row.watchSeconds ?? 0,
    lastWatchedAt: row.lastWatchedAt,
    rating: isRating(row.rating) ? row.rating : null,
    ratedAt: row.ratedAt,
  };
}

/** Skill insights computed from the learner's own progress, watch time and ratings (decision 0033). */
export class InsightsService {
  constructor(
    private readonly db: Db,
    private readonly events: EventBus,
    private readonly clock: Clock,
  ) {}

  private async facts(userId: number): Promise<VideoFacts[]> {
    const rows = await insightsQueries.videoFacts(this.db, userId);
    return rows.flatMap((r) => toFacts(r) ?? []);
  }

  async skillProfile(userId: number): Promise<SkillProfile[]> {
    return skillProfiles(await this.facts(userId), this.clock.now());
  }

  async adaptiveInsights(userId: number): Promise<AdaptiveInsights> {
    const [facts, interests] = await Promise.all([this.facts(userId), insightsQueries.interests(this.db, userId)]);
    return adaptiveInsights(facts, interests.filter(isSubject), this.clock.now());
  }

  async struggleAnalysis(userId: number): Promise<StruggleAnalysis> {
    return struggleAnalysis(await this.facts(userId), this.clock.now());
  }

  /** Stores the rating (a new one replaces the old) and answers the subject's profile after it. */
  async rate(userId: number, body: AdaptationBody): Promise<AdaptationReply> {
    const { videoId, userFeedback } = body;
    const subject = await this.events.transaction(async ({ tx, now }) => {
      const video = await insightsQueries.videoSubject(tx, videoId);
      if (!video) throw notFound('Video not found');
      await insightsRepository.rate(tx, { userId, videoId, rating: userFeedback, at: now });
      return video.category;
    });
    const stats = isSubject(subject) ? subjectStats(subject, await this.facts(userId)) : undefined;
    return { videoId, userFeedback, profile: stats ? toProfile(stats, this.clock.now()) : null };
  }

  /** WatchTimeCredited, inside the crediting save's transaction: the video's watch total follows the ledger. */
  async onWatchTimeCredited(event: { userId: number; videoId: number; seconds: number; at: Date }, tx: Tx): Promise<void> {
    await insightsRepository.addWatchTime(tx, { userId: event.userId, videoId: event.videoId, seconds: event.seconds, at: event.at });
  }
}
