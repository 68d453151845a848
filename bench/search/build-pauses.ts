/**
 * How long building the in-memory index holds the thread it runs on: the longest stretches a timer
 * waiting 1 ms could not run (what a search arriving during a rebuild waits at most), and the build's time.
 *
 *   npx tsx bench/search/build-pauses.ts [--size=1000000] [--catalog=varied|demo]
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { commandFlags } from '../lib/bench-utils';
import { benchCatalog, loadCatalog } from './load';
import { loadMatchIndex } from '@hardprecios/core/search/memory/load-index';

const args = commandFlags();
const size = Number(args.size ?? 1_000_000);
const loaded = await loadCatalog(size, { catalog: benchCatalog(args.catalog) });

for (const pass of [1, 2, 3]) {
  const pauses: { at: number; ms: number }[] = [];
  const started = performance.now();
  let last = started;
  const timer = setInterval(() => {
    const now = performance.now();
    if (now - last > 20) pauses.push({ at: Math.round(last - started), ms: Math.round(now - last) });
    last = now;
  }, 1);
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  const index = await loadMatchIndex(loaded.database.db);
  const total = performance.now() - started;
  // One more turn of the timer, to see a pause that ended the build.
  await new Promise((resolve) => setTimeout(resolve, 2));
  clearInterval(timer);
  histogram.disable();
  const longest = [...pauses].sort((a, b) => b.ms - a.ms).slice(0, 5);
  console.log(
    `pass ${pass}: ${index.size.toLocaleString('en')} documents in ${(total / 1000).toFixed(1)} s; ` +
      `event loop delay p99 ${(histogram.percentile(99) / 1e6).toFixed(0)} ms; ` +
      `longest pauses ${longest.map((p) => `${p.ms} ms at ${(p.at / 1000).toFixed(1)} s`).join(', ')}; ` +
      `${pauses.filter((p) => p.ms > 100).length} over 100 ms`,
  );
}
await loaded.database.close();
