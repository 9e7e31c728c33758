import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: [
      // Tests run against the shared rules' source, so a change there needs no build first.
      { find: '@dealer/schema', replacement: fileURLToPath(new URL('../schema/src/index.ts', import.meta.url)) },
      // graphql ships CommonJS and ES builds; Node gives type-graphql and Apollo the CommonJS one, so
      // our code must get it too, or its type checks (isObjectType, ...) see types "from another realm".
      { find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') },
    ],
  },
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
