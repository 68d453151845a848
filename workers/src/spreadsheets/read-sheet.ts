import { Worker } from 'node:worker_threads';
import type { SheetFormat } from '@hardprecios/core/spreadsheets/file-kind';
import type { SheetBatch } from './map-rows';
import type { SheetThreadInput, SheetThreadMessage } from './sheet-thread';
import { sheetLimits, type SheetLimits } from './sheet-limits';
import { SpreadsheetError } from '@hardprecios/core/spreadsheets/spreadsheet-error';
import { sheetThreadSource } from './thread-bundle';

export interface ReadSheetOptions {
  format: SheetFormat;
  /** Link of rows without a URL (the store's site). */
  defaultUrl?: string;
  currency?: 'ARS' | 'USD';
  limits?: Partial<SheetLimits>;
}

/**
 * Parses a spreadsheet in a worker thread held to a memory cap and a per-batch timeout, yielding its
 * listings and rejected rows batch by batch (the thread stays a few batches ahead). A file
 * that blows the cap, hangs the parser or is not readable ends the iteration with a SpreadsheetError
 * saying why; the thread is always terminated.
 */
export async function* readSheet(path: string, options: ReadSheetOptions): AsyncGenerator<SheetBatch> {
  const limits = sheetLimits(options.limits);
  const input: SheetThreadInput = {
    path,
    format: options.format,
    limits,
    defaultUrl: options.defaultUrl,
    currency: options.currency ?? 'ARS',
  };
  const start = await sheetThreadSource();
  const thread = new Worker(start.source, {
    eval: start.eval,
    workerData: input,
    resourceLimits: {
      maxOldGenerationSizeMb: limits.maxMemoryMb,
      maxYoungGenerationSizeMb: 16,
      stackSizeMb: 4,
    },
  });
  const inbox: (SheetThreadMessage | { type: 'crash'; message: string })[] = [];
  let wake: (() => void) | undefined;
  const push = (message: (typeof inbox)[number]) => {
    inbox.push(message);
    wake?.();
  };
  thread.on('message', (m: SheetThreadMessage) => push(m));
  thread.on('error', (err: Error & { code?: string }) =>
    push({
      type: 'crash',
      message:
        err.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? `La planilla necesita más de ${limits.maxMemoryMb} MB de memoria para leerse: no se procesa (¿archivo dañado o malicioso?)`
          : `La planilla no se pudo leer: ${err.message}`,
    }),
  );
  thread.on('exit', (code) =>
    push({ type: 'crash', message: `La lectura de la planilla terminó inesperadamente (código ${code})` }),
  );

  const receive = async (): Promise<(typeof inbox)[number]> => {
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
    for (;;) {
      const message = await receive();
      if (message.type === 'batch') {
        // Taken: the thread may parse one more (it stays a few batches ahead, see sheet-thread.ts).
        thread.postMessage('next');
        yield message.batch;
        continue;
      }
      if (message.type === 'done') return;
      throw new SpreadsheetError(message.message);
    }
  } finally {
    await thread.terminate();
  }
}
