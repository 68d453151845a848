import { defineConfig } from 'vitest/config';

// Two projects: server code (node, real PostgreSQL and Redis) and the web client (jsdom).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['{core,api,workers,fixtures,search-config}/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['./core/src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './web/vitest.config.ts',
    ],
  },
});
