import { Inbox, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useFriendRequests } from '../api/use-friend-requests.ts';
import { useFriends } from '../api/use-friends.ts';
import { useInvitesForMe } from '../api/use-invites-for-me.ts';
import { FriendRequestsList } from './friend-requests-list.tsx';
import { FriendsList } from './friends-list.tsx';
import { InviteForm } from './invite-form.tsx';
import { InvitesForMeList } from './invites-for-me-list.tsx';
import { SentInvitesList } from './sent-invites-list.tsx';

export const FRIENDS_CARD_TABS = ['friends', 'requests', 'invite'] as const;
export type FriendsCardTab = (typeof FRIENDS_CARD_TABS)[number];

export function isFriendsCardTab(value: string | null | undefined): value is FriendsCardTab {
  return (FRIENDS_CARD_TABS as readonly string[]).includes(value ?? '');
}

function Count({ n, highlight = false }: { n: number | undefined; highlight?: boolean }) {
  if (n === undefined || n === 0) return null;
  return (
    <span
      className={
        highlight
          ? 'rounded-full bg-primary px-1.5 text-xs font-semibold leading-5 text-primary-foreground'
          : 'rounded-full bg-muted-hover px-1.5 text-xs font-semibold leading-5 text-foreground'
      }
    >
      {n}
    </span>
  );
}

/** The friends network card: tabs Friends, Requests and Invite Friends. */
export function FriendsNetworkCard({
  tab: controlledTab,
  onTabChange,
}: {
  /** The open tab, when the caller keeps it (the library keeps it in the address: ?view=). */
  tab?: FriendsCardTab;
  onTabChange?: (tab: FriendsCardTab) => void;
}) {
  const [ownTab, setOwnTab] = useState<FriendsCardTab>('friends');
  const tab = controlledTab ?? ownTab;
  const friends = useFriends();
  const requests = useFriendRequests();
  const invitesForMe = useInvitesForMe();
  const incoming = requests.data || invitesForMe.data ? (requests.data?.length ?? 0) + (invitesForMe.data?.length ?? 0) : undefined;

  function change(value: string) {
    if (!isFriendsCardTab(value)) return;
    setOwnTab(value);
    onTabChange?.(value);
  }

  return (
    <Card>
      {/* Own padding: narrower than the kit's on phones, so the three tabs fit at 360 px. */}
      <div className="flex flex-col gap-1.5 p-4 pb-2 sm:p-6 sm:pb-3">
        <CardTitle as="h2" className="flex items-center gap-2">
          <Users className="size-5 text-primary" aria-hidden="true" />
          Friends Network
        </CardTitle>
        <CardDescription>Connect with the people you learn with.</CardDescription>
      </div>
      <div className="p-4 pt-2 sm:p-6 sm:pt-3">
        <Tabs value={tab} onValueChange={change}>
          <TabsList aria-label="Friends network" className="w-full sm:w-auto">
            <TabsTrigger value="friends" className="flex-1 max-sm:gap-1.5 max-sm:px-2 max-sm:text-[0.8125rem] sm:flex-none">
              <Users aria-hidden="true" className="hidden min-[400px]:block" />
              Friends
              <Count n={friends.data?.length} />
            </TabsTrigger>
            <TabsTrigger value="requests" className="flex-1 max-sm:gap-1.5 max-sm:px-2 max-sm:text-[0.8125rem] sm:flex-none">
              <Inbox aria-hidden="true" className="hidden min-[400px]:block" />
              Requests
              <Count n={incoming} highlight />
            </TabsTrigger>
            <TabsTrigger value="invite" className="flex-1 max-sm:gap-1.5 max-sm:px-2 max-sm:text-[0.8125rem] sm:flex-none">
              <UserPlus aria-hidden="true" className="hidden min-[400px]:block" />
              Invite Friends
            </TabsTrigger>
          </TabsList>
          <TabsContent value="friends">
            <FriendsList onInvite={() => change('invite')} />
          </TabsContent>
          <TabsContent value="requests" className="flex flex-col gap-4">
            <InvitesForMeList />
            <FriendRequestsList hideEmpty={(invitesForMe.data?.length ?? 0) > 0} />
          </TabsContent>
          <TabsContent value="invite" className="flex flex-col gap-6">
            <InviteForm />
            <section aria-labelledby="sent-invites-title" className="flex flex-col gap-3">
              <h3 id="sent-invites-title" className="text-sm font-semibold text-foreground">
                Sent invitations
              </h3>
              <SentInvitesList />
            </section>
          </TabsContent>
        </Tabs>
      </div>
    </Card>
  );
}
