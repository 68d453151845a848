import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { namedCatalog, type NamedCatalog } from './named-catalog.contract-helper';
import type { SearchEngine } from './search-engine';

/**
 * More hardware words as shoppers type them and stores write them (core/src/hardware/query/read-query.ts):
 * screen size classes, refresh rates as a least, chipsets' E editions, 'micro' for a processor, NVMe drives
 * as M.2 ones, liquid coolers however named, Cybenetics grades, a PSU's wattage in its model code, a gaming
 * PC by its graphics card, a kit's processor by its line, a game controller by its Spanish name, an
 * accessory 'para X' below X. Names
 * are real ones of several Argentine stores. search-engine.contract.test.ts runs it for the PostgreSQL
 * engine and for the in-memory index, which must answer alike.
 */
const NAMES = {
  mon238: 'Monitor Gamer Acer Nitro 23.8" KG241Y FHD VA 180Hz 1ms AMD FreeSync Premium',
  mon238comma: 'Monitor AOC 24B30H2 23,8" IPS FHD (1920 x 1080) 100Hz 4ms Ficha USA',
  mon245: 'Monitor Gigabyte Gamer 24,5" Gs25f14 144hz 1ms Fhd',
  mon24: 'Monitor Gamer Gigabyte GS24F14 24" FHD IPS 144Hz 1ms',
  mon27: "Monitor SAMSUNG FLAT 27'' IPS 75HZ (LS27D300GALX)",
  mon265: 'Monitor Gamer Lenovo Legion Pro 27Q-10 26.5" QHD QD-OLED 280Hz FreeSync Premium Pro',
  ram24: 'Memoria Kingston Fury Beast 24GB DDR5 6000MHz',
  b650ef: 'Mother ASUS ROG STRIX B650E-F GAMING WIFI',
  b650em: 'Motherboard Asus Prime B650EM-A AM5',
  b650m: 'Mother Gigabyte B650M D3HP DDR5 AM5',
  a620: 'Mother ASUS Prime A620M-K AM5',
  i5: 'Procesador Intel Core i5 12400F 4.4GHz Turbo Socket 1700 Alder Lake',
  i3: 'Micro Intel Core i3 12100 LGA1700',
  nvme: 'Disco Solido Nvme Crucial P310 500GB - DINOBYTE',
  sata500: 'SSD Crucial MX500 500GB SATA 2.5',
  lc240: 'Cooler CPU ASUS TUF LC III 240 ARGB',
  ml240: 'Water Cooling Coolermaster Ml240l 240mm Core Ii Argb',
  vertex: 'Watercooler Einarex Vertex 240 Black RGB',
  air: 'Cooler CPU Deepcool AK400 Digital 120mm',
  cybGold: 'Fuente Corsair Modular RMe 850W Cybenetics Gold PG5 - DINOBYTE',
  gold: 'Fuente 650W Gigabyte P650G 80 Plus Gold',
  // A long name ranks lower by its words alone.
  goldLong: 'Fuente 750W Corsair RM750e 80 PLUS Gold Full Modular - Incluye Cable PCIe 5.0 12VHPWR Para GPU',
  bronze750: 'Fuente Raptor Volt 750W 80 Plus Bronze',
  cx750: 'Fuente Corsair CX750M Cybenetics Bronce PG5 Modular',
  pcArmada: 'PC Armada AMD Ryzen 5 5500 RTX 3050 16GB 512GB',
  pcGamer: 'PC Gamer AMD Ryzen 5 8600G 16GB SSD 480GB',
  pcOffice: 'PC Oficina Intel Core i3 12100 8GB SSD 240GB',
  comboUpgrade: 'Combo Actualización PC AMD Ryzen 5 5600GT + mother AM4',
  kitMother: 'Kit Mother Asrock Z890 PRO RS + Procesador Intel Core Ultra 5 245K',
  comboKeys: 'Combo Teclado y Mouse Logitech MK120',
  controller: 'Controlador de Juego NOVABLADE PRO Wireless 2.4Ghz Bluetooth Hall Effect',
  gamepad: 'Gamepad Logitech F310 Wired',
  // Accessories are cheaper: listed first, they would lead a price tie.
  cleaner: 'Paño de limpieza para Pasta térmica Arctic',
  paste: 'Pasta Termica Arctic MX-4 4g Jeringa Original Gris Alta Conductividad',
  stand: 'Soporte para Notebook Trust',
  bag: 'Mochila para Notebook Netmak',
  notebook: 'Notebook Lenovo IdeaPad Slim 3 15IRU8 Intel Core i5 16GB 512GB W11 Gris Artico',
} as const;
type Key = keyof typeof NAMES;

export function describeHardwareSearchContract2(label: string, open: (db: Db) => Promise<SearchEngine>) {
  describe(`search engine contract, more hardware words: ${label}`, () => {
    let ranked: NamedCatalog<Key>['ranked'];
    let found: NamedCatalog<Key>['found'];

    beforeAll(async () => {
      ({ ranked, found } = await namedCatalog(NAMES, open));
    });

    it('finds the 23.8" and 24.5" monitors for "monitor 24 pulgadas", not a 24 GB memory nor a 27"', async () => {
      expect(await found('monitor 24 pulgadas')).toEqual(['mon238', 'mon238comma', 'mon24', 'mon245']);
      expect(await found('monitor 27')).toEqual(['mon265', 'mon27']);
    });

    it('takes a refresh rate as the least asked: the 144 Hz monitors first, then faster ones', async () => {
      const hits = await ranked('monitor 144hz');
      expect([...hits].sort()).toEqual(['mon238', 'mon24', 'mon245', 'mon265']);
      expect(hits.slice(0, 2).sort()).toEqual(['mon24', 'mon245']);
    });

    it('finds the B650E boards (ATX and Micro ATX) for "mother b650"', async () => {
      expect(await found('mother b650')).toEqual(['b650ef', 'b650em', 'b650m']);
      expect(await found('mother b650m')).toEqual(['b650em', 'b650m']);
    });

    it('reads "micro" as a processor when one is asked ("micro intel 1700")', async () => {
      expect(await found('micro intel 1700')).toEqual(['i3', 'i5']);
    });

    it('finds an NVMe drive named without "M.2" for "m.2 500gb", not a SATA one', async () => {
      expect(await found('m.2 500gb')).toEqual(['nvme']);
    });

    it('finds liquid coolers however named ("Water Cooling", "LC III 240") for "watercooling 240"', async () => {
      expect(await found('watercooling 240')).toEqual(['lc240', 'ml240', 'vertex']);
      expect(await found('refrigeracion liquida')).toEqual(['lc240', 'ml240', 'vertex']);
    });

    it('finds Cybenetics Gold units for "fuente 80 plus gold", and a 750 W unit by its model code', async () => {
      expect(await found('fuente 80 plus gold')).toEqual(['cybGold', 'gold', 'goldLong']);
      // Cybenetics grades on its own scale: the units certified 80 Plus Gold rank first.
      expect((await ranked('fuente 80 plus gold')).at(-1)).toBe('cybGold');
      expect(await found('power supply 750w')).toEqual(['bronze750', 'cx750', 'goldLong']);
    });

    it('finds a PC named by its graphics card for "pc gamer", not an office PC', async () => {
      expect(await found('pc gamer')).toEqual(['pcArmada', 'pcGamer']);
    });

    it('finds the kits naming their processor by its line for "combo mother procesador", not other combos', async () => {
      expect(await found('combo mother procesador')).toEqual(['comboUpgrade', 'kitMother']);
    });

    it('finds a "Controlador de Juego" for "joystick"', async () => {
      expect(await found('joystick')).toEqual(['controller', 'gamepad']);
    });

    it('ranks a thing above the accessories "para" it (a stand, a bag, a cleaner), which still match', async () => {
      expect(await ranked('pasta termica')).toEqual(['paste', 'cleaner']);
      expect(await ranked('notebook')).toEqual(['notebook', 'stand', 'bag']);
      // Asked for, the accessory is what the shopper wants.
      expect((await ranked('soporte para notebook'))[0]).toBe('stand');
    });
  });
}
