import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { prerenderVisitorPages } from './build/prerender.ts';
import { pwa } from './build/pwa.ts';
import { routePreloads } from './build/route-preloads.ts';
import { smallSharedChunk } from './build/small-shared-chunk.ts';

/** The pages a visitor sees first (prerendered): their small shared modules get a chunk of their own. */
const VISITOR_PAGES = ['src/app/layouts/public-layout.tsx', 'src/app/pages/landing-page.tsx', 'src/app/pages/login-page.tsx', 'src/app/pages/signup-page.tsx'];
/** The app's own code: the web app's and the contracts' value files. */
const APP_CODE = /[\\/]apps[\\/]web[\\/]src[\\/]|[\\/]packages[\\/]contracts[\\/]/;
/** The radix primitives and what they build on. */
const RADIX = /[\\/]node_modules[\\/](@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|tslib)[\\/]/;

/** The chart library (decision 0046): with the chart's own chunk, never in a shared one. */
const CHARTS = /[\\/]node_modules[\\/]@visx[\\/]/;

/** What the first pages load only when asked: radix with a menu or dialog, sonner with a toast, charts with a chart. */
const LOADED_ON_DEMAND = new RegExp(`${RADIX.source}|${/[\\/]node_modules[\\/]sonner[\\/]/.source}|${CHARTS.source}`);

/**
 * Manual chunks: the landing route loads only the React, router and query vendor chunks plus the
 * app shell; radix primitives, drag-and-drop and zod load with the pages that use them.
 */
export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    routePreloads({
      always: ['src/app/layouts/public-layout.tsx'],
      paths: {
        '^/$': ['src/app/pages/landing-page.tsx'],
        '^/login/?$': ['src/app/pages/login-page.tsx'],
        '^/signup/?$': ['src/app/pages/signup-page.tsx'],
        '^/dashboard/?$': ['src/app/layouts/app-layout.tsx', 'src/app/pages/dashboard-page.tsx'],
        '^/plan/[^/]+/?$': ['src/app/layouts/app-layout.tsx', 'src/app/pages/plan-page.tsx'],
        '^/(plans|my-plans)/?$': ['src/app/layouts/app-layout.tsx', 'src/app/pages/plans-page.tsx'],
        '^/explore/?$': ['src/app/pages/explore-page.tsx'],
      },
      signedInHome: ['src/app/layouts/app-layout.tsx', 'src/app/pages/dashboard-page.tsx'],
      // The plan page's one read (features/plans/api/use-plan-page.ts).
      reads: { '^/plan/([^/]+)/?$': '/api/learning-plans/slug/$1/page' },
    }),
    // The manifest and the service worker (build/pwa.ts), written after the boot script above.
    pwa(),
    // The visitor pages rendered into landing.html, login.html and signup.html (build/prerender.ts).
    prerenderVisitorPages(),
    // Last: compresses every file the others wrote, the service worker and the manifest included.
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'router', test: /[\\/]node_modules[\\/]react-router[\\/]/, priority: 20 },
            // TanStack Query only: the virtualiser (@tanstack/react-virtual) stays with the transcript panel that uses it.
            { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/, priority: 20 },
            { name: 'dnd', test: /[\\/]node_modules[\\/]@dnd-kit[\\/]/, priority: 20 },
            // Every icon in one chunk (about 10 KB): a page then needs one request for its icons, not one
            // per set of pages sharing them (the landing page made 11, the plan page more).
            { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/, priority: 20 },
            // The entry's own modules that lazy pages share (the API client, the theme, the button…):
            // one file with the entry instead of a dozen of a few hundred bytes each.
            { name: 'app-core', tags: ['$initial'], test: APP_CODE, includeDependenciesRecursively: false, priority: 6 },
            // The small modules the lazy pages share, in one file (build/small-shared-chunk.ts).
            smallSharedChunk({ name: 'shared', test: APP_CODE, maxModuleChars: 4000, visitorPages: VISITOR_PAGES.map((m) => path.resolve(import.meta.dirname, m)), lazyOnly: LOADED_ON_DEMAND }),
            // The radix primitives and what they build on, in one chunk for the signed-in pages.
            { name: 'radix', test: RADIX, priority: 15 },
          ],
        },
      },
    },
  },
});
