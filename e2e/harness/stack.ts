import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startGoogleJwks, type GoogleJwks } from '@hardprecios/fixtures/google-jwks/google-jwks-server';
import { DEMO_SITES_PORT_SPAN } from '@hardprecios/fixtures/store-sites/demo/demo-sites';
import { startAppProcess, type AppProcess } from './app-process';
import { freePortBlock } from './free-port';
import {
  createRunDatabase,
  deleteRedisPrefix,
  E2E_REDIS_URL,
  runRedisPrefix,
  type RunDatabase,
} from './services';
import { startTokenSigner, type TokenSigner } from './token-signer';
import { ensureProductionWebBuild } from './web-build';

/** Signs in as fullAdmin (it is in ADMIN_EMAILS). */
export const E2E_ADMIN_EMAIL = 'e2e-admin@hardprecios.com.ar';

export interface StackOptions {
  /** Size of the seeded demo catalog. */
  demoProducts?: number;
  /** 'development' has the dev login and the chat widget; 'production' is what shoppers get. */
  nodeEnv?: 'development' | 'production';
  /** PGlite and a redis-server of the app's own under the run's temp dir, instead of the local servers. */
  embedded?: boolean;
  /**
   * The fixture Google key set with its token signer, and the demo stores read from the fixture store
   * sites (the app starts those itself): what the back office needs.
   */
  fixtures?: boolean;
  logLevel?: string;
}

/** What tests need to reach the running stack; handed to test workers as E2E_* environment variables. */
export interface StackInfo {
  baseUrl: string;
  adminEmail: string;
  /** POST claims as JSON, get `{ token }`: a Google ID token the app accepts (see token-signer.ts). */
  signerUrl?: string;
  googleClientId?: string;
  /** The control server of the fixture store sites the demo stores are read from (see fixtures/src/store-sites). */
  storeSitesUrl?: string;
  /** The run's PostgreSQL database (absent when embedded). */
  databaseUrl?: string;
  redisPrefix?: string;
  workDir: string;
}

export interface Stack extends StackInfo {
  stop(): Promise<void>;
}

/**
 * The whole product for a test or benchmark run: a fresh database (or PGlite), fresh data dirs, the
 * fixture services the app talks to instead of Google and real stores, and `npm start` on a free port.
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'hardprecios-e2e-'));
  const cleanups: Array<() => Promise<void>> = [() => rm(workDir, { recursive: true, force: true })];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((err) => console.error(err));
    cleanups.length = 0;
  };
  try {
    const env: Record<string, string> = {
      NODE_ENV: options.nodeEnv ?? 'development',
      LOG_LEVEL: options.logLevel ?? 'warn',
      SEED_DEMO: 'true',
      DEMO_PRODUCTS: String(options.demoProducts ?? 3000),
      UPLOADS_DIR: path.join(workDir, 'uploads'),
      // No SMTP server: mail goes to the outbox the back office's 'Correos' shows.
      OUTBOX_DIR: path.join(workDir, 'outbox'),
      PGLITE_DIR: path.join(workDir, 'pg'),
      REDIS_DIR: path.join(workDir, 'redis'),
      ADMIN_EMAILS: E2E_ADMIN_EMAIL,
      ALLOW_PRIVATE_FETCH: 'true',
      CRAWL_DELAY_MS: '0',
      DEMO_STORE_SITES: 'false',
      // Every request of the run comes from 127.0.0.1; the per-visitor limit on statistics writes is not under test.
      STATS_RATE_LIMIT_PER_MINUTE: '100000',
    };
    const info: Partial<StackInfo> = { adminEmail: E2E_ADMIN_EMAIL, workDir };

    if (!options.embedded) {
      const database: RunDatabase = await createRunDatabase();
      cleanups.push(database.drop);
      const prefix = runRedisPrefix();
      cleanups.push(() => deleteRedisPrefix(prefix));
      Object.assign(env, { DATABASE_URL: database.url, REDIS_URL: E2E_REDIS_URL, REDIS_PREFIX: prefix });
      Object.assign(info, { databaseUrl: database.url, redisPrefix: prefix });
    }

    if (options.fixtures ?? true) {
      const jwks: GoogleJwks = await startGoogleJwks();
      cleanups.push(jwks.close);
      const signer: TokenSigner = await startTokenSigner(jwks);
      cleanups.push(signer.close);
      // The app serves the fixture store sites on fixed ports (control on the first, a store on each next:
      // the generated stores, then each demo store's own site).
      const sitesPort = await freePortBlock(DEMO_SITES_PORT_SPAN);
      Object.assign(env, {
        GOOGLE_JWKS_URL: jwks.jwksUrl,
        GOOGLE_CLIENT_ID: jwks.clientId,
        DEMO_STORE_SITES: 'true',
        DEMO_STORE_SITES_PORT: String(sitesPort),
      });
      const storeSitesUrl = `http://127.0.0.1:${sitesPort}`;
      Object.assign(info, { signerUrl: signer.url, googleClientId: jwks.clientId, storeSitesUrl });
    }

    await ensureProductionWebBuild();
    const app: AppProcess = await startAppProcess({ env, logFile: path.join(workDir, 'app.log') });
    // The log lives in workDir, removed last; the app must stop first.
    cleanups.push(app.stop);
    return { ...(info as StackInfo), baseUrl: app.baseUrl, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

const ENV_KEYS: Record<keyof StackInfo, string> = {
  baseUrl: 'E2E_BASE_URL',
  adminEmail: 'E2E_ADMIN_EMAIL',
  signerUrl: 'E2E_SIGNER_URL',
  googleClientId: 'E2E_GOOGLE_CLIENT_ID',
  storeSitesUrl: 'E2E_STORE_SITES_URL',
  databaseUrl: 'E2E_RUN_DATABASE_URL',
  redisPrefix: 'E2E_REDIS_PREFIX',
  workDir: 'E2E_WORK_DIR',
};

/** Global setup → test workers: Playwright passes the runner's environment on to its workers. */
export function exportStackInfo(info: StackInfo, target: NodeJS.ProcessEnv = process.env): void {
  for (const [key, name] of Object.entries(ENV_KEYS)) {
    const value = info[key as keyof StackInfo];
    if (value !== undefined) target[name] = value;
  }
}

export function readStackInfo(source: NodeJS.ProcessEnv = process.env): StackInfo {
  const info: Record<string, string | undefined> = {};
  for (const [key, name] of Object.entries(ENV_KEYS)) info[key] = source[name];
  if (!info.baseUrl)
    throw new Error(
      'E2E_BASE_URL is not set: run the suite with `npm run test:e2e` (its global setup starts the app)',
    );
  return info as unknown as StackInfo;
}
