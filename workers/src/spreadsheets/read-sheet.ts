import { fork } from 'node:child_process';
import type { SheetFormat } from '@hardprecios/core/spreadsheets/file-kind';
import type { SheetBatch } from './map-rows';
import type { SheetChildInput, SheetChildMessage, SheetParentMessage } from './sheet-child';
import { sheetLimits, type SheetLimits } from './sheet-limits';
import { SpreadsheetError } from '@hardprecios/core/spreadsheets/spreadsheet-error';
import { sheetChildFile } from './child-bundle';

export interface ReadSheetOptions {
  format: SheetFormat;
  /** Link of rows without a URL (the store's site). */
  defaultUrl?: string;
  currency?: 'ARS' | 'USD';
  limits?: Partial<SheetLimits>;
}

/** Kept of the child's error output: enough to tell its heap ran out. */
const STDERR_TAIL = 8 * 1024;
/** What V8 prints when a heap reaches its cap (--max-old-space-size). */
const OUT_OF_MEMORY = /heap out of memory|Reached heap limit/;

type Received = SheetChildMessage | { type: 'crash'; message: string };

/**
 * Parses a spreadsheet in a child process held to a memory cap and a per-batch timeout, yielding its
 * listings and rejected rows batch by batch (the child stays a few batches ahead). A file that blows
 * the cap, hangs the parser or is not readable ends the iteration with a SpreadsheetError saying why;
 * the child is always ended. A process, not a thread: a thread ended mid-unzip can abort its whole
 * process from native code (Node's zlib), and the parser must never take the workers down with it.
 */
export async function* readSheet(path: string, options: ReadSheetOptions): AsyncGenerator<SheetBatch> {
  const limits = sheetLimits(options.limits);
  const input: SheetChildInput = {
    path,
    format: options.format,
    limits,
    defaultUrl: options.defaultUrl,
    currency: options.currency ?? 'ARS',
  };
  const { NODE_OPTIONS: _ignored, ...env } = process.env;
  const child = fork(await sheetChildFile(), [], {
    execArgv: [`--max-old-space-size=${limits.maxMemoryMb}`, '--max-semi-space-size=8'],
    env,
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-STDERR_TAIL)));
  const closed = new Promise<void>((resolve) => {
    child.once('close', () => resolve());
    child.once('error', () => resolve());
  });

  const inbox: Received[] = [];
  let wake: (() => void) | undefined;
  const push = (message: Received) => {
    inbox.push(message);
    wake?.();
  };
  const tell = (message: SheetParentMessage) => {
    if (child.connected) child.send(message);
  };
  child.on('message', (m: SheetChildMessage) => push(m));
  child.on('error', (err) => push({ type: 'crash', message: `La planilla no se pudo leer: ${err.message}` }));
  child.on('close', (code, signal) =>
    push({
      type: 'crash',
      message: OUT_OF_MEMORY.test(stderr)
        ? `La planilla necesita más de ${limits.maxMemoryMb} MB de memoria para leerse: no se procesa (¿archivo dañado o malicioso?)`
        : `La lectura de la planilla terminó inesperadamente (${signal ? `señal ${signal}` : `código ${code}`})`,
    }),
  );

  const receive = async (): Promise<Received> => {
    if (inbox.length === 0) {
      let timer: NodeJS.Timeout | undefined;
      const timedOut = await new Promise<boolean>((resolve) => {
        wake = () => resolve(false);
        timer = setTimeout(() => resolve(true), limits.batchTimeoutMs);
      });
      clearTimeout(timer);
      wake = undefined;
      if (timedOut && inbox.length === 0) {
        return {
          type: 'crash',
          message: `La planilla tardó más de ${Math.round(limits.batchTimeoutMs / 1000)} s en procesarse: no se procesa (¿archivo dañado o malicioso?)`,
        };
      }
    }
    return inbox.shift()!;
  };

  try {
    tell({ type: 'read', input });
    for (;;) {
      const message = await receive();
      if (message.type === 'batch') {
        // Taken: the child may parse one more (it stays a few batches ahead, see sheet-child.ts).
        tell({ type: 'next' });
        yield message.batch;
        continue;
      }
      if (message.type === 'done') return;
      throw new SpreadsheetError(message.message);
    }
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await closed;
  }
}
