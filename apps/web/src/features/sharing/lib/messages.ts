/** Texts of sharing and the shared pages. */
export const SHARE_MESSAGES = {
  planFailed: 'Failed to share plan',
  groupFailed: 'Failed to share group',
  linkFailed: 'Failed to generate share link',
  copyFailed: 'Failed to copy to clipboard',
  copied: 'Link copied to clipboard',
  emailRequired: 'Please enter an email address',
  friendRequired: 'Please select a friend',
  revokeFailed: 'Failed to stop sharing',
  revoked: 'Share link revoked',
  emailDeliveryFailed: 'The email could not be delivered',
  emailDeliveryHint: 'Copy the share link and send it yourself.',
} as const;

export const SHARED_PAGE_MESSAGES = {
  planNotFound: 'Plan Not Found',
  planNotFoundText: 'This shared plan link is invalid, or its owner has stopped sharing it.',
  planAdded: 'Plan Added!',
  planAddFailed: 'Failed to add plan to your dashboard',
  alreadyAdded: 'Already in your plans',
  groupNotFound: 'Group Not Found',
  groupInvalid: 'This shared group link is invalid or has expired.',
  groupAdded: 'Group Added!',
  groupAddFailed: 'Failed to add group to your plans',
} as const;
