/**
 * `npm run -w bench hardware:specs -- <labelled.jsonl>`: reads every labelled listing with the spec reader
 * and prints aggregate figures only (category accuracy, value accuracy, coverage, traps taken), so a
 * held-out set can be scored without anyone seeing its lines.
 */
import { readFileSync } from 'node:fs';
import { defaultKnowledgeBase } from '@hardprecios/core/hardware/opendb/knowledge-base';
import { readListingSpecs } from '@hardprecios/core/hardware/reader';
import { formatScore, scoreReadings, type LabelledListing } from './score';

const file = process.argv[2];
if (!file) {
  console.error('uso: npm run -w bench hardware:specs -- <archivo.jsonl>');
  process.exit(2);
}
const labelled: LabelledListing[] = readFileSync(file, 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as LabelledListing);
const kb = defaultKnowledgeBase();
const readings = labelled.map((l) =>
  readListingSpecs({ nombre: l.nombre, tienda: l.tienda, precio: l.precio, sku: l.sku }, kb),
);
for (const line of formatScore(scoreReadings(labelled, readings))) console.log(line);
