/**
 * `npm run -w bench grouping`: how well listings are grouped into products, on three sets, printing
 * aggregate figures only:
 *  (a) same-product groups, pairwise P/R: the held-out sets fixtures/data/real-listings/groups.held-out-2.jsonl
 *      (since 2026-11-27 the half of it not released as groups.dev-5.jsonl), groups.held-out-5.jsonl and
 *      groups.held-out-6.jsonl (groups on the catalog itself; nobody tuning the rules reads them: only this
 *      command does, and prints no line of them) and the dev sets
 *      groups.dev-2.jsonl … groups.dev-5.jsonl (held out until their scores P 1.000 R 0.814, P 1.000 R 0.291,
 *      P 1.000 R 0.111 and P 1.000 R 0.840, rules written from their misses since);
 *  (b) the open real catalog (catalog.jsonl.gz) merged, 300 cross-store merged pairs sampled across
 *      categories, scored against the hand judgments kept in fixtures/data/real-listings/merge-judgments.jsonl
 *      (pairs not yet judged are counted and, with --pendientes=<file>, written for judging);
 *  (c) the WDC computers test (fixtures/data/wdc/computers-test.txt), pairwise P/R/F1;
 * and the open labelled set ar-dev.jsonl when present (kept outside the repository). `--solo=<held-out|ar-dev|
 * catalogo|wdc>` runs one part (`--solo=dev` the dev sets); `--solo=velocidad` times regrouping 100,000 listings.
 * `--fallos` prints the missed and wrong pairs of the dev sets (never of a held-out set).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { readListingSpecs } from '@hardprecios/core/hardware/reader';
import { realWorldMissing, realWorldPath } from '@hardprecios/core/testing/real-world-dir';
import { readCatalog } from '../hardware/catalog';
import { commandFlags } from '../lib/bench-utils';
import { group, groupInThreads } from './group';
import { formatPairs, pairFailures, scorePairs, type Labelled } from './score';

const flags = commandFlags();
const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const HELD_OUT = [
  here('../../fixtures/data/real-listings/groups.held-out-2.jsonl'),
  here('../../fixtures/data/real-listings/groups.held-out-5.jsonl'),
  here('../../fixtures/data/real-listings/groups.held-out-6.jsonl'),
];
const DEV = [
  here('../../fixtures/data/real-listings/groups.dev-2.jsonl'),
  here('../../fixtures/data/real-listings/groups.dev-3.jsonl'),
  here('../../fixtures/data/real-listings/groups.dev-4.jsonl'),
  here('../../fixtures/data/real-listings/groups.dev-5.jsonl'),
  here('../../fixtures/data/real-listings/groups.dev-6.jsonl'),
];
const JUDGMENTS = here('../../fixtures/data/real-listings/merge-judgments.jsonl');
const WDC = here('../../fixtures/data/wdc/computers-test.txt');
// The team's labelled set, from REAL_WORLD_DIR (or ../shared/real-world) when there is one.
const AR_DEV_PART = 'matching/ar-dev.jsonl';
/** `--todos`: judge every merged pair, not a sample. */
const SAMPLE_SIZE = flags.todos ? Number.POSITIVE_INFINITY : 300;

const jsonLines = <T>(path: string): T[] =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T);

/** Scores one labelled set; `showFailures` (dev sets only) prints its missed and wrong pairs. */
function labelledSet(title: string, path: string, showFailures = false) {
  const rows = jsonLines<Labelled & { sku?: string }>(path);
  const groups = group(rows.map((r) => ({ nombre: r.nombre, tienda: r.store, sku: r.sku }))).map(
    (g) => g.grupo,
  );
  console.log(`${title}: ${formatPairs(scorePairs(rows, groups))}`);
  if (showFailures) for (const line of pairFailures(rows, groups)) console.log(`    ${line}`);
}

if (!flags.solo || flags.solo === 'held-out')
  for (const path of HELD_OUT) labelledSet(`(a) held-out (${path.split('/').pop()})`, path);
if (!flags.solo || flags.solo === 'dev')
  for (const path of DEV) labelledSet(`(a) dev (${path.split('/').pop()})`, path, !!flags.fallos);
if (!flags.solo || flags.solo === 'ar-dev') {
  const missing = realWorldMissing(AR_DEV_PART);
  if (missing) console.log(`ar-dev.jsonl: not scored (${missing})`);
  else labelledSet('ar-dev.jsonl', realWorldPath(AR_DEV_PART), !!flags.fallos);
}

// (b) merges on the open catalog.
if (!flags.solo || flags.solo === 'catalogo') {
  const catalog = readCatalog();
  const started = performance.now();
  const grouped = group(catalog.map((l) => ({ nombre: l.nombre, tienda: l.tienda, sku: l.sku })));
  const ms = performance.now() - started;
  const byGroup = new Map<string, number[]>();
  grouped.forEach((g, i) => byGroup.set(g.grupo, [...(byGroup.get(g.grupo) ?? []), i]));
  const pairs: [number, number][] = [];
  for (const members of byGroup.values())
    for (let x = 0; x < members.length; x++)
      for (let y = x + 1; y < members.length; y++) {
        const [a, b] = [catalog[members[x]!]!, catalog[members[y]!]!];
        if (a.tienda !== b.tienda) pairs.push([members[x]!, members[y]!]);
      }
  const category = (i: number) => readListingSpecs({ nombre: catalog[i]!.nombre }).categoria;
  // Spread the sample across categories: round-robin over categories, every n-th pair within each.
  const byCategory = new Map<string, [number, number][]>();
  for (const p of pairs) byCategory.set(category(p[0]), [...(byCategory.get(category(p[0])) ?? []), p]);
  const queues = [...byCategory.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, list]) => list.sort((p, q) => hash(p) - hash(q)));
  const sample: [number, number][] = [];
  while (sample.length < Math.min(SAMPLE_SIZE, pairs.length))
    for (const q of queues) if (q.length && sample.length < SAMPLE_SIZE) sample.push(q.shift()!);
  const judged = new Map(
    (existsSync(JUDGMENTS) ? jsonLines<Judgment>(JUDGMENTS) : []).map((j) => [pairKey(j.a, j.b), j]),
  );
  let right = 0;
  let wrong = 0;
  const pending: Judgment[] = [];
  const wrongByCategory = new Map<string, [number, number]>();
  for (const [i, j] of sample) {
    const [a, b] = [catalog[i]!, catalog[j]!];
    const verdict = judged.get(pairKey(a.nombre, b.nombre))?.mismo;
    const cat = category(i);
    const counts = wrongByCategory.get(cat) ?? [0, 0];
    if (verdict === undefined) pending.push({ a: a.nombre, b: b.nombre, mismo: null, categoria: cat });
    else if (verdict) {
      right++;
      counts[0]++;
    } else {
      wrong++;
      counts[1]++;
    }
    wrongByCategory.set(cat, counts);
  }
  console.log(
    `(b) catálogo real: ${catalog.length} publicaciones agrupadas en ${ms.toFixed(0)} ms, ` +
      `${pairs.length} pares de tiendas distintas unidos; muestra ${sample.length}: ` +
      `${right} bien, ${wrong} mal, ${pending.length} sin juzgar` +
      (right + wrong ? ` → ${((100 * right) / (right + wrong)).toFixed(1)} % bien` : ''),
  );
  console.log(
    '    por categoría (bien/mal): ' +
      [...wrongByCategory.entries()].map(([c, [r, w]]) => `${c} ${r}/${w}`).join(', '),
  );
  if (flags.pendientes)
    writeFileSync(flags.pendientes, pending.map((p) => JSON.stringify(p)).join('\n') + '\n');
}

// Regrouping 100,000 listings (the catalog's names repeated with a number): wall and CPU time, the CPU time
// being the figure that holds on a shared machine.
if (flags.solo === 'velocidad') {
  const catalog = readCatalog();
  const many = Array.from({ length: 100_000 }, (_, i) => {
    const l = catalog[i % catalog.length]!;
    return { nombre: i < catalog.length ? l.nombre : `${l.nombre} ${i}`, tienda: l.tienda, sku: l.sku };
  });
  group(many.slice(0, 1000)); // loads the knowledge base
  const timed = async (how: string, run: () => unknown) => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    await run();
    const used = process.cpuUsage(cpu);
    console.log(
      `100.000 publicaciones reagrupadas ${how}: ${((performance.now() - started) / 1000).toFixed(1)} s reales, ` +
        `${((used.user + used.system) / 1e6).toFixed(1)} s de CPU`,
    );
  };
  let oneThread: { grupo: string }[] = [];
  let threads: { grupo: string }[] = [];
  await timed('en un hilo', () => (oneThread = group(many)));
  // As the catalog's recompute reads them (core/src/models/identity-pool.ts).
  await timed(`en ${availableParallelism()} hilos`, async () => (threads = await groupInThreads(many)));
  const same = oneThread.every((g, i) => g.grupo === threads[i]?.grupo);
  console.log(`mismos grupos en un hilo y en varios: ${same ? 'sí' : 'NO'}`);
}

// (c) WDC computers: each pair grouped on its own.
if (!flags.solo || flags.solo === 'wdc') {
  const lines = readFileSync(WDC, 'utf8').split('\n').filter(Boolean);
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const line of lines) {
    const [a, b, label] = line.split('\t');
    const title = (offer: string) =>
      offer
        .replace(/^COL title VAL\s*/, '')
        .replace(/"/g, ' ')
        .trim();
    const [ga, gb] = group([
      { nombre: title(a!), tienda: 'a' },
      { nombre: title(b!), tienda: 'b' },
    ]);
    const merged = ga!.grupo === gb!.grupo;
    if (merged && label === '1') tp++;
    else if (merged) fp++;
    else if (label === '1') fn++;
  }
  const p = tp + fp ? tp / (tp + fp) : 1;
  const r = tp + fn ? tp / (tp + fn) : 1;
  console.log(
    `(c) WDC computers (${lines.length} pares): precisión ${p.toFixed(3)}, recall ${r.toFixed(3)}, ` +
      `F1 ${(p + r ? (2 * p * r) / (p + r) : 0).toFixed(3)}`,
  );
}

interface Judgment {
  a: string;
  b: string;
  mismo: boolean | null;
  categoria?: string;
  nota?: string;
}
function pairKey(a: string, b: string) {
  return [a, b].sort().join('\u0000');
}
function hash([a, b]: [number, number]) {
  return ((a * 2654435761) ^ (b * 40503)) >>> 0;
}
