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
import type { Versioned } from '../../http/json-cache.ts';
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

/** Answers follow the clock's windows (stalled, trend, velocity) to within this. */
const TIME_BUCKET_MS = 60 * 60_000;
/** Learners whose facts stay loaded for the three insights to share. */
const FACTS_CACHE_USERS = 64;

/** The caller as the session gives them: the progress version moves on with every save and rating. */
export interface InsightsUser {
  id: number;
  progressVersion: number;
}

/** Skill insights computed from the learner's own progress, watch time and ratings (decision 0033). */
export class InsightsService {
  /** The last facts loaded per learner and version, so the three insights after a change load them once. */
  private readonly loaded = new Map<number, { version: string; facts: Promise<VideoFacts[]> }>();

  constructor(
    private readonly db: Db,
    private readonly events: EventBus,
    private readonly clock: Clock,
  ) {}

  /** The version an answer for `user` is valid for: their progress version and the hour. */
  private version(user: InsightsUser): string {
    return `${user.progressVersion}:${Math.floor(this.clock.now().getTime() / TIME_BUCKET_MS)}`;
  }

  private facts(user: InsightsUser): Promise<VideoFacts[]> {
    const version = this.version(user);
    const hit = this.loaded.get(user.id);
    if (hit && hit.version === version) return hit.facts;
    const facts = insightsQueries.videoFacts(this.db, user.id).then((rows) => rows.flatMap((r) => toFacts(r) ?? []));
    this.loaded.delete(user.id);
    this.loaded.set(user.id, { version, facts });
    facts.catch(() => this.loaded.delete(user.id));
    for (const key of this.loaded.keys()) {
      if (this.loaded.size <= FACTS_CACHE_USERS) break;
      this.loaded.delete(key);
    }
    return facts;
  }

  async skillProfile(user: InsightsUser): Promise<SkillProfile[]> {
    return skillProfiles(await this.facts(user), this.clock.now());
  }

  async adaptiveInsights(user: InsightsUser): Promise<AdaptiveInsights> {
    return (await this.adaptiveVersioned(user)).load();
  }

  async struggleAnalysis(user: InsightsUser): Promise<StruggleAnalysis> {
    return struggleAnalysis(await this.facts(user), this.clock.now());
  }

  /** For the answer cache (as plan progress): valid while the learner's progress version and the hour are. */
  skillProfileVersioned(user: InsightsUser): Versioned<SkillProfile[]> {
    return { key: user.id, version: this.version(user), load: () => this.skillProfile(user) };
  }

  struggleAnalysisVersioned(user: InsightsUser): Versioned<StruggleAnalysis> {
    return { key: user.id, version: this.version(user), load: () => this.struggleAnalysis(user) };
  }

  /** The interests are read each time (one small query) and are part of the version. */
  async adaptiveVersioned(user: InsightsUser): Promise<Versioned<AdaptiveInsights>> {
    const interests = (await insightsQueries.interests(this.db, user.id)).filter(isSubject).sort();
    return {
      key: user.id,
      version: `${this.version(user)}:${interests.join(',')}`,
      load: async () => adaptiveInsights(await this.facts(user), interests, this.clock.now()),
    };
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
    const rows = isSubject(subject) ? await insightsQueries.videoFacts(this.db, userId) : [];
    const stats = isSubject(subject) ? subjectStats(subject, rows.flatMap((r) => toFacts(r) ?? [])) : undefined;
    return { videoId, userFeedback, profile: stats ? toProfile(stats, this.clock.now()) : null };
  }

  /** WatchTimeCredited, inside the crediting save's transaction: the video's watch total follows the ledger. */
  async onWatchTimeCredited(event: { userId: number; videoId: number; seconds: number; at: Date }, tx: Tx): Promise<void> {
    await insightsRepository.addWatchTime(tx, { userId: event.userId, videoId: event.videoId, seconds: event.seconds, at: event.at });
  }
}
