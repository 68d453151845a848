import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { OPENDB_NOTICE, OPENDB_SOURCE, type DerivativeHeader } from './derivative';
import { mapEntry, OPENDB_FOLDERS, type PartEntry } from './map-entry';

/**
 * The derivative from a local clone of buildcores-open-db: the categories we use, the fields we use, the
 * clone's commit and the licence notice. Sorted by id so a rebuild from the same commit is byte-identical.
 */
export function buildDerivative(cloneDir: string): { header: DerivativeHeader; gz: Buffer } {
  const commit = execFileSync('git', ['-C', cloneDir, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  const parts: PartEntry[] = [];
  for (const folder of Object.keys(OPENDB_FOLDERS)) {
    const dir = path.join(cloneDir, 'open-db', folder);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const entry = mapEntry(folder, JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
      if (entry) parts.push(entry);
    }
  }
  parts.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const header: DerivativeHeader = {
    fuente: OPENDB_SOURCE,
    commit,
    licencia: 'ODC-By-1.0',
    aviso: OPENDB_NOTICE,
    partes: parts.length,
  };
  const text = [header, ...parts].map((l) => JSON.stringify(l)).join('\n') + '\n';
  return { header, gz: gzipSync(text, { level: 9 }) };
}
