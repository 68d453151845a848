/**
 * Runs inside a worker thread (see read-sheet.ts): parses one spreadsheet and hands its listings over
 * in batches, at most BATCHES_AHEAD ahead of the consumer so memory stays flat. If a crafted file makes
 * the parser blow its memory cap or spin, only this thread dies.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { csvRows } from './csv-rows';
import type { SheetFormat } from '@hardprecios/core/spreadsheets/file-kind';
import { mapRows } from './map-rows';
import type { SheetLimits } from './sheet-limits';
import { SpreadsheetError } from '@hardprecios/core/spreadsheets/spreadsheet-error';
import { inspectXlsx } from './xlsx-inspection';
import { xlsxRows } from './xlsx-rows';

export interface SheetThreadInput {
  path: string;
  format: SheetFormat;
  limits: SheetLimits;
  defaultUrl?: string;
  currency: 'ARS' | 'USD';
}

export type SheetThreadMessage =
  | { type: 'batch'; batch: import('./map-rows').SheetBatch }
  | { type: 'done' }
  | { type: 'error'; message: string };

/** Batches parsed ahead of the consumer: parsing goes on while the writes of earlier ones wait. */
const BATCHES_AHEAD = 4;

const port = parentPort!;
const input = workerData as SheetThreadInput;
const send = (message: SheetThreadMessage) => port.postMessage(message);
// Each 'next' from the consumer (a batch taken) lets the thread send one more.
let credits = BATCHES_AHEAD;
let wake: (() => void) | undefined;
port.on('message', () => {
  credits++;
  wake?.();
});
const next = async () => {
  credits--;
  while (credits <= 0) await new Promise<void>((resolve) => (wake = resolve));
  wake = undefined;
};

// A function, not top-level await: the thread runs as a CommonJS bundle (thread-bundle.ts).
async function parseAndSend(): Promise<void> {
  try {
    const rows =
      input.format === 'xlsx'
        ? xlsxRows(input.path, await inspectXlsx(input.path, input.limits.maxUnzippedBytes))
        : csvRows(input.path);
    for await (const batch of mapRows(rows, {
      ...input.limits,
      defaultUrl: input.defaultUrl,
      currency: input.currency,
    })) {
      send({ type: 'batch', batch });
      await next();
    }
    send({ type: 'done' });
  } catch (err) {
    const message =
      err instanceof SpreadsheetError
        ? err.message
        : `La planilla no se pudo leer (¿archivo dañado?): ${(err as Error)?.message ?? String(err)}`;
    send({ type: 'error', message });
  }
}

void parseAndSend();
