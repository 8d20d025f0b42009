import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export interface ContentPageProps {
  title: string;
  /** Short line under the title. */
  intro?: ReactNode;
  /** 'Last updated' text for policies. */
  updated?: string;
  /** Small label above the title. */
  eyebrow?: string;
  icon?: ReactNode;
  children: ReactNode;
  /** Applies the long-form text styles (headings, lists, links) to the body. */
  prose?: boolean;
  className?: string;
}

/** The frame of the static pages: a tinted header band, then the content in a readable column. */
export function ContentPage({ title, intro, updated, eyebrow, icon, children, prose = true, className }: ContentPageProps) {
  return (
    <div>
      <section className="border-b border-border bg-gradient-to-b from-hero-from to-hero-to">
        <div className="mx-auto flex max-w-4xl flex-col gap-3 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          {eyebrow || icon ? (
            <p className="inline-flex items-center gap-2 text-sm font-semibold text-primary [&_svg]:size-4">
              {icon}
              {eyebrow}
            </p>
          ) : null}
          <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">{title}</h1>
          {intro ? <p className="max-w-2xl text-base leading-relaxed text-muted-foreground sm:text-lg">{intro}</p> : null}
          {updated ? <p className="text-sm text-muted-foreground">Last updated: {updated}</p> : null}
        </div>
      </section>
      <div className={cn('mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8', prose && 'prose-page', className)}>{children}</div>
    </div>
  );
}

/** A titled section of a policy page, linkable by id. */
export function Section({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={id ? `${id}-title` : undefined} className="scroll-mt-24">
      <h2 id={id ? `${id}-title` : undefined}>{title}</h2>
      {children}
    </section>
  );
}

export const POLICY_UPDATED = 'November 22, 2026';
export const SUPPORT_HOURS = 'Monday to Friday, 9 AM to 6 PM EST';
