import type { SharedGroupReply } from '@learnstack/contracts';
import { ArrowRight, BookOpen, CopyPlus, FolderX, Home, Layers, Lock, LogIn, RefreshCw, User } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { COLOR_LABEL, swatchClass } from '../../../components/color-swatches.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { VisibilityBadge } from '../../../components/visibility-badge.tsx';
import { ApiError } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { plural } from '../../../lib/video-format.ts';
import { useAcceptSharedGroup, useSharedGroup } from '../api/use-shared-group.ts';
import { SHARED_PAGE_MESSAGES } from '../lib/messages.ts';

export interface SharedGroupScreenProps {
  groupId: string;
  /** The share link's token (?token=), if any. */
  token: string | null;
  signedIn: boolean;
}

/** The shared group page /shared-group/{groupId}?token= (decision 0009). */
export function SharedGroupScreen({ groupId, token, signedIn }: SharedGroupScreenProps) {
  const valid = /^\d{1,10}$/.test(groupId);
  const query = useSharedGroup(groupId, token, valid);
  if (!valid) return <GroupNotFound />;
  if (query.isPending) return <SharedGroupSkeleton />;
  if (query.isError) {
    const err = query.error;
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return <GroupNotFound />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <Alert variant="destructive" title="This shared group could not be loaded" live="alert">
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </Alert>
      </div>
    );
  }
  return <SharedGroup data={query.data} groupId={groupId} token={token} signedIn={signedIn} />;
}

export function GroupNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <EmptyState
        icon={<FolderX />}
        title={SHARED_PAGE_MESSAGES.groupNotFound}
        description={SHARED_PAGE_MESSAGES.groupInvalid}
        action={
          <Link to="/" className={buttonVariants()}>
            <Home aria-hidden="true" />
            Go Home
          </Link>
        }
      />
    </div>
  );
}

function SharedGroup({ data, groupId, token, signedIn }: { data: SharedGroupReply } & SharedGroupScreenProps) {
  const { group, plans } = data;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <section aria-labelledby="shared-group-title" className="overflow-hidden rounded-3xl border border-border bg-card shadow-card">
        <div className={cn('h-2', swatchClass(group.color))} aria-hidden="true" />
        <div className="flex flex-col gap-4 p-5 sm:p-8">
          <p className="text-sm font-medium text-primary">Shared plan group</p>
          <h1 id="shared-group-title" className="text-2xl font-bold leading-tight tracking-tight text-foreground sm:text-3xl">
            {group.name}
          </h1>
          <p className={cn('whitespace-pre-line text-muted-foreground', !group.description && 'italic')}>{group.description || 'No description'}</p>
          <ul className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
            <li className="inline-flex items-center gap-1.5">
              <User className="size-4" aria-hidden="true" />
              by {group.author.name}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <Layers className="size-4" aria-hidden="true" />
              {plural(data.planCount, 'plan')}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <span className={cn('size-3 rounded-full', swatchClass(group.color))} aria-hidden="true" />
              {COLOR_LABEL[group.color] ?? group.color}
              <span className="sr-only"> colour</span>
            </li>
          </ul>
          <GroupAction data={data} groupId={groupId} token={token} signedIn={signedIn} />
        </div>
      </section>

      <section aria-labelledby="shared-group-plans" className="flex flex-col gap-3">
        <h2 id="shared-group-plans" className="text-xl font-semibold text-foreground">
          Plans <span className="text-base font-normal text-muted-foreground">({plans.length})</span>
        </h2>
        {plans.length === 0 ? (
          <EmptyState icon={<Layers />} title="No plans to show" description="This group has no plans you can see yet." />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {plans.map((plan) => {
              const titleId = `shared-group-plan-${plan.id}`;
              return (
                <li key={plan.id} className="flex">
                  <article aria-labelledby={titleId} className="flex w-full flex-col gap-3 rounded-2xl border border-border bg-card p-5 text-card-foreground shadow-card">
                    <h3 id={titleId} className="text-base font-semibold leading-snug text-foreground">
                      {plan.viewable ? (
                        <Link
                          to={`/plan/${encodeURIComponent(plan.slug)}?from=group&groupId=${encodeURIComponent(String(group.id))}`}
                          className="rounded-sm hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                        >
                          {plan.title}
                        </Link>
                      ) : (
                        plan.title
                      )}
                    </h3>
                    <p className={cn('line-clamp-2 text-sm text-muted-foreground', !plan.description && 'italic')}>{plan.description || 'No description'}</p>
                    <div className="mt-auto flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                      <VisibilityBadge isPublic={plan.isPublic} />
                      <span className="inline-flex items-center gap-1.5">
                        <BookOpen className="size-4" aria-hidden="true" />
                        {plural(plan.videoCount, 'video')}
                      </span>
                      {plan.viewable ? null : (
                        <Badge variant="outline">
                          <Lock aria-hidden="true" />
                          Comes with the copy
                        </Badge>
                      )}
                    </div>
                  </article>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}

/** 'Add Copy to My Plans' for signed-in users; visitors get a sign-in prompt. */
function GroupAction({ data, groupId, token, signedIn }: { data: SharedGroupReply } & SharedGroupScreenProps) {
  const accept = useAcceptSharedGroup(groupId, token);
  const [added, setAdded] = useState<{ already: boolean; planCount: number | null } | null>(null);

  if (!signedIn) {
    return (
      <div className="flex flex-col gap-3 rounded-2xl border border-border bg-muted/60 p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-foreground">Sign in to add a copy of this group and its plans to your learning plans.</p>
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

  const note = data.group.isOwn
    ? 'This is your group.'
    : added
      ? added.already
        ? 'This group is already in your plans.'
        : `A copy of this group${added.planCount !== null ? ` with ${plural(added.planCount, 'plan')}` : ''} is now in your plans.`
      : data.existingCopy
        ? 'You have already added a copy of this group.'
        : null;

  if (note) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <Link to="/plans?tab=groups" className={buttonVariants()}>
          Go to My Plans
          <ArrowRight aria-hidden="true" />
        </Link>
        <p className="text-sm text-muted-foreground" role="status">
          {note}
        </p>
      </div>
    );
  }

  function add() {
    accept.mutate(undefined, {
      onSuccess: (reply) => {
        toast.success(SHARED_PAGE_MESSAGES.groupAdded, { description: `${plural(reply.planCount, 'plan')} added to your plans.` });
        setAdded({ already: false, planCount: reply.planCount });
      },
      onError: (err) => {
        if (err instanceof ApiError && err.status === 409) {
          toast.info(SHARED_PAGE_MESSAGES.alreadyAdded);
          setAdded({ already: true, planCount: null });
          return;
        }
        const message = err instanceof ApiError && err.status < 500 && err.status !== 401 ? err.serverMessage : undefined;
        toast.error('Error', { description: message || SHARED_PAGE_MESSAGES.groupAddFailed });
      },
    });
  }

  return (
    <div>
      <Button onClick={add} loading={accept.isPending}>
        {accept.isPending ? null : <CopyPlus aria-hidden="true" />}
        Add Copy to My Plans
      </Button>
    </div>
  );
}

function SharedGroupSkeleton() {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10" aria-busy="true">
      <span className="sr-only" role="status">
        Loading the shared group
      </span>
      <div className="flex flex-col gap-4 rounded-3xl border border-border bg-card p-8">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-10 w-48" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-32 rounded-2xl" />
        ))}
      </div>
    </div>
  );
}
