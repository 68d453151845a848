import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { bearer, requestWithHost } from './testing/sessions';

const credentials = { DEV_LOGIN_EMAIL: 'dev@hardprecios.local', DEV_LOGIN_PASSWORD: 'clave-de-prueba' };
const goodPair = { email: 'dev@hardprecios.local', password: 'clave-de-prueba' };

let development: TestApp;
let production: TestApp;
beforeAll(async () => {
  [development, production] = await Promise.all([
    startTestApp({ NODE_ENV: 'development', ...credentials }),
    startTestApp({ NODE_ENV: 'production', ...credentials }),
  ]);
});

const loginDev = (app: TestApp, json: unknown, host = '127.0.0.1', headers?: Record<string, string>) =>
  requestWithHost(app.url, { method: 'POST', path: '/api/auth/login-dev', host, json, headers });

describe('POST /api/auth/login-dev in development', () => {
  it.each(['localhost:3000', '127.0.0.1', '[::1]:3000'])(
    'gives a fullAdmin session for the configured pair on host %s',
    async (host) => {
      const res = await loginDev(development, goodPair, host);
      expect(res.status).toBe(200);
      const body = res.body as { token: string; user: unknown };
      expect(body.user).toEqual({
        email: 'dev@hardprecios.local',
        name: 'Administrador (desarrollo)',
        picture: '',
        role: 'fullAdmin',
        tiendaId: null,
      });
      const me = await development.request('/api/user/profile', { headers: bearer(body.token) });
      expect(me.status).toBe(200);
    },
  );

  it.each([
    ['a wrong password', { email: goodPair.email, password: 'admin' }],
    ['a wrong e-mail', { email: 'otro@hardprecios.local', password: goodPair.password }],
  ])("answers 'Credenciales inválidas' to %s", async (_case, pair) => {
    const res = await loginDev(development, pair);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'unauthorized', message: 'Credenciales inválidas' });
  });

  it('refuses a request addressed to a public host, even with the right pair', async () => {
    const res = await loginDev(development, goodPair, 'hardprecios.com.ar');
    expect(res.status).toBe(403);
    expect(res.body).not.toHaveProperty('token');
  });

  it.each([
    ['a public Host forwarded as localhost', 'hardprecios.com.ar', 'localhost'],
    ['localhost forwarded from a public host', 'localhost', 'hardprecios.com.ar'],
  ])('refuses %s', async (_case, host, forwardedHost) => {
    const res = await loginDev(development, goodPair, host, { 'x-forwarded-host': forwardedHost });
    expect(res.status).toBe(403);
  });
});

describe('POST /api/auth/login-dev outside development', () => {
  it.each(['127.0.0.1', 'localhost'])(
    'does not exist in production, even on %s with the right pair',
    async (host) => {
      const res = await loginDev(production, goodPair, host);
      expect(res.status).toBe(404);
      expect(res.body).not.toHaveProperty('token');
    },
  );
});

describe('POST /api/auth/login-google without GOOGLE_CLIENT_ID', () => {
  it('answers 503 saying Google sign-in is not configured, rather than accepting any audience', async () => {
    const res = await production.request('/api/auth/login-google', {
      method: 'POST',
      json: { token: 'a.b.c' },
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      error: 'unavailable',
      message: 'El inicio de sesión con Google no está configurado',
    });
  });
});
