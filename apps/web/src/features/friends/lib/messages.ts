/** Texts of the friends feature. */
export const FRIEND_TEXT = {
  acceptRequestFailed: 'Failed to accept friend request.',
  rejectRequestFailed: 'Failed to reject friend request.',
  cancelInviteFailed: 'Failed to cancel friend invite.',
  deleteInviteFailed: 'Failed to delete invite.',
  acceptInviteFailed: 'Failed to accept invite.',
  acceptInvitePageFailed: 'Failed to accept invite. Please try again.',
  alreadyAnswered: 'This friend request has already been answered.',
  welcomeTitle: 'Welcome to the network! 🎉',
  welcomeDescription: "You've been connected with your friend",
  inviteCreated: 'Invite Created',
  emailDeliveryIssue: 'Email Delivery Issue',
} as const;

/** The pause between 'Invite Created' and 'Email Delivery Issue', so both toasts are read. */
export const EMAIL_ISSUE_DELAY_MS = 2000;

/** Text for "Failed to send invitation: {message}". */
export function inviteFailedText(message: string): string {
  return `Failed to send invitation: ${message}`;
}
