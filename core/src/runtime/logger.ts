import { pino, type Logger } from 'pino';

export function createLogger(level: string, name: string): Logger {
  return pino({ name, level });
}
