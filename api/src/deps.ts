import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Database } from '@hardprecios/core/db/client';
import type { Env } from '@hardprecios/core/config/env';
import type { JobClient } from '@hardprecios/core/jobs/job-client';

/** Everything the API's features need, built once in the app's wiring (scripts/start.ts or api/src/main.ts). */
export interface AppDeps {
  env: Env;
  database: Database;
  redis: Redis;
  logger: Logger;
  /** Directory of the built web client (web/dist); absent in API-only tests. */
  webDist?: string;
  /** Enqueues background jobs; when absent the admin-jobs routes make one on `redis`. */
  jobs?: JobClient;
  /** How long 'Probar lectura' waits for a worker's answer (tests shorten it). */
  readPreviewWaitMs?: number;
}
