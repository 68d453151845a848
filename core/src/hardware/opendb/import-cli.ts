/**
 * `npm run parts:import -- <clone of buildcores-open-db>`: rebuilds core/data/opendb/parts.jsonl.gz from a
 * local clone (pin the commit first: the derivative records it).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DERIVATIVE_PATH } from './derivative';
import { buildDerivative } from './import';

const clone = process.argv[2];
if (!clone) {
  console.error('uso: npm run parts:import -- <clon de buildcores-open-db>');
  process.exit(2);
}
const { header, gz } = buildDerivative(clone);
mkdirSync(path.dirname(DERIVATIVE_PATH), { recursive: true });
writeFileSync(DERIVATIVE_PATH, gz);
console.log(
  `${header.partes} partes de ${header.fuente}@${header.commit} → ${DERIVATIVE_PATH} (${gz.length} bytes)`,
);
