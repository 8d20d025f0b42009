import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { formatClock } from '../../../lib/video-format.ts';
import { videoStatus, watchPercent } from '../lib/progress-rules.ts';

/** Current time / duration, percent and status of the video being watched. */
export function ProgressBox({ currentTime, duration, isCompleted }: { currentTime: number; duration: number; isCompleted: boolean }) {
  const status = videoStatus(currentTime, isCompleted);
  const percent = watchPercent(currentTime, duration, isCompleted);
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 space-y-0">
        <CardTitle as="h2" className="text-base">
          Your progress
        </CardTitle>
        <Badge variant={status === 'Completed' ? 'success' : status === 'In Progress' ? 'default' : 'secondary'} data-testid="video-status">
          {status}
        </Badge>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <Progress value={percent} label="Video progress" />
        <div className="flex items-center justify-between text-sm tabular-nums text-muted-foreground">
          <span data-testid="progress-time">
            {formatClock(currentTime)} / {duration > 0 ? formatClock(duration) : '--:--'}
          </span>
          <span className="font-medium text-foreground">{percent}%</span>
        </div>
      </CardContent>
    </Card>
  );
}
