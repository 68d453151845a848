import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** Logs one line from a child process (stdout is a pipe there, as in a container). */
function logLine(format?: 'json' | 'pretty'): string {
  const script = `import('@hardprecios/core/runtime/logger').then((m) =>
    m.createLogger('info', 'api', ${JSON.stringify(format ?? null)} ?? undefined).info({ tiendaId: 7 }, 'tienda leída'))`;
  return execFileSync(process.execPath, ['--import', 'tsx', '-e', script], { encoding: 'utf8' }).trim();
}

describe('logs', () => {
  it('are JSON lines when stdout is not a terminal', () => {
    expect(JSON.parse(logLine())).toMatchObject({
      level: 30,
      name: 'api',
      tiendaId: 7,
      msg: 'tienda leída',
    });
  });

  it('are readable lines for a person when asked (what a terminal gets in development)', () => {
    // eslint-disable-next-line no-control-regex
    const line = logLine('pretty').replace(/\u001b\[\d+m/g, '');
    expect(line).toMatch(/INFO.*\(api\): .*tienda leída/);
    expect(line).toContain('tiendaId: 7');
    expect(() => JSON.parse(line)).toThrow();
  });
});
