import { defineConfig } from 'vitest/config';

/** Browser journeys through the real built app in Debian's Chromium (see harness.ts). */
export default defineConfig({
  test: {
    name: 'e2e',
    root: 'e2e',
    include: ['**/*.e2e.ts'],
    globalSetup: ['global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // The theme sweep of shell.e2e.ts runs its contexts side by side in the one browser.
    maxConcurrency: 2,
  },
});
