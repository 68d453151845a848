import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { namedCatalog, type NamedCatalog } from './named-catalog.contract-helper';
import type { SearchEngine } from './search-engine';

/**
 * Synonym phrases whose words, apart, name other things (EXACT_PHRASES in search-config): they match only
 * with their words together and in order, while other phrases still match wherever stores put their words.
 * A store's campaign label before a name ('MES DEL GAMER …') is none of its words (migration 0025). An M.2 length
 * asked of a drive is its form, not a code's digits ('PNY CS2230' is an M.2 2280 drive). A model named by its
 * line and generation ranks above its editions, each unasked edition counted. 'Gamer' finds a maker's gaming
 * line ('Trust GXT'). Real names of several Argentine stores. search-engine.contract.test.ts runs it for the PostgreSQL engine
 * and for the in-memory index.
 */
const NAMES = {
  xpPen: 'Tableta Gráfica Xp-Pen Star G430S 4x3 Pulgadas',
  wacom: 'Tablet Wacom One Small Black Red',
  // A tablet sold with its stylus: 'Tab' and 'Pen' apart are no pen tablet.
  lenovoTab: 'Tablet Lenovo Tab 11" 2.5K 8GB 128GB luna grey con folio y Lenovo Tab Pen Plus (TB336FU)',
  nic: 'Placa de Red Tp-Link Archer T4E AC1200 WIFI 5 1200Mbps PCIe',
  usbWifi: 'Adaptador USB WIFI Tp-Link Archer T2U AC600 Dual Band 2.4 - 5Ghz 600Mbps',
  // A graphics card of the 'Red Devil' line is no 'placa de red'.
  redDevil: 'Placa Powercolor Red Devil AMD Radeon RX 9070 XT 16GB GDDR6',
  utp: 'BOBINA NOGANET CABLE DE RED UTP C5E INTERIOR 100M (NG-UTP2)',
  utp6: 'BOBINA NOGANET CABLE DE RED UTP C6E INTERIOR 100M (NG-UTP3)',
  patchCat6: 'Patch Cord Intco 1 metro Cat 6',
  // Port counts, in words or glued to their letter.
  switch8: 'Switch Tp-Link 8 Puertos SF1008D',
  switch8p: 'Switch de Escritorio Tp-Link 8P TL-SG1008P Gigabit -  4p PoE',
  switch24p: 'Switch Tp-Link SG1024DE 24P Gigabit Smart',
  // A keyboard with a cable and red switches is no 'cable de red'.
  keyboard: 'Teclado c/Cable HYPERX Alloy Origins Core Red US Negro',
  desk: 'Escritorio Gamer GENESIS HOLM 200 RGB',
  deskGxt: 'Escritorio Trust GXT700 Omnius - DINOBYTE',
  // 'Mesa' stems to 'mes': a store's 'Mes del Gamer' label made this board a 'mesa gamer'.
  labelledBoard: 'MES DEL GAMER Mother MSI B850M GAMING WIFI6E DDR5 AM5',
  // M.2 drives: the form the name states, or its line's only one.
  nv3Short: 'Disco Solido Nvme Kingston SNV3SM3 500GB Gen4 (2230) - DINOBYTE',
  sn770m: 'Disco Solido Nvme Western Digital Black SN770M 500GB Gen4 - DINOBYTE',
  // An M.2 2280 drive whose code ends in 2230: it does not fit a 2230 slot.
  pny: 'Disco Solido SSD 2TB PNY CS2230 M.2 NVMe PCIe Gen 3 x4',
  nv3Long: 'Disco SSD M2 Kingston 2Tb NV3 SNV3S 6000 MB/S NVME',
  // A line named with edition words ('G PRO X'), its SE edition and its 2c model.
  superlight2: 'Mouse Logitech G PRO X Superlight 2 Lightspeed Hero 2 8000Hz Black 44K 60g 95Hs',
  superlight2se: 'Mouse Logitech G Pro X SuperLight 2 SE Black',
  superlight2c: 'Mouse Logitech G Pro X Superlight 2C Black',
  // A keyboard model, its long-named listing and its magnetic-switch namesake.
  k552: 'Teclado Redragon Kumara K552 TKL RGB Black',
  k552Long:
    'Teclado Redragon Kumara K552W RGB Mecánico Switch Red Dust-Proof TKL blanco (K552W-RGB) (6950376778932)',
  k552Magnetic: 'Teclado Redragon K552 Kumara Magnetico RGB Esp Switch Magnetic',
  // Gaming products named by their maker's gaming line alone, beside one saying 'Gamer' and one that is not.
  chairGamer: 'Silla Gamer Corsair T3 RUSH Negro',
  chairGxt: 'Silla Trust GXT 712 Resto Pro Black',
  chairAkracing: 'Silla AK-Racing Octane Black White',
  chairOffice: 'Silla de Oficina Ergonómica Negra',
  notebookNitro:
    'Notebook Acer Nitro V 15 15.6" AMD Ryzen 5 7535HS 8GB SSD 512GB RTX 3050 6GB Win11 Black ANV15-41-R6NM',
  notebookIdeapad: 'Notebook Lenovo IdeaPad Slim 3 15.6" Ryzen 5 7520U 8GB 512GB',
} as const;
type Key = keyof typeof NAMES;

export function describeHardwareSearchContract9(label: string, open: (db: Db) => Promise<SearchEngine>) {
  describe(`search engine contract, exact phrases and campaign labels: ${label}`, () => {
    let found: NamedCatalog<Key>['found'];
    let ranked: NamedCatalog<Key>['ranked'];

    beforeAll(async () => {
      ({ found, ranked } = await namedCatalog(NAMES, open));
    });

    it("finds graphics tablets, however named, and not a tablet sold with a maker's pen", async () => {
      expect(await found('tableta grafica')).toEqual(['wacom', 'xpPen']);
      expect(await found('pen tablet')).toEqual(['wacom', 'xpPen']);
      expect(await found('tablet lenovo')).toEqual(['lenovoTab']);
    });

    it('finds network cards and cables by their phrase, not by its words scattered in other names', async () => {
      expect(await found('placa de red')).toEqual(['nic', 'usbWifi']);
      expect(await found('cable de red')).toEqual(['patchCat6', 'utp', 'utp6']);
      // A category as stores shorten it ('C5E', 'C6E').
      expect(await found('cable utp cat5e')).toEqual(['utp']);
      expect(await found('cable utp cat6')).toEqual(['patchCat6', 'utp6']);
      // Other phrases still match their words wherever a store writes them ('Adaptador USB WIFI', 'Placa de
      // Red … WIFI').
      expect(await found('adaptador wifi')).toEqual(['nic', 'usbWifi']);
    });

    it("finds an M.2 length asked of a drive by the drive's form, not by a code's digits", async () => {
      expect(await found('ssd m.2 2230')).toEqual(['nv3Short', 'sn770m']);
      expect(await found('nvme 2230')).toEqual(['nv3Short', 'sn770m']);
      expect(await found('ssd m2 2280')).toEqual(['nv3Long', 'pny']);
      // The code itself still finds its drive.
      expect(await found('pny cs2230')).toEqual(['pny']);
    });

    it('ranks the model a line and generation name above its editions and lettered models, counting each edition', async () => {
      // Every listing says 'Pro' and 'X' (the line's name): only the editions beyond them rank a listing lower.
      const hits = await ranked('logitech superlight 2');
      expect(hits[0]).toBe('superlight2');
      expect(hits.slice(1).sort()).toEqual(['superlight2c', 'superlight2se']);
    });

    it('ranks a magnetic-switch keyboard below the model named, unless asked', async () => {
      expect(await ranked('redragon k552')).toEqual(['k552', 'k552Long', 'k552Magnetic']);
      expect((await ranked('redragon k552 magnetico'))[0]).toBe('k552Magnetic');
    });

    it("finds gaming products named by their maker's gaming line alone, not others", async () => {
      expect(await found('silla gamer')).toEqual(['chairAkracing', 'chairGamer', 'chairGxt']);
      expect(await found('notebook gamer')).toEqual(['notebookNitro']);
    });

    it("finds a count of ports however stores write it ('8 Puertos', '8P'), not another count", async () => {
      expect(await found('switch 8 puertos')).toEqual(['switch8', 'switch8p']);
      expect(await found('switch 24 port')).toEqual(['switch24p']);
    });

    it("reads a store's campaign label as none of a name's words", async () => {
      expect(await found('mesa gamer')).toEqual(['desk', 'deskGxt']);
      expect(await found('mother msi b850m')).toEqual(['labelledBoard']);
    });
  });
}
