/**
 * `npm run -w bench hardware:links [-- --muestra=<file>]`: the share of the real-store catalog linked to an
 * OpenDB entry, and a sample of 100 links (every n-th, so it spans stores and categories) written for
 * checking by hand: listing name and codes beside the entry's name.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readDerivative } from '@hardprecios/core/hardware/opendb/derivative';
import { buildKnowledgeBase } from '@hardprecios/core/hardware/opendb/link';
import { readListingSpecs } from '@hardprecios/core/hardware/reader';
import { commandFlags } from '../lib/bench-utils';
import { readCatalog } from './catalog';

const flags = commandFlags();
const samplePath =
  flags.muestra ?? fileURLToPath(new URL('./results/opendb-links-sample.jsonl', import.meta.url));

const { header, parts } = readDerivative();
const kb = buildKnowledgeBase(parts);
const entryName = new Map(parts.map((p) => [p.id, p.nombre]));
const catalog = readCatalog();
const links: {
  id: number;
  tienda: string;
  nombre: string;
  sku?: string;
  categoria: string;
  opendb: string;
  entrada: string;
}[] = [];
let partsRead = 0;
for (const listing of catalog) {
  const reading = readListingSpecs(listing, kb);
  if (reading.categoria !== 'other') partsRead++;
  if (reading.opendb)
    links.push({
      id: listing.id,
      tienda: listing.tienda,
      nombre: listing.nombre,
      sku: listing.sku,
      categoria: reading.categoria,
      opendb: reading.opendb,
      entrada: entryName.get(reading.opendb)!,
    });
}
const step = links.length / Math.min(100, links.length);
const sample = Array.from({ length: Math.min(100, links.length) }, (_, i) => links[Math.floor(i * step)]!);
mkdirSync(path.dirname(samplePath), { recursive: true });
writeFileSync(samplePath, sample.map((l) => JSON.stringify(l)).join('\n') + '\n');

const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)} %`;
console.log(`OpenDB ${header.commit.slice(0, 8)}: ${header.partes} partes`);
console.log(`catálogo: ${catalog.length} listados, ${partsRead} leídos como una parte`);
console.log(
  `vinculados a OpenDB: ${links.length} = ${pct(links.length, catalog.length)} del catálogo, ${pct(links.length, partsRead)} de las partes`,
);
console.log(`muestra de ${sample.length} vínculos para revisar a mano: ${samplePath}`);
