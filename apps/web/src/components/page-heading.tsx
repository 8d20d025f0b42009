import type { LucideIcon } from 'lucide-react';

/** A signed-in page's title block: its icon, the h1 and one line saying what the page holds. */
export function PageHeading({ icon: Icon, title, description }: { icon: LucideIcon; title: string; description: string }) {
  return (
    <header className="flex items-center gap-3">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-accent text-accent-foreground" aria-hidden="true">
        <Icon className="size-6" />
      </span>
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-foreground">{title}</h1>
        <p className="text-muted-foreground">{description}</p>
      </div>
    </header>
  );
}
