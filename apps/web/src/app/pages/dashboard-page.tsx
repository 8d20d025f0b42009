import { CATEGORIES } from '@learnstack/contracts/category-list';
import type { CategoryId, User } from '@learnstack/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { BookOpen, CalendarDays, LifeBuoy, RefreshCw, Target } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CATEGORY_ICONS } from '../../components/category-icon.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useCurrentUser, useLearningInterests } from '../../features/auth/index.ts';
import { FriendsSummaryCard } from '../../features/friends/index.ts';
import { ContinueLearning, DashboardPlans } from '../../features/plans/index.ts';
import { WeeklyGoalProgressCard } from '../../features/progress/index.ts';
import { RecommendationsCard } from '../../features/recommendations/index.ts';
import { readDashboard } from '../dashboard-reads.ts';

/** The name to greet: first name, else the first word of the full name, else the e-mail's local part. */
export function greetingName(user: Pick<User, 'firstName' | 'name' | 'email'>): string {
  const first = user.firstName?.trim();
  if (first) return first;
  const fromName = user.name?.trim().split(/\s+/)[0];
  if (fromName) return fromName;
  return user.email.split('@')[0] ?? user.email;
}

function today(now: Date): string {
  return now.toLocaleDateString(undefined, { weekday: 'long', month: 'long', day: 'numeric' });
}

function memberSince(createdAt: string): string | null {
  const d = new Date(createdAt);
  if (Number.isNaN(d.getTime())) return null;
  return d.toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
}

const CATEGORY_LABELS = new Map<string, string>(CATEGORIES.map((c) => [c.id, c.label]));

function InterestsCard() {
  const interests = useLearningInterests();
  const ids = (interests.data?.interests ?? []).filter((id): id is CategoryId => CATEGORY_LABELS.has(id));

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Target className="size-5 text-primary" aria-hidden="true" />
          Your learning interests
        </CardTitle>
        <CardDescription>Learnstack uses these to tailor the videos and plans it suggests to you.</CardDescription>
      </CardHeader>
      <CardContent>
        {interests.isPending ? (
          <div className="flex flex-wrap gap-2" aria-busy="true">
            <span className="sr-only" role="status">
              Loading your interests
            </span>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-9 w-40 rounded-full" />
            ))}
          </div>
        ) : interests.isError ? (
          <Alert variant="destructive" title="Your interests could not be loaded" live="alert">
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void interests.refetch()}>
              <RefreshCw aria-hidden="true" />
              Try again
            </Button>
          </Alert>
        ) : ids.length === 0 ? (
          <EmptyState
            icon={<Target />}
            title="No interests chosen yet"
            description="You skipped choosing interests when you set up your account. Recommendations will use what you watch instead."
          />
        ) : (
          <ul className="flex flex-wrap gap-2" aria-label="Your learning interests">
            {ids.map((id) => {
              const Icon = CATEGORY_ICONS[id];
              return (
                <li
                  key={id}
                  className="inline-flex items-center gap-2 rounded-full border border-border bg-accent px-3.5 py-2 text-sm font-medium text-accent-foreground"
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {CATEGORY_LABELS.get(id)}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export default function DashboardPage() {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  // The cards' reads in one request (GET /api/dashboard), started once per visit during this first
  // render, before the cards mount: each card's query then joins it instead of asking its own.
  useState(() => user && readDashboard(queryClient));
  if (!user) return null;
  const since = memberSince(user.createdAt);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <section
        aria-labelledby="dashboard-title"
        className="relative overflow-hidden rounded-3xl border border-border bg-gradient-to-br from-hero-from to-card p-6 shadow-card sm:p-10"
      >
        <p className="text-sm font-medium text-primary">{today(new Date())}</p>
        <h1 id="dashboard-title" className="mt-1 text-3xl font-bold tracking-tight text-foreground sm:text-4xl">
          Welcome back, {greetingName(user)}!
        </h1>
        <p className="mt-3 max-w-2xl leading-relaxed text-muted-foreground">
          This is your learning home. Everything you build in Learnstack, from plans and progress to streaks and achievements,
          comes together here.
        </p>
        <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-muted-foreground">
          {since ? (
            <span className="inline-flex items-center gap-2">
              <CalendarDays className="size-4" aria-hidden="true" />
              Learning with Learnstack since {since}
            </span>
          ) : null}
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/help" className={buttonVariants({ variant: 'primary' })}>
            <BookOpen aria-hidden="true" />
            Read the quick start
          </Link>
          <Link to="/faq" className={buttonVariants({ variant: 'outline' })}>
            <LifeBuoy aria-hidden="true" />
            Questions? See the FAQ
          </Link>
        </div>
      </section>

      <ContinueLearning />
      <WeeklyGoalProgressCard />
      <DashboardPlans />
      <RecommendationsCard />
      <InterestsCard />
      <FriendsSummaryCard />
    </div>
  );
}
