import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { parse } from 'csv-parse';
import type { SheetRow } from './cell-value';
import { MAX_COLUMNS } from './xlsx-rows';

/** Argentine Excel exports use ';' (the comma is the decimal mark); others use ',' or tabs. */
export function guessDelimiter(sample: string): string {
  const firstLine = sample.split(/\r?\n/).find((line) => line.trim()) ?? '';
  const count = (ch: string) => firstLine.split(ch).length - 1;
  const candidates = [';', ',', '\t', '|'].map((ch) => ({ ch, n: count(ch) }));
  candidates.sort((a, b) => b.n - a.n);
  return candidates[0]!.n > 0 ? candidates[0]!.ch : ',';
}

/** UTF-8 when the bytes are valid UTF-8, else Windows-1252/Latin-1 (what Excel writes on Windows). */
export function guessEncoding(sample: Buffer): 'utf8' | 'latin1' {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample);
    return 'utf8';
  } catch (err) {
    // A multi-byte character cut at the end of the sample is still UTF-8.
    const trimmed = sample.subarray(0, Math.max(0, sample.length - 3));
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(trimmed);
      return 'utf8';
    } catch {
      void err;
      return 'latin1';
    }
  }
}

/**
 * The rows of a CSV file, streamed with csv-parse. Row numbers count records, blank lines included, as a
 * spreadsheet program numbers them: a quoted cell with line breaks is one row, not several lines.
 */
export async function* csvRows(path: string): AsyncGenerator<SheetRow> {
  const handle = await open(path, 'r');
  const sample = Buffer.alloc(64 * 1024);
  const { bytesRead } = await handle.read(sample, 0, sample.length, 0);
  await handle.close();
  const head = sample.subarray(0, bytesRead);
  const encoding = guessEncoding(head);
  const parser = createReadStream(path, { encoding }).pipe(
    parse({
      delimiter: guessDelimiter(head.toString(encoding)),
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      max_record_size: 256 * 1024,
    }),
  );
  let row = 0;
  for await (const record of parser as AsyncIterable<string[]>) {
    yield { row: ++row, cells: record.slice(0, MAX_COLUMNS) };
  }
}
