import { commonPlaylistAccountData } from './modules/common-playlist/common-playlist.account-data.ts';
import { contactAccountData } from './modules/contact/contact.account-data.ts';
import { adminAccountData } from './modules/admin/admin.account-data.ts';
import { achievementsAccountData } from './modules/achievements/achievements.account-data.ts';
import { authAccountData } from './modules/auth/auth.account-data.ts';
import { certificatesAccountData } from './modules/certificates/certificates.account-data.ts';
import { emailPreferencesAccountData } from './modules/email-preferences/email-preferences.account-data.ts';
import { favoritesAccountData } from './modules/favorites/favorites.account-data.ts';
import { friendsAccountData } from './modules/friends/friends.account-data.ts';
import { insightsAccountData } from './modules/insights/insights.account-data.ts';
import { groupsAccountData } from './modules/groups/groups.account-data.ts';
import { notesAccountData } from './modules/notes/notes.account-data.ts';
import { notificationsAccountData } from './modules/notifications/notifications.account-data.ts';
import { playlistImportAccountData } from './modules/playlist-import/playlist-import.account-data.ts';
import { planNotesAccountData } from './modules/plan-notes/plan-notes.account-data.ts';
import { plansAccountData } from './modules/plans/plans.account-data.ts';
import { recommendationsAccountData } from './modules/recommendations/recommendations.account-data.ts';
import { progressAccountData } from './modules/progress/progress.account-data.ts';
import { sharingAccountData } from './modules/sharing/sharing.account-data.ts';
import { transcriptsAccountData } from './modules/transcripts/transcripts.account-data.ts';
import { usersAccountData } from './modules/users/users.account-data.ts';
import { videosAccountData } from './modules/videos/videos.account-data.ts';
import type { AccountTable } from './db/account-data.ts';

/**
 * Every table that holds a user's id, each claimed by the module that owns it: what account deletion
 * does to its rows and what the data export gives of them (decision 0022). A test reads the database's
 * catalog and fails for a column naming a user that no module claims.
 */
export const ACCOUNT_DATA: readonly AccountTable[] = [
  ...usersAccountData,
  ...authAccountData,
  ...emailPreferencesAccountData,
  ...friendsAccountData,
  ...notificationsAccountData,
  ...videosAccountData,
  ...groupsAccountData,
  ...plansAccountData,
  ...playlistImportAccountData,
  ...progressAccountData,
  ...favoritesAccountData,
  ...sharingAccountData,
  ...commonPlaylistAccountData,
  ...contactAccountData,
  ...insightsAccountData,
  ...planNotesAccountData,
  ...adminAccountData,
  ...certificatesAccountData,
  ...achievementsAccountData,
  ...notesAccountData,
  ...recommendationsAccountData,
  ...transcriptsAccountData,
];
