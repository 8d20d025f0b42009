import type { AdminStats } from '@learnstack/contracts';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** Viewers by region as a bar chart (recharts, in the admin chunk only), with the figures as a list for screen readers. */
export function RegionChart({ data }: { data: AdminStats['viewersByRegion'] }) {
  if (data.length === 0) return <p className="text-sm text-muted-foreground">No users yet.</p>;
  return (
    <figure className="flex flex-col gap-3">
      <div className="h-56 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" vertical={false} />
            <XAxis dataKey="region" tick={{ fill: 'var(--color-muted-foreground)', fontSize: 12 }} stroke="var(--color-border)" />
            <YAxis allowDecimals={false} tick={{ fill: 'var(--color-muted-foreground)', fontSize: 12 }} stroke="var(--color-border)" />
            <Tooltip cursor={{ fill: 'var(--color-muted)' }} contentStyle={{ background: 'var(--color-card)', border: '1px solid var(--color-border)', borderRadius: 8, color: 'var(--color-foreground)' }} />
            <Bar dataKey="count" name="Users" fill="var(--color-primary)" radius={[6, 6, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
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
