/** What the import dialog says about the pasted address (the parser itself: `@learnstack/contracts/youtube-input`). */
export const IMPORT_MESSAGES = {
  urlRequiredTitle: 'URL Required',
  urlRequired: 'Please enter a YouTube playlist URL',
  invalidUrlTitle: 'Invalid URL',
  invalidUrl: 'Please enter a valid YouTube playlist URL',
  failedTitle: 'Import Failed',
  failed: 'Failed to import the playlist. Please try again.',
  addFailedTitle: 'Failed to Add',
} as const;
