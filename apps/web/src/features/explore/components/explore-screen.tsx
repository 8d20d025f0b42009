import { Compass, Layers, ListVideo, MonitorPlay, RefreshCw, SearchX, Sparkles } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { plural } from '../../../lib/video-format.ts';
import { useExploreStats } from '../api/use-explore-stats.ts';
import { usePublicGroups } from '../api/use-public-groups.ts';
import { usePublicPlans } from '../api/use-public-plans.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { usePlaylistSearch } from '../hooks/use-playlist-search.ts';
import { EXPLORE_MESSAGES, EXPLORE_SEARCH_MAX, parseExploreTab, SEARCH_DEBOUNCE_MS } from '../lib/messages.ts';
import { PlaylistsPanel } from './playlists-panel.tsx';
import { PublicGroupCard } from './public-group-card.tsx';
import { PublicPlanCard } from './public-plan-card.tsx';

/** Explore Community Plans (/explore?tab=plans|groups|playlists&search=). */
export function ExploreScreen({ signedIn }: { signedIn: boolean }) {
  const [params, setParams] = useSearchParams();
  const tab = parseExploreTab(params.get('tab'));
  const urlSearch = (params.get('search') ?? '').trim().slice(0, EXPLORE_SEARCH_MAX);
  const playlistSearch = usePlaylistSearch();

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) copy.set(key, value);
          else copy.delete(key);
        }
        return copy;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <header className="flex flex-col gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-foreground">{EXPLORE_MESSAGES.title}</h1>
          <p className="mt-2 text-muted-foreground">Learning plans and plan groups other learners have made public, and playlists from YouTube.</p>
        </div>
        <ExploreCounts />
      </header>

      <Tabs value={tab} onValueChange={(next) => update({ tab: next === 'plans' ? null : next })}>
        <TabsList aria-label="Explore">
          <TabsTrigger value="plans">
            <ListVideo aria-hidden="true" />
            Plans
          </TabsTrigger>
          <TabsTrigger value="groups">
            <Layers aria-hidden="true" />
            Groups
          </TabsTrigger>
          <TabsTrigger value="playlists">
            <MonitorPlay aria-hidden="true" />
            Playlists
          </TabsTrigger>
        </TabsList>
        <TabsContent value="plans" className="mt-6 flex flex-col gap-5">
          <ExploreSearch key="plans" urlSearch={urlSearch} onCommit={(q) => update({ search: q })} />
          <PlansPanel search={urlSearch} signedIn={signedIn} onClear={() => update({ search: null })} />
        </TabsContent>
        <TabsContent value="groups" className="mt-6 flex flex-col gap-5">
          <ExploreSearch key="groups" urlSearch={urlSearch} onCommit={(q) => update({ search: q })} />
          <GroupsPanel search={urlSearch} signedIn={signedIn} onClear={() => update({ search: null })} />
        </TabsContent>
        <TabsContent value="playlists" className="mt-6">
          <PlaylistsPanel
            playlistSearch={playlistSearch}
            urlSearch={urlSearch}
            onSearchCommitted={(q) => update({ search: q.slice(0, EXPLORE_SEARCH_MAX) })}
            signedIn={signedIn}
          />
        </TabsContent>
      </Tabs>

      {signedIn ? <ShareKnowledgeCard /> : null}
    </div>
  );
}

function ExploreCounts() {
  const stats = useExploreStats();
  if (stats.isPending) {
    return (
      <div className="flex gap-2" aria-hidden="true">
        <Skeleton className="h-7 w-32 rounded-full" />
        <Skeleton className="h-7 w-32 rounded-full" />
      </div>
    );
  }
  if (stats.isError) return null;
  return (
    <ul className="flex flex-wrap gap-2 text-sm" aria-label="Community totals">
      <li className="inline-flex items-center gap-1.5 rounded-full bg-accent px-3 py-1 font-medium text-accent-foreground">
        <ListVideo className="size-4" aria-hidden="true" />
        {plural(stats.data.publicPlans, 'public plan')}
      </li>
      <li className="inline-flex items-center gap-1.5 rounded-full bg-accent px-3 py-1 font-medium text-accent-foreground">
        <Layers className="size-4" aria-hidden="true" />
        {plural(stats.data.publicGroups, 'public group')}
      </li>
    </ul>
  );
}

/** The plans and groups search: typed text reaches ?search= after a pause; a changed address fills the box. */
function ExploreSearch({ urlSearch, onCommit }: { urlSearch: string; onCommit: (q: string) => void }) {
  const [text, setText] = useState(urlSearch);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const committed = useRef(urlSearch);
  const commitRef = useRef(onCommit);
  commitRef.current = onCommit;

  useEffect(() => {
    const next = debounced.trim();
    if (next === committed.current) return;
    committed.current = next;
    commitRef.current(next);
  }, [debounced]);

  useEffect(() => {
    if (urlSearch === committed.current) return;
    committed.current = urlSearch;
    setText(urlSearch);
  }, [urlSearch]);

  return (
    <SearchInput
      wrapperClassName="w-full sm:max-w-md"
      aria-label="Search community plans and groups"
      value={text}
      maxLength={EXPLORE_SEARCH_MAX}
      onChange={(e) => setText(e.target.value)}
      placeholder="Search plans and groups by title or description"
    />
  );
}

function PlansPanel({ search, signedIn, onClear }: { search: string; signedIn: boolean; onClear: () => void }) {
  const query = usePublicPlans(search);
  if (query.isPending) return <CardSkeletons label="Loading community plans" />;
  if (query.isError) return <LoadError title="Community plans could not be loaded" onRetry={() => void query.refetch()} />;
  const plans = query.data.pages.flatMap((p) => p.plans);
  const total = query.data.pages[0]?.totalCount ?? plans.length;
  if (plans.length === 0) {
    return search ? (
      <NoMatch title="No plans found" search={search} onClear={onClear} />
    ) : (
      <EmptyState icon={<Compass />} title="No public plans yet" description="When learners make their plans public, they show up here." />
    );
  }
  return (
    <ResultsList
      summary={`Showing ${plans.length} of ${plural(total, 'plan')}${search ? ` matching “${search}”` : ''}`}
      hasMore={query.hasNextPage}
      loadingMore={query.isFetchingNextPage}
      onMore={() => void query.fetchNextPage()}
    >
      {plans.map((plan) => (
        <li key={plan.id} className="flex">
          <PublicPlanCard plan={plan} signedIn={signedIn} />
        </li>
      ))}
    </ResultsList>
  );
}

function GroupsPanel({ search, signedIn, onClear }: { search: string; signedIn: boolean; onClear: () => void }) {
  const query = usePublicGroups(search);
  if (query.isPending) return <CardSkeletons label="Loading community groups" />;
  if (query.isError) return <LoadError title="Community groups could not be loaded" onRetry={() => void query.refetch()} />;
  const groups = query.data.pages.flatMap((p) => p.groups);
  const total = query.data.pages[0]?.totalCount ?? groups.length;
  if (groups.length === 0) {
    return search ? (
      <NoMatch title="No groups found" search={search} onClear={onClear} />
    ) : (
      <EmptyState icon={<Layers />} title="No public groups yet" description="When learners make their plan groups public, they show up here." />
    );
  }
  return (
    <ResultsList
      summary={`Showing ${groups.length} of ${plural(total, 'group')}${search ? ` matching “${search}”` : ''}`}
      hasMore={query.hasNextPage}
      loadingMore={query.isFetchingNextPage}
      onMore={() => void query.fetchNextPage()}
    >
      {groups.map((group) => (
        <li key={group.id} className="flex">
          <PublicGroupCard group={group} signedIn={signedIn} />
        </li>
      ))}
    </ResultsList>
  );
}

function ResultsList({
  summary,
  hasMore,
  loadingMore,
  onMore,
  children,
}: {
  summary: string;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {summary}
      </p>
      <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">{children}</ul>
      {hasMore ? (
        <div className="flex justify-center">
          <Button variant="outline" onClick={onMore} loading={loadingMore}>
            Load More
          </Button>
        </div>
      ) : null}
    </>
  );
}

function NoMatch({ title, search, onClear }: { title: string; search: string; onClear: () => void }) {
  return (
    <EmptyState
      icon={<SearchX />}
      title={title}
      description={`Nothing public matches “${search}”. Try other words.`}
      action={
        <Button variant="outline" onClick={onClear}>
          Clear Search
        </Button>
      }
    />
  );
}

function LoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Alert variant="destructive" title={title} live="alert">
      <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Try again
      </Button>
    </Alert>
  );
}

const SKELETONS = ['a', 'b', 'c', 'd', 'e', 'f'];

function CardSkeletons({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <span className="sr-only" role="status">
        {label}
      </span>
      <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        {SKELETONS.map((k) => (
          <div key={k} className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-5" data-testid="card-skeleton">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-8 w-full" />
          </div>
        ))}
      </div>
    </div>
  );
}

function ShareKnowledgeCard() {
  return (
    <section
      aria-labelledby="share-knowledge-title"
      className="flex flex-col items-start gap-4 rounded-2xl border border-border bg-gradient-to-br from-hero-from to-card p-6 shadow-card sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground" aria-hidden="true">
          <Sparkles className="size-5" />
        </span>
        <div>
          <h2 id="share-knowledge-title" className="text-lg font-semibold text-foreground">
            Share Your Knowledge
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">Make one of your learning plans public and it appears here for other learners.</p>
        </div>
      </div>
      <Link to="/plans" className={buttonVariants({ variant: 'outline' })}>
        <ListVideo aria-hidden="true" />
        Go to My Plans
      </Link>
    </section>
  );
}

