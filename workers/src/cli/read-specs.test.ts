import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const cli = fileURLToPath(new URL('./read-specs.ts', import.meta.url));

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'read-specs-test-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function readSpecs(lines: string[]) {
  const file = path.join(dir, `in-${Math.random().toString(36).slice(2)}.jsonl`);
  await writeFile(file, lines.join('\n') + '\n');
  const before = new Set(await import('node:fs/promises').then((fs) => fs.readdir(dir)));
  const { stdout } = await run(process.execPath, ['--import', 'tsx', cli, file]);
  const after = new Set(await import('node:fs/promises').then((fs) => fs.readdir(dir)));
  return { out: stdout.trimEnd().split('\n'), wroteFiles: [...after].filter((f) => !before.has(f)) };
}

describe('npm run read-specs', () => {
  it('answers the contract: one JSON line per input line, in order, with exactly its keys', async () => {
    const { out, wroteFiles } = await readSpecs([
      JSON.stringify({ nombre: 'Mother ASUS PRIME B760M-A D4 LGA1700' }),
      JSON.stringify({
        nombre: 'Notebook Lenovo LOQ 15.6" Ryzen 7 16GB DDR5 RTX 5050',
        tienda: 'x',
        precio: 1,
      }),
      'esto no es json',
      JSON.stringify({ tienda: 'sin nombre' }),
      '',
      JSON.stringify({
        nombre: 'Fuente 750W 80 Plus Gold Full Modular',
        marca: 'Cooler Master',
        sku: 'MPE-7501',
        ean: '123',
        mpn: 'X',
      }),
    ]);
    expect(out).toHaveLength(6);
    const [board, notebook, notJson, noName, empty, psu] = out.map((l) => JSON.parse(l));
    // The issue's own example: the four values its name states, from the name; its OpenDB entry
    // (ASUS PRIME B760M-A D4) adds only what the name leaves open.
    expect(board.categoria).toBe('motherboard');
    expect(board.especificaciones).toEqual({
      socket: 'LGA1700',
      chipset: 'B760',
      memoria: 'DDR4',
      formato: 'Micro ATX',
      slotsMemoria: 4,
    });
    expect(board.fuentes).toEqual({
      socket: 'nombre',
      chipset: 'nombre',
      memoria: 'nombre',
      formato: 'nombre',
      slotsMemoria: `opendb:${board.opendb}`,
    });
    expect(Object.keys(board)).toEqual(['categoria', 'especificaciones', 'fuentes', 'opendb']);
    expect(notebook).toEqual({ categoria: 'other', especificaciones: {}, fuentes: {}, opendb: null });
    expect(notJson).toEqual({ error: expect.any(String), linea: 3 });
    expect(noName).toEqual({ error: expect.stringContaining('nombre'), linea: 4 });
    expect(empty).toEqual({ error: expect.any(String), linea: 5 });
    expect(Object.keys(notJson)).toEqual(['error', 'linea']);
    expect(psu.especificaciones).toEqual({ potenciaW: 750, certificacion: '80 Plus Gold', modular: 'full' });
    expect(wroteFiles).toEqual([]);
  });

  it('links a listing to its OpenDB entry by part number and fills only what the name leaves open', async () => {
    const { out } = await readSpecs([
      JSON.stringify({ nombre: 'Micro AMD Ryzen 5 7600 5.1 Ghz AM5', sku: '100-100001015BOX' }),
      JSON.stringify({ nombre: 'Motherboard Asus Prime A520M-K AM4', sku: '90MB1500-M0EAY0' }),
    ]);
    const [cpu, board] = out.map((l) => JSON.parse(l));
    expect(cpu.opendb).toMatch(/^[0-9a-f-]{36}$/);
    expect(cpu.especificaciones).toMatchObject({
      socket: 'AM5',
      memoria: ['DDR5'],
      graficosIntegrados: true,
      tdpW: 65,
    });
    expect(cpu.fuentes).toMatchObject({ socket: 'nombre', tdpW: `opendb:${cpu.opendb}` });
    expect(board.especificaciones).toMatchObject({ chipset: 'A520', formato: 'Micro ATX', slotsMemoria: 2 });
    expect(board.fuentes.slotsMemoria).toBe(`opendb:${board.opendb}`);
    expect(board.fuentes.chipset).toBe('nombre');
  });
});
