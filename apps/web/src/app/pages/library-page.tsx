import { LogIn, type LucideIcon, Users } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonVariants } from '../../components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { useCurrentUser } from '../../features/auth/index.ts';
import { FAVORITES_HUB_TAB } from '../../features/favorites/index.ts';
import { FriendsNetworkCard, isFriendsCardTab } from '../../features/friends/index.ts';
import { COMMON_PLAYLIST_HUB_TAB, LIBRARY_HUB_TAB } from '../../features/library/index.ts';
import { DIFFICULTY_HUB_TAB, PATHS_HUB_TAB } from '../../features/insights/index.ts';
import { NOTES_HUB_TAB } from '../../features/notes/index.ts';

/** The friends tab: the network card, its inner tab kept in ?view= (friends, requests, invite). */
function FriendsTab() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = searchParams.get('view');
  return (
    <FriendsNetworkCard
      tab={isFriendsCardTab(view) ? view : 'friends'}
      onTabChange={(next) =>
        setSearchParams(
          (prev) => {
            const params = new URLSearchParams(prev);
            if (next === 'friends') params.delete('view');
            else params.set('view', next);
            return params;
          },
          { replace: true },
        )
      }
    />
  );
}

interface HubTab {
  id: string;
  label: string;
  icon: LucideIcon;
  Panel: ComponentType;
}

/**
 * The Learning Hub's tabs, in their order on the page: library, favorites, playlist,
 * friends, paths, difficulty. Only tabs whose feature exists are listed; each new one is one line.
 */
export const HUB_TABS: HubTab[] = [
  LIBRARY_HUB_TAB,
  FAVORITES_HUB_TAB,
  COMMON_PLAYLIST_HUB_TAB,
  { id: 'friends', label: 'Friends', icon: Users, Panel: FriendsTab },
  PATHS_HUB_TAB,
  DIFFICULTY_HUB_TAB,
  NOTES_HUB_TAB,
];

function SignInRequired() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground" aria-hidden="true">
        <LogIn className="size-6" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-foreground">Sign In Required</h1>
      <p className="text-muted-foreground">Please sign in to view your video library.</p>
      <Link to="/login" className={buttonVariants({ size: 'lg' })}>
        Sign In
      </Link>
    </div>
  );
}

/** /library: the Learning Hub. The open tab is kept in ?tab= (unknown or missing: the first). */
export default function LibraryPage() {
  const { user } = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  if (!user) return <SignInRequired />;

  const requested = searchParams.get('tab');
  const current = HUB_TABS.find((t) => t.id === requested) ?? HUB_TABS[0];
  if (!current) return null;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-foreground">Learning Hub</h1>
        <p className="mt-2 text-muted-foreground">Your saved videos, favourites, curated courses and the people you learn with.</p>
      </header>
      <Tabs value={current.id} onValueChange={(id) => setSearchParams({ tab: id }, { replace: true })}>
        <TabsList aria-label="Learning Hub">
          {HUB_TABS.map(({ id, label, icon: Icon }) => (
            <TabsTrigger key={id} value={id}>
              <Icon aria-hidden="true" />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {HUB_TABS.map(({ id, Panel }) => (
          <TabsContent key={id} value={id}>
            {id === current.id ? <Panel /> : null}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
