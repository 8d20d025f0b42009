import { accountTable } from '../../db/account-data.ts';
import { libraryVideos, videoLabels, videos } from '../../db/schema/index.ts';

/** The videos module's tables that hold user ids (decision 0022). */
export const videosAccountData = [
  accountTable({
    table: videos,
    userColumns: { createdBy: { onDelete: 'set null', because: 'a video is shared by everyone who saved it or holds it in a plan; it only forgets who saved it first' } },
    exported: ['id', 'youtubeId', 'title', 'createdAt'],
    leftOut: 'the video’s other facts, which are YouTube’s and not the user’s',
  }),
  accountTable({
    table: videoLabels,
    userColumns: { userId: { onDelete: 'cascade', because: 'a label is shown to its author alone' } },
    exported: ['videoId', 'title', 'description', 'channelTitle', 'updatedAt'],
  }),
  accountTable({
    table: libraryVideos,
    userColumns: { userId: { onDelete: 'cascade', because: 'the library is the user’s alone; the videos stay' } },
    exported: ['videoId', 'addedAt'],
  }),
];
