import { Route, Sparkles } from 'lucide-react';
import { type ComponentType, lazy, Suspense } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { DifficultyTab } from './difficulty-tab.tsx';

// The visualizer and the pan-zoom library load only when the paths tab opens.
const PathVisualizer = lazy(() => import('./path-visualizer.tsx'));

function PathsTab() {
  return (
    <Suspense fallback={<Skeleton className="h-[600px]" />}>
      <PathVisualizer />
    </Suspense>
  );
}

type HubTab = { id: string; label: string; icon: LucideIcon; Panel: ComponentType };

/** The Learning Hub's entries for these tabs (library page HUB_TABS). */
export const PATHS_HUB_TAB: HubTab = { id: 'paths', label: 'Paths', icon: Route, Panel: PathsTab };
export const DIFFICULTY_HUB_TAB: HubTab = { id: 'difficulty', label: 'AI Optimizer', icon: Sparkles, Panel: DifficultyTab };
