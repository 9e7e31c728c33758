import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Tests run against the shared rules' source, so a change there needs no build first.
  resolve: { alias: { '@dealer/schema': fileURLToPath(new URL('../schema/src/index.ts', import.meta.url)) } },
  test: {
    environment: 'node',
    globalSetup: ['./src/test/global-setup.ts'],
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Files run in parallel, each against its own database.
    fileParallelism: true,
  },
});
