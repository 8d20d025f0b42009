import type { PlanPage as PlanPageData, PlanVideoEntry } from '@learnstack/contracts';
import { ArrowLeft, Folder, MessageSquarePlus, Play, Plus, RefreshCw, Trophy, User } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { swatchClass } from '../../components/color-swatches.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { LazyConfirmDialog } from '../../components/ui/lazy-confirm-dialog.ts';
import { Progress } from '../../components/ui/progress.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { VisibilityBadge } from '../../components/visibility-badge.tsx';
import { useCurrentUser } from '../../features/auth/index.ts';
import { FavoriteButton } from '../../features/favorites/index.ts';
import {
  firstUnfinished,
  ModificationRequestsPanel,
  MoveVideoDialog,
  PLAN_MESSAGES,
  PlanDetailsEditor,
  PlanNotAccessible,
  PlanStats,
  PlanVideoList,
  RequestModificationDialog,
  SignInRequired,
  serverMessage,
  usePlanPage,
  useRemovePlanVideo,
  useReorderPlanVideos,
  videoHref,
} from '../../features/plans/index.ts';
import { PlanCertificateButton } from '../../features/progress/index.ts';
import { ShareButton } from '../../features/sharing/index.ts';
import { AddVideoDialog } from '../../features/videos/index.ts';
import { ApiError } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';

/**
 * A plan's page (/plan/{slug}, optionally ?from=group&groupId={id} when opened from a shared
 * group): the plan, its videos and the user's progress, from one request.
 */
export default function PlanPage() {
  const { user } = useCurrentUser();
  if (!user) return <SignInRequired what="this learning plan" />;
  return <PlanView />;
}

function useFromGroup(): { groupId: string } | null {
  const [params] = useSearchParams();
  const groupId = params.get('groupId');
  return params.get('from') === 'group' && groupId && /^\d{1,10}$/.test(groupId) ? { groupId } : null;
}

function PlanView() {
  const { slug = '' } = useParams();
  const from = useFromGroup();
  const page = usePlanPage(slug);

  if (page.isPending) return <PlanSkeleton />;
  if (page.isError) {
    const err = page.error;
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return <PlanNotAccessible />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <Alert variant="destructive" title="This plan could not be loaded" live="alert">
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void page.refetch()}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </Alert>
      </div>
    );
  }
  return <PlanContent page={page.data} from={from} />;
}

function BackLink({ from }: { from: { groupId: string } | null }) {
  return (
    <Link
      to={from ? `/shared-group/${from.groupId}` : '/plans'}
      className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {from ? 'Back to Group' : 'Back to My Plans'}
    </Link>
  );
}

function PlanContent({ page, from }: { page: PlanPageData; from: { groupId: string } | null }) {
  const { plan, videos: entries, progress } = page;
  const reorder = useReorderPlanVideos(plan.slug);
  const removal = useRemovePlanVideo(plan.slug);
  const [adding, setAdding] = useState(false);
  const [suggesting, setSuggesting] = useState(false);
  const [request, setRequest] = useState<{ open: boolean; videoToAdd: { id: number; title: string } | null }>({ open: false, videoToAdd: null });
  const [moving, setMoving] = useState<PlanVideoEntry | null>(null);
  const [removing, setRemoving] = useState<PlanVideoEntry | null>(null);
  const { isOwner, canAddVideos, canRequestModification } = plan.permissions;
  const complete = plan.videoCount > 0 && (plan.isCompleted || plan.progress >= 100);
  const next = firstUnfinished(entries, progress);

  function saveOrder(orderedEntryIds: number[]) {
    reorder.mutateAsync({ planId: plan.id, orderedEntryIds }).then(
      () => toast.success(PLAN_MESSAGES.reordered),
      (err: unknown) => toast.error(PLAN_MESSAGES.reorderFailed, { description: serverMessage(err, 'The previous order was restored.') }),
    );
  }

  /** The video leaves the list at once and comes back if the server refuses (the hook does both). */
  function remove(entry: PlanVideoEntry) {
    setRemoving(null);
    removal.mutateAsync({ planId: plan.id, entry }).then(
      () => toast.success(PLAN_MESSAGES.removed, { description: entry.video.title }),
      (err: unknown) => toast.error(PLAN_MESSAGES.removeFailed, { description: serverMessage(err, 'The video was put back.') }),
    );
  }

  const addButton = canAddVideos ? (
    <Button onClick={() => setAdding(true)}>
      <Plus aria-hidden="true" />
      Add Video
    </Button>
  ) : null;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <BackLink from={from} />

      <section aria-label="Plan" className="overflow-hidden rounded-3xl border border-border bg-card shadow-card">
        <div className={cn('h-2', swatchClass(plan.color))} aria-hidden="true" />
        <div className="flex flex-col gap-5 p-5 sm:p-8">
          <PlanDetailsEditor plan={plan} />
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <VisibilityBadge isPublic={plan.isPublic} />
            {plan.groupName && isOwner ? (
              <Badge variant="outline">
                <Folder aria-hidden="true" />
                <span className="sr-only">Group: </span>
                {plan.groupName}
              </Badge>
            ) : null}
            {!isOwner ? (
              <span className="inline-flex items-center gap-1.5">
                <User className="size-4" aria-hidden="true" />
                by {plan.author.name}
              </span>
            ) : null}
          </div>
          <PlanStats videoCount={plan.videoCount} completedCount={plan.completedCount} totalDurationSeconds={plan.totalDurationSeconds} unit="video" className="gap-x-5" />
          <div className="flex flex-col gap-2">
            <div className="flex items-center justify-between text-sm">
              <span className="font-medium text-foreground">Your progress</span>
              {complete ? (
                <span className="inline-flex items-center gap-1.5 font-semibold text-success-soft-foreground">
                  <Trophy className="size-4" aria-hidden="true" />
                  Completed!
                </span>
              ) : null}
            </div>
            <Progress value={plan.progress} label="Plan progress" showValue />
          </div>
          <div className="flex flex-wrap gap-2">
            {next ? (
              <Link to={videoHref(next.video.youtubeId, plan.slug, from)} className={buttonVariants()}>
                <Play aria-hidden="true" />
                Continue Learning
              </Link>
            ) : null}
            {addButton}
            {complete ? <PlanCertificateButton planId={plan.id} /> : null}
            {isOwner ? <ShareButton kind="plan" id={plan.id} name={plan.title} variant="button" /> : null}
            <FavoriteButton kind="plan" id={plan.id} name={plan.title} variant="button" />
            {canRequestModification ? (
              <>
                <Button variant="outline" onClick={() => setRequest({ open: true, videoToAdd: null })}>
                  <MessageSquarePlus aria-hidden="true" />
                  Request Modification
                </Button>
                <Button variant="outline" onClick={() => setSuggesting(true)}>
                  <Plus aria-hidden="true" />
                  Suggest a Video
                </Button>
              </>
            ) : null}
          </div>
          {canRequestModification ? (
            <Alert variant="info" live="none">
              This public plan belongs to {plan.author.name} and is read-only for you. Suggest a video or request a change, and the owner
              decides.
            </Alert>
          ) : null}
        </div>
      </section>

      {isOwner ? <ModificationRequestsPanel requests={plan.modificationRequests} entries={entries} /> : null}

      <section aria-labelledby="plan-videos-title" className="flex flex-col gap-4">
        <h2 id="plan-videos-title" className="text-xl font-semibold text-foreground">
          Videos <span className="text-base font-normal text-muted-foreground">({entries.length})</span>
        </h2>
        <PlanVideoList
          entries={entries}
          progress={progress}
          planSlug={plan.slug}
          isOwner={isOwner}
          from={from}
          onReorder={saveOrder}
          onMove={setMoving}
          onRemove={setRemoving}
          emptyAction={addButton}
        />
      </section>

      <AddVideoDialog
        open={adding || suggesting}
        onOpenChange={(open) => {
          if (!open) {
            setAdding(false);
            setSuggesting(false);
          }
        }}
        plan={{ id: plan.id, title: plan.title }}
        mode={suggesting ? 'suggest' : 'add'}
        onReadOnly={({ video }) => {
          setAdding(false);
          setSuggesting(false);
          setRequest({ open: true, videoToAdd: video });
        }}
      />
      <RequestModificationDialog
        open={request.open}
        onOpenChange={(open) => setRequest((r) => ({ ...r, open }))}
        plan={{ id: plan.id, title: plan.title, description: plan.description }}
        entries={entries}
        videoToAdd={request.videoToAdd}
      />
      <MoveVideoDialog planId={plan.id} entry={moving} onOpenChange={(open) => (open ? undefined : setMoving(null))} />
      <LazyConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title="Remove video from plan?"
        description={removing ? `“${removing.video.title}” will be removed from this plan. This action cannot be undone.` : undefined}
        confirmLabel="Remove"
        onConfirm={() => {
          if (removing) remove(removing);
        }}
      />
    </div>
  );
}

function PlanSkeleton() {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10" aria-busy="true">
      <span className="sr-only" role="status">
        Loading the plan
      </span>
      <Skeleton className="h-4 w-32" />
      <div className="flex flex-col gap-4 rounded-3xl border border-border bg-card p-8">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-2 w-full" />
        <Skeleton className="h-10 w-44" />
      </div>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-24 rounded-xl" />
      ))}
    </div>
  );
}
