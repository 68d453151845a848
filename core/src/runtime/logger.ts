import { createRequire } from 'node:module';
import { pino, type Logger } from 'pino';

const require = createRequire(import.meta.url);

/** pino-pretty is a development dependency: production images log JSON and do not carry it. */
function prettyAvailable(): boolean {
  try {
    require.resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/**
 * JSON lines (what log collectors read), or readable colored lines when a person watches a terminal
 * (stdout is a TTY) in development. LOG_FORMAT=json|pretty forces one.
 */
export function createLogger(level: string, name: string, format?: 'json' | 'pretty'): Logger {
  format ??= process.stdout.isTTY && prettyAvailable() ? 'pretty' : 'json';
  if (format === 'pretty' && level !== 'silent') {
    return pino({
      name,
      level,
      transport: {
        target: 'pino-pretty',
        options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
      },
    });
  }
  return pino({ name, level });
}
