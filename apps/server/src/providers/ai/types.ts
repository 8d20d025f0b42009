import type { CategoryId } from '@learnstack/contracts';

/** What the rest of the server knows about the model: the jobs the product gives it, and how a job can fail. */

export type LearnerLevel = 'beginner' | 'intermediate' | 'advanced';

/** What the model may know about the learner; bounded by the caller's contract. */
export interface UserContext {
  level?: LearnerLevel | undefined;
  /** The learner's interests or most-watched topics, most important first. */
  interests?: string[] | undefined;
}

export interface RelatedTopicsInput {
  topic: string;
  userContext?: UserContext | undefined;
}

export interface ConnectionReasonInput {
  fromTopic: string;
  toTopic: string;
}

export interface SearchQueryInput {
  /** What to find videos about. */
  topic: string;
  /** What the learner already likes, so the query can bridge from it. */
  userTopic: string;
}

export interface RecommendationsInput {
  /** The learner's topics, highest weight first (at most 5). */
  topics: string[];
  level?: LearnerLevel | undefined;
}

/** 'If you like {fromTopic}, try {toTopic}', with the reason and a video search for toTopic. */
export interface TopicRecommendation {
  /** Always one of the input topics, in the caller's spelling. */
  fromTopic: string;
  toTopic: string;
  reason: string;
  searchQuery: string;
}

/** What YouTube tells about a video, for filing it under one of the eight subjects. */
export interface VideoSubjectInput {
  title: string;
  channelTitle?: string | null | undefined;
  /** YouTube's category name ('Education', 'Science & Technology'). */
  youtubeCategory?: string | null | undefined;
  /** The uploader's tags. */
  tags?: readonly string[] | null | undefined;
}

/**
 * Why a job gave no answer. Every kind means "use the local fallback"; none is the caller's fault.
 * - unavailable: no API key, or the model failed moments ago and is resting (no request was made)
 * - invalid_input: nothing was left to ask once the input was cleaned (no request was made)
 * - timeout: no complete answer within the time limit, after the retry
 * - unreachable: no connection to the server
 * - http_error: the server answered with an error status (`status`)
 * - invalid_answer: the answer was not JSON of the expected shape; it is never passed on
 * - aborted: the caller's signal ended the wait
 */
export type AiFailureKind =
  | 'unavailable'
  | 'invalid_input'
  | 'timeout'
  | 'unreachable'
  | 'http_error'
  | 'invalid_answer'
  | 'aborted';

export interface AiFailure {
  kind: AiFailureKind;
  /** For logs only: never shown to users. */
  message: string;
  status?: number | undefined;
}

export type AiResult<T> = { ok: true; value: T; cached: boolean } | { ok: false; failure: AiFailure };

export interface AiCallOptions {
  /** Ends the wait early (the caller's own deadline); the job then fails with kind 'aborted'. */
  signal?: AbortSignal | undefined;
}

/**
 * The model's jobs. Answers are validated and cached per (job, input, UTC day); a job never throws:
 * it resolves to an answer or to a failure the caller falls back from.
 */
export interface AiProvider {
  /** False without an API key (no request is ever made) or while resting after a failed call. */
  readonly available: boolean;
  /** The configured model name, or null without a key. */
  readonly model: string | null;
  /** Up to 5 short topic names related to `topic`, leaving out the topic itself. */
  relatedTopics(input: RelatedTopicsInput, options?: AiCallOptions): Promise<AiResult<string[]>>;
  /** One or two sentences, at most 300 characters: why someone who likes fromTopic would enjoy toTopic. */
  connectionReason(input: ConnectionReasonInput, options?: AiCallOptions): Promise<AiResult<string>>;
  /** A video search query (at most 100 characters) for `topic`, for a learner coming from `userTopic`. */
  searchQuery(input: SearchQueryInput, options?: AiCallOptions): Promise<AiResult<string>>;
  /**
   * Up to 3 'if you like X, try Y' suggestions in one call: fromTopic is always one of the input topics,
   * toTopic never is, and no toTopic repeats.
   */
  recommendations(input: RecommendationsInput, options?: AiCallOptions): Promise<AiResult<TopicRecommendation[]>>;
  /** The one of the eight subjects (interest categories) a video is most about, by its id. */
  videoSubject(input: VideoSubjectInput, options?: AiCallOptions): Promise<AiResult<CategoryId>>;
}
