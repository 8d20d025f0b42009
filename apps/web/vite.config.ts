import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { prerenderVisitorPages } from './build/prerender.ts';
import { pwa } from './build/pwa.ts';
import { routePreloads } from './build/route-preloads.ts';

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
            { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 20 },
            { name: 'dnd', test: /[\\/]node_modules[\\/]@dnd-kit[\\/]/, priority: 20 },
            // Every icon in one chunk (about 10 KB): a page then needs one request for its icons, not one
            // per set of pages sharing them (the landing page made 11, the plan page more).
            { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/, priority: 20 },
            // The radix primitives and what they build on, in one chunk for the signed-in pages.
            { name: 'radix', test: /[\\/]node_modules[\\/](@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|tslib)[\\/]/, priority: 15 },
          ],
        },
      },
    },
  },
});
