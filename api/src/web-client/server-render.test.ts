import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog } from '@hardprecios/core/testing/catalog-factory';
import { startTestApp, type TestApp } from '../testing/test-app';

const TEMPLATE = `<!doctype html><html lang="es-AR"><head><title>HardPrecios</title>
<meta name="description" content="Inicio" /></head>
<body><div id="root"></div><script type="module" src="/assets/app-abc.js"></script></body></html>`;

/**
 * Stands in for web/dist-server/entry-server.js (the real one is exercised end to end in e2e): it
 * searches through the function the API hands it and draws what it got, or fails, or never answers.
 */
const SERVER_ENTRY = `
export async function renderSearchResultPage(request) {
  const query = new URL(request.url, 'http://local').searchParams.get('wordKey');
  if (query === 'falla') throw new Error('render failed');
  if (query === 'lenta') return new Promise(() => {});
  const { results } = await request.search([{ indexName: 'productos', params: { query, hitsPerPage: 8 } }]);
  const config = await fetch(request.apiBase + '/api/config').then((res) => res.json());
  return {
    html: '<p class="ssr">' + results[0].nbHits + ' resultados a ' + request.viewportWidth + ' px en ' + config.data.productName + '</p>',
    state: { url: request.url, storeText: '</script><script>alert(1)</script>' },
  };
}
`;

let app: TestApp;
beforeAll(async () => {
  const web = mkdtempSync(path.join(tmpdir(), 'web-'));
  mkdirSync(path.join(web, 'dist'));
  writeFileSync(path.join(web, 'dist', 'index.html'), TEMPLATE);
  mkdirSync(path.join(web, 'dist-server'));
  writeFileSync(path.join(web, 'dist-server', 'entry-server.js'), SERVER_ENTRY);
  app = await startTestApp({}, { webDist: path.join(web, 'dist') });
  await buildCatalog(app.database.db);
  app.catalogWritten();
});

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

describe('results pages rendered on the server', () => {
  it('puts the render in #root and its state beside it, searching in-process for the browser', async () => {
    const res = await app.request('/search-result/?wordKey=rtx%204060', {
      headers: { 'user-agent': PHONE_UA },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('accept-ch')).toBe('Sec-CH-Viewport-Width');
    const html = await res.text();
    const root = /<div id="root">([\s\S]*?)<\/div>/.exec(html)?.[1];
    expect(root).toMatch(/^<p class="ssr">[1-9]\d* resultados a 412 px en HardPrecios<\/p>$/);
    const state = /<script type="application\/json" id="server-render-state">([\s\S]*?)<\/script>/.exec(
      html,
    )?.[1];
    // Text from a store cannot close the script element; JSON.parse reads it back intact.
    expect(state).not.toContain('</script>');
    expect(JSON.parse(state!)).toEqual({
      url: '/search-result/?wordKey=rtx%204060',
      storeText: '</script><script>alert(1)</script>',
    });
  });

  it('lays the page out for the width a client hint gives, else for a desktop', async () => {
    const hinted = await app.request('/search-result/?wordKey=rtx', {
      headers: { 'user-agent': PHONE_UA, 'sec-ch-viewport-width': '360' },
    });
    expect(await hinted.text()).toContain(' a 360 px ');
    const desktop = await app.request('/search-result/?wordKey=rtx');
    expect(await desktop.text()).toContain(' a 1280 px ');
    const nonsense = await app.request('/search-result/?wordKey=rtx', {
      headers: { 'sec-ch-viewport-width': '-5' },
    });
    expect(await nonsense.text()).toContain(' a 1280 px ');
  });

  it('sends the page for the browser to draw when the render fails or is too slow', async () => {
    for (const query of ['falla', 'lenta']) {
      const res = await app.request(`/search-result/?wordKey=${query}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('server-render-state');
    }
  });

  it('renders only results pages', async () => {
    const html = await (await app.request('/stores')).text();
    expect(html).toContain('<div id="root"></div>');
  });
});
