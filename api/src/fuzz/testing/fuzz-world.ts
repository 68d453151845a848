import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { insertBanner } from '@hardprecios/core/banners/banners.repository';
import { upsertListings } from '@hardprecios/core/catalog/catalog.repository';
import { products } from '@hardprecios/core/db/schema';
import { openRun } from '@hardprecios/core/ingestion/ingestion-runs.repository';
import { buildListing, buildStore } from '@hardprecios/core/testing/factories';
import { startChatModel } from '@hardprecios/fixtures/chat-model/chat-model-server';
import { startGoogleJwks } from '@hardprecios/fixtures/google-jwks/google-jwks-server';
import { bearer, sessionToken } from '../../auth/testing/sessions';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { routeCatalog, type CatalogRoute } from './route-catalog';

export const FUZZ_CALLERS = [
  'anonymous',
  'forgedToken',
  'storeAdmin',
  'otherStoreAdmin',
  'fullAdmin',
] as const;
export type FuzzCaller = (typeof FUZZ_CALLERS)[number];

/** Never in a public answer (authorized e-mails are the back office's): it must not reach store B's admin. */
export const STORE_A_SECRET = 'duenio-secreto@tienda-a.com.ar';

export interface FuzzWorld {
  app: TestApp;
  port: number;
  routes: CatalogRoute[];
  /** Store A: the store everything the requests name belongs to. Store B: the other store's admin's. */
  storeA: number;
  /** A value for a path parameter of a route: the id of store A's thing of that kind. */
  paramFor(route: CatalogRoute, name: string): string;
  /** Values of body fields by name: store A's ids. */
  hints: Record<string, unknown>;
  /** Fresh sessions for every caller (a route may end a session: logout). */
  callers(): Promise<Record<FuzzCaller, Record<string, string>>>;
}

/**
 * The whole API on a database of its own, with every outside service it calls replaced by the local
 * fixtures (Google's keys, the chat model), and a small world to aim at: two stores, listings, a
 * banner and an ingestion run of store A.
 */
export async function startFuzzWorld(): Promise<FuzzWorld> {
  const [google, chatModel] = await Promise.all([startGoogleJwks(), startChatModel()]);
  const dir = await mkdtemp(path.join(tmpdir(), 'hp-fuzz-'));
  const app = await startTestApp(
    {
      UPLOADS_DIR: path.join(dir, 'uploads'),
      OUTBOX_DIR: path.join(dir, 'outbox'),
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_JWKS_URL: google.jwksUrl,
      CHAT_ENABLED: 'true',
      CHAT_API_URL: chatModel.url,
      CHAT_API_KEY: chatModel.apiKey,
      CHAT_MODEL: 'modelo-de-prueba',
      METRICS_TOKEN: 'fuzz-metrics-token-0123456789',
    },
    // No worker runs here: 'Probar lectura' gives up at once with its documented 503.
    { readPreviewWaitMs: 200 },
  );
  afterAll(async () => {
    await google.close();
    await chatModel.close();
  });
  const db = app.database.db;
  const storeA = await buildStore(db, { name: 'Tienda A', authorizedEmails: [STORE_A_SECRET] });
  const storeB = await buildStore(db, { name: 'Tienda B' });
  await upsertListings(
    db,
    storeA.id,
    [1, 2, 3].map((n) => buildListing(n)),
  );
  const [product] = await db.select({ id: products.id, modelId: products.modelId }).from(products).limit(1);
  const banner = await insertBanner(db, {
    storeId: storeA.id,
    kind: 'desktop',
    imageUrl: '/uploads/banners/fuzz.webp',
    startsOn: '2024-01-01',
    endsOn: '2099-12-31',
  });
  const run = await openRun(db, {
    storeId: storeA.id,
    jobId: `catalog-update:${storeA.id}`,
    queuedAt: new Date(),
    trigger: 'manual',
  });

  // What an id names, by the word before it in the path ('/banner/:id' a banner, '/tienda/:id' a store).
  const idFor = (route: CatalogRoute): number => {
    const word = /\/([\w-]+)\/:id/.exec(route.path)?.[1];
    if (word === 'banner') return banner.id;
    if (word === 'runs') return run.id;
    if (word === 'modelos') return product!.modelId!;
    if (route.path.startsWith('/api/products/') && word !== 'tienda' && word !== 'categoria')
      return product!.id;
    if (word === 'categoria') return 3;
    return storeA.id;
  };
  return {
    app,
    port: Number(new URL(app.url).port),
    routes: routeCatalog(app.express),
    storeA: storeA.id,
    paramFor: (route, name) => (name === 'path' ? 'logos/tienda-a.svg' : String(idFor(route))),
    hints: { tiendaId: storeA.id, productoId: product!.id, modeloId: product!.modelId, categoriaId: 3 },
    async callers() {
      const session = (role: 'fullAdmin' | 'storeAdmin', storeId?: number) =>
        sessionToken(db, { role, storeId }).then(bearer);
      return {
        anonymous: {},
        forgedToken: bearer(`f0rjado-${'z'.repeat(43)}`),
        storeAdmin: await session('storeAdmin', storeA.id),
        otherStoreAdmin: await session('storeAdmin', storeB.id),
        fullAdmin: await session('fullAdmin'),
      };
    },
  };
}
