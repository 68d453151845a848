import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { namedCatalog, type NamedCatalog } from './named-catalog.contract-helper';
import type { SearchEngine } from './search-engine';

/**
 * Search that understands hardware (issue "Search that understands hardware"), on listings named as
 * Argentine stores name them: the part a query asks for ranks above the notebooks, PCs and combos holding
 * one; sockets, chipsets, memory generations, capacities and GPU makers match however written, and the
 * model's specs count where the name says nothing. search-engine.contract.test.ts runs it for the
 * PostgreSQL engine and for the in-memory index, which must answer alike.
 */
const NAMES = {
  b550m: 'Motherboard ASUS TUF Gaming B550M-Plus WiFi',
  b550: 'Mother MSI MAG B550 Tomahawk',
  b760m: 'Mother Gigabyte B760M DS3H DDR4',
  h610m: 'Mother ASRock H610M-HVS LGA 1700',
  s1700: 'Mother MSI PRO H610M-E DDR4 S1700',
  a620: 'Mother ASUS Prime A620M-K AM5',
  rtx5060: 'Placa de Video MSI GeForce RTX 5060 8GB Ventus 2X OC',
  rtx5060b: 'Vga Gigabyte RTX5060 Windforce OC 8GB',
  rtx5060ti: 'Placa de Video ASUS Dual GeForce RTX 5060 Ti 8GB',
  notebook: 'Notebook Lenovo LOQ 15 Ryzen 7 RTX 5060 16GB 1TB',
  combo: 'Combo Placa de Video RTX 5060 8GB + Fuente 650W 80 Plus Bronze',
  ryzen5: 'Procesador AMD Ryzen 5 7600 AM5',
  pc: 'PC Gamer Ryzen 5 5600 16GB SSD 480GB RTX 4060',
  a400: 'SSD Kingston A400 480GB SATA 2.5',
  nv3: 'Disco Solido SSD Kingston NV3 500GB M.2 NVMe (similar 480GB 512GB)',
  nv3tb: 'Disco Sólido SSD Kingston NV3 1TB M.2 NVMe',
  ddr5: 'Memoria Kingston Fury Beast 16GB DDR5 5600MHz',
  ddr4: 'Memoria Adata XPG Gammix 16GB DDR4 3200MHz',
  sodimm: 'Memoria Kingston Fury Impact 16GB DDR5 5600MHz SODIMM',
  wireless: 'Mouse Logitech G305 Wireless Lightspeed',
  wired: 'Mouse Logitech M90 USB Negro',
  atx: 'Gabinete Corsair 4000D Airflow ATX Vidrio Templado',
  matx: 'Gabinete Thermaltake S100 Templado Micro ATX',
} as const;
type Key = keyof typeof NAMES;

export function describeHardwareSearchContract(label: string, open: (db: Db) => Promise<SearchEngine>) {
  describe(`search engine contract, hardware words: ${label}`, () => {
    let ranked: NamedCatalog<Key>['ranked'];
    let found: NamedCatalog<Key>['found'];

    beforeAll(async () => {
      ({ ranked, found } = await namedCatalog(NAMES, open));
    });

    it('finds a chipset written with its board-size letter: "mother b550" finds the B550M board too', async () => {
      expect(await found('mother b550')).toEqual(['b550', 'b550m']);
      // 'B550M' is a B550 board, Micro ATX.
      expect(await found('mother b550m')).toEqual(['b550m']);
    });

    it('finds a socket however written, and the boards whose chipset says it', async () => {
      const expected = ['b760m', 'h610m', 's1700'];
      for (const query of [
        'mother lga 1700',
        'mother lga1700',
        'mother s1700',
        'mother socket 1700',
        'mother 1700',
      ])
        expect(await found(query), query).toEqual(expected);
      expect(await found('mother am5')).toEqual(['a620']);
    });

    it('reads D4/D5 as DDR4/DDR5 and sizes in GB or TB alike', async () => {
      expect(await found('memoria d5 16gb')).toEqual(['ddr5', 'sodimm']);
      expect(await found('ram ddr4')).toEqual(['ddr4']);
      expect(await found('ssd 1tb')).toEqual(['nv3tb']);
      expect(await found('ssd 1000gb')).toEqual(['nv3tb']);
    });

    it('ranks the drive of the size asked above one whose name cites that size among others', async () => {
      const hits = await ranked('ssd kingston 480');
      expect(hits[0]).toBe('a400');
      expect(hits).toContain('nv3');
    });

    it('reads "nvidia 5060" as the RTX 5060: the plain cards first, the Ti after them', async () => {
      const hits = await ranked('nvidia 5060');
      expect(hits.slice(0, 2).sort()).toEqual(['rtx5060', 'rtx5060b']);
      expect(hits.indexOf('rtx5060ti')).toBeGreaterThan(1);
      expect(hits.slice(0, 2).sort()).toEqual((await ranked('rtx 5060')).slice(0, 2).sort());
    });

    it('ranks the part asked for above notebooks, PCs and combos that hold one (they still match)', async () => {
      const cards = await ranked('placa de video');
      expect(cards.indexOf('combo')).toBeGreaterThan(cards.indexOf('rtx5060'));
      expect(cards.indexOf('combo')).toBeGreaterThan(cards.indexOf('rtx5060ti'));
      const rtx = await ranked('rtx 5060');
      expect(rtx).toContain('notebook');
      expect(rtx.indexOf('notebook')).toBeGreaterThan(
        Math.max(rtx.indexOf('rtx5060'), rtx.indexOf('rtx5060b')),
      );
      // 'rizen 5' is a typo of a processor: the processor above the PC built on one.
      const ryzen = await ranked('rizen 5');
      expect(ryzen[0]).toBe('ryzen5');
      expect(ryzen).toContain('pc');
    });

    it('matches the words stores write for the words shoppers type: inalámbrico is wireless', async () => {
      expect(await found('mouse inalámbrico')).toEqual(['wireless']);
      expect(await found('mouse inalambrico')).toEqual(['wireless']);
    });

    it('takes memory asked without a notebook word for a desktop module, and notebook memory for SO-DIMM', async () => {
      expect(await ranked('memoria d5 16gb')).toEqual(['ddr5', 'sodimm']);
      expect(await ranked('memoria notebook d5')).toEqual(['sodimm']);
    });

    it('reads "atx" after a case word as the case format: the ATX case above the Micro ATX one', async () => {
      const hits = await ranked('gabinete atx');
      expect(hits).toEqual(['atx', 'matx']);
    });
  });
}
