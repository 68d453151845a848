/** Where the test suites find their services (set by scripts/ensure-services.sh, or these defaults). */
export const TEST_ADMIN_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Test databases carry their creation time in their name (`hardprecios_test_<kind>_<epoch seconds>_<rand>`),
 * so a run can clear what killed runs left behind without touching a run still in progress.
 */
export const TEST_DATABASE_PREFIX = 'hardprecios_test_';
export function testDatabaseName(kind: 't' | 'f', suffix: string): string {
  return `${TEST_DATABASE_PREFIX}${kind}_${Math.floor(Date.now() / 1000)}_${suffix}`;
}

/** The run a template database belongs to (its random suffix), which its files' databases carry too. */
export const runOf = (template: string) => template.split('_').pop()!;

/** The URL of another database on the same server. */
export function databaseUrl(name: string): string {
  const url = new URL(TEST_ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}
