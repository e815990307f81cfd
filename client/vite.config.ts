import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// react-router's package exports name only its development build (checks and warnings, slower
// route matching); production builds use the production files it ships beside it.
const reactRouterDist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist');
const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'production/dom-export.mjs') },
];

const server = 'http://localhost:3000';

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  resolve: { alias: mode === 'production' ? reactRouterProduction : [] },
  // The prerenderer (src/app/entry-server.tsx) imports page modules that import Apollo, whose
  // CommonJS entry Node cannot read by name: bundle it into the SSR build instead.
  ssr: {
    noExternal: [
      '@apollo/client',
      'ts-invariant',
      'optimism',
      '@wry/trie',
      '@wry/context',
      '@wry/equality',
      '@wry/caches',
      'zen-observable-ts',
      'stylis',
      'stylis-plugin-rtl',
    ],
  },
  server: {
    proxy: {
      '/api': { target: server },
      '/graphql': { target: server, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json maps each chunk to its source modules (bench/public-bundle.mjs reads it).
    manifest: true,
    rollupOptions: {
      output: {
        // Rollup splits MUI, Apollo and the charts by use: each page's chunks hold only what it
        // imports, so the public pages never download Apollo or the charts. React, its DOM and the
        // router are on every page and change rarely: they keep one long-cached vendor chunk.
        // Every file name carries a content hash, so the server can cache assets forever.
        // The styling core (emotion, MUI's system and theme functions, our theme) is on every
        // page too: as a chunk of its own it also starts in a task of its own
        // (scripts/prerender.mjs), not in one long stretch with the app.
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
          // The router is the app's alone: a prerendered page's islands link with plain <a>
          // (components/page-link.tsx), so its ~30 kB gzip never load on a public page.
          if (/node_modules\/(react-router|react-router-dom|cookie|set-cookie-parser)\//.test(id)) return 'router';
          if (
            /node_modules\/(@emotion|stylis|@mui\/system|@mui\/styled-engine|@mui\/private-theming|@mui\/material\/esm\/(styles|colors))\//.test(id) ||
            id.endsWith('/src/theme.ts')
          )
            return 'styles';
          return undefined;
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.spec.{ts,tsx}'],
    css: false,
    // A test that renders a whole MUI page takes 1-3 s in jsdom, several times that when the
    // machine is busy (CI, parallel suites): 5 s was too tight (see also setup.ts).
    testTimeout: 20_000,
    // Vitest leaves a core free by default, which on CI's 2 cores is one worker: every core takes files
    // (npm test's client step 317 → 215 s on 2 cores).
    maxWorkers: availableParallelism(),
    minWorkers: 1,
  },
}));
