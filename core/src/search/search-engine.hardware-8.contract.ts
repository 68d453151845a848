import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { namedCatalog, type NamedCatalog } from './named-catalog.contract-helper';
import type { SearchEngine } from './search-engine';

/**
 * Hardware words of the eighth round: the kind a query names first ranks the listings of that kind above
 * those that only mention it ('notebook' above 'Mochila Notebook …'); a typo is read as its nearest word
 * ('proyetor' is no 'protector'); a model's wireless edition below it; '80 Plus White' is the plain grade;
 * a network cable's category spaced; Corsair's 'C16'; a gaming notebook by its graphics card; a computer's
 * memory without 'RAM'; a maker's lines without its name; 'Portátil' of a power bank is no notebook; true
 * wireless earbuds are in-ear and wireless. Real names of several Argentine stores.
 * search-engine.contract.test.ts runs it for the PostgreSQL engine and for the in-memory index.
 */
const NAMES = {
  // What only mentions the kind first: the cheaper, so a tie in relevance would list it first.
  backpack: 'Mochila Notebook Klip Xtreme Bari 15.6" Khaki',
  stand: 'Soporte Base Notebook Cooler Master Notepal L2',
  notebook: 'Notebook HP 15.6" FHD Intel Core I5 120U 16GB Ram 512GB Nvme- W11',
  gaming: 'Notebook Lenovo LOQ 15IAX9 15.6" Intel Core i5 12450HX 32GB DDR5 SSD 512GB RTX 4050 Free DOS',
  powerBank: 'Cargador Portatil Trust Redoh 20000 Verde - DINOBYTE',
  protector: 'Protector Forza FVP-1202B-A 1800W',
  projector: 'Proyector Viewsonic M1 MINI 120 Lumenes Portatil',
  stingerWireless: 'Auricular HyperX Cloud Stinger 2 Wireless Black',
  stinger: 'Auricular HyperX Cloud Stinger 2 Black',
  // A line's generation written as a Roman numeral, the wireless edition cheaper.
  cloud3Wireless: 'Auricular Gamer Wireless HyperX Cloud III - DINOBYTE',
  cloud3: 'Auricular Gamer HyperX Cloud III - DINOBYTE',
  cloud3Red: 'Auricular Gamer HyperX Cloud III Negro y Rojo - DINOBYTE',
  psuWhite: 'Fuente Thermaltake Smart 700W 80 Plus',
  psuGold: 'Fuente 1000W Asus ROG Strix 80 PLUS Platinum - White',
  patch: 'Patch Cord Intco 1 metro Cat 6',
  cable5: 'Cable UTP Cat 5e Noganet 1 metro',
  vengeance: 'Memoria Corsair DDR4 32GB (2x16GB) 3200MHz Vengeance C16',
  fury: 'Memoria Ram Ddr5 16gb 5600mhz Fury Beast',
  pendrive: 'Pendrive Kingston 128gb Dtx Exodia 3.2 Usb Black',
  qck: 'Mouse Pad SteelSeries QcK Prism Cloth Medium 320x270mm',
  apex: 'Teclado Hipermagnético Steel Series Apex PRO Gen3 Black RGB',
  buds: 'Auricular Wireless Redmi Buds 6 Active - DINOBYTE',
  cloudBuds: 'Auricular Hyperx Cloud Earbuds II - DINOBYTE',
} as const;
type Key = keyof typeof NAMES;

export function describeHardwareSearchContract8(label: string, open: (db: Db) => Promise<SearchEngine>) {
  describe(`search engine contract, hardware words of the eighth round: ${label}`, () => {
    let ranked: NamedCatalog<Key>['ranked'];
    let found: NamedCatalog<Key>['found'];

    beforeAll(async () => {
      ({ ranked, found } = await namedCatalog(NAMES, open));
    });

    it('ranks listings of the kind the query names first above those that only mention it', async () => {
      const notebooks = await ranked('notbook');
      expect(notebooks.slice(0, 2).sort()).toEqual(['gaming', 'notebook']);
      expect(notebooks).toContain('backpack');
      // Stores write 'Portátil' of portable things, never of a notebook.
      expect(notebooks).not.toContain('powerBank');
    });

    it('reads a typo as its nearest word', async () => {
      expect(await found('proyetor')).toEqual(['projector']);
    });

    it('ranks a model above its wireless edition when the query does not ask for one', async () => {
      expect(await ranked('hyperx cloud stinger 2')).toEqual(['stinger', 'stingerWireless']);
      expect(await ranked('hyperx cloud stinger 2 wireless')).toEqual(['stingerWireless']);
      // A model named by its line and generation, with no code ('cloud 3', 'cloud iii').
      expect(await ranked('hyperx cloud 3')).toEqual(['cloud3', 'cloud3Red', 'cloud3Wireless']);
      expect(await ranked('hyperx cloud iii')).toEqual(['cloud3', 'cloud3Red', 'cloud3Wireless']);
      expect(await ranked('hyperx cloud 3 inalambrico')).toEqual(['cloud3Wireless']);
    });

    it("reads '80 Plus White' as the plain grade, a cable's category spaced and Corsair's 'C16'", async () => {
      expect((await ranked('fuente 80 plus white'))[0]).toBe('psuWhite');
      expect(await found('cable utp cat6')).toEqual(['patch']);
      expect(await found('ddr4 cl16')).toEqual(['vengeance']);
    });

    it("finds a gaming notebook by its graphics card and a computer's memory without 'RAM'", async () => {
      expect(await found('laptop gamer')).toEqual(['gaming']);
      expect(await found('notebook 32gb ram')).toEqual(['gaming']);
    });

    it("finds a maker's lines written without its name, and true wireless earbuds only", async () => {
      expect(await found('kinston')).toEqual(['fury', 'pendrive']);
      expect(await found('steelseries')).toEqual(['apex', 'qck']);
      expect(await found('auriculares tws')).toEqual(['buds']);
    });
  });
}
