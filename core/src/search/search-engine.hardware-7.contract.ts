import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { namedCatalog, type NamedCatalog } from './named-catalog.contract-helper';
import type { SearchEngine } from './search-engine';

/**
 * Hardware words of the seventh round: a model asked ranks above the same model sold with another product
 * ('+ Palanca', '+ Maletín') and above its editions the query does not name ('T3U Plus', 'T3U Nano'); what a
 * listing names after 'con' comes with it (a headset 'con Micrófono' is no microphone); a Wi-Fi generation as
 * stores write it (glued, or by its speed class) and not a '6' elsewhere in a name; a range extender is Wi-Fi;
 * ports, TP-Link's lines, a dongle, HP's LaserJets and IdeaPad's 'IP'; a bag is for a notebook. Real names of
 * several Argentine stores. search-engine.contract.test.ts runs it for the PostgreSQL engine and for the
 * in-memory index.
 */
const NAMES = {
  // Bundles and editions first: the cheaper, so a tie in relevance would list them first.
  g29shifter: 'Volante Logitech G29 Driving Force + Palanca Logitech Drive Force Shifter PC/PS3/PS4/PS5',
  g29: 'Volante Logitech G29 Driving Force PC/PS3/PS4/PS5',
  t3uPlus: 'Adaptador Wifi Usb Tp-Link Archer T3U Plus AC1300 - DINOBYTE',
  t3uNano: 'Adaptador de Red TP-Link Archer T3U Nano AC1300 WIFI 5 USB',
  t3u: 'Adaptador Wifi Usb Tp-Link Archer T3U AC1300 - DINOBYTE',
  headsetMic: 'Auricular Logitech H151 Black con Microfono',
  mic: 'Micrófono HyperX SoloCast Black',
  slimBag: 'Notebook Lenovo IdeaPad Slim 3 15AMN8 Ryzen 3 7320U 16GB 256G NVME + Maletin',
  slimIp: 'Notebook Lenovo IP Slim 3 15" I5-12450H 8GB 512SSD',
  mesh: 'Access Point Mesh Tp-Link Deco X50 AX3000 3000Mbps WIFI6 2.4 + 5.8GHz (Pack x2)',
  router6: 'Router Mercusys MR70X AX1800 Dual Band 4 Antenas WIFI 6',
  router5: 'Router Tp-Link Archer C86 AC1900 WIFI 5 Mesh Dual band Mu-Mimo 6 Antenas',
  extender: 'Extensor de Rango Mercusys MW300RE 300Mbps - DINOBYTE',
  switch8: 'Switch Tenda SG108M 8 Port Gigabit',
  btAdapter: 'Adaptador Bluetooth Usb Mercusys MA530 (5.3) - DINOBYTE',
  headsetDongle: 'Auricular Gamer Inalámbrico Raptor Inferno Pro X RGB 7.1 - Black - C/ Dongle',
  laserjet: 'Impresora HP Laserjet Pro 3003dw',
  backpack: 'Mochila HyperX Delta Gaming Black',
} as const;
type Key = keyof typeof NAMES;

export function describeHardwareSearchContract7(label: string, open: (db: Db) => Promise<SearchEngine>) {
  describe(`search engine contract, hardware words of the seventh round: ${label}`, () => {
    let ranked: NamedCatalog<Key>['ranked'];
    let found: NamedCatalog<Key>['found'];

    beforeAll(async () => {
      ({ ranked, found } = await namedCatalog(NAMES, open));
    });

    it('ranks a model above the same model sold with another product, which still matches', async () => {
      expect(await ranked('volante logitech g29')).toEqual(['g29', 'g29shifter']);
      expect(await ranked('ideapad slim 3')).toEqual(['slimIp', 'slimBag']);
    });

    it('ranks a model above its editions the query does not name, and an edition asked first', async () => {
      expect((await ranked('archer t3u'))[0]).toBe('t3u');
      expect((await ranked('archer t3u nano'))[0]).toBe('t3uNano');
    });

    it("ranks what a listing names after 'con' below the thing itself", async () => {
      expect(await ranked('microfono')).toEqual(['mic', 'headsetMic']);
      // A dongle is a USB adapter; a headset sold with one is not one.
      const dongle = await ranked('dongle');
      expect(dongle).toContain('btAdapter');
      expect(dongle.at(-1)).toBe('headsetDongle');
    });

    it("reads a Wi-Fi generation as stores write it, not a '6' elsewhere in a name", async () => {
      expect(await found('router wifi 6')).toEqual(['mesh', 'router6']);
      expect(await found('router wifi 5')).toEqual(['router5']);
    });

    it('finds range extenders, ports, lines without their maker, LaserJets and bags as shoppers ask', async () => {
      expect(await found('repetidor wifi')).toEqual(['extender']);
      expect(await found('switch 8 puertos')).toEqual(['switch8']);
      expect(await found('tp link')).toEqual(
        expect.arrayContaining(['t3u', 't3uNano', 't3uPlus', 'mesh', 'router5']),
      );
      expect(await found('laser printer')).toEqual(['laserjet']);
      expect(await found('mochila para notebook')).toEqual(['backpack']);
    });
  });
}
