import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { namedCatalog, type NamedCatalog } from './named-catalog.contract-helper';
import type { SearchEngine } from './search-engine';

/**
 * Hardware words of the sixth round: a chipset asked above its E edition, a power supply's code as its line
 * and watts ('RM750e' = 'RMe 750W'), a keyboard's switch by its colour, ATX 3.1 supplies by their PCIe 5.1
 * connectors, and what a shopper's phrase also asks for one way (a Wi-Fi adapter is a network adapter, a
 * security camera is named by its shape or maker, a notebook's 'fuente' is its charger, XPG's lines under
 * ADATA's name), power banks, a maker's code with its colour letter ('K552W'), and words for things stores sell
 * beside parts (optical drives, USB-C, power cables, disk enclosures, a 'computadora'). Real names of several Argentine stores. search-engine.contract.test.ts
 * runs it for the PostgreSQL engine and for the in-memory index.
 */
const NAMES = {
  // The E edition first: the cheaper, so a tie in relevance would list it first.
  b650em: 'Mother ASUS TUF B650EM-PLUS WIFI',
  b650m: 'Mother ASUS TUF B650M-PLUS WIFI',
  rm750e: 'Fuente 750W Corsair RM750e 80 PLUS Gold Full Modular',
  rme750: 'Fuente Corsair Modular RMe 750W 80Plus Gold - DINOBYTE',
  rme850: 'Fuente Corsair Modular RMe 850W 80Plus Gold - DINOBYTE',
  atx31: 'Fuente 650W Sentey MBP650-GX 80 PLUS Bronze - ATX 3.1',
  pcie51: 'Fuente 850W MSI MAG A850GN 80 PLUS Gold PciE 5.1',
  oldPsu: 'Fuente 500W Gamemax GP-500 80 Plus Bronze',
  outemuRed: 'Teclado Mecanico Redragon Kumara K552 RGB Outemu Red ESP',
  switchRed: 'Teclado Trust Mazz GXT863 Switch Red',
  blue: 'Teclado Mecanico Redragon Kumara K552 Rainbow Outemu Blue ESP',
  wiredCard: 'Placa de Red Tp-Link Pcie TG-3468 Gigabit',
  wifiUsb: 'Adaptador USB WIFI Tp-Link Archer T2U AC600 Dual Band',
  wifiPcie: 'Adaptador Wifi PCIe Tp-Link Archer T2E AC600',
  bullet: 'Camara Hikvision Bullet 2Mp DS-2CE16D0T-ITPFS',
  tapo: 'Camara Tp-Link Tapo C200 2Mp',
  webcam: 'Webcam Logitech C920 Full HD',
  charger: 'CARGADOR DE NOTEBOOK GENERICO HP 65W',
  notebook: 'Notebook HP Laptop R5-7520 FHD 14" 8GB/512 W11h',
  powerBank: 'PowerBank Trust Primo 20.000 mAh Eco Blue',
  portableCharger: 'Cargador Portatil Trust Redoh 10000 Verde',
  lancer: 'Memoria Adata DDR5 16GB 5600MHz Lancer Blade White CL46',
  su630: 'Disco SSD ADATA 240Gb SU630 SATA3',
  xpgKeyboard: 'Teclado XPG Infrarex K10 Gaming',
  k552: 'Teclado Redragon Kumara K552 TKL RGB Black',
  k552w: 'Teclado Redragon Kumara K552W TKL RGB White',
  k552kit: 'Kit Redragon S107 K552 Mouse M601',
  dvd: 'Grabadora Int Lg Slim Dvd-rw 22x',
  hubC: 'Hub Argomtech 5 en 1 tipo C Hdmi 4K',
  hubUsb: 'Hub Targus USB 3.0 4 Puertos',
  interlock: 'Cable Interlock 1.5 mts Netmak',
  pcGamer: 'PC Gamer Intel i3 14100F 16GB RAM DDR5 SSD 1TB RTX 5060',
  carry: 'Carry Disk 2.5 Sata USB 3.0 Noganet',
} as const;
type Key = keyof typeof NAMES;

export function describeHardwareSearchContract6(label: string, open: (db: Db) => Promise<SearchEngine>) {
  describe(`search engine contract, hardware words of the sixth round: ${label}`, () => {
    let ranked: NamedCatalog<Key>['ranked'];
    let found: NamedCatalog<Key>['found'];

    beforeAll(async () => {
      ({ ranked, found } = await namedCatalog(NAMES, open));
    });

    it('ranks the chipset asked above its E edition, which still matches', async () => {
      expect(await ranked('tuf b650m plus')).toEqual(['b650m', 'b650em']);
    });

    it("reads a power supply's code as its line and watts, the code as written first", async () => {
      expect(await ranked('corsair rm750e')).toEqual(['rm750e', 'rme750']);
    });

    it("finds a keyboard's switch by its colour, with or without the word 'switch'", async () => {
      expect(await found('teclado switch red')).toEqual(['outemuRed', 'switchRed']);
      expect(await found('teclado red switch')).toEqual(['outemuRed', 'switchRed']);
    });

    it('finds ATX 3.1 supplies by their PCIe 5.1 connectors', async () => {
      expect(await found('fuente atx 3.1')).toEqual(['atx31', 'pcie51']);
    });

    it('answers a phrase with what it also asks for, one way only', async () => {
      expect(await found('placa de red')).toEqual(['wifiPcie', 'wifiUsb', 'wiredCard']);
      expect(await found('placa wifi')).toEqual(['wifiPcie', 'wifiUsb']);
      expect(await found('camara de seguridad')).toEqual(['bullet', 'tapo']);
      expect(await found('fuente para notebook')).toEqual(['charger']);
      expect(await found('xpg')).toEqual(['lancer', 'xpgKeyboard']);
      expect(await found('adata')).toEqual(['lancer', 'su630']);
    });

    it('finds power banks however stores name them', async () => {
      expect(await found('power bank')).toEqual(['portableCharger', 'powerBank']);
    });

    it("finds a maker's code in its other colourway, and the words stores use for drives, USB-C and power cables", async () => {
      const k552 = await ranked('redragon k552');
      expect([...k552].sort()).toEqual(['blue', 'k552', 'k552kit', 'k552w', 'outemuRed']);
      expect(k552.at(-1)).toBe('k552kit');
      expect(await found('lectora de dvd')).toEqual(['dvd']);
      expect(await found('usb hub')).toEqual(['hubC', 'hubUsb']);
      expect(await found('cable de poder')).toEqual(['interlock']);
      expect(await found('computadora gamer')).toEqual(['pcGamer']);
      expect(await found('gabinete externo')).toEqual(['carry']);
    });
  });
}
