import type { ComponentType } from 'react';
import { onDemand } from './on-demand.tsx';

/**
 * A dialog whose code (and radix) loads when it is first opened, and which renders nothing while
 * closed: a page with several dialogs paints without them. `isOpen` reads the dialog's own props.
 */
export function lazyWhenOpen<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean): ComponentType<P> {
  const Dialog = onDemand<P>(() => load().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per dialog at module level, never during a render
  return function WhenOpen(props: P) {
    if (!isOpen(props)) return null;
    return <Dialog {...props} fallback={null} />;
  };
}
