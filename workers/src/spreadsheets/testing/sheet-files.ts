/** Spreadsheets for tests and benches: ordinary ones, a big one, and hostile ones. */
import { createWriteStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import yazl from 'yazl';

/** An xlsx whose first sheet has these rows; `merges` like 'A3:D3'. */
export async function writeXlsx(path: string, rows: unknown[][], merges: string[] = []): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Productos');
  for (const row of rows) sheet.addRow(row);
  for (const range of merges) sheet.mergeCells(range);
  await writeFile(path, Buffer.from(await workbook.xlsx.writeBuffer()));
}

/**
 * The same xlsx as `writeXlsx`, its zip parts stored in another order: the order a program writes them
 * in is its own (some put the workbook part last, after the sheets and the shared strings).
 */
export async function writeXlsxInPartOrder(
  path: string,
  rows: unknown[][],
  partOrder: string[],
): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Productos');
  for (const row of rows) sheet.addRow(row);
  const parts = await unzipParts(Buffer.from(await workbook.xlsx.writeBuffer()));
  const rank = (name: string) => (partOrder.includes(name) ? partOrder.indexOf(name) : partOrder.length);
  const zip = new yazl.ZipFile();
  for (const [name, data] of [...parts].sort(([a], [b]) => rank(a) - rank(b))) zip.addBuffer(data, name);
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(path));
}

async function unzipParts(buffer: Buffer): Promise<Map<string, Buffer>> {
  const zip = await yauzl.fromBufferPromise(buffer);
  const parts = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    if (entry.fileName.endsWith('/')) continue; // a folder entry
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    parts.set(entry.fileName, Buffer.concat(chunks));
  }
  zip.close();
  return parts;
}

export const BIG_SHEET_HEADERS = [
  'Nombre',
  'Precio',
  'Precio lista',
  'URL',
  'Categoría',
  'Marca',
  'SKU',
  'Stock',
];

/** Row `i` (0-based) of the big sheet: every row valid and distinct. */
export function bigSheetRow(i: number, priceBump = 0): unknown[] {
  return [
    `Placa de video GeForce RTX 4060 8GB modelo ${i}`,
    150_000 + (i % 5000) + priceBump,
    200_000 + (i % 5000),
    `https://tienda-planilla.com.ar/producto/${i}`,
    'Placas de video',
    'MSI',
    `SKU-${i}`,
    i % 7 === 0 ? 'No' : 'Sí',
  ];
}

/** A big xlsx written in streaming mode (exceljs WorkbookWriter), as stores export them. */
export async function writeBigXlsx(path: string, rows: number, priceBump = 0): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: true });
  const sheet = workbook.addWorksheet('Productos');
  sheet.addRow(BIG_SHEET_HEADERS).commit();
  for (let i = 0; i < rows; i++) sheet.addRow(bigSheetRow(i, priceBump)).commit();
  sheet.commit();
  await workbook.commit();
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Productos" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;

function* repeated(head: string, unit: (i: number) => string, count: number, tail: string, paddingMb = 0) {
  yield Buffer.from(head);
  const blank = Buffer.alloc(1024 * 1024, ' ');
  for (let i = 0; i < paddingMb; i++) yield blank;
  const perChunk = 2000;
  for (let i = 0; i < count; i += perChunk) {
    let chunk = '';
    for (let j = i; j < Math.min(count, i + perChunk); j++) chunk += unit(j);
    yield Buffer.from(chunk);
  }
  yield Buffer.from(tail);
}

/**
 * A hand-built xlsx (valid structure) whose parts are generated: `sharedStrings` strings of
 * `stringBytes` each, and a sheet with `rows` rows that use them, after `paddingMb` megabytes of blank
 * space. Highly compressible, so a small file unzips to hundreds of megabytes: a zip bomb.
 */
export async function writeBombXlsx(
  path: string,
  options: { strings: number; stringBytes: number; rows: number; paddingMb?: number },
): Promise<void> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(CONTENT_TYPES), '[Content_Types].xml');
  zip.addBuffer(Buffer.from(ROOT_RELS), '_rels/.rels');
  zip.addBuffer(Buffer.from(WORKBOOK), 'xl/workbook.xml');
  zip.addBuffer(Buffer.from(WORKBOOK_RELS), 'xl/_rels/workbook.xml.rels');
  const filler = 'x'.repeat(Math.max(1, options.stringBytes - 8));
  zip.addReadStream(
    Readable.from(
      repeated(
        `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${options.strings}" uniqueCount="${options.strings}">`,
        (i) => `<si><t>${i.toString(36).padStart(8, '0')}${filler}</t></si>`,
        options.strings,
        '</sst>',
      ),
    ),
    'xl/sharedStrings.xml',
  );
  zip.addReadStream(
    Readable.from(
      repeated(
        '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Nombre</t></is></c><c r="B1" t="inlineStr"><is><t>Precio</t></is></c></row>',
        (i) =>
          `<row r="${i + 2}"><c r="A${i + 2}" t="s"><v>${i % Math.max(1, options.strings)}</v></c><c r="B${i + 2}"><v>100</v></c></row>`,
        options.rows,
        '</sheetData></worksheet>',
        options.paddingMb,
      ),
    ),
    'xl/worksheets/sheet1.xml',
  );
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(path));
}
