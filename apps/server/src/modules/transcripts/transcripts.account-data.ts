import { accountTable } from '../../db/account-data.ts';
import { transcripts } from '../../db/schema/index.ts';

/**
 * The transcripts module's tables (decision 0022): a learner's uploaded transcripts are theirs, exported
 * as the file they sent. YouTube's transcripts (user_id null), their segments and the word list name
 * nobody.
 */
export const transcriptsAccountData = [
  accountTable({
    table: transcripts,
    userColumns: { userId: { onDelete: 'cascade', because: 'an uploaded transcript is shown to its uploader alone' } },
    exported: ['id', 'videoId', 'language', 'format', 'content', 'segmentCount', 'createdAt'],
  }),
];
