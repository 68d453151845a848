import { execFile } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * `npm test` (scripts/test.sh) with its lint stage failing: an `npx` ahead on PATH fails `eslint` and
 * hands everything else to the real one.
 */
describe('npm test when a stage fails', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'hardprecios-test-sh-'));
    const realNpx = (await run('bash', ['-c', 'command -v npx'])).stdout.trim();
    await writeFile(
      path.join(dir, 'npx'),
      `#!/usr/bin/env bash\n[ "$1" = eslint ] && { echo "lint failed on purpose" >&2; exit 3; }\nexec ${realNpx} "$@"\n`,
    );
    await chmod(path.join(dir, 'npx'), 0o755);
    // A vitest report as a previous stage left it: the summary at the end still lists what it skipped.
    await writeFile(
      path.join(dir, 'vitest.json'),
      JSON.stringify({
        testResults: [
          {
            name: path.join(ROOT, 'workers/src/readers/vtex.test.ts'),
            assertionResults: [
              {
                ancestorTitles: ['real VTEX answers [skipped: needs real-world vtex: no real-world folder]'],
                title: 'reads the price',
                fullName:
                  'real VTEX answers [skipped: needs real-world vtex: no real-world folder] reads the price',
                status: 'skipped',
              },
              { ancestorTitles: ['ours'], title: 'passes', fullName: 'ours passes', status: 'passed' },
            ],
          },
        ],
      }),
    );
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('says which stage failed and which later stages did not run, and keeps its exit code', async () => {
    const result = await run('bash', ['scripts/test.sh'], {
      PATH: `${dir}:${process.env.PATH}`,
      CHROMIUM_PATH: '/bin/true',
      TEST_REPORTS_DIR: dir,
    });
    expect(result.code).toBe(3);
    expect(result.stdout).toContain('== lint');
    expect(result.stdout).not.toContain('== typecheck');
    expect(result.stderr).toContain("== stage 'lint' failed (exit 3)");
    expect(result.stderr).toContain('== did not run: typecheck tests e2e');
    // The reports of the stages that did not run are not taken from an earlier run.
    await expect(readFile(path.join(dir, 'vitest.json'), 'utf8')).rejects.toThrow();
    expect(result.stdout).toContain('== skipped: none');
  }, 60_000);
});

describe('the list of skipped tests at the end of npm test', () => {
  it('names each skipped vitest and Playwright test with its reason', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'hardprecios-skipped-'));
    try {
      await writeFile(
        path.join(dir, 'vitest.json'),
        JSON.stringify({
          testResults: [
            {
              name: path.join(ROOT, 'workers/src/readers/vtex.test.ts'),
              assertionResults: [
                {
                  ancestorTitles: [
                    'real VTEX answers [skipped: needs real-world vtex: no real-world folder]',
                  ],
                  title: 'reads the price',
                  fullName:
                    'real VTEX answers [skipped: needs real-world vtex: no real-world folder] reads the price',
                  status: 'skipped',
                },
                { ancestorTitles: ['ours'], title: 'passes', fullName: 'ours passes', status: 'passed' },
              ],
            },
          ],
        }),
      );
      await writeFile(
        path.join(dir, 'e2e.json'),
        JSON.stringify({
          suites: [
            {
              title: 'search.spec.ts',
              file: 'search.spec.ts',
              specs: [],
              suites: [
                {
                  title: 'search',
                  file: 'search.spec.ts',
                  specs: [
                    {
                      title: 'shows the chat',
                      file: 'search.spec.ts',
                      tests: [
                        {
                          projectName: 'mobile',
                          status: 'skipped',
                          annotations: [{ type: 'skip', description: 'no chat on mobile' }],
                        },
                        { projectName: 'desktop', status: 'expected', annotations: [] },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        }),
      );
      const result = await run('npx', [
        'tsx',
        'scripts/skipped-tests.ts',
        path.join(dir, 'vitest.json'),
        path.join(dir, 'e2e.json'),
      ]);
      expect(result.stdout.split('\n')).toEqual([
        '== skipped: 2 tests did not run (not counted as passed)',
        '  - [vitest] workers/src/readers/vtex.test.ts › real VTEX answers › reads the price',
        '      why: needs real-world vtex: no real-world folder',
        '  - [e2e] search.spec.ts › search › shows the chat [mobile]',
        '      why: no chat on mobile',
        '',
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 30_000);
});

function run(command: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(command, args, { cwd: ROOT, env: { ...process.env, ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}
