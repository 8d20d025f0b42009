/** The spec's texts for the library and the common playlist. */
export const LIBRARY_MESSAGES = {
  searchPlaceholder: 'Search your library...',
  count: (n: number) => `${n} video${n === 1 ? '' : 's'} in your library`,
  noMatch: 'No videos found',
  noMatchHint: 'Try another word, or clear the search.',
  empty: 'Your library is empty',
  emptyHint: 'Videos you save while exploring appear here.',
  removeTitle: 'Remove this video from your library?',
  removeConfirm: 'This action cannot be undone',
  removed: 'Video Removed',
  removeFailed: 'Failed to remove video from library',
  addedToPlan: 'Added to Plan',
  addFailed: 'Failed to add video to plan',
  noPlans: 'No learning plans found. Create one first!',
  planCreated: 'Plan created',
  createFromPlaylistFailed: 'Failed to create plan from selected courses.',
  courseAdded: 'Course added',
  addCourseFailed: 'Failed to add course to plan.',
  bookmarked: 'Bookmarked',
  bookmarkRemoved: 'Bookmark removed',
  bookmarkFailed: 'Failed to bookmark course.',
} as const;

/** Library cards shown at once; 'Show more' adds as many again. */
export const LIBRARY_PAGE_SIZE = 50;

/** Case-insensitive match of every word over title, channel and description. */
export function matchesLibrarySearch(video: { title: string; channelTitle: string; description: string }, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = `${video.title}\n${video.channelTitle}\n${video.description}`.toLowerCase();
  return words.every((w) => haystack.includes(w));
}
