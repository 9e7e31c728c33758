/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
// The toast container alone, past the package's barrel file, so it can load with the first toast
// (see SiteThemeProvider); through the barrel the bundler ships it with the toast store every page uses.
const notificationsContainer = path.join(
  path.dirname(require.resolve('@mantine/notifications')),
  '../esm/Notifications.mjs',
);

const server = process.env.API_URL ?? 'http://localhost:4000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  resolve: {
    conditions: ['source'],
    alias: [{ find: /^@mantine\/notifications\/container$/, replacement: notificationsContainer }],
  },
  build: {
    rollupOptions: {
      // The site, and the offline GraphQL playground the server shows at GET /graphql.
      input: { index: 'index.html', playground: 'playground.html' },
      onwarn(warning, warn) {
        // GraphiQL ships React Compiler directives that the bundler drops on purpose.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
    chunkSizeWarningLimit: 4096,
    // The prerender bundle needs no copy of the public files. The site's manifest tells the server
    // which styles and scripts a prerendered page needs (server/src/modules/pages/prerender.ts).
    copyPublicDir: !isSsrBuild,
    manifest: !isSsrBuild,
  },
  // The server's prerender (src/entry-server.tsx) is one self-contained file.
  ssr: { noExternal: true },
  // The dev server pre-bundles the site only; GraphiQL's Monaco workers load only in a build.
  optimizeDeps: { entries: ['index.html'] },
  server: {
    proxy: { '/api': server, '/graphql': server, '/media': server },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Form tests type into Mantine inputs under jsdom; on two busy cores that can outlast 5 s.
    testTimeout: 20_000,
  },
}));
