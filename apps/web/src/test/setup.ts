import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Lazy routes import their modules on first use, which is slow when all test files run at once.
configure({ asyncUtilTimeout: 5000 });

// An unexpected console.error fails the test: an error nobody expected is a defect, even when the page looks right.
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
  // No real network in tests: a test that needs fetch stubs it.
  vi.stubGlobal('fetch', () => Promise.reject(new Error('Unexpected network call in a test: stub fetch')));
});

afterEach(() => {
  cleanup();
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch {
    // ignore
  }
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) {
    throw new Error(`Unexpected console.error:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`);
  }
});
