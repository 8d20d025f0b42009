import type { Recommendation } from '@learnstack/contracts';
import { ArrowRight, Compass, RefreshCw, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { VideoThumbnail } from '../../../components/video-thumbnail.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatVideoLength } from '../../../lib/video-format.ts';
import { useRecommendations } from '../api/recommendations.ts';

function RecommendationItem({ rec, compact }: { rec: Recommendation; compact: boolean }) {
  const videos = compact ? rec.videos.slice(0, 2) : rec.videos;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="text-sm text-foreground">
          If you like <strong className="font-semibold">{rec.fromTopic}</strong>, try{' '}
          <strong className="font-semibold text-primary">{rec.toTopic}</strong>
        </p>
        {rec.isAIGenerated ? (
          <Badge>
            <Sparkles aria-hidden="true" />
            AI suggestion
          </Badge>
        ) : (
          <Badge variant="secondary">
            <Compass aria-hidden="true" />
            From your activity
          </Badge>
        )}
      </div>
      <p className="text-sm leading-relaxed text-muted-foreground">{rec.reason}</p>
      {videos.length > 0 ? (
        <ul className={cn('grid gap-3', compact ? 'grid-cols-2' : 'grid-cols-2 lg:grid-cols-4')} aria-label={`Videos about ${rec.toTopic}`}>
          {videos.map((v) => {
            const length = formatVideoLength(v.duration);
            return (
              <li key={v.youtubeId}>
                <Link
                  to={`/video/${v.id ?? v.youtubeId}`}
                  className="group flex flex-col gap-1.5 rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <span className="relative block">
                    <VideoThumbnail src={v.thumbnailUrl} />
                    {length ? (
                      <span className="absolute bottom-1 right-1 rounded bg-black/80 px-1 text-[11px] font-medium tabular-nums text-white">{length}</span>
                    ) : null}
                  </span>
                  <span className="line-clamp-2 text-xs font-medium leading-snug text-foreground group-hover:underline">{v.title}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      ) : (
        <Link to={`/explore?search=${encodeURIComponent(rec.toTopic)}`} className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline">
          Explore {rec.toTopic} plans
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      )}
    </li>
  );
}

export interface RecommendationsCardProps {
  /** In the player: two videos per suggestion and a smaller heading. */
  compact?: boolean;
}

/**
 * 'If you like X, try Y' from the learner's watched topics and interests (GET /api/recommendations):
 * the model's suggestions when one is configured and answers in time, otherwise the local ones.
 */
export function RecommendationsCard({ compact = false }: RecommendationsCardProps) {
  const recs = useRecommendations();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Sparkles className="size-5 text-primary" aria-hidden="true" />
          {compact ? 'Where to go next' : 'Recommended for you'}
        </CardTitle>
        <CardDescription>Suggestions from what you watch and the interests you chose.</CardDescription>
      </CardHeader>
      <CardContent>
        {recs.isPending ? (
          <div className="flex flex-col gap-3" aria-busy="true">
            <span className="sr-only" role="status">
              Loading recommendations
            </span>
            {[0, 1].map((i) => (
              <Skeleton key={i} className="h-32 w-full rounded-xl" />
            ))}
          </div>
        ) : recs.isError ? (
          <Alert variant="destructive" title="Recommendations could not be loaded" live="alert">
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void recs.refetch()}>
              <RefreshCw aria-hidden="true" />
              Try again
            </Button>
          </Alert>
        ) : recs.data.length === 0 ? (
          <EmptyState
            icon={<Compass />}
            title="No recommendations yet"
            description="Watch a few videos or choose your learning interests, and suggestions for what to learn next appear here."
          />
        ) : (
          <ul className="flex flex-col gap-3">
            {(compact ? recs.data.slice(0, 2) : recs.data).map((rec) => (
              <RecommendationItem key={`${rec.fromTopic}->${rec.toTopic}`} rec={rec} compact={compact} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
