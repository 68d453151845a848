import { describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';

const configOf = async (app: TestApp) =>
  ((await (await app.request('/api/config')).json()) as { data: object }).data;

describe('GET /api/config', () => {
  it('tells the web client the product name, contact, version and which features are on', async () => {
    const app = await startTestApp({
      PRODUCT_NAME: 'PreciosPC',
      CONTACT_EMAIL: 'hola@preciospc.com.ar',
      GOOGLE_CLIENT_ID: 'abc.apps',
    });
    const res = await app.request('/api/config');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      data: {
        productName: 'PreciosPC',
        contactEmail: 'hola@preciospc.com.ar',
        version: '6.0.7',
        chatEnabled: false,
        googleClientId: 'abc.apps',
        devLoginEnabled: false,
        supportChatUrl: null,
      },
    });
  });

  it('turns the chat and the dev login on for development, and CHAT_ENABLED overrides the chat', async () => {
    const dev = await startTestApp({ NODE_ENV: 'development' });
    expect(await configOf(dev)).toMatchObject({ chatEnabled: true, devLoginEnabled: true });
    const devNoChat = await startTestApp({ NODE_ENV: 'development', CHAT_ENABLED: 'false' });
    expect(await configOf(devNoChat)).toMatchObject({ chatEnabled: false, devLoginEnabled: true });
    const prodChat = await startTestApp({ NODE_ENV: 'production', CHAT_ENABLED: 'true' });
    expect(await configOf(prodChat)).toMatchObject({ chatEnabled: true, devLoginEnabled: false });
  });
});
