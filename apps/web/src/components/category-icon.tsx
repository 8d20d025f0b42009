import type { CategoryId } from '@learnstack/contracts';
import { BarChart3, Briefcase, Cpu, HeartPulse, Languages, type LucideIcon, Megaphone, Palette, Sprout } from 'lucide-react';

/** The icon of each of the eight skill categories. */
export const CATEGORY_ICONS: Record<CategoryId, LucideIcon> = {
  business: Briefcase,
  health: HeartPulse,
  technology: Cpu,
  design: Palette,
  personal: Sprout,
  languages: Languages,
  marketing: Megaphone,
  data: BarChart3,
};

export function CategoryIcon({ id, className }: { id: CategoryId; className?: string }) {
  const Icon = CATEGORY_ICONS[id];
  return <Icon className={className} aria-hidden="true" />;
}
