/*
 * One file per owner: `<module>.ts` holds the tables of `src/modules/<module>`, and only that
 * module's repositories write them (scripts/check-server-boundaries.mjs enforces it). `mail.ts` and
 * `providers.ts` belong to the mail and YouTube providers.
 */
export * from './admin.ts';
export * from './auth.ts';
export * from './common-playlist.ts';
export * from './contact.ts';
export * from './email-preferences.ts';
export * from './favorites.ts';
export * from './friends.ts';
export * from './groups.ts';
export * from './insights.ts';
export * from './mail.ts';
export * from './notes.ts';
export * from './notifications.ts';
export * from './plan-notes.ts';
export * from './plans.ts';
export * from './playlist-import.ts';
export * from './progress.ts';
export * from './providers.ts';
export * from './sharing.ts';
export * from './users.ts';
export * from './videos.ts';
export * from './achievements.ts';
export * from './certificates.ts';
export * from './recommendations.ts';
export * from './universal-search.ts';
export * from './transcripts.ts';
