import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sniffBuffer } from '@hardprecios/core/spreadsheets/file-kind';
import type { SheetBatch } from './map-rows';
import { readSheet, type ReadSheetOptions } from './read-sheet';
import { buildTemplate } from '@hardprecios/core/spreadsheets/template';
import { writeBigXlsx, writeBombXlsx, writeXlsx, writeXlsxInPartOrder } from './testing/sheet-files';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'hp-sheets-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function readAll(file: string, options: ReadSheetOptions) {
  const out: SheetBatch = { listings: [], rejectedRows: [], warnings: [], slugUrls: [] };
  for await (const batch of readSheet(file, options)) {
    out.listings.push(...batch.listings);
    out.rejectedRows.push(...batch.rejectedRows);
    out.warnings.push(...batch.warnings);
    out.slugUrls.push(...batch.slugUrls);
  }
  return out;
}

describe('reading an xlsx in a parsing process', () => {
  it('imports the good rows and reports each bad one with its row number and reason', async () => {
    const file = path.join(dir, 'mixta.xlsx');
    await writeXlsx(
      file,
      [
        ['Lista de precios – marzo'], // 1: a title above the header
        ['Producto', 'Precio', 'Categoría', 'Link', 'Stock'], // 2
        ['PROCESADORES'], // 3: a section title merged across the sheet
        ['AMD Ryzen 5 5600', 189_999, 'Procesadores', 'https://t.com.ar/r5', 'Sí'], // 4
        ['AMD Ryzen 7 5700X', { formula: 'B4*1.5', result: 284_998.5 }, null, 'https://t.com.ar/r7', 3], // 5: formula, category merged from C4
        ['Intel Core i5', { formula: 'B99*2' }, null, 'https://t.com.ar/i5', 'Sí'], // 6: formula never calculated
        [null, 1000, null, 'https://t.com.ar/x', null], // 7: no name
        ['Disco SSD 1TB', 'a consultar', 'Almacenamiento', 'https://t.com.ar/ssd', null], // 8: text price
        ['Disco HDD 2TB', true, 'Almacenamiento', 'https://t.com.ar/hdd', null], // 9: wrong type
        ['Memoria 16GB', '$ 45.500,50', 'Memorias', 'https://t.com.ar/ram', 'No'], // 10
        [null, null, null, null, null], // 11: blank
        ['Gabinete', 30_000, 'Gabinetes', 'ftp://t.com.ar/gab', null], // 12: not a web link
      ],
      ['A3:E3', 'C4:C6'],
    );
    const result = await readAll(file, { format: 'xlsx' });
    expect(result.listings.map((l) => [l.name, l.price, l.categoryHints, l.inStock])).toEqual([
      ['AMD Ryzen 5 5600', 189_999, ['Procesadores', 'PROCESADORES'], true],
      ['AMD Ryzen 7 5700X', 284_998.5, ['Procesadores', 'PROCESADORES'], true],
      ['Memoria 16GB', 45_500.5, ['Memorias', 'PROCESADORES'], false],
    ]);
    expect(result.rejectedRows).toEqual([
      { row: 6, reason: expect.stringContaining('fórmula de precio no tiene un valor calculado') },
      { row: 7, reason: 'Falta el nombre del producto' },
      { row: 8, reason: 'Precio inválido: "a consultar"' },
      { row: 9, reason: 'Precio inválido: "true"' },
      { row: 12, reason: expect.stringMatching(/URL/) },
    ]);
  });

  it('refuses a sheet without a name and price header, saying which columns it needs', async () => {
    const file = path.join(dir, 'sin-encabezado.xlsx');
    await writeXlsx(file, [
      ['a', 'b'],
      ['c', 'd'],
    ]);
    await expect(readAll(file, { format: 'xlsx' })).rejects.toThrow(/columnas "Nombre" y "Precio"/);
  });

  it('reads the downloadable template as a valid, empty catalog', async () => {
    const file = path.join(dir, 'plantilla.xlsx');
    await writeFile(file, await buildTemplate());
    expect(await readAll(file, { format: 'xlsx' })).toEqual({
      listings: [],
      rejectedRows: [],
      warnings: [],
      slugUrls: [],
    });
  });

  it('reads a workbook whose parts come in any order (the workbook part after the sheet)', async () => {
    const rows = [
      ['Producto', 'Precio', 'Link'],
      ['AMD Ryzen 5 5600', 189_999, 'https://t.com.ar/r5'],
      ['Fuente 650W', 64_000, 'https://t.com.ar/f650'],
    ];
    const orders = [
      // Shared strings and relations first, the sheet next, the workbook part last.
      ['xl/_rels/workbook.xml.rels', 'xl/sharedStrings.xml', 'xl/worksheets/sheet1.xml', 'xl/workbook.xml'],
      ['xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/sharedStrings.xml', 'xl/worksheets/sheet1.xml'],
      ['xl/worksheets/sheet1.xml', 'xl/workbook.xml', 'xl/sharedStrings.xml', 'xl/_rels/workbook.xml.rels'],
    ];
    for (const [i, order] of orders.entries()) {
      const file = path.join(dir, `orden-${i}.xlsx`);
      await writeXlsxInPartOrder(file, rows, order);
      const result = await readAll(file, { format: 'xlsx' });
      expect(result.listings.map((l) => [l.name, l.price])).toEqual([
        ['AMD Ryzen 5 5600', 189_999],
        ['Fuente 650W', 64_000],
      ]);
    }
  });

  it('streams 100,000 rows in batches without holding the file in memory', { timeout: 120_000 }, async () => {
    const file = path.join(dir, 'grande.xlsx');
    await writeBigXlsx(file, 100_000);
    let listings = 0;
    let batches = 0;
    const started = Date.now();
    for await (const batch of readSheet(file, { format: 'xlsx' })) {
      listings += batch.listings.length;
      batches++;
    }
    expect(listings).toBe(100_000);
    expect(batches).toBe(100);
    expect(Date.now() - started).toBeLessThan(60_000);
  });
});

describe('reading a csv', () => {
  it('guesses the delimiter and the encoding (Excel on Windows writes Latin-1 with ;)', async () => {
    const file = path.join(dir, 'lista.csv');
    const text =
      'Descripción;Precio;Marca;Código\n"Teclado mecánico; switches rojos";"$ 52.300,00";Redragon;K552\nMouse;;Logitech;G203\n';
    await writeFile(file, Buffer.from(text, 'latin1'));
    const result = await readAll(file, { format: 'csv', defaultUrl: 'https://tienda.com.ar' });
    expect(result.listings).toEqual([
      expect.objectContaining({
        name: 'Teclado mecánico; switches rojos',
        price: 52_300,
        brand: 'Redragon',
        externalId: 'K552',
      }),
    ]);
    expect(result.rejectedRows).toEqual([{ row: 3, reason: 'Falta el precio' }]);
  });
});

describe('files that are not what they say, and hostile ones', () => {
  it('refuses a renamed binary and a text file posing as xlsx', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    await expect(sniffBuffer(png, 'xlsx')).rejects.toThrow(
      'El archivo no es una planilla xlsx (su contenido es PNG)',
    );
    await expect(sniffBuffer(Buffer.from('Nombre,Precio\nA,1\n'), 'xlsx')).rejects.toThrow(
      'no es una planilla xlsx válida',
    );
    await expect(sniffBuffer(png, 'csv')).rejects.toThrow(
      'El archivo no es un CSV de texto (su contenido es PNG)',
    );
    await expect(sniffBuffer(Buffer.from([0x4e, 0x00, 0x01, 0x02]), 'csv')).rejects.toThrow(
      'contiene datos binarios',
    );
    const file = path.join(dir, 'real.xlsx');
    await writeXlsx(file, [['Nombre', 'Precio']]);
    await expect(sniffBuffer(await readFile(file), 'csv')).rejects.toThrow('su contenido es XLSX');
    await expect(sniffBuffer(await readFile(file), 'xlsx')).resolves.toBeUndefined();
  });

  it('refuses a zip bomb before parsing it', async () => {
    const file = path.join(dir, 'bomba.xlsx');
    // 120 MB of XML in a file of a few hundred KB.
    await writeBombXlsx(file, { strings: 1, stringBytes: 10, rows: 10, paddingMb: 120 });
    expect((await stat(file)).size).toBeLessThan(3 * 1024 * 1024);
    await expect(sniffBuffer(await readFile(file), 'xlsx')).resolves.toBeUndefined();
    await expect(
      readAll(file, { format: 'xlsx', limits: { maxUnzippedBytes: 50 * 1024 * 1024 } }),
    ).rejects.toThrow('La planilla descomprimida supera 50 MB');
  });

  it(
    'ends only the parsing process when a file needs more memory than its cap',
    { timeout: 60_000 },
    async () => {
      const file = path.join(dir, 'memoria.xlsx');
      // 200,000 distinct shared strings of 1 KB: ~200 MB once cached, far over a 48 MB heap.
      await writeBombXlsx(file, { strings: 200_000, stringBytes: 1000, rows: 10 });
      await expect(readAll(file, { format: 'xlsx', limits: { maxMemoryMb: 48 } })).rejects.toThrow(
        'La planilla necesita más de 48 MB de memoria',
      );
    },
  );

  it('ends the parser when a batch takes longer than allowed', async () => {
    const file = path.join(dir, 'lenta.xlsx');
    await writeXlsx(file, [
      ['Nombre', 'Precio'],
      ['A', 1],
    ]);
    await expect(readAll(file, { format: 'xlsx', limits: { batchTimeoutMs: 5 } })).rejects.toThrow(
      /tardó más de 0 s en procesarse/,
    );
    // Ended, not left running: no parser outlives its read.
    expect(parsingChildren()).toEqual([]);
  });

  it(
    'survives the parser aborting from native code mid-file, and says the read ended',
    { timeout: 60_000 },
    async () => {
      const file = path.join(dir, 'abortada.xlsx');
      await writeBigXlsx(file, 20_000);
      const read = readSheet(file, { format: 'xlsx', limits: { batchRows: 100 } });
      const first = await read.next();
      expect(first.value?.listings).toHaveLength(100);
      // What Node does when native code fails an assertion (a zlib stream ended mid-init): SIGABRT.
      const [pid] = parsingChildren();
      process.kill(pid!, 'SIGABRT');
      await expect(
        (async () => {
          for (;;) if ((await read.next()).done) return;
        })(),
      ).rejects.toThrow('La lectura de la planilla terminó inesperadamente (señal SIGABRT)');
      // This process is still here to read the next file.
      expect((await readAll(file, { format: 'xlsx' })).listings).toHaveLength(20_000);
    },
  );
});

/** This process's children that run the spreadsheet parser (Linux's /proc). */
function parsingChildren(): number[] {
  const listed = readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8');
  return listed
    .split(' ')
    .filter(Boolean)
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('sheet-child');
      } catch {
        return false; // ended between the two reads
      }
    });
}
