import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStore } from '@hardprecios/core/testing/factories';
import { startGoogleJwks, type GoogleJwks } from '@hardprecios/fixtures/google-jwks/google-jwks-server';
import { startTestApp, type TestApp } from '../testing/test-app';
import { bearer, sessionToken } from './testing/sessions';

let google: GoogleJwks;
let app: TestApp;
let storeId: number;

beforeAll(async () => {
  google = await startGoogleJwks();
  app = await startTestApp({
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_JWKS_URL: google.jwksUrl,
    ADMIN_EMAILS: ' Jefa@HardPrecios.com.ar , otro@hardprecios.com.ar',
  });
  const store = await buildStore(app.database.db, { authorizedEmails: ['duenio@tienda.com.ar'] });
  storeId = store.id;
});
afterAll(() => google.close());

const loginGoogle = (token: unknown) =>
  app.request('/api/auth/login-google', { method: 'POST', json: { token } });
const profile = (token: string) => app.request('/api/user/profile', { headers: bearer(token) });

describe('POST /api/auth/login-google', () => {
  it('signs an e-mail of ADMIN_EMAILS in as fullAdmin, whatever its case', async () => {
    const idToken = await google.signIdToken({
      email: 'jefa@hardprecios.com.ar',
      name: 'Jefa',
      picture: 'https://lh3.googleusercontent.com/a/jefa',
    });
    const res = await loginGoogle(idToken);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { token: string; user: unknown };
    expect(body.user).toEqual({
      email: 'jefa@hardprecios.com.ar',
      name: 'Jefa',
      picture: 'https://lh3.googleusercontent.com/a/jefa',
      role: 'fullAdmin',
      tiendaId: null,
    });
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(body.token).not.toBe(idToken);

    const me = await profile(body.token);
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ data: { data: body.user } });
  });

  it("signs a store's authorized e-mail in as that store's storeAdmin", async () => {
    const res = await loginGoogle(await google.signIdToken({ email: 'Duenio@Tienda.com.ar', name: 'Dueño' }));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { token: string; user: { role: string; tiendaId: number } };
    expect(body.user).toMatchObject({ email: 'duenio@tienda.com.ar', role: 'storeAdmin', tiendaId: storeId });
    expect(((await (await profile(body.token)).json()) as { data: { data: unknown } }).data.data).toEqual(
      body.user,
    );
  });

  it('refuses anyone else with 401 and the spec message', async () => {
    const res = await loginGoogle(await google.signIdToken({ email: 'curioso@gmail.com' }));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: 'unauthorized',
      message: 'Acceso denegado: Usuario no autorizado',
    });
  });

  const invalid = 'Token de Google inválido';
  it.each([
    ['another audience', { aud: 'otra-app.apps.googleusercontent.com' }, {}, invalid],
    ['another issuer', { iss: 'https://evil.example.com' }, {}, invalid],
    [
      'an expired token',
      { iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 },
      {},
      'El token de Google expiró',
    ],
    [
      'an unverified e-mail',
      { email_verified: false },
      {},
      'El correo de la cuenta de Google no está verificado',
    ],
    ['a key Google did not publish', {}, { foreignKey: true }, invalid],
  ])('refuses %s with 401 and opens no session', async (_case, claims, options, message) => {
    const idToken = await google.signIdToken({ email: 'jefa@hardprecios.com.ar', ...claims }, options);
    const res = await loginGoogle(idToken);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'unauthorized', message });
  });

  it('accepts the issuer without scheme too, as Google may send it', async () => {
    const res = await loginGoogle(
      await google.signIdToken({ email: 'otro@hardprecios.com.ar', iss: 'accounts.google.com' }),
    );
    expect(res.status).toBe(200);
  });

  it('answers 401 to a token that is not a JWT and 400 without a token', async () => {
    expect((await loginGoogle('no-es-un-jwt')).status).toBe(401);
    const missing = await app.request('/api/auth/login-google', { method: 'POST', json: {} });
    expect(missing.status).toBe(400);
  });
});

describe('sessions', () => {
  it('logout revokes the token: the profile then answers 401', async () => {
    const login = await loginGoogle(await google.signIdToken({ email: 'jefa@hardprecios.com.ar' }));
    const { token } = (await login.json()) as { token: string };
    const out = await app.request('/api/auth/logout', { method: 'POST', headers: bearer(token) });
    expect(out.status).toBe(200);
    expect((await profile(token)).status).toBe(401);
  });

  it('logout without a token is 401', async () => {
    expect((await app.request('/api/auth/logout', { method: 'POST' })).status).toBe(401);
  });

  it.each([
    ['anonymous', undefined],
    ['a forged token', 'forjado-' + 'x'.repeat(40)],
  ])('the profile refuses %s with 401', async (_case, token) => {
    const res = await app.request('/api/user/profile', { headers: token ? bearer(token) : {} });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'unauthorized' });
  });

  it('an expired or revoked session gives 401', async () => {
    const expired = await sessionToken(app.database.db, { role: 'fullAdmin', ttlHours: -1 });
    const revoked = await sessionToken(app.database.db, { role: 'fullAdmin', revoked: true });
    const live = await sessionToken(app.database.db, { role: 'fullAdmin' });
    expect((await profile(expired)).status).toBe(401);
    expect((await profile(revoked)).status).toBe(401);
    expect((await profile(live)).status).toBe(200);
  });
});

describe('when Google cannot be reached', () => {
  let unreachable: TestApp;
  let idToken: string;
  beforeAll(async () => {
    const offline = await startGoogleJwks({ clientId: google.clientId });
    idToken = await offline.signIdToken({ email: 'jefa@hardprecios.com.ar' });
    await offline.close();
    unreachable = await startTestApp({
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_JWKS_URL: offline.jwksUrl,
      ADMIN_EMAILS: 'jefa@hardprecios.com.ar',
    });
  });

  it('answers 503, not 401, so the user is not told they are unauthorized', async () => {
    const res = await unreachable.request('/api/auth/login-google', {
      method: 'POST',
      json: { token: idToken },
    });
    expect(res.status).toBe(503);
  });
});
