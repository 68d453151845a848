import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { readStackInfo } from '../harness/stack';
import type { SignedIn } from './auth';
import { stripedPng } from './png';

/** The development login's pair (core/src/config/env.ts defaults; the e2e stack does not change them). */
export const DEV_CREDENTIALS = { email: 'admin@hardprecios.local', password: 'admin' } as const;

/** A short random tag, so names and authorized e-mails of one run never collide with another test's. */
export function uniqueTag(): string {
  return randomBytes(3).toString('hex');
}

const bearer = (session: Pick<SignedIn, 'token'>) => ({ authorization: `Bearer ${session.token}` });

/** The development login through the API (a fullAdmin session), as the form does it. */
export async function devSignIn(request: APIRequestContext): Promise<SignedIn> {
  const res = await request.post('/api/auth/login-dev', { data: DEV_CREDENTIALS });
  if (!res.ok()) throw new Error(`POST /api/auth/login-dev answered ${res.status()}: ${await res.text()}`);
  return (await res.json()) as SignedIn;
}

/**
 * Google's sign-in script, played locally: https://accounts.google.com/gsi/client is answered with a
 * stand-in whose `google.accounts.id` keeps the callback @react-oauth/google registers and draws a
 * 'Continuar con Google' button that hands it `idToken`, the way Google Identity Services does.
 * The client id the page initialised with is kept in `window.__gsiClientId`; the account's picture
 * is served locally too.
 */
export async function fakeGoogleIdentityServices(page: Page, idToken: string): Promise<void> {
  const script = `
    (() => {
      let callback;
      window.google = { accounts: { id: {
        initialize(config) { callback = config.callback; window.__gsiClientId = config.client_id; },
        renderButton(parent) {
          const button = document.createElement('button');
          button.type = 'button';
          button.className = 'button';
          button.textContent = 'Continuar con Google';
          button.addEventListener('click', () => callback({ credential: ${JSON.stringify(idToken)}, select_by: 'btn' }));
          parent.replaceChildren(button);
        },
        prompt() {}, cancel() {}, disableAutoSelect() {},
      } } };
    })();`;
  // The client asks for it with its locale (?hl=es).
  const isGsiScript = (url: URL) =>
    url.origin === 'https://accounts.google.com' && url.pathname === '/gsi/client';
  await page.route(isGsiScript, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: script }),
  );
  await fakeGooglePictures(page);
}

/** A Google account's picture (lh3.googleusercontent.com), served locally: an initial on a disc. */
export async function fakeGooglePictures(page: Page): Promise<void> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><circle cx="18" cy="18" r="18" fill="#00838f"/>' +
    '<text x="18" y="24" font-family="sans-serif" font-size="16" fill="#fff" text-anchor="middle">G</text></svg>';
  await page.route(
    (url) => url.hostname === 'lh3.googleusercontent.com',
    (route) => route.fulfill({ status: 200, contentType: 'image/svg+xml', body: svg }),
  );
}

export interface NewStore {
  nombre: string;
  /** The store's public host, e.g. 'tienda-e2e.com.ar'. */
  url: string;
  correosAutorizados: string[];
  provinciaId?: number;
  contacto?: string;
  horarios?: string;
  origen?: 'site' | 'spreadsheet';
  lector?: string;
  urlLectura?: string;
}

export interface CreatedStore {
  id: number;
  nombre: string;
  horarios: string;
  estadoId: number;
  logo: string;
  ultimaActualizacionForzada: string | null;
}

/** POST /api/stores (multipart, with a logo) as a fullAdmin: the store a test works on. */
export async function createStoreViaApi(
  request: APIRequestContext,
  session: SignedIn,
  store: NewStore,
): Promise<CreatedStore> {
  const res = await request.post('/api/stores', {
    headers: bearer(session),
    multipart: {
      nombre: store.nombre,
      url: store.url,
      provinciaId: String(store.provinciaId ?? 1),
      contacto: store.contacto ?? '11 4444-5555',
      correosAutorizados: store.correosAutorizados.join(','),
      horarios: store.horarios ?? '',
      origen: store.origen ?? 'spreadsheet',
      ...(store.lector ? { lector: store.lector } : {}),
      ...(store.urlLectura ? { urlLectura: store.urlLectura } : {}),
      estadoId: '1',
      tipo: 'logo',
      logo: { name: 'logo.png', mimeType: 'image/png', buffer: logoPng() },
    },
  });
  if (res.status() !== 201) throw new Error(`POST /api/stores answered ${res.status()}: ${await res.text()}`);
  return ((await res.json()) as { data: CreatedStore }).data;
}

/** The store as the back office reads it (GET /api/stores/admin/{id}). */
export async function adminStore(
  request: APIRequestContext,
  session: SignedIn,
  id: number,
): Promise<CreatedStore> {
  const res = await request.get(`/api/stores/admin/${id}`, { headers: bearer(session) });
  if (!res.ok()) throw new Error(`GET /api/stores/admin/${id} answered ${res.status()}`);
  return ((await res.json()) as { data: CreatedStore }).data;
}

/** POST /api/stores/forzaractualizacion/ — the per-store forced update (202, or 429 within the cooldown). */
export function forceStoreUpdate(
  request: APIRequestContext,
  session: Pick<SignedIn, 'token'>,
  tiendaId: number,
) {
  return request.post('/api/stores/forzaractualizacion/', {
    headers: bearer(session),
    data: { action: 'update', tiendaId },
  });
}

/** A square logo (the form takes .jpg, .jpeg, .png). */
export function logoPng(): Buffer {
  return stripedPng(96, 96, [
    [11, 61, 145],
    [255, 255, 255],
    [180, 67, 11],
  ]);
}

/** A 1280×320 desktop banner. */
export function bannerPng(): Buffer {
  return stripedPng(1280, 320, [
    [11, 61, 145],
    [0, 131, 143],
    [46, 125, 50],
    [249, 168, 37],
  ]);
}

type FixturePlatformName = 'woocommerce' | 'tiendanube' | 'shopify' | 'vtex' | 'magento' | 'jsonld';

/** The fixture store sites' control server (fixtures/src/store-sites/control.ts). */
export const fixtureSites = {
  controlUrl(): string {
    const { storeSitesUrl } = readStackInfo();
    if (!storeSitesUrl) throw new Error('the stack was started without its fixture store sites');
    return storeSitesUrl;
  },
  async baseUrlOf(platform: FixturePlatformName): Promise<string> {
    const res = await fetch(this.controlUrl());
    const { stores } = (await res.json()) as { stores: Record<string, string> };
    return stores[platform]!;
  },
  /** What a correct reader extracts from the store now (name, sku, price…), in catalog order. */
  async expected(platform: FixturePlatformName): Promise<Array<{ sku: string; name: string }>> {
    const res = await fetch(`${this.controlUrl()}/__control/${platform}/expected`);
    if (!res.ok) throw new Error(`the fixture control answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as Array<{ sku: string; name: string }>;
  },
  /** Takes listings off the store's site. */
  remove(platform: FixturePlatformName, skus: string[]): Promise<void> {
    return control(`${platform}/remove`, { skus });
  },
  /** How long the store's listing page 3 takes to answer (250 ms at start). */
  setSlowness(platform: FixturePlatformName, ms: number): Promise<void> {
    return control(`${platform}/slow`, { ms });
  },
  /** The store back as it started (listings, prices, failures, slowness). */
  reset(platform: FixturePlatformName): Promise<void> {
    return control(`${platform}/reset`, {});
  },
};

async function control(action: string, body: unknown): Promise<void> {
  const res = await fetch(`${fixtureSites.controlUrl()}/__control/${action}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`the fixture control answered ${res.status}: ${await res.text()}`);
}

/** A toast (react-toastify renders each as an alert). */
export function toast(page: Page, text: string): Locator {
  return page.getByRole('alert').filter({ hasText: text });
}

/** The back-office shell is up for `email` (header loaded, sidebar drawn). */
export async function expectBackOfficeShell(page: Page, email: string): Promise<void> {
  await expect(page.getByTestId('back-office-user-email')).toHaveText(email);
  await expect(page.getByRole('navigation', { name: 'Módulos' })).toBeVisible();
}
