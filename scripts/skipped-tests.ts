/**
 * The end of `npm test`: every test that did not run, by name, with why. Reads the JSON reports
 * vitest and Playwright wrote (test-results/vitest.json, test-results/e2e.json); a missing report
 * means that stage did not run, which scripts/test.sh says itself.
 *
 *   tsx scripts/skipped-tests.ts [vitest.json] [e2e.json]
 */
import { existsSync, readFileSync } from 'node:fs';

export interface Skipped {
  suite: 'vitest' | 'e2e';
  name: string;
  reason: string;
}

interface VitestReport {
  testResults: {
    name: string;
    assertionResults: { ancestorTitles: string[]; title: string; fullName: string; status: string }[];
  }[];
}

/** A skipped vitest test: its name carries the reason when the suite gave one (`[skipped: …]`). */
export function skippedInVitest(report: VitestReport, root: string): Skipped[] {
  return report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((t) => t.status === 'skipped' || t.status === 'pending' || t.status === 'todo')
      .map((t) => {
        const reason = /\[skipped: (.*)\]/.exec(t.fullName)?.[1];
        return {
          suite: 'vitest' as const,
          name: [file.name.replace(`${root}/`, ''), ...t.ancestorTitles, t.title]
            .map((part) => part.replace(/ \[skipped: .*\]/, ''))
            .join(' › '),
          reason: reason ?? (t.status === 'todo' ? 'marked todo' : 'skipped in the test (no reason given)'),
        };
      }),
  );
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    tests: {
      projectName: string;
      status: string;
      annotations: { type: string; description?: string }[];
    }[];
  }[];
}

/** A skipped Playwright test, with the reason given to `test.skip(condition, reason)`. */
export function skippedInPlaywright(report: { suites: PlaywrightSuite[] }): Skipped[] {
  const out: Skipped[] = [];
  const walk = (suite: PlaywrightSuite, path: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests.filter((t) => t.status === 'skipped')) {
        const skip = test.annotations.find((a) => a.type === 'skip' || a.type === 'fixme');
        out.push({
          suite: 'e2e',
          name: `${spec.file} › ${[...path, spec.title].join(' › ')} [${test.projectName}]`,
          reason:
            skip?.description ??
            (skip
              ? 'skipped in the test (no reason given)'
              : 'did not run (a project it depends on failed, or the run stopped)'),
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  // The top suites are the spec files themselves.
  for (const suite of report.suites) walk(suite, []);
  return out;
}

function main() {
  const [vitestFile = 'test-results/vitest.json', e2eFile = 'test-results/e2e.json'] = process.argv.slice(2);
  const read = (file: string) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
  const vitest = read(vitestFile) as VitestReport | undefined;
  const e2e = read(e2eFile) as { suites: PlaywrightSuite[] } | undefined;
  const skipped = [
    ...(vitest ? skippedInVitest(vitest, process.cwd()) : []),
    ...(e2e ? skippedInPlaywright(e2e) : []),
  ];
  if (skipped.length === 0) {
    console.log('== skipped: none');
    return;
  }
  console.log(`== skipped: ${skipped.length} tests did not run (not counted as passed)`);
  for (const s of skipped) console.log(`  - [${s.suite}] ${s.name}\n      why: ${s.reason}`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
