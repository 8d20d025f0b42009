import type { UseQueryResult } from '@tanstack/react-query';
import { LogIn, RefreshCw, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { swatchClass } from '../../../components/color-swatches.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';

/** What a shared page is of: 'plan' (/shared/{token}) or 'group' (/shared-group/{id}). */
export type SharedKind = 'plan' | 'group';

const PAGE = 'mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10';

/**
 * The load states every shared page goes through: its skeleton while pending, its not-found page for
 * a 400 or 404, an error with 'Try again' for anything else, then `children` with the data.
 */
export function SharedLoadStates<T>({
  kind,
  query,
  notFound,
  skeleton,
  children,
}: {
  kind: SharedKind;
  query: UseQueryResult<T>;
  notFound: ReactNode;
  skeleton: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return skeleton;
  if (query.isError) {
    const err = query.error;
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return notFound;
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <Alert variant="destructive" title={`This shared ${kind} could not be loaded`} live="alert">
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </Alert>
      </div>
    );
  }
  return children(query.data);
}

/** One fact under a shared page's title: an icon and a few words. */
export interface SharedFact {
  key: string;
  icon: ReactNode;
  text: ReactNode;
}

/**
 * A shared page: the header card (colour band, kicker, title, description, author and facts, the
 * action), then the list of what it holds, with its count, or an empty state.
 */
export function SharedPageFrame({
  kind,
  kicker,
  title,
  description,
  color,
  author,
  facts,
  action,
  listTitle,
  count,
  empty,
  children,
}: {
  kind: SharedKind;
  kicker: string;
  title: string;
  description: string | null;
  color: string;
  author: string;
  facts: SharedFact[];
  action: ReactNode;
  listTitle: string;
  count: number;
  /** Shown instead of the list when `count` is 0. */
  empty: { icon: ReactNode; title: string; description: string };
  children: ReactNode;
}) {
  const titleId = `shared-${kind}-title`;
  const listId = `shared-${kind}-list`;
  return (
    <div className={PAGE}>
      <section aria-labelledby={titleId} className="overflow-hidden rounded-3xl border border-border bg-card shadow-card">
        <div className={cn('h-2', swatchClass(color))} aria-hidden="true" />
        <div className="flex flex-col gap-4 p-5 sm:p-8">
          <p className="text-sm font-medium text-primary">{kicker}</p>
          <h1 id={titleId} className="text-2xl font-bold leading-tight tracking-tight text-foreground sm:text-3xl">
            {title}
          </h1>
          <p className={cn('whitespace-pre-line text-muted-foreground', !description && 'italic')}>{description || 'No description'}</p>
          <ul className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
            <li className="inline-flex items-center gap-1.5">
              <User className="size-4" aria-hidden="true" />
              by {author}
            </li>
            {facts.map((fact) => (
              <li key={fact.key} className="inline-flex items-center gap-1.5">
                {fact.icon}
                {fact.text}
              </li>
            ))}
          </ul>
          {action}
        </div>
      </section>

      <section aria-labelledby={listId} className="flex flex-col gap-3">
        <h2 id={listId} className="text-xl font-semibold text-foreground">
          {listTitle} <span className="text-base font-normal text-muted-foreground">({count})</span>
        </h2>
        {count === 0 ? <EmptyState icon={empty.icon} title={empty.title} description={empty.description} /> : children}
      </section>
    </div>
  );
}

/** A visitor's prompt to sign in (or up) before adding what is shared. */
export function SharedSignInPrompt({ text }: { text: string }) {
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-border bg-muted/60 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-foreground">{text}</p>
      <div className="flex shrink-0 gap-2">
        <Link to="/login" className={buttonVariants({ size: 'sm' })}>
          <LogIn aria-hidden="true" />
          Sign In
        </Link>
        <Link to="/signup" className={buttonVariants({ size: 'sm', variant: 'outline' })}>
          Sign Up
        </Link>
      </div>
    </div>
  );
}

/** Where the learner's own plan (or copy) is, with a note saying why there is nothing to add. */
export function SharedOpenLink({ to, children, note }: { to: string; children: ReactNode; note: string }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Link to={to} className={buttonVariants()}>
        {children}
      </Link>
      <p className="text-sm text-muted-foreground" role="status">
        {note}
      </p>
    </div>
  );
}

/** The header card's skeleton with `list` below it, while a shared page loads. */
export function SharedPageSkeleton({ kind, list }: { kind: SharedKind; list: ReactNode }) {
  return (
    <div className={PAGE} aria-busy="true">
      <span className="sr-only" role="status">
        Loading the shared {kind}
      </span>
      <div className="flex flex-col gap-4 rounded-3xl border border-border bg-card p-8">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-10 w-48" />
      </div>
      {list}
    </div>
  );
}

/** A shared page that does not exist (or the link is wrong): an empty state with its way on. */
export function SharedNotFound({ icon, title, description, action }: { icon: ReactNode; title: string; description: string; action: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <EmptyState icon={icon} title={title} description={description} action={action} />
    </div>
  );
}
