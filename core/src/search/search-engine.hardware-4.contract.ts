import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { namedCatalog, type NamedCatalog } from './named-catalog.contract-helper';
import type { SearchEngine } from './search-engine';

/**
 * Hardware words of the fourth round (core/src/hardware/query/read-query.ts): screen resolutions however
 * written (2K = QHD = 1440p, Full HD = FHD = 1080p), ultrawide monitors by their resolution, aspect or size,
 * Wi-Fi by its speed class and mesh systems as routers, a processor line alone asking for a processor,
 * SATA drives known by their line, what a thing is for ('para pc') asked of no listing, and the words shoppers
 * use for pendrives, capture cards, UPSs, printers, microphones, range extenders and network cables. Real names of several Argentine stores.
 * search-engine.contract.test.ts runs it for the PostgreSQL engine and for the in-memory index.
 */
const NAMES = {
  qhd: 'Monitor Gamer ViewSonic VX2718-2KPC-MHD 27" Curvo QHD 1440p VA 180Hz 1500R FreeSync Premium Pro Parlantes Internos',
  wqhd27: 'Monitor Gamer QD-OLED 27" MSI Mag 274QP X24 240Hz WQHD 0.03Ms - HDMI/DP - Freesync & G-Sync',
  fhd: 'Monitor Gamer ViewSonic VX2428A 24" FHD IPS 180Hz FreeSync Premium',
  wide34: 'Monitor Gamer Acer Nitro ED340CUR 34" WQHD 1440p VA 200Hz 1ms Freesync',
  uwqhd: 'Monitor Gamer Acer Predator X34 X5 34" Curvo 1800R UWQHD 1440p QD-OLED 240Hz 0.03ms',
  dualQhd:
    'Monitor Gamer Samsung Odyssey G9 G91F 49" Dual QHD 1440p VA 144Hz 1ms 32:9 AMD FreeSync Premium Pro',
  webcamFhd: 'Webcam Genius Facecam Open Black Fhd Con Tapa Windows Hello',
  webcam1080: 'Webcam Microsoft Modern Black 1080P',
  webcam4k: 'Webcam Logitech MX Brio Ultra HD 4K',
  pendrive: 'Pendrive 128GB SanDisk Ultra Shift USB 3.2',
  ram: 'Memoria Team DDR4 8GB 3200Mhz Vulcan ASUS TUF Alliance CL16',
  capture: 'Capturadora Elgato HD60X - DINOBYTE',
  camlink: 'CamLink Elgato 4K USB p/Camaras Profesionales - DINOBYTE',
  camera: 'Camara Tp-Link Tapo C100 2Mp - DINOBYTE',
  ups: 'UPS Forza 1000VA 600W LCD 6 Tomas',
  pc: 'PC Intel Core I5 14400 16GB 1TB SSD WIFI',
  stabilizer: 'Estabilizador Desktop TCA-1200N LYONN AV',
  archer: 'Router Tp-Link Archer C24 AC750 Dual Band 750Mbps 2.4 – 5 GHz',
  deco: 'Access Point Mesh Tp-Link Deco X50 AX3000 3000Mbps WIFI6 2.4 + 5.8GHz (Pack x2)',
  wired: 'Router Microtik RB960PGS hEX PoE',
  meshCase: 'Gabinete XPG Valor Mesh White 4x120mm Fan Vidrio Templado',
  nq100: 'Disco Solido Lexar NQ100 2TB - DINOBYTE',
  p210: 'Disco Solido Patriot P210 512GB - DINOBYTE',
  nvme: 'Disco Solido SSD Kingston NV3 1TB M.2 NVMe',
  i9: 'Procesador CORE I9 12900 2 4GHZ 5 20GHZ 30MB 12GEN (1700) (BX8071512900)',
  speakerBt: 'Parlantes Genius SP-925BT - Usb 10W - BT- White',
  speaker: 'Parlantes Logitech S150 USB Black',
  microphone: 'Microfono Redragon Blazar GM300 Condensador USB',
  printer: 'Impresora Laser Pantum P2509W Wifi',
  multifunction: 'Multifunción Brother DCP1617NW Laser',
  extender: 'Extensor de Red Tp-Link RE200 AC750 WIFI Dual Band 750Mbps',
  repeater: 'Repetidor WIFI Extensor de Señal Mercusys MW300RE 2.4Ghz 300Mbps',
  patch: 'Patch Cord Intco 1 metro Cat 6',
} as const;
type Key = keyof typeof NAMES;

export function describeHardwareSearchContract4(label: string, open: (db: Db) => Promise<SearchEngine>) {
  describe(`search engine contract, hardware words of the fourth round: ${label}`, () => {
    let ranked: NamedCatalog<Key>['ranked'];
    let found: NamedCatalog<Key>['found'];

    beforeAll(async () => {
      ({ ranked, found } = await namedCatalog(NAMES, open));
    });

    it("reads 2K as QHD however written, a panel named only WQHD (also an ultrawide's name) below", async () => {
      const hits = await ranked('monitor 2k');
      expect([...hits].sort()).toEqual(['dualQhd', 'qhd', 'uwqhd', 'wide34', 'wqhd27']);
      expect(hits.at(-1)).toBe('wqhd27');
      expect(await found('monitor qhd')).toEqual(await found('monitor 1440p'));
    });

    it('finds an ultrawide by its resolution, aspect or a 1440-line panel of 34" or more, not a 27" WQHD', async () => {
      expect(await found('monitor ultrawide')).toEqual(['dualQhd', 'uwqhd', 'wide34']);
      expect(await found('monitor ultra wide')).toEqual(['dualQhd', 'uwqhd', 'wide34']);
    });

    it('reads Full HD as FHD or 1080p, not a 4K webcam', async () => {
      expect(await found('webcam full hd')).toEqual(['webcam1080', 'webcamFhd']);
      expect(await found('webcam fhd')).toEqual(['webcam1080', 'webcamFhd']);
    });

    it('takes a "memoria usb" for a pendrive, a "placa capturadora" for a capture card, not memory or cameras', async () => {
      expect(await found('memoria usb')).toEqual(['pendrive']);
      expect(await found('placa capturadora')).toEqual(['camlink', 'capture']);
    });

    it('asks no listing for what the thing is for: "ups para pc" finds the UPS, not PCs', async () => {
      expect(await found('ups para pc')).toEqual(['ups']);
      expect(await found('ups para la pc')).toEqual(['ups']);
      expect(await found('pc')).toContain('pc');
    });

    it('finds Wi-Fi routers by their speed class and mesh systems as routers, not a wired router or a mesh case', async () => {
      expect(await found('router wifi')).toEqual(['archer', 'deco']);
      expect(await found('router')).toEqual(['archer', 'deco', 'wired']);
    });

    it('finds SATA drives known by their line, not an NVMe one', async () => {
      expect(await found('ssd sata')).toEqual(['nq100', 'p210']);
    });

    it('reads a processor line alone as a processor, of its maker even unnamed', async () => {
      expect(await found('intel i9')).toEqual(['i9']);
    });

    it('knows what shoppers call things stores sell beside parts, in Spanish or English', async () => {
      expect(await found('microphone')).toEqual(['microphone']);
      expect(await found('impresora')).toEqual(['multifunction', 'printer']);
      expect(await found('printer')).toEqual(['multifunction', 'printer']);
      expect(await found('multifuncion')).toEqual(['multifunction']);
      expect(await found('repetidor wifi')).toEqual(['extender', 'repeater']);
      expect(await found('cable de red')).toEqual(['patch']);
    });

    it('finds Bluetooth as stores write it ("BT")', async () => {
      expect(await found('parlante bluetooth')).toEqual(['speakerBt']);
    });
  });
}
