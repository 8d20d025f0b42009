/**
 * The events one module announces and others act on, with what their subscribers need. `at` is the
 * writer's clock time of the change (the transaction's `Clock.now()`), so a subscriber that counts
 * days or streaks uses the same time the write used.
 */
export interface AppEvents {
  /** A video became complete for the user (the first time: completion is sticky). */
  VideoCompleted: { userId: number; videoId: number; at: Date };
  /** A progress save completed the last video of one of the user's own plans. */
  PlanCompleted: { userId: number; plan: { id: number; slug: string; title: string }; at: Date };
  /**
   * A certificate was issued on request (POST /api/certificates/generate) for a plan completed
   * earlier; a certificate issued by PlanCompleted itself is not announced again.
   */
  CertificateIssued: { userId: number; certificateId: string; plan: { id: number; title: string }; at: Date };
  /** Seconds of watching credited to the user on a video, on `localDate` (YYYY-MM-DD) of their time zone. */
  WatchTimeCredited: { userId: number; videoId: number; seconds: number; localDate: string; at: Date };
  /** A new account, made with a password or through Google. */
  UserSignedUp: { userId: number; email: string; method: 'password' | 'google'; at: Date };
  /**
   * An account is being deleted. Emitted inside the deletion's transaction before the user's row is
   * deleted, so subscribers still see the user's rows and clean up what ON DELETE does not.
   */
  UserDeleted: { userId: number; email: string; at: Date };
}

export type EventName = keyof AppEvents;
