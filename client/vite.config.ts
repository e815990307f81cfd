import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const server = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
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
        // Keep the large libraries in their own long-cached chunks; pages are split by route
        // through React.lazy in src/app/router.tsx.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          // Only the dashboard draws charts: keep them (and their d3 helpers) out of the shared MUI chunk.
          if (/node_modules\/(@mui\/x-charts|@mui\/x-charts-vendor|@mui\/x-internals|d3-[a-z-]+|internmap|flatqueue|bezier-easing|@mui\/x-internal-gestures)\//.test(id)) return 'charts';
          if (/node_modules\/(@mui|@emotion)\//.test(id)) return 'mui';
          if (/node_modules\/(@apollo|graphql|apollo-upload-client|extract-files)\//.test(id)) return 'apollo';
          if (/node_modules\/(react|react-dom|react-router|react-router-dom|scheduler)\//.test(id)) return 'react';
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
  },
});
