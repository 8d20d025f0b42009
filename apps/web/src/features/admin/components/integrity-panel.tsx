import type { IntegrityReport } from '@learnstack/contracts';
import { CheckCircle2, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useIntegrityCheck, useIntegrityFix } from '../api/admin-api.ts';

/** Entries shown per list (spec file 1 section 9). */
const SHOWN = 5;

const KINDS: { key: keyof IntegrityReport['issues']; label: string; describe: (e: Record<string, unknown>) => string }[] = [
  { key: 'orphanedPlanVideos', label: 'Orphaned plan videos', describe: (e) => `${e.plan_title} (plan ${e.plan_id}) → video ${e.video_id}` },
  { key: 'duplicatePlanVideos', label: 'Duplicate plan videos', describe: (e) => `${e.plan_title}: video ${e.video_id} × ${e.count}` },
  { key: 'orphanedProgress', label: 'Orphaned progress', describe: (e) => `user ${e.user_id}, video ${e.video_id}` },
  { key: 'planOrderGaps', label: 'Plans with broken video order', describe: (e) => `${e.plan_title}: ${e.video_count} videos at ${e.min_index}..${e.max_index}` },
  { key: 'likeCountDrift', label: 'Like counters out of step', describe: (e) => `${e.plan_title}: shows ${e.stored}, has ${e.actual}` },
  { key: 'stuckImports', label: 'Imports stuck in running', describe: (e) => `${e.youtube_playlist_id} (import ${e.import_id})` },
];

export function IntegrityPanel() {
  const check = useIntegrityCheck();
  const fix = useIntegrityFix();
  const [confirming, setConfirming] = useState(false);
  const report = check.data;

  const runFix = async () => {
    setConfirming(false);
    try {
      const { message } = await fix.mutateAsync(undefined);
      toast.success('Cleanup Completed', { description: message });
    } catch (err) {
      toast.error('Cleanup Failed', { description: err instanceof ApiError && err.serverMessage ? err.serverMessage : 'An error occurred during cleanup' });
    }
  };

  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle as="h2">Data integrity</CardTitle>
          <CardDescription>{report ? `Checked ${new Date(report.timestamp).toLocaleTimeString('en-US')}` : 'Checking…'}</CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={() => void check.refetch()} loading={check.isFetching}>
          Run Check
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {!report ? (
          <Skeleton className="h-24 w-full" />
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
              {(
                [
                  ['Plans', report.overview.active_plans],
                  ['Videos', report.overview.total_videos],
                  ['Plan entries', report.overview.plan_video_relationships],
                  ['Progress records', report.overview.progress_records],
                ] as const
              ).map(([label, n]) => (
                <div key={label} className="rounded-lg bg-muted px-3 py-2">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="text-lg font-semibold tabular-nums">{n.toLocaleString('en-US')}</dd>
                </div>
              ))}
            </dl>
            {report.summary.hasIssues ? (
              <div className="flex items-center gap-2 text-sm font-medium text-destructive" role="status">
                <ShieldAlert className="size-4" aria-hidden="true" /> {report.summary.totalIssues} {report.summary.totalIssues === 1 ? 'issue' : 'issues'} found
              </div>
            ) : (
              <div className="flex items-center gap-2 text-sm font-medium text-success" role="status">
                <CheckCircle2 className="size-4" aria-hidden="true" /> No issues found
              </div>
            )}
            <ul className="flex flex-col gap-3">
              {KINDS.map((kind) => {
                const list = report.issues[kind.key] as Record<string, unknown>[];
                const count = report.summary.counts[kind.key] ?? list.length;
                const guaranteed = report.guaranteedByConstraints.includes(kind.key);
                return (
                  <li key={kind.key} className="rounded-lg border border-border px-3 py-2">
                    <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                      <span className="font-medium">{kind.label}</span>
                      {guaranteed ? <Badge variant="secondary">Prevented by constraints</Badge> : <Badge variant={count > 0 ? 'destructive' : 'success'}>{count}</Badge>}
                    </div>
                    {list.length > 0 ? (
                      <ul className="mt-2 flex flex-col gap-1 text-xs text-muted-foreground">
                        {list.slice(0, SHOWN).map((e) => (
                          <li key={JSON.stringify(e)}>{kind.describe(e)}</li>
                        ))}
                        {count > SHOWN ? <li>and {count - SHOWN} more</li> : null}
                      </ul>
                    ) : null}
                  </li>
                );
              })}
              <li className="rounded-lg border border-border px-3 py-2 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium">Expired sessions, checks and reset tokens</span>
                  <Badge variant={report.housekeeping.expiredSessions + report.housekeeping.expiredChallenges + report.housekeeping.expiredResetTokens > 0 ? 'warning' : 'success'}>
                    {report.housekeeping.expiredSessions + report.housekeeping.expiredChallenges + report.housekeeping.expiredResetTokens}
                  </Badge>
                </div>
              </li>
            </ul>
            {report.summary.hasIssues ? (
              confirming ? (
                <div className="flex flex-wrap gap-2">
                  <Button variant="destructive" onClick={() => void runFix()} loading={fix.isPending}>
                    Confirm Fix Issues
                  </Button>
                  <Button variant="outline" onClick={() => setConfirming(false)}>
                    Cancel
                  </Button>
                </div>
              ) : (
                <Button className="self-start" onClick={() => setConfirming(true)} loading={fix.isPending}>
                  Fix Issues
                </Button>
              )
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
