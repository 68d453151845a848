import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A built web client of one page for the drills: the real one is exercised end to end in e2e; here the
 * server render only has to search through the API, as the real results page does.
 */
export function drillWebDist(): string {
  const web = mkdtempSync(path.join(tmpdir(), 'drill-web-'));
  mkdirSync(path.join(web, 'dist'));
  writeFileSync(
    path.join(web, 'dist', 'index.html'),
    '<!doctype html><html lang="es-AR"><head><title>HardPrecios</title></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(path.join(web, 'dist-server'));
  writeFileSync(
    path.join(web, 'dist-server', 'entry-server.js'),
    `export async function renderSearchResultPage(request) {
  const query = new URL(request.url, 'http://local').searchParams.get('wordKey');
  const { results } = await request.search([{ indexName: 'productos', params: { query, hitsPerPage: 8 } }]);
  return { html: '<p class="ssr">' + results[0].nbHits + ' resultados</p>', state: {} };
}`,
  );
  return path.join(web, 'dist');
}
