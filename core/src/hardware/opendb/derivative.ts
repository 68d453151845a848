import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { PartEntry } from './map-entry';

/** The compact OpenDB derivative kept in this repository (see core/data/opendb/README.md). */
export const DERIVATIVE_PATH = fileURLToPath(new URL('../../../data/opendb/parts.jsonl.gz', import.meta.url));

/** First line of the derivative: where it came from and under which licence. */
export interface DerivativeHeader {
  fuente: string;
  commit: string;
  licencia: string;
  aviso: string;
  partes: number;
}

export const OPENDB_SOURCE = 'https://github.com/buildcores/buildcores-open-db';
export const OPENDB_NOTICE =
  'Datos de partes: BuildCores OpenDB (https://github.com/buildcores/buildcores-open-db), bajo la Open Data Commons Attribution License 1.0 (ODC-By 1.0, https://opendatacommons.org/licenses/by/1-0/).';

export function readDerivative(path = DERIVATIVE_PATH): { header: DerivativeHeader; parts: PartEntry[] } {
  const lines = gunzipSync(readFileSync(path)).toString('utf8').split('\n').filter(Boolean);
  const header = JSON.parse(lines[0]!) as DerivativeHeader;
  return { header, parts: lines.slice(1).map((l) => JSON.parse(l) as PartEntry) };
}
