import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { namedCatalog, type NamedCatalog } from './named-catalog.contract-helper';
import type { SearchEngine } from './search-engine';

/**
 * Hardware words of the fifth round: AMD's shorthand for a Ryzen tier ('R5 5625U'), a model's generation in
 * Roman numerals ('Cloud III'), a system or kit with a chip's look-alike below one with the chip asked, a kit
 * below the thing it holds, the words shoppers use for portable drives, PCIe cards, ergonomic mice, notebook
 * coolers and monitor arms, and a relaxed query that keeps the part asked. Real names of several Argentine
 * stores. search-engine.contract.test.ts runs it for the PostgreSQL engine and for the in-memory index.
 */
const NAMES = {
  cpu8500g: 'Micro AMD Ryzen 5 8500G AM5',
  notebookR5: 'Notebook HP 455G9 15&quot; R5 5625U 16G/512G W11Pro',
  notebookR5Dash: 'Notebook HP Laptop R5-7520 FHD 14&quot; 8GB/512 W11h',
  notebookR7: 'Notebook Lenovo TB 16 R7_7735HS, 16GB, 512SSD, FREEDOS',
  radeonR7: 'Placa de Video AMD Radeon R7 240 2GB DDR3',
  cloud3: 'Auricular Gamer HyperX Cloud III - DINOBYTE',
  cloud2: 'Auriculares HyperX Cloud II Red 7.1',
  pc5060: 'PC Gamer Armada | AMD Ryzen 5 5700 + 16GB DDR4 + RTX 5060 8GB + 500GB NVME',
  pc5060ti: 'PC Gamer Armada | Intel Core I5 12400F + 32GB DDR4 + RTX 5060 TI 8GB + 500GB NVME',
  keyboard: 'Teclado Redragon Kumara K552 TKL RGB Black',
  kit: 'Kit Redragon S145 K552+M724 RGB Black',
  externalSsd: 'Disco Solido Externo Kingston Xs2000 1TB (3.2) Usb-C - DINOBYTE',
  portableMonitor: 'Monitor Portable Redragon Onyx RD-MP1601 16" IPS 144hz',
  wifiPcie: 'Placa de Red TP-LINK TL-WN781ND Inalámbrico PCI-E 2.4Ghz 150Mbps',
  wifiCard: 'Adaptador Wifi PCI-E Tp-Link Archer T2E AC600',
  wifiUsb: 'Adaptador Wifi Usb Tenda U10 AC650',
  ergonomic: 'Mouse Razer DeathAdder Essential Ergonomic Black',
  vertical: 'Mouse Logitech Lift Vertical White',
  gamingMouse: 'Mouse Logitech G203 Lightsync Black',
  coolingPad: 'Base para notebook Targus 17 Chill Mat+',
  notepal: 'Soporte Base Notebook Cooler Master Notepal L2',
  cpuCooler: 'Cooler Cpu Deepcool AK400',
  monitorArm: 'Soporte articulado Netmak para Monitor 13-32" y Laptop 10-17"',
  micArm: 'Elgato Wave Stand Brazo Flexible',
  ssd: 'Disco Solido SSD Kingston A400 480GB SATA',
  ssd2: 'Disco Solido SSD Kingston NV3 1TB M.2 NVMe',
  zafiro: 'Mouse Pad Zafiro XL',
  pcNumber: 'PC Gamer #3',
} as const;
type Key = keyof typeof NAMES;

export function describeHardwareSearchContract5(label: string, open: (db: Db) => Promise<SearchEngine>) {
  describe(`search engine contract, hardware words of the fifth round: ${label}`, () => {
    let ranked: NamedCatalog<Key>['ranked'];
    let found: NamedCatalog<Key>['found'];
    let engine: SearchEngine;
    let keyOf: NamedCatalog<Key>['keyOf'];

    beforeAll(async () => {
      ({ ranked, found, engine, keyOf } = await namedCatalog(NAMES, open));
    });

    it("reads AMD's 'R5' as a Ryzen 5 before a processor number, not a Radeon R7 240", async () => {
      expect(await found('r5 8500g')).toEqual(['cpu8500g']);
      expect(await found('notebook ryzen 5')).toEqual(['notebookR5', 'notebookR5Dash']);
      expect(await found('notebook r5')).toEqual(['notebookR5', 'notebookR5Dash']);
      expect(await found('ryzen 7')).toEqual(['notebookR7']);
    });

    it("reads a generation in Roman numerals as its number ('Cloud III' for 'cloud 3')", async () => {
      expect(await found('hyperx cloud 3')).toEqual(['cloud3']);
      expect(await found('hyperx cloud 2')).toEqual(['cloud2']);
    });

    it('ranks a PC with the chip asked above one with its Ti, and a keyboard above a kit holding it', async () => {
      expect(await ranked('pc rtx 5060')).toEqual(['pc5060', 'pc5060ti']);
      expect(await ranked('redragon k552')).toEqual(['keyboard', 'kit']);
      // Asked for, the kit is what is wanted.
      expect(await ranked('kit redragon k552')).toEqual(['kit']);
    });

    it('finds a portable drive as stores write it (external), PCI-E cards as PCIe, ergonomic mice and notebook coolers', async () => {
      expect(await found('portable ssd')).toEqual(['externalSsd']);
      expect(await found('placa wifi pcie')).toEqual(['wifiCard']);
      // A Wi-Fi adapter is a network adapter too (ONE_WAY_SYNONYMS).
      expect(await found('placa de red pcie')).toEqual(['wifiCard', 'wifiPcie']);
      expect(await found('mouse ergonomico')).toEqual(['ergonomic', 'vertical']);
      expect(await found('cooler para notebook')).toEqual(['coolingPad', 'notepal']);
      expect(await found('brazo para monitor')).toEqual(['monitorArm']);
    });

    it('relaxes a query that finds nothing keeping the part it asks, never a chip suffix, never to a bare number', async () => {
      const relaxed = async (query: string) => {
        const result = await engine.search({ query, offset: 0, limit: 20, relaxIfEmpty: true });
        return {
          found: result.hits.map((h) => keyOf.get(h.productId)!).sort(),
          removed: result.removedWords,
        };
      };
      // 'zafiro' alone finds fewer listings than 'ssd', but the shopper asked for a drive.
      expect(await relaxed('ssd zafiro')).toEqual({
        found: ['externalSsd', 'notebookR7', 'ssd', 'ssd2'],
        removed: ['zafiro'],
      });
      expect(await relaxed('nubecita celeste 3')).toEqual({ found: [], removed: undefined });
      // A chip's suffix stays asked: no RTX 5060 Super is no reason to show RTX 5060s.
      expect(await relaxed('pc rtx 5060 super')).toEqual({ found: [], removed: undefined });
    });
  });
}
