import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { PartEntry } from './map-entry';

/**
 * The compact OpenDB derivative kept in this repository (see core/data/opendb/README.md): core/data/opendb from the
 * sources; beside the bundle in the compiled build (scripts/build-server.ts copies it there).
 */
const derivativeCandidates = [
  new URL('../../../data/opendb/parts.jsonl.gz', import.meta.url),
  new URL('./opendb/parts.jsonl.gz', import.meta.url),
].map((url) => fileURLToPath(url));
export const DERIVATIVE_PATH =
  derivativeCandidates.find((file) => existsSync(file)) ?? derivativeCandidates[0]!;

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
