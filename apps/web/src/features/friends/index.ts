/** The friends feature's public face (see `features/plans/index.ts`). Query keys: `./keys.ts`. */
export { useFriendRequests } from './api/use-friend-requests.ts';
export { useFriends } from './api/use-friends.ts';
export { useInvitesForMe } from './api/use-invites-for-me.ts';
export { usePublicInvite } from './api/use-public-invite.ts';
export { FriendsNetworkCard, isFriendsCardTab } from './components/friends-network-card.tsx';
export { FriendsSummaryCard } from './components/friends-summary-card.tsx';
export { PersonAvatar } from './components/person-avatar.tsx';
export { useFriendActions } from './hooks/use-friend-actions.ts';
export { FRIEND_TEXT } from './lib/messages.ts';
export { formatDate, personName } from './lib/person.ts';
