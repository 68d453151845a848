import { buildWebIfStale } from '../../scripts/build-web';

type BuildLogger = Parameters<typeof buildWebIfStale>[0];

/**
 * Builds web/dist when stale, as `npm start` would, but always as a production bundle: the app runs
 * with NODE_ENV=development (for the dev login), and Vite builds React's development bundles when it
 * inherits NODE_ENV=development. The app then finds web/dist fresh and does not build again.
 */
export async function ensureProductionWebBuild(): Promise<void> {
  const saved = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const logger = { info: (message: string) => console.error(`e2e: ${message}`) } as unknown as BuildLogger;
    await buildWebIfStale(logger);
  } finally {
    if (saved === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = saved;
  }
}
