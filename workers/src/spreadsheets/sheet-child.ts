/**
 * Runs in a child process of its own (see read-sheet.ts): parses one spreadsheet and hands its
 * listings over in batches, at most BATCHES_AHEAD ahead of the consumer so memory stays flat. If a
 * crafted file makes the parser blow its memory cap or spin, or the native unzip aborts, only this
 * process dies.
 */
import { csvRows } from './csv-rows';
import type { SheetFormat } from '@hardprecios/core/spreadsheets/file-kind';
import { mapRows, type SheetBatch } from './map-rows';
import type { SheetLimits } from './sheet-limits';
import { SpreadsheetError } from '@hardprecios/core/spreadsheets/spreadsheet-error';
import { inspectXlsx } from './xlsx-inspection';
import { xlsxRows } from './xlsx-rows';

export interface SheetChildInput {
  path: string;
  format: SheetFormat;
  limits: SheetLimits;
  defaultUrl?: string;
  currency: 'ARS' | 'USD';
}

/** From the parent: the file to read, then one 'next' per batch taken. */
export type SheetParentMessage = { type: 'read'; input: SheetChildInput } | { type: 'next' };

export type SheetChildMessage =
  { type: 'batch'; batch: SheetBatch } | { type: 'done' } | { type: 'error'; message: string };

/** Batches parsed ahead of the consumer: parsing goes on while the writes of earlier ones wait. */
const BATCHES_AHEAD = 4;

const send = (message: SheetChildMessage) => process.send!(message);
// Each 'next' from the consumer (a batch taken) lets the child send one more.
let credits = BATCHES_AHEAD;
let wake: (() => void) | undefined;
const next = async () => {
  credits--;
  while (credits <= 0) await new Promise<void>((resolve) => (wake = resolve));
  wake = undefined;
};

// A function, not top-level await: the child runs as a CommonJS bundle (child-bundle.ts).
async function parseAndSend(input: SheetChildInput): Promise<void> {
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

process.on('message', (message: SheetParentMessage) => {
  if (message.type === 'read') void parseAndSend(message.input);
  else {
    credits++;
    wake?.();
  }
});
// The parent gone (ended, or crashed), nobody reads what this one parses.
process.on('disconnect', () => process.exit(0));
