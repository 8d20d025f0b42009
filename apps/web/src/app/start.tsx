import { StrictMode, useLayoutEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { AppErrorBoundary } from './error-screen.tsx';
import { Providers } from './providers.tsx';
import { loadCurrentUser } from '../features/auth/index.ts';
import { offlineReadsOwner } from '../lib/offline-reads-owner.ts';
import { queryClient } from '../lib/query-client.ts';
import { captureHandover } from './handover.ts';
import { AppRouter, appRouterReady } from './router.tsx';

/**
 * Runs once right after the first commit (the one that replaced a prerendered page), in the same
 * task: no keystroke can reach the new fields before the hand-over has filled them.
 */
function AfterFirstCommit({ run }: { run: () => void }) {
  useLayoutEffect(run, [run]);
  return null;
}

export function App() {
  return (
    <AppErrorBoundary>
      <Providers>
        <AppRouter />
      </Providers>
    </AppErrorBoundary>
  );
}

/**
 * Shown when the app throws while starting: stored data is the usual cause, so
 * local and session storage are cleared first. Built with plain DOM calls because React may be
 * what failed.
 */
export function showInitializationFailure(container: HTMLElement): void {
  try {
    window.localStorage.clear();
  } catch {
    // storage unavailable
  }
  try {
    window.sessionStorage.clear();
  } catch {
    // storage unavailable
  }
  const wrap = document.createElement('div');
  wrap.setAttribute('role', 'alert');
  wrap.className = 'flex min-h-dvh items-center justify-center px-4';
  const box = document.createElement('div');
  box.className = 'flex max-w-md flex-col items-center gap-3 text-center';
  const title = document.createElement('h1');
  title.className = 'text-2xl font-bold text-foreground';
  title.textContent = 'Something went wrong';
  const text = document.createElement('p');
  text.className = 'text-muted-foreground';
  text.textContent = "We've cleared your browser data. Please refresh the page.";
  const button = document.createElement('button');
  button.type = 'button';
  button.className =
    'mt-2 inline-flex h-10 items-center rounded-lg bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2';
  button.textContent = 'Refresh Page';
  button.addEventListener('click', () => window.location.reload());
  box.append(title, text, button);
  wrap.append(box);
  container.replaceChildren(wrap);
}

/**
 * The server sent a visitor's page already rendered (landing.html, login.html, signup.html): keep it
 * on screen until the app knows who is signed in and has loaded the page's code, so React's first
 * commit replaces it with the same page instead of a spinner (no flash, no layout shift), and what
 * was typed into it carries over (handover.ts). A failure just renders.
 */
async function whenPrerenderedPageCanBeReplaced(container: HTMLElement): Promise<void> {
  if (!container.firstElementChild) return;
  try {
    const user = await loadCurrentUser(queryClient);
    await appRouterReady(user !== null);
  } catch {
    // render anyway: the app shows its own loading and error states
  }
}

/** Starts the app in `container`; the function it returns unmounts it (a test's clean-up). */
export function start(container: HTMLElement | null = document.getElementById('root')): () => void {
  const target = container ?? document.body;
  let root: Root | null = null;
  let stopped = false;
  const render = () => {
    if (stopped) return;
    try {
      if (!container) throw new Error('The page has no #root element');
      const afterCommit = container.firstElementChild ? captureHandover(container) : () => {};
      root = createRoot(container);
      root.render(
        <StrictMode>
          <App />
          <AfterFirstCommit run={afterCommit} />
        </StrictMode>,
      );
    } catch (err) {
      console.error('Learnstack failed to start', err);
      showInitializationFailure(target);
    }
  };
  // A user's reads kept on this device (decision 0047) open before the first render, so that offline
  // the session read is answered at once; a visitor's page loads nothing more.
  const offlineReadsOpen = offlineReadsOwner() === null ? null : import('./offline-reads.ts').then((m) => m.offlineReadsBeforeRender()).catch(() => undefined);
  if (container?.firstElementChild) void Promise.resolve(offlineReadsOpen).then(() => whenPrerenderedPageCanBeReplaced(container)).then(render);
  else if (offlineReadsOpen) void offlineReadsOpen.then(render);
  else render();
  return () => {
    stopped = true;
    root?.unmount();
  };
}

