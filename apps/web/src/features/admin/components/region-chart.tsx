import type { AdminStats } from '@learnstack/contracts';
import { BarChart, barShares } from '../../../components/bar-chart.tsx';

/** Viewers by region as bars, with the figures as a list below (what screen readers read). */
export function RegionChart({ data }: { data: AdminStats['viewersByRegion'] }) {
  if (data.length === 0) return <p className="text-sm text-muted-foreground">No users yet.</p>;
  const shares = barShares(data.map((r) => r.count));
  const bars = data.map((r, i) => ({ key: r.region, label: r.region, share: shares[i] ?? 0, valueLabel: String(r.count) }));
  return (
    <figure className="flex flex-col gap-3">
      <BarChart bars={bars} testId="region-chart" />
      <figcaption>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {data.map((r) => (
            <li key={r.region}>
              <span className="font-medium text-foreground">{r.region}</span>: {r.count}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
