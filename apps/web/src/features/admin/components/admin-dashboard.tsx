import type { AdminStats } from '@learnstack/contracts';
import { Activity, BookOpen, Cpu, Database, Globe, HardDrive, LogOut, MemoryStick, Server, Trash2, Users, Video } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { isNotAdmin, useAdminLogout, useAdminStats, useAuditLog, useCleanup } from '../api/admin-api.ts';
import { formatBytes, formatCost, formatNumber, formatUptime, fullName, usageBadgeClass } from '../lib/format.ts';
import { IntegrityPanel } from './integrity-panel.tsx';
import { LiveClock } from './live-clock.tsx';
import { QuotaDialog } from './quota-dialog.tsx';
import { RegionChart } from './region-chart.tsx';

export const CLEAN_DB_CONFIRM = 'This will permanently delete all inactive plans. Are you sure?';

function StatCard({ label, value, icon }: { label: string; value: number; icon: ReactNode }) {
  return (
    <Card className="flex items-center gap-4 p-5">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground [&_svg]:size-5" aria-hidden="true">
        {icon}
      </span>
      <div>
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="text-2xl font-bold tabular-nums" data-testid={`stat-${label}`}>
          {formatNumber(value)}
        </p>
      </div>
    </Card>
  );
}

function UsageBadge({ percentage, label }: { percentage: number; label: string }) {
  return (
    <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold tabular-nums', usageBadgeClass(percentage))} data-testid={`usage-${label}`} data-level={percentage > 90 ? 'red' : percentage > 70 ? 'orange' : 'green'}>
      {percentage.toFixed(1)}% used
    </span>
  );
}

function StatusBadge({ status }: { status: string }) {
  return <Badge variant={status === 'Active' ? 'success' : 'destructive'}>{status}</Badge>;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 py-1.5 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium tabular-nums">{children}</dd>
    </div>
  );
}

function ApiMetrics({ stats, onQuota }: { stats: AdminStats; onQuota: () => void }) {
  const yt = stats.apiMetrics.youtube;
  const ai = stats.apiMetrics.openai;
  const captions = stats.apiMetrics.captions;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader className="flex-row items-center justify-between gap-3">
          <CardTitle as="h3">YouTube Data API</CardTitle>
          <StatusBadge status={yt.status} />
        </CardHeader>
        <CardContent>
          <div className="mb-3 flex flex-wrap items-center gap-2">
            <UsageBadge percentage={yt.realQuota.percentageUsed} label="youtube" />
            <span className="text-sm text-muted-foreground">
              {formatNumber(yt.realQuota.used)} of {formatNumber(yt.realQuota.limit)} units today
            </span>
          </div>
          <dl className="divide-y divide-border">
            <Row label="Remaining">{formatNumber(yt.realQuota.remaining)}</Row>
            <Row label="Calls today / total">
              {formatNumber(yt.todayCalls)} / {formatNumber(yt.totalCalls)}
            </Row>
            <Row label="Errors today">{formatNumber(yt.errors)}</Row>
            <Row label="Average response">{yt.avgResponseTime} ms</Row>
            <Row label="Last updated">{yt.realQuota.lastUpdated ? new Date(yt.realQuota.lastUpdated).toLocaleString('en-US') : 'Never'}</Row>
          </dl>
          <Button variant="outline" size="sm" className="mt-3" onClick={onQuota}>
            Update Quota
          </Button>
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="flex-row items-center justify-between gap-3">
          <CardTitle as="h3">AI service</CardTitle>
          <StatusBadge status={ai.status} />
        </CardHeader>
        <CardContent>
          <dl className="divide-y divide-border">
            <Row label="Tokens today / total">
              {formatNumber(ai.realUsage.dailyTokens)} / {formatNumber(ai.realUsage.tokensUsed)}
            </Row>
            <Row label="Estimated cost today">{formatCost(ai.realUsage.estimatedCost)}</Row>
            <Row label="Estimated cost total">{formatCost(ai.realUsage.totalCost)}</Row>
            <Row label="Calls today / total">
              {formatNumber(ai.todayCalls)} / {formatNumber(ai.totalCalls)}
            </Row>
            <Row label="Errors today">{formatNumber(ai.errors)}</Row>
            <Row label="Average response">{ai.avgResponseTime} ms</Row>
            <Row label="Last updated">{ai.realUsage.lastUpdated ? new Date(ai.realUsage.lastUpdated).toLocaleString('en-US') : 'Never'}</Row>
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="flex-row items-center justify-between gap-3">
          <CardTitle as="h3">YouTube captions</CardTitle>
          <StatusBadge status={captions.status} />
        </CardHeader>
        <CardContent>
          <dl className="divide-y divide-border">
            <Row label="Calls today / total">
              {formatNumber(captions.todayCalls)} / {formatNumber(captions.totalCalls)}
            </Row>
            <Row label="Errors today / total">
              {formatNumber(captions.errors)} / {formatNumber(captions.totalErrors)}
            </Row>
            <Row label="Average response">{captions.avgResponseTime} ms</Row>
            <Row label="Last updated">{captions.lastUpdated ? new Date(captions.lastUpdated).toLocaleString('en-US') : 'Never'}</Row>
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}

function SystemHealth({ stats }: { stats: AdminStats }) {
  const h = stats.systemHealth;
  const m = h.detailedMetrics;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">System health</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        <HealthTile icon={<Database />} label="Database" value={h.dbStatus === 'connected' ? 'Connected' : 'Disconnected'} detail={`${h.dbLatencyMs} ms`} />
        <HealthTile icon={<Cpu />} label="CPU" value={`${m.cpu.percentage}%`} detail={`${m.cpu.cores} cores · load ${m.cpu.loadAverage.join(' / ')}`} />
        <HealthTile icon={<MemoryStick />} label="Memory" value={`${m.memory.percentage}%`} detail={`${formatBytes(m.memory.used)} of ${formatBytes(m.memory.total)}`} />
        <HealthTile icon={<HardDrive />} label="Disk" value={`${m.disk.percentage}%`} detail={`${formatBytes(m.disk.free)} free of ${formatBytes(m.disk.total)}`} />
        <HealthTile icon={<Server />} label="Service" value={m.service.status === 'running' ? 'Running' : m.service.status} detail={`${formatBytes(m.service.memory)} in use`} />
        <HealthTile icon={<Activity />} label="Uptime" value={formatUptime(m.service.uptime)} detail={`${m.service.restarts} ${m.service.restarts === 1 ? 'restart' : 'restarts'}`} />
      </CardContent>
    </Card>
  );
}

function HealthTile({ icon, label, value, detail }: { icon: ReactNode; label: string; value: string; detail: string }) {
  return (
    <div className="flex items-start gap-3 rounded-xl bg-muted p-3">
      <span className="mt-0.5 text-muted-foreground [&_svg]:size-4" aria-hidden="true">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="font-semibold">{value}</p>
        <p className="truncate text-xs text-muted-foreground">{detail}</p>
      </div>
    </div>
  );
}

function AuditTrail() {
  const audit = useAuditLog();
  const entries = audit.data?.entries ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Audit trail</CardTitle>
        <CardDescription>The last 20 admin actions.</CardDescription>
      </CardHeader>
      <CardContent>
        {entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">No actions yet.</p>
        ) : (
          <ol className="flex flex-col divide-y divide-border text-sm">
            {entries.map((e) => (
              <li key={e.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2">
                <span className="flex items-center gap-2">
                  <Badge variant={e.outcome === 'success' ? 'success' : 'destructive'}>{e.outcome}</Badge>
                  <span className="font-medium">{e.action}</span>
                  <span className="text-muted-foreground">{e.actorEmail ?? 'unknown'}</span>
                </span>
                <span className="text-xs text-muted-foreground">
                  {e.detail ? `${e.detail} · ` : ''}
                  {new Date(e.createdAt).toLocaleString('en-US')}
                </span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

/** The admin dashboard: real figures refreshed every 30 s; a non-admin is sent to /admin/login. */
export function AdminDashboard() {
  const navigate = useNavigate();
  const stats = useAdminStats();
  const logout = useAdminLogout();
  const cleanup = useCleanup();
  const [quotaOpen, setQuotaOpen] = useState(false);

  useEffect(() => {
    if (isNotAdmin(stats.error)) navigate('/admin/login', { replace: true });
  }, [stats.error, navigate]);

  const cleanDb = async () => {
    if (!window.confirm(CLEAN_DB_CONFIRM)) return;
    try {
      const res = await cleanup.mutateAsync(undefined);
      window.alert(res.success ? `✅ ${res.message}` : '❌ Cleanup failed');
    } catch (err) {
      window.alert(err instanceof Error && /^\d{3}:/.test(err.message) ? '❌ Cleanup failed' : '❌ Cleanup error');
    }
  };

  const signOut = async () => {
    await logout.mutateAsync(undefined).catch(() => undefined);
    navigate('/admin/login', { replace: true });
  };

  const s = stats.data;
  return (
    <div className="min-h-dvh bg-background">
      <header className="border-b border-border bg-card">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6 lg:px-8">
          <div>
            <h1 className="text-xl font-bold tracking-tight">Admin Dashboard</h1>
            <LiveClock />
          </div>
          <div className="flex gap-2">
            <Button variant="destructive" onClick={() => void cleanDb()} loading={cleanup.isPending}>
              <Trash2 aria-hidden="true" /> Clean DB
            </Button>
            <Button variant="outline" onClick={() => void signOut()}>
              <LogOut aria-hidden="true" /> Logout
            </Button>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8">
        {!s ? (
          stats.isError && !isNotAdmin(stats.error) ? (
            <p role="alert" className="text-destructive">
              The figures could not be loaded. They will be retried in 30 seconds.
            </p>
          ) : (
            <PageSpinner />
          )
        ) : (
          <>
            <section aria-label="Totals" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
              <StatCard label="Total users" value={s.totalUsers} icon={<Users />} />
              <StatCard label="Active users" value={s.activeUsers} icon={<Activity />} />
              <StatCard label="Total videos" value={s.totalVideos} icon={<Video />} />
              <StatCard label="Learning plans" value={s.totalPlans} icon={<BookOpen />} />
              <StatCard label="Public plans" value={s.publicPlans} icon={<Globe />} />
            </section>
            <div className="grid gap-6 lg:grid-cols-2">
              <Card>
                <CardHeader>
                  <CardTitle as="h2">Viewers by region</CardTitle>
                  <CardDescription>From the users' time zones.</CardDescription>
                </CardHeader>
                <CardContent>
                  <RegionChart data={s.viewersByRegion} />
                </CardContent>
              </Card>
              <Card>
                <CardHeader>
                  <CardTitle as="h2">Top 5 popular plans</CardTitle>
                  <CardDescription>By other users who copied, liked or watched them.</CardDescription>
                </CardHeader>
                <CardContent>
                  {s.topPlans.length === 0 ? (
                    <p className="text-sm text-muted-foreground">No plan has been used by others yet.</p>
                  ) : (
                    <ol className="flex flex-col divide-y divide-border">
                      {s.topPlans.map((p, i) => (
                        <li key={p.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                          <span className="min-w-0 truncate">
                            <span className="mr-2 text-muted-foreground">{i + 1}.</span>
                            <span className="font-medium">{p.title}</span>
                          </span>
                          <span className="shrink-0 text-muted-foreground">
                            {p.videoCount} videos · {p.userCount} users
                          </span>
                        </li>
                      ))}
                    </ol>
                  )}
                </CardContent>
              </Card>
            </div>
            <section aria-labelledby="api-metrics" className="flex flex-col gap-3">
              <h2 id="api-metrics" className="text-lg font-semibold">
                API metrics
              </h2>
              <ApiMetrics stats={s} onQuota={() => setQuotaOpen(true)} />
            </section>
            <SystemHealth stats={s} />
            <div className="grid gap-6 lg:grid-cols-2">
              <Card>
                <CardHeader>
                  <CardTitle as="h2">Recent users</CardTitle>
                </CardHeader>
                <CardContent>
                  <ol className="flex flex-col divide-y divide-border" data-testid="recent-users">
                    {s.recentUsers.map((u) => (
                      <li key={u.id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2 text-sm">
                        <span className="min-w-0">
                          <span className="font-medium">{fullName(u)}</span> <span className="text-muted-foreground">{u.email}</span>
                        </span>
                        <span className="text-xs text-muted-foreground">Joined {new Date(u.createdAt).toLocaleDateString('en-US')}</span>
                      </li>
                    ))}
                  </ol>
                </CardContent>
              </Card>
              <IntegrityPanel />
            </div>
            <AuditTrail />
            <QuotaDialog open={quotaOpen} onOpenChange={setQuotaOpen} current={s.apiMetrics.youtube.realQuota.used} />
          </>
        )}
      </main>
    </div>
  );
}
