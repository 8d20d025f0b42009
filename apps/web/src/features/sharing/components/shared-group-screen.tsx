import type { SharedGroupReply } from '@learnstack/contracts';
import { ArrowRight, BookOpen, CopyPlus, FolderX, Home, Layers, Lock } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { COLOR_LABEL, swatchClass } from '../../../components/color-swatches.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { VisibilityBadge } from '../../../components/visibility-badge.tsx';
import { ApiError } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { plural } from '../../../lib/video-format.ts';
import { useAcceptSharedGroup, useSharedGroup } from '../api/use-shared-group.ts';
import { SHARED_PAGE_MESSAGES } from '../lib/messages.ts';
import { SharedLoadStates, SharedNotFound, SharedOpenLink, SharedPageFrame, SharedPageSkeleton, SharedSignInPrompt } from './shared-page-frame.tsx';

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
  return (
    <SharedLoadStates kind="group" query={query} notFound={<GroupNotFound />} skeleton={<SharedGroupSkeleton />}>
      {(data) => <SharedGroup data={data} groupId={groupId} token={token} signedIn={signedIn} />}
    </SharedLoadStates>
  );
}

export function GroupNotFound() {
  return (
    <SharedNotFound
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
  );
}

function SharedGroup({ data, groupId, token, signedIn }: { data: SharedGroupReply } & SharedGroupScreenProps) {
  const { group, plans } = data;
  return (
    <SharedPageFrame
      kind="group"
      kicker="Shared plan group"
      title={group.name}
      description={group.description}
      color={group.color}
      author={group.author.name}
      facts={[
        { key: 'plans', icon: <Layers className="size-4" aria-hidden="true" />, text: plural(data.planCount, 'plan') },
        {
          key: 'colour',
          icon: <span className={cn('size-3 rounded-full', swatchClass(group.color))} aria-hidden="true" />,
          text: (
            <>
              {COLOR_LABEL[group.color] ?? group.color}
              <span className="sr-only"> colour</span>
            </>
          ),
        },
      ]}
      action={<GroupAction data={data} groupId={groupId} token={token} signedIn={signedIn} />}
      listTitle="Plans"
      count={plans.length}
      empty={{ icon: <Layers />, title: 'No plans to show', description: 'This group has no plans you can see yet.' }}
    >
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
    </SharedPageFrame>
  );
}

/** 'Add Copy to My Plans' for signed-in users; visitors get a sign-in prompt. */
function GroupAction({ data, groupId, token, signedIn }: { data: SharedGroupReply } & SharedGroupScreenProps) {
  const accept = useAcceptSharedGroup(groupId, token);
  const [added, setAdded] = useState<{ already: boolean; planCount: number | null } | null>(null);

  if (!signedIn) return <SharedSignInPrompt text="Sign in to add a copy of this group and its plans to your learning plans." />;

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
      <SharedOpenLink to="/plans?tab=groups" note={note}>
        Go to My Plans
        <ArrowRight aria-hidden="true" />
      </SharedOpenLink>
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
    <SharedPageSkeleton
      kind="group"
      list={
        <div className="grid gap-4 sm:grid-cols-2">
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-32 rounded-2xl" />
          ))}
        </div>
      }
    />
  );
}
