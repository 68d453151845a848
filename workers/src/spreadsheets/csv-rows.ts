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

/**
 * UTF-8 when the bytes are valid UTF-8, else Latin-1 (ISO-8859-1, as Tiendanube exports) read as
 * Windows-1252 (what Excel writes on Windows; see fromWindows1252).
 */
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
    const cells = record.slice(0, MAX_COLUMNS);
    yield { row: ++row, cells: encoding === 'latin1' ? cells.map(fromWindows1252) : cells };
  }
}

/** Windows-1252's characters at 0x80–0x9F (Latin-1 has control codes there; undefined ones kept). */
const WINDOWS_1252 =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/**
 * Text read as Latin-1 as Excel on Windows wrote it: '–', '“', '€' and '™' are Windows-1252 bytes that
 * Latin-1 reads as invisible control codes (Node's TextDecoder does the same for 'windows-1252').
 */
export function fromWindows1252(text: string): string {
  return /[\u0080-\u009f]/.test(text)
    ? text.replace(/[\u0080-\u009f]/g, (ch) => WINDOWS_1252[ch.charCodeAt(0) - 0x80]!)
    : text;
}
