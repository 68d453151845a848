import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertListings } from '@hardprecios/core/catalog/catalog.repository';
import { createTestDatabase, type TestDatabase } from '@hardprecios/core/testing/test-database';
import { itRealWorld, readRealWorld } from '@hardprecios/core/testing/real-world';
import { buildStore } from '@hardprecios/core/testing/factories';

const run = promisify(execFile);
const cli = (name: string) => fileURLToPath(new URL(`./${name}.ts`, import.meta.url));

async function command(name: string, args: string[], env: Record<string, string> = {}) {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', cli(name), ...args], {
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, ...env },
  });
  return stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'hp-models-cli-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const MATCHING = 'matching/ar-dev.jsonl';

describe('npm run group-listings', () => {
  it('prints one line per input line, in order: equal groups for one product, errors with their line number', async () => {
    const file = path.join(dir, 'listings.jsonl');
    await writeFile(
      file,
      [
        { nombre: 'Placa de Video ASUS Dual GeForce RTX 5060 Ti 8GB OC', tienda: 'Tienda A', precio: 900000 },
        { nombre: 'VGA ASUS DUAL RTX 5060TI 8GB OC', tienda: 'Tienda B', precio: 880000 },
        { nombre: 'Placa de Video ASUS Dual GeForce RTX 5060 8GB OC', tienda: 'Tienda C', precio: 700000 },
      ]
        .map((l) => JSON.stringify(l))
        .concat([
          '{"tienda": "sin nombre"}',
          'esto no es JSON',
          JSON.stringify({ nombre: 'Mouse', ean: '0097855163820', marca: 'Logitech' }),
        ])
        .join('\n') + '\n',
    );
    const lines = await command('group-listings', [file]);
    expect(lines).toHaveLength(6);
    expect(lines[0]!.grupo).toBe(lines[1]!.grupo);
    expect(lines[2]!.grupo).not.toBe(lines[0]!.grupo);
    expect(lines[0]).toMatchObject({
      evidencia: 'name',
      partes: { kind: 'gpu', brand: 'asus', chip: 'rtx5060ti', memory: '8gb', line: 'dual' },
    });
    expect(lines[3]).toMatchObject({ linea: 4, error: expect.stringContaining('nombre') });
    expect(lines[4]).toMatchObject({ linea: 5, error: 'la línea no es JSON' });
    expect(lines[5]).toMatchObject({ evidencia: 'gtin', grupo: 'gtin:00097855163820' });
  });

  it('keeps apart real names that state another size, edition, bundle, connection or condition, and says each one’s condition', async () => {
    // Names as real Argentine stores publish them (fixtures/data/real-listings/catalog.jsonl.gz).
    const names = [
      'Adaptador USB WIFI Tp-Link Archer T3U AC1300 2.4 - 5Ghz 1300Mbps',
      'Adaptador de Red TP-Link Archer T3U Nano AC1300 WIFI 5 USB',
      'Adaptador Wifi Usb Tp-Link Archer T3U Plus AC1300 - DINOBYTE',
      'Mouse Logitech G502 Hero Black',
      'Mouse Logitech G502 LIGHTSPEED Inalambrico',
      'Mouse Logitech G502 X Black',
      'Gabinete Magnum Tech MT-K835',
      'Gabinete Magnum Tech MT-K835 con Fuente 500W',
      'Monitor Gigabyte 27" Gs27fa 180hz 1ms',
      'Monitor Gigabyte 27" Gs27fa 180hz 1ms OUTLET',
      'Water Cooler MasterLiquid 360 Core II ARGB PWM White',
      'Water Cooler CM MasterLiquid 240 Core II ARGB PWM White',
      'Auriculares HyperX Cloud Stinger 2 White',
      'Auricular Gamer Hyperx Cloud Stinger 2 Core Blanco PS5',
    ];
    const file = path.join(dir, 'differences.jsonl');
    await writeFile(
      file,
      names.map((nombre, i) => JSON.stringify({ nombre, tienda: `Tienda ${i}` })).join('\n'),
    );
    const lines = await command('group-listings', [file]);
    expect(new Set(lines.map((l) => l.grupo)).size).toBe(names.length);
    expect(lines[9]).toMatchObject({ condicion: 'outlet' });
    expect(lines[8]).toMatchObject({ condicion: 'nuevo' });
    for (const line of lines) expect(line).toHaveProperty('opendb');
  });

  it('still groups one product written several ways by several stores', async () => {
    const names = [
      'Monitor Gamer Gigabyte 24,5" Gs25f2a 240hz 1ms Fhd',
      'Monitor GIGABYTE 25″ Edge FHD GS25F2A – 240hz 1ms',
      'Monitor Gamer IPS 24.5" Gigabyte GS25F2A FHD 240Hz 1Ms Freesync Premium',
    ];
    const file = path.join(dir, 'same.jsonl');
    await writeFile(
      file,
      names.map((nombre, i) => JSON.stringify({ nombre, tienda: `Tienda ${i}` })).join('\n'),
    );
    const lines = await command('group-listings', [file]);
    expect(new Set(lines.map((l) => l.grupo)).size).toBe(1);
  });

  itRealWorld(
    MATCHING,
    'groups the labelled real listings with precision ≥ 0.98 and recall ≥ 0.90 (pairs across stores)',
    async () => {
      const labelled = readRealWorld(MATCHING)
        .trim()
        .split('\n')
        .map(
          (l) =>
            JSON.parse(l) as {
              store: string;
              nombre: string;
              precio: number;
              group: string;
              unsure: boolean;
            },
        );
      const file = path.join(dir, 'ar-dev.jsonl');
      await writeFile(
        file,
        labelled
          .map((l) => JSON.stringify({ nombre: l.nombre, tienda: l.store, precio: l.precio }))
          .join('\n'),
      );
      const lines = await command('group-listings', [file]);
      expect(lines).toHaveLength(labelled.length);
      let [right, wrong, missed] = [0, 0, 0];
      for (let i = 0; i < labelled.length; i++)
        for (let j = i + 1; j < labelled.length; j++) {
          const [a, b] = [labelled[i]!, labelled[j]!];
          if (a.store === b.store || a.unsure || b.unsure) continue;
          const grouped = lines[i]!.grupo === lines[j]!.grupo;
          if (a.group === b.group && grouped) right++;
          else if (a.group === b.group) missed++;
          else if (grouped) wrong++;
        }
      expect(right / (right + wrong)).toBeGreaterThanOrEqual(0.98);
      expect(right / (right + missed)).toBeGreaterThanOrEqual(0.9);
    },
  );
});

describe('npm run models:recompute', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });

  it('regroups the catalog of DATABASE_URL and prints a summary', { timeout: 60_000 }, async () => {
    const [a, b] = [await buildStore(database.db), await buildStore(database.db)];
    const listing = (n: number, name: string) => ({
      externalId: `r${n}`,
      url: `https://t.com.ar/${n}`,
      name,
      price: 1000 + n,
      readBy: 'test',
    });
    await upsertListings(database.db, a.id, [
      // Stating its form: a drive name stating neither form nor interface is not merged with one that does.
      listing(1, 'SSD Kingston NV3 1TB M.2'),
      listing(2, 'Mouse Logitech G203'),
    ]);
    await upsertListings(database.db, b.id, [listing(3, 'Disco Sólido Kingston NV3 1TB NVMe')]);
    const [summary] = await command('recompute-models', [], { DATABASE_URL: database.url });
    expect(summary).toMatchObject({ listados: 3, modelos: 2, movidos: 0 });
  });
});
