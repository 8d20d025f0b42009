import type { PlanPage, PlanVideoEntry } from '@learnstack/contracts';
import { ExternalLink, Plus, Route } from 'lucide-react';
import { useCallback, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { NativeSelect } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { usePlanPage, usePlans, videoHref } from '../../plans/index.ts';
import { useSetCompletion } from '../api/insights-api.ts';
import { LAYOUT_LABELS, LAYOUTS, layoutFor, type PathLayout } from '../lib/layouts.ts';
import { PathCanvas, STATUS_LABELS, type VideoStatus } from './path-canvas.tsx';
import { PlanNotesPanel } from './plan-notes-panel.tsx';
import { RateDifficultyButton } from './rate-difficulty-dialog.tsx';

const STATUS_BADGE: Record<VideoStatus, BadgeVariant> = { completed: 'success', 'in-progress': 'default', 'not-started': 'secondary' };

function statusOf(progress: { isCompleted: boolean; currentTime: number } | undefined): VideoStatus {
  if (progress?.isCompleted) return 'completed';
  return progress && progress.currentTime > 0 ? 'in-progress' : 'not-started';
}

function VideoDetailCard({ entry, status, currentTime, planSlug }: { entry: PlanVideoEntry; status: VideoStatus; currentTime: number; planSlug: string }) {
  const completion = useSetCompletion();
  const { video } = entry;
  return (
    <Card aria-labelledby="path-video-title">
      <CardHeader className="pb-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle id="path-video-title" className="text-base">
            {video.title}
          </CardTitle>
          <Badge variant={STATUS_BADGE[status]}>{STATUS_LABELS[status]}</Badge>
        </div>
        {video.channelTitle ? <CardDescription>{video.channelTitle}</CardDescription> : null}
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <Link to={videoHref(video.youtubeId, planSlug)} className={buttonVariants({ size: 'sm' })}>
          <ExternalLink aria-hidden="true" />
          Watch
        </Link>
        {status === 'completed' ? (
          <Button variant="outline" size="sm" loading={completion.isPending} onClick={() => completion.mutate({ videoId: entry.videoId, currentTime, completed: false })}>
            Mark Incomplete
          </Button>
        ) : (
          <Button variant="outline" size="sm" loading={completion.isPending} onClick={() => completion.mutate({ videoId: entry.videoId, currentTime, completed: true })}>
            Mark Complete
          </Button>
        )}
        <RateDifficultyButton videoId={entry.videoId} title={video.title} variant="ghost" />
      </CardContent>
    </Card>
  );
}

function PlanPath({ page }: { page: PlanPage }) {
  const [layoutKind, setLayoutKind] = useState<PathLayout>('horizontal');
  const [width, setWidth] = useState(800);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const onWidth = useCallback((w: number) => setWidth((prev) => (Math.abs(prev - w) > 1 ? w : prev)), []);
  const { videos, progress, plan } = page;
  const byVideo = useMemo(() => new Map(progress.map((p) => [p.videoId, p])), [progress]);
  const statuses = useMemo(() => videos.map((v) => statusOf(byVideo.get(v.videoId))), [videos, byVideo]);
  const layout = useMemo(() => layoutFor(layoutKind, videos.length, width), [layoutKind, videos.length, width]);
  const completed = statuses.filter((s) => s === 'completed').length;
  const percent = videos.length > 0 ? Math.floor((completed / videos.length) * 100) : 0;
  const selected = videos.find((v) => v.videoId === selectedId);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <div className="flex items-center justify-between text-sm">
          <span className="font-medium text-foreground">
            {completed} of {videos.length} videos completed
          </span>
          <span className="tabular-nums text-muted-foreground" data-testid="path-progress">
            {percent}%
          </span>
        </div>
        <Progress value={percent} label={`${plan.title} progress`} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <fieldset className="m-0 flex min-w-0 flex-wrap gap-1 border-0 p-0">
          <legend className="sr-only">Layout</legend>
          {LAYOUTS.map((kind) => (
            <Button key={kind} variant={kind === layoutKind ? 'primary' : 'outline'} size="sm" aria-pressed={kind === layoutKind} onClick={() => setLayoutKind(kind)}>
              {LAYOUT_LABELS[kind]}
            </Button>
          ))}
        </fieldset>
      </div>
      {videos.length === 0 ? (
        <EmptyState icon={<Route />} title="This plan has no videos yet" description="Add videos to the plan and its path appears here." />
      ) : (
        <PathCanvas entries={videos} statuses={statuses} layout={layout} planTitle={plan.title} selectedId={selectedId} onSelect={setSelectedId} onWidth={onWidth} />
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        {selected ? (
          <VideoDetailCard
            entry={selected}
            status={statusOf(byVideo.get(selected.videoId))}
            currentTime={byVideo.get(selected.videoId)?.currentTime ?? 0}
            planSlug={plan.slug}
          />
        ) : (
          <Card>
            <CardContent className="p-4 text-sm text-muted-foreground">Select a video on the path to watch it, mark it complete or incomplete, or rate its difficulty.</CardContent>
          </Card>
        )}
        <PlanNotesPanel planId={plan.id} />
      </div>
    </div>
  );
}

/** The Learning Hub's 'paths' tab: a plan as a path of its videos. Loaded only when the tab opens. */
export default function PathVisualizer() {
  const id = useId();
  const plans = usePlans();
  const [chosen, setChosen] = useState<string | null>(null);
  const list = plans.data ?? [];
  const slug = chosen && list.some((p) => p.slug === chosen) ? chosen : (list[0]?.slug ?? null);
  const page = usePlanPage(slug);

  if (plans.isPending) return <Skeleton className="h-[600px]" />;
  if (plans.isError) return <Alert variant="destructive" title="Unable to load your plans">Please try again in a moment.</Alert>;
  if (list.length === 0) {
    return (
      <EmptyState
        icon={<Route />}
        title="No Learning Plans"
        description="Create a learning plan and see it here as a path you can walk video by video."
        action={
          <Link to="/my-plans" className={buttonVariants({ size: 'sm' })}>
            <Plus aria-hidden="true" />
            Create Learning Plan
          </Link>
        }
      />
    );
  }
  return (
    <section aria-labelledby="paths-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="paths-title" className="flex items-center gap-2 text-xl font-semibold text-foreground">
            <Route className="size-5 text-primary" aria-hidden="true" />
            Learning Path
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">Drag or use the arrow keys to move around; zoom with the buttons, the wheel or + and -.</p>
        </div>
        <div className="flex min-w-56 flex-col gap-1.5">
          <Label htmlFor={id}>Learning plan</Label>
          <NativeSelect id={id} value={slug ?? ''} onChange={(e) => setChosen(e.target.value)}>
            {list.map((p) => (
              <option key={p.id} value={p.slug}>
                {p.title}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {page.data ? <PlanPath key={page.data.plan.id} page={page.data} /> : page.isError ? <Alert variant="destructive" title="Unable to load this plan">Please try again in a moment.</Alert> : <Skeleton className="h-[600px]" />}
    </section>
  );
}
