/**
 * `npm run -w bench hardware:speed`: `npm run read-specs` over 100,000 names (the real catalog's names
 * repeated), timed end to end as a user runs it: process start, knowledge base load, reading, printing.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCatalog } from './catalog';

const NAMES = 100_000;
const BUDGET_S = 20;
const root = fileURLToPath(new URL('../..', import.meta.url));

const catalog = readCatalog();
const lines = Array.from({ length: NAMES }, (_, i) => {
  const l = catalog[i % catalog.length]!;
  return JSON.stringify({ nombre: l.nombre, tienda: l.tienda, precio: l.precio, sku: l.sku });
});
const dir = mkdtempSync(path.join(tmpdir(), 'read-specs-'));
const file = path.join(dir, 'names.jsonl');
writeFileSync(file, lines.join('\n') + '\n');

const started = performance.now();
const child = spawn(
  process.execPath,
  [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'workers/src/cli/read-specs.ts', file],
  {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
let outLines = 0;
child.stdout.on('data', (chunk: Buffer) => {
  for (const byte of chunk) if (byte === 10) outLines++;
});
const code: number = await new Promise((resolve) => child.on('close', resolve));
const seconds = (performance.now() - started) / 1000;
rmSync(dir, { recursive: true, force: true });
console.log(
  `read-specs: ${NAMES} nombres en ${seconds.toFixed(1)} s (${Math.round(NAMES / seconds)} por segundo), ${outLines} líneas impresas, código ${code}`,
);
console.log(
  `presupuesto ${BUDGET_S} s: ${seconds <= BUDGET_S && outLines === NAMES && code === 0 ? 'cumple' : 'NO cumple'}`,
);
if (seconds > BUDGET_S || outLines !== NAMES || code !== 0) process.exitCode = 1;
