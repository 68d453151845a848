import yauzl from 'yauzl';
import { SpreadsheetError } from '@hardprecios/core/spreadsheets/spreadsheet-error';

/** A merged range, 1-based and inclusive. */
export interface MergeRange {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

const WORKSHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;
const MERGE = /<(?:\w+:)?mergeCell\s[^>]*?ref="([A-Z]{1,3})(\d{1,7}):([A-Z]{1,3})(\d{1,7})"/g;
const MAX_MERGES = 100_000;

export function columnNumber(letters: string): number {
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

/**
 * Looks inside an xlsx before exceljs parses it: refuses a zip whose parts unzip to more than
 * `maxUnzippedBytes` (yauzl also checks each part's real size against the size it declares, the trick
 * zip bombs play), and collects each worksheet's merged ranges, which the streaming reader cannot give
 * (they are written after the rows).
 */
export async function inspectXlsx(
  path: string,
  maxUnzippedBytes: number,
): Promise<Map<number, MergeRange[]>> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(path, { validateEntrySizes: true });
  } catch {
    throw new SpreadsheetError('El archivo no es una planilla xlsx válida (zip dañado)');
  }
  const merges = new Map<number, MergeRange[]>();
  const tooBig = () =>
    new SpreadsheetError(
      `La planilla descomprimida supera ${Math.round(maxUnzippedBytes / 1024 / 1024)} MB: no se procesa (¿archivo dañado o malicioso?)`,
    );
  try {
    let declared = 0;
    for await (const entry of zip.eachEntry()) {
      declared += entry.uncompressedSize;
      if (declared > maxUnzippedBytes) throw tooBig();
      const sheet = WORKSHEET.exec(entry.fileName);
      if (!sheet) continue;
      merges.set(Number(sheet[1]), await scanMerges(zip, entry));
    }
  } catch (err) {
    if (err instanceof SpreadsheetError) throw err;
    throw new SpreadsheetError(`El archivo no es una planilla xlsx válida (${(err as Error).message})`);
  } finally {
    zip.close();
  }
  return merges;
}

async function scanMerges(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<MergeRange[]> {
  const stream = await zip.openReadStreamPromise(entry);
  const ranges: MergeRange[] = [];
  let carry = '';
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    const text = carry + chunk.toString('latin1');
    let last = 0;
    for (const m of text.matchAll(MERGE)) {
      last = (m.index ?? 0) + m[0].length;
      if (ranges.length >= MAX_MERGES) continue;
      const [top, bottom] = [Number(m[2]), Number(m[4])];
      const [left, right] = [columnNumber(m[1]!), columnNumber(m[3]!)];
      ranges.push({
        top: Math.min(top, bottom),
        bottom: Math.max(top, bottom),
        left: Math.min(left, right),
        right: Math.max(left, right),
      });
    }
    // Keep the tail: a tag may be cut between two chunks.
    carry = text.slice(Math.max(last, text.length - 256));
  }
  return ranges;
}
