import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { namedCatalog, type NamedCatalog } from './named-catalog.contract-helper';
import type { SearchEngine } from './search-engine';

/**
 * Hardware words of the third round (core/src/hardware/query/read-query.ts): a processor or chip named by
 * its number alone ('14900kf'), a chip's suffix glued or apart ('5060ti' = '5060 Ti'), 'micro' before a
 * socket, open-box and used units below new ones, a fan's size, WOLED panels, 'Pad' for a mouse pad, a PSU's
 * stated watts above a number in a code. Real names of several Argentine stores. search-engine.contract.test.ts
 * runs it for the PostgreSQL engine and for the in-memory index, which must answer alike.
 */
const NAMES = {
  // Listed first, so cheaper: they would lead a tie.
  combo: 'Procesador Intel Core i9 14900KF 6.0GHz Turbo + Corsair NAUTILUS 240 RS LCD Water Cooler',
  outlet: 'OUTLET - Notebook HP G10 250 15.6" Intel I7 1355U 8GB Ram 512GB SSD',
  atx500: 'Fuente Segotep ATX-500 273W Box',
  cpu: 'Procesador Intel Core i9 14900KF 6.0GHz Turbo Socket 1700 Raptor Lake',
  micro: 'Micro Intel I9-14900KF 6Ghz 36Mb S.1700',
  bulk: 'Procesador Intel Core i9 14900KF 6.0GHz Turbo Socket 1700 Raptor Lake  BULK - OUTLET',
  tiApart: 'Placa de Video ASUS PRIME GeForce RTX 5060 Ti 16GB GDDR7 OC',
  tiGlued: 'Vga Asus Dual OC RTX 5060ti 16GB GDDR7',
  plain: 'Placa de Video MSI GeForce RTX 5060 8GB VENTUS 2X OC',
  ultraSocket: 'Procesador Intel Core Ultra 7 265K 5.5Ghz Turbo Socket 1851 Arrow Lake',
  ultraLga: 'Micro Intel Core Ultra 5 225 LGA1851',
  board1851: 'Mother Asus Prime Z890-P WIFI LGA1851',
  notebook:
    'Notebook Gigabyte Gaming A16 Intel Core I7 13620H | 16GB DDR5 | RTX 5050 8GB | 512GB NVME | 16 WUXGA 165Hz | Win 11',
  fan120: 'Fan Cooler 120mm GENESIS Oxal ARGB Black',
  vento: 'Fan Xpg Vento 120 ARGB - DINOBYTE',
  fan140: 'Fan Cooler 140mm Xigmatek Artic PWM',
  woled: 'Monitor Gamer AsRock Phantom Gaming PGO27QFS 27" QHD WOLED 240Hz',
  oled: 'Monitor Gigabyte MO27Q28G 27″ Oled QHD 280hz',
  pad: 'Pad Raptor Ultra Glide S Black',
  mousepad: 'Mouse Pad XYZ White L 450x400mm',
  psu500: 'Fuente Segotep 500W ATX Cables Largos 23a Cooler 120mm Negro',
} as const;
type Key = keyof typeof NAMES;

export function describeHardwareSearchContract3(label: string, open: (db: Db) => Promise<SearchEngine>) {
  describe(`search engine contract, hardware words of the third round: ${label}`, () => {
    let ranked: NamedCatalog<Key>['ranked'];
    let found: NamedCatalog<Key>['found'];

    beforeAll(async () => {
      ({ ranked, found } = await namedCatalog(NAMES, open));
    });

    it('reads a bare processor number as that processor: even an open-box one above a combo with a cooler', async () => {
      const hits = await ranked('14900kf');
      expect(hits.slice(0, 2).sort()).toEqual(['cpu', 'micro']);
      expect(hits.slice(2)).toEqual(['bulk', 'combo']);
    });

    it('finds a chip with its suffix written glued or apart, the exact chip above the plain one', async () => {
      expect(await found('rtx 5060ti 16gb')).toEqual(['tiApart', 'tiGlued']);
      expect(await found('rtx 5060 ti')).toEqual(['tiApart', 'tiGlued']);
      const hits = await ranked('5060ti');
      expect(hits.slice(0, 2).sort()).toEqual(['tiApart', 'tiGlued']);
    });

    it('reads "micro" before a socket as a processor of that socket, however the socket is written', async () => {
      const hits = await ranked('micro s1851');
      expect(hits.slice(0, 2).sort()).toEqual(['ultraLga', 'ultraSocket']);
    });

    it('ranks an open-box unit below new ones, unless the shopper asks for one', async () => {
      expect(await ranked('notebook i7')).toEqual(['notebook', 'outlet']);
      expect((await ranked('notebook outlet'))[0]).toBe('outlet');
    });

    it('finds a fan by its size however written, not another size', async () => {
      expect(await found('fan 120mm')).toEqual(['fan120', 'vento']);
      expect((await ranked('fan 120mm'))[0]).toBe('fan120');
    });

    it('takes WOLED panels as OLED ones, and a pad as a mouse pad', async () => {
      expect(await found('monitor oled')).toEqual(['oled', 'woled']);
      expect(await found('mousepad')).toEqual(['mousepad', 'pad']);
    });

    it('ranks a PSU of the watts asked above one whose code holds the number', async () => {
      expect(await ranked('fuente 500w')).toEqual(['psu500', 'atx500']);
    });
  });
}
