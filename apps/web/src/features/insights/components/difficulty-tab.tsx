import type { AdaptiveInsights, SkillProfile, StruggleAnalysis } from '@learnstack/contracts';
import { CATEGORIES } from '@learnstack/contracts/category-list';
import { skillBand } from '@learnstack/contracts/insights-rules';
import { AlertTriangle, Brain, Compass, Gauge, Lightbulb, type LucideIcon, Sparkles, Target, TrendingDown, TrendingUp, Trophy } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { formatDate } from '../../../lib/video-format.ts';
import { useContinueLearning } from '../../plans/index.ts';
import { useAdaptiveInsights, useSkillProfile, useStruggleAnalysis } from '../api/insights-api.ts';
import { hours, percent, STYLE_LABELS, subjectLabel, TREND_LABELS } from '../lib/labels.ts';
import { RateDifficultyButton } from './rate-difficulty-dialog.tsx';
import { BAND, SkillLevel } from './skill-level.tsx';

function Stat({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: ReactNode }) {
  return (
    <Card>
      <CardContent className="flex items-center gap-3 p-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground" aria-hidden="true">
          <Icon className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="text-xs font-medium text-muted-foreground">{label}</p>
          <p className="text-xl font-bold tabular-nums text-foreground">{value}</p>
        </div>
      </CardContent>
    </Card>
  );
}

function ListCard({ icon: Icon, title, items, empty }: { icon: LucideIcon; title: string; items: string[]; empty: string }) {
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="flex items-center gap-2 text-base">
          <Icon className="size-4 text-primary" aria-hidden="true" />
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{empty}</p>
        ) : (
          <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm text-foreground">
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function Overview({ insights }: { insights: AdaptiveInsights }) {
  const { overallProgress, adaptationTrends, learningStyle } = insights;
  const trend = adaptationTrends.trend;
  const style = STYLE_LABELS[learningStyle];
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Stat icon={Gauge} label="Average skill level" value={`${overallProgress.averageSkillLevel.toFixed(1)}/10`} />
        <Stat icon={Target} label="Completion rate" value={percent(overallProgress.overallCompletionRate)} />
        <Stat icon={Compass} label="Active subjects" value={overallProgress.totalSubjects} />
        <Stat icon={trend === 'struggling' ? TrendingDown : TrendingUp} label="Learning trend" value={TREND_LABELS[trend]} />
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        <Card>
          <CardHeader className="pb-2">
            <CardTitle className="flex items-center gap-2 text-base">
              <Brain className="size-4 text-primary" aria-hidden="true" />
              Learning style
            </CardTitle>
          </CardHeader>
          <CardContent>
            <p className="font-semibold text-foreground">{style.title}</p>
            <p className="mt-1 text-sm text-muted-foreground">{style.description}</p>
          </CardContent>
        </Card>
        <ListCard icon={Trophy} title="Strengths" items={insights.strengths.map(subjectLabel)} empty="Reach level 6 in a subject and it shows here." />
        <ListCard icon={Lightbulb} title="Next steps" items={insights.nextSteps} empty="Nothing to suggest right now." />
        <ListCard icon={AlertTriangle} title="Areas needing attention" items={insights.strugglingAreas.map(subjectLabel)} empty="Nothing needs attention." />
      </div>
    </div>
  );
}

function NoProfile() {
  return (
    <EmptyState
      icon={<Sparkles />}
      title="No Skill Profile Yet"
      description="Watch videos and rate their difficulty: your skill levels per subject appear here."
      action={
        <Link to="/explore" className={buttonVariants({ size: 'sm' })}>
          Explore Videos
        </Link>
      }
    />
  );
}

function Skills({ profiles }: { profiles: SkillProfile[] }) {
  if (profiles.length === 0) return <NoProfile />;
  return (
    <ul className="grid gap-3 md:grid-cols-2" aria-label="Skills by subject">
      {profiles.map((p) => {
        const label = subjectLabel(p.subject);
        return (
          <li key={p.id}>
            <Card className="h-full">
              <CardHeader className="pb-2">
                <CardTitle className="text-base">{label}</CardTitle>
                <CardDescription>Last assessed {formatDate(p.lastAssessed) ?? 'recently'}</CardDescription>
              </CardHeader>
              <CardContent className="flex flex-col gap-3">
                <SkillLevel level={p.skillLevel} subjectLabel={label} />
                <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                  <dt className="text-muted-foreground">Confidence</dt>
                  <dd className="text-right font-medium tabular-nums text-foreground">{percent(p.confidence)}</dd>
                  <dt className="text-muted-foreground">Completion rate</dt>
                  <dd className="text-right font-medium tabular-nums text-foreground">{percent(p.completionRate)}</dd>
                  <dt className="text-muted-foreground">Hours watched</dt>
                  <dd className="text-right font-medium tabular-nums text-foreground">{hours(p.totalWatchTime)}</dd>
                  <dt className="text-muted-foreground">Mastered topics</dt>
                  <dd className="text-right font-medium tabular-nums text-foreground">{p.masteredTopics.length}</dd>
                </dl>
                {p.strugglingTopics.length > 0 ? (
                  <div>
                    <p className="text-xs font-medium text-muted-foreground">Struggling topics</p>
                    <ul className="mt-1 flex flex-wrap gap-1.5" aria-label={`${label} struggling topics`}>
                      {p.strugglingTopics.map((topic) => (
                        <li key={topic}>
                          <Badge variant="destructive">{topic}</Badge>
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

function Insights({ analysis }: { analysis: StruggleAnalysis }) {
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <Stat icon={TrendingUp} label="Learning velocity" value={`${analysis.learningVelocity.toFixed(2)} videos/day`} />
        <Stat icon={AlertTriangle} label="Struggling subjects" value={analysis.strugglingSubjects.length} />
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        <ListCard icon={AlertTriangle} title="Common issues" items={analysis.commonIssues} empty="No common issues found." />
        <ListCard icon={Lightbulb} title="Recommendations" items={analysis.recommendations} empty="No recommendations yet." />
      </div>
    </div>
  );
}

/** What the next band asks, from the level formula (decision 0033). */
function Progression({ profiles }: { profiles: SkillProfile[] }) {
  const id = useId();
  const [subject, setSubject] = useState('');
  const profile = profiles.find((p) => p.subject === subject);
  // The next band starts just above 3, 6 or 8.
  const next = profile ? [3, 6, 8].find((limit) => profile.skillLevel <= limit) : undefined;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex max-w-sm flex-col gap-1.5">
        <Label htmlFor={id}>Subject</Label>
        <NativeSelect id={id} value={subject} onChange={(e) => setSubject(e.target.value)}>
          <option value="">Select a subject...</option>
          {CATEGORIES.map((c) => (
            <option key={c.id} value={c.id}>
              {c.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      {subject === '' ? (
        <p className="text-sm text-muted-foreground">Select a subject to see where you stand and what moves you up.</p>
      ) : !profile ? (
        <p className="text-sm text-muted-foreground">You have not started {subjectLabel(subject)} yet. Watch a video in it to begin.</p>
      ) : (
        <Card>
          <CardContent className="flex flex-col gap-3 p-4">
            <SkillLevel level={profile.skillLevel} subjectLabel={subjectLabel(subject)} />
            <p className="text-sm text-foreground">
              You are in the <strong>{BAND[skillBand(profile.skillLevel)].label}</strong> band
              {next !== undefined ? <> and {(next + 0.1 - profile.skillLevel).toFixed(1)} levels from the next.</> : ', the top one.'}
            </p>
            <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-muted-foreground">
              <li>Finishing what you start raises the level (up to 3 points for a full completion rate).</li>
              <li>Each completed video adds 0.2, up to 2 points for 10 videos.</li>
              <li>Intermediate and advanced videos add up to 2 more.</li>
              <li>Your ratings move it by up to 2 either way: Too Easy up, Too Hard down.</li>
            </ul>
          </CardContent>
        </Card>
      )}
    </div>
  );
}

function RateRecent() {
  const recent = useContinueLearning();
  const items = recent.data ?? [];
  if (items.length === 0) return null;
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="text-base">Rate a recent video</CardTitle>
        <CardDescription>Your ratings tune your skill levels.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y divide-border">
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0 flex-1 truncate text-sm text-foreground">{item.title}</span>
              <RateDifficultyButton videoId={item.id} title={item.title} />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

const SECTIONS = ['overview', 'skills', 'insights', 'progression'] as const;
type Section = (typeof SECTIONS)[number];
const SECTION_LABELS: Record<Section, string> = { overview: 'Overview', skills: 'Skills', insights: 'Insights', progression: 'Progression' };

/** The Learning Hub's 'difficulty' tab: the AI Difficulty Optimizer. */
export function DifficultyTab() {
  const profile = useSkillProfile();
  const insights = useAdaptiveInsights();
  const analysis = useStruggleAnalysis();
  const [section, setSection] = useState<Section>('overview');
  const failed = profile.isError || insights.isError || analysis.isError;
  return (
    <section aria-labelledby="difficulty-title" className="flex flex-col gap-4">
      <div>
        <h2 id="difficulty-title" className="flex items-center gap-2 text-xl font-semibold text-foreground">
          <Sparkles className="size-5 text-primary" aria-hidden="true" />
          AI Difficulty Optimizer
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">Skill levels worked out from your progress, watch time and difficulty ratings.</p>
      </div>
      {failed ? <Alert variant="destructive" title="Unable to load your insights">Please try again in a moment.</Alert> : null}
      <Tabs value={section} onValueChange={(v) => setSection(v as Section)}>
        <TabsList aria-label="AI Difficulty Optimizer">
          {SECTIONS.map((s) => (
            <TabsTrigger key={s} value={s}>
              {SECTION_LABELS[s]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview" className="mt-4">
          {insights.data ? <Overview insights={insights.data} /> : <Skeleton className="h-48" />}
        </TabsContent>
        <TabsContent value="skills" className="mt-4">
          {profile.data ? <Skills profiles={profile.data} /> : <Skeleton className="h-48" />}
        </TabsContent>
        <TabsContent value="insights" className="mt-4">
          {analysis.data ? <Insights analysis={analysis.data} /> : <Skeleton className="h-48" />}
        </TabsContent>
        <TabsContent value="progression" className="mt-4">
          <Progression profiles={profile.data ?? []} />
        </TabsContent>
      </Tabs>
      <RateRecent />
    </section>
  );
}
