import { type ComponentType, type ReactNode, useEffect, useReducer, useState } from 'react';

export type OnDemand<P extends object> = ComponentType<P & { fallback: ReactNode }> & {
  /**
   * Starts loading the code (on hover or focus, before the click that needs it). It never rejects:
   * a failed preload is no error yet, the first draw loads again and shows that failure.
   */
  preload: () => Promise<void>;
};

/**
 * A component whose code loads when it is first drawn (or preloaded), drawn without Suspense: React
 * reveals a Suspense boundary's content no sooner than about 300 ms after its fallback showed (it
 * batches reveals), so a menu made with React.lazy opened 330 ms after the click even with its code
 * loaded on hover. This one draws `fallback` until the code is there, and the component at once
 * when it already is. A failed load goes to the nearest error boundary, as with React.lazy, and the
 * next draw tries again.
 */
export function onDemand<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): OnDemand<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module.default;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  // biome-ignore lint/correctness/noComponentHookFactories: made once per component at module level, never during a render
  function Loaded({ fallback, ...props }: P & { fallback: ReactNode }) {
    const [, redraw] = useReducer((n: number) => n + 1, 0);
    const [failure, setFailure] = useState<{ error: unknown }>();
    useEffect(() => {
      if (!loaded) start().then(redraw, (error: unknown) => setFailure({ error }));
    }, []);
    if (failure) throw failure.error;
    const Component = loaded;
    return Component ? <Component {...(props as P)} /> : fallback;
  }
  const preload = () => start().then(
    () => undefined,
    () => undefined,
  );
  return Object.assign(Loaded, { preload });
}
