import { SKILL_LEVEL_MAX, type SkillBand, skillBand } from '@learnstack/contracts/insights-rules';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/cn.ts';

/** The colour bands: up to 3, up to 6, up to 8, above 8. */
export const BAND: Record<SkillBand, { label: string; badge: BadgeVariant; bar: string }> = {
  beginning: { label: 'Beginning', badge: 'destructive', bar: 'bg-destructive' },
  developing: { label: 'Developing', badge: 'warning', bar: 'bg-warning' },
  proficient: { label: 'Proficient', badge: 'default', bar: 'bg-primary' },
  advanced: { label: 'Advanced', badge: 'success', bar: 'bg-success' },
};

/** "4.2/10", its band and a bar in the band's colour. */
export function SkillLevel({ level, subjectLabel }: { level: number; subjectLabel: string }) {
  const band = BAND[skillBand(level)];
  const percent = Math.round((level / SKILL_LEVEL_MAX) * 100);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <p className="text-2xl font-bold tabular-nums text-foreground">
          {level.toFixed(1)}
          <span className="text-sm font-medium text-muted-foreground">/10</span>
        </p>
        <Badge variant={band.badge}>{band.label}</Badge>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a bar in the band's colour, which <meter> cannot take in every browser */}
      <div
        role="meter"
        aria-label={`${subjectLabel} skill level`}
        aria-valuemin={1}
        aria-valuemax={SKILL_LEVEL_MAX}
        aria-valuenow={level}
        aria-valuetext={`${level.toFixed(1)} out of 10, ${band.label}`}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className={cn('h-full rounded-full transition-[width] duration-500', band.bar)} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
