import { describe, expect, it } from 'vitest';
import { modelKeyOf } from './model-key';

const key = (name: string, brand?: string) => modelKeyOf({ name, brand }).key;

/** Names stores write for one product: all must get the same key. */
const SAME: [string, string[]][] = [
  ['spelling never matters', ['Micro Intel Core i5-12400F LGA1700', 'PROCESADOR INTEL CORE I5 12400F', 'Procesador Intel I5 12400f Box']],
  ['units spaced or glued', ['Memoria Kingston Fury Beast 16 GB DDR4 3200 MHz', 'MEMORIA RAM 16GB DDR4 3200MHZ KINGSTON FURY BEAST']],
  ['glued chip names', ['Placa de Video MSI RTX5060TI 8GB Ventus 2X OC', 'Placa de Video MSI GeForce RTX 5060 Ti Ventus 2X OC 8GB GDDR7']],
  ['ASUS memory codes', ['Placa de Video ASUS NVIDIA GeForce DUAL RTX5070 O12G GDDR7', 'PLACA DE VIDEO GeForce RTX 5070 12GB ASUS DUAL OC EDITION']],
  ['store boilerplate', ['Placa de Video Gigabyte RTX 5060 Eagle OC 8GB - Envío gratis', 'Oferta! Placa de Video GIGABYTE GeForce RTX 5060 EAGLE OC 8G 12 cuotas sin interés']],
  ['accents and HTML entities', ['Monitor LG 27&quot; 27GS75Q-B IPS', 'Monitor Gamer 27" LG Ips Qhd 27GS75Q-B']],
  ['CPU descriptions', ['Micro AMD Ryzen 5 7600X AM5', 'Procesador AMD Ryzen 5 7600X 5.3GHz Turbo AM5 - No incluye Cooler - C/VIDEO']],
  ['tray words', ['AMD CPU RYZEN 5 7600X TRAY', 'Micro Procesador AMD Ryzen 5 7600X (OEM) S/Cooler', 'Procesador Ryzen 5 7600X Bulk sin caja']],
  ['regional monitor suffixes', ['Monitor Gamer Gigabyte 27 Gs27fc-sa', 'MONITOR 27 GIGABYTE CURVO GS27FC 180Hz Full HD 1ms']],
  ['motherboard socket and gen noise', ['Mother ASUS PRIME A520M-K AM4 (3ERA/4TA/5TA GEN)', 'Mother Asus (am4) Prime A520m-k']],
  ['2TB written as 2000G', ['Disco SSD Kingston NV3 2TB NVMe', 'Disco Solido SSD NVMe Kingston 2000GB NV3 SNV3S/2000G']],
  ['a part number some stores add', ['Procesador Amd Ryzen 7 5700 3.7Ghz 8 Core Am4 100-100000743SBX', 'Microprocesador AMD RYZEN 7 5700 S/VIDEO C/COOLER']],
  ['layout stated or not (8–16 GB is one module)', ['Memoria Corsair Ddr4 8gb (1x8) Vengeance Rgb Rs 3200mhz', 'Memoria RAM DDR4 CORSAIR 8GB 3200MHz Vengeance RGB RS']],
  ['PSU series prefix and certificate', ['Fuente Gigabyte GP-P550SS 550W 80 Plus Silver', 'Fuente Gigabyte 550w 80 Plus Silver Gp-p550ss']],
  ['a line word a store leaves out', ['VIDEO GEFORCE RTX 5070 12GB GIGABYTE AORUS MASTER', 'PLACA DE VIDEO GeForce RTX 5070 12GB GIGABYTE MASTER']],
  ['ValueRAM written out', ['MEMORIA 16GB DDR4 3200 KINGSTON VALUE RAM', 'Memoria RAM 16GB DDR4 3200 Kingston KVR']],
  ['Wi-Fi generation apart or together, socket spaced', ['Mother Gigabyte (LGA 1851) B860M Eagle WIFI 6', 'MOTHER GIGABYTE B860M EAGLE WIFI6 LGA1851']],
  ['an external drive whether or not the store says HDD', ['Disco Externo WD Elements 4TB USB 3.0', 'HD HDD EXTERNO 4TB WD ELEMENTS USB 3.0']],
  ['a cooler for Intel and AMD sockets', ['Cooler para Procesador ID-Cooling SE-224-XTS Intel / AMD', 'Cooler CPU ID-Cooling SE-224-XTS 120mm']],
  ['a board named by its chipset and maker only', ['ASUS (SOCKET LGA 1700) PROART B760-CREATOR WIFI', 'Mother Asus ProArt B760-Creator WiFi LGA1700']],
  ['fan counts describe', ['Gabinete Corsair 4000D Airflow Mid Tower 2 Fans Blanco', 'Gabinete Corsair 4000D Airflow Vidrio Templado Blanco']],
  // Real listings of Argentine stores (2025 price lists).
  ['a drive written by two stores', ['Disco Interno SSD KINGSTON KC3000 2TB M.2 NVMe PCIe 4.0  7000MB/s', 'Disco Solido Nvme Kingston KC3000 2TB Gen4']],
  ["a boxed CPU, with or without 'S/video'", ['Procesador AMD Ryzen 7 5700X 4.6GHz AM4', 'Procesador Amd Ryzen 7 5700x Am4 S/video']],
  ['a 2230 drive by two stores', ['HD SSD 500GB WD BLACK SN770M M.2 NVME GEN4 5000MB/S 2230', 'DISCO SSD 500GB WD BLACK SN770M 2230']],
]; // prettier-ignore

/** Different products that must never share a key. */
const DIFFERENT: [string, string, string][] = [
  ['Ti', 'Placa de Video ASUS Dual RTX 5060 8GB OC', 'Placa de Video ASUS Dual RTX 5060 Ti 8GB OC'],
  ['Super', 'Placa de Video MSI RTX 4070 Ventus 2X 12GB', 'Placa de Video MSI RTX 4070 Super Ventus 2X 12GB'],
  ['XT', 'Placa de Video Sapphire Pulse RX 7600 8GB', 'Placa de Video Sapphire Pulse RX 7600 XT 16GB'],
  ['XTX', 'Placa de Video PowerColor Hellhound RX 7900 XT 20GB', 'Placa de Video PowerColor Hellhound RX 7900 XTX 24GB'],
  ['5600 vs 5600X', 'Procesador AMD Ryzen 5 5600 AM4', 'Procesador AMD Ryzen 5 5600X AM4'],
  ['5600 vs 5600G', 'Procesador AMD Ryzen 5 5600 AM4', 'Procesador AMD Ryzen 5 5600G AM4'],
  ['5600G vs 5600GT', 'Procesador AMD Ryzen 5 5600G AM4', 'Procesador AMD Ryzen 5 5600GT AM4'],
  ['X3D', 'Procesador AMD Ryzen 7 7800X AM5', 'Procesador AMD Ryzen 7 7800X3D AM5'],
  ['F', 'Micro Intel Core i5 12400 LGA1700', 'Micro Intel Core i5 12400F LGA1700'],
  ['K vs KF', 'Micro Intel Core i7 14700K', 'Micro Intel Core i7 14700KF'],
  ['box vs tray', 'Micro AMD Ryzen 7 5700X AM4', 'Micro AMD Ryzen 7 5700X AM4 TRAY SIN COOLER'],
  ['8GB vs 16GB', 'Placa de Video Gigabyte RTX 5060 Ti Eagle OC 8GB', 'Placa de Video Gigabyte RTX 5060 Ti Eagle OC 16GB'],
  ['RAM capacity', 'Memoria Kingston Fury Beast 8GB DDR4 3200', 'Memoria Kingston Fury Beast 16GB DDR4 3200'],
  ['2x8 vs 1x16', 'Memoria Corsair Vengeance LPX 16GB (2x8GB) DDR4 3200', 'Memoria Corsair Vengeance LPX 16GB (1x16GB) DDR4 3200'],
  ['DDR4 vs DDR5', 'Memoria Kingston Fury Beast 16GB DDR4 5600', 'Memoria Kingston Fury Beast 16GB DDR5 5600'],
  ['RAM speed', 'Memoria Kingston Fury Beast 16GB DDR4 3200MHz', 'Memoria Kingston Fury Beast 16GB DDR4 3600MHz'],
  ['RAM colour', 'Memoria XPG Gammix D35 16GB DDR4 3200 Black', 'Memoria XPG Gammix D35 16GB DDR4 3200 White'],
  ['RGB line', 'Memoria Kingston Fury Beast 16GB DDR5 6000', 'Memoria Kingston Fury Beast RGB 16GB DDR5 6000'],
  ['notebook memory', 'Memoria Kingston Fury Impact 16GB DDR4 3200', 'Memoria Kingston Fury Impact SODIMM 16GB DDR4 3200 Notebook'],
  ['NV2 vs NV3', 'Disco SSD Kingston NV2 1TB M.2 NVMe', 'Disco SSD Kingston NV3 1TB M.2 NVMe'],
  ['P3 vs P3 Plus', 'SSD Crucial P3 1TB M.2 NVMe', 'SSD Crucial P3 Plus 1TB M.2 NVMe'],
  ['form factor', 'SSD WD Black SN770 500GB M.2 2280', 'SSD WD Black SN770 500GB M.2 2230'],
  ['SSD capacity', 'Disco SSD Kingston NV3 500GB', 'Disco SSD Kingston NV3 1TB'],
  ['board partners of one chip', 'Placa de Video ASUS Dual RTX 4060 8GB OC', 'Placa de Video MSI Ventus 2X RTX 4060 8GB OC'],
  ['lines of one partner', 'Placa de Video ASUS Dual RTX 4060 8GB OC', 'Placa de Video ASUS TUF Gaming RTX 4060 8GB OC'],
  ['OC or not', 'Placa de Video Zotac RTX 3050 6GB Twin Edge', 'Placa de Video Zotac RTX 3050 6GB Twin Edge OC'],
  ['Ventus 2X vs 3X', 'Placa de Video MSI RTX 5070 12GB Ventus 2X OC', 'Placa de Video MSI RTX 5070 12GB Ventus 3X OC'],
  ['white edition', 'Placa de Video Gigabyte RTX 5070 Eagle OC 12GB', 'Placa de Video Gigabyte RTX 5070 Eagle OC ICE 12GB'],
  ['SFF', 'Placa de Video Gigabyte RTX 5070 Eagle OC ICE 12GB', 'Placa de Video Gigabyte RTX 5070 Eagle OC ICE SFF 12GB'],
  ['MSI Gaming vs Gaming X', 'Placa de Video MSI RTX 4060 8GB Gaming', 'Placa de Video MSI RTX 4060 8GB Gaming X'],
  ['motherboard revision', 'Mother Gigabyte A520M-K AM4', 'Mother Gigabyte A520M-K V2 AM4'],
  ['motherboard DDR4 edition', 'Motherboard Gigabyte B760M DS3H AX', 'Motherboard Gigabyte B760M DS3H AX DDR4'],
  ['motherboard CSM', 'Mother Asus Prime A520M-K', 'Mother Asus Prime A520M-K CSM'],
  ['matx vs atx chipset', 'Mother MSI B650 Tomahawk WiFi', 'Mother MSI B650M Tomahawk WiFi'],
  ['PSU ATX 3.1 revision', 'Fuente Corsair CX750M 750W', 'Fuente Corsair CX750M 750W ATX 3.1'],
  ['PSU wattage', 'Fuente Gigabyte P650G 650W', 'Fuente Gigabyte P750GM 750W'],
  ['monitor models', 'Monitor Gigabyte GS27FC 180Hz', 'Monitor Gigabyte GS27FC2 240Hz'],
  ['peripheral colour', 'Mouse Logitech M110 Silent Black', 'Mouse Logitech M110 Silent Red'],
  ['headset generations', 'Auriculares HyperX Cloud II', 'Auriculares HyperX Cloud III'],
  ['case models', 'Gabinete Asus TUF GT502', 'Gabinete Asus TUF GT302'],
  ['a surveillance line and its AI edition', 'Disco Rígido Seagate SkyHawk 4TB', 'Disco Rígido Seagate SkyHawk AI 4TB'],
  ['a heatsink edition', 'SSD WD Black SN850X 2TB M.2 NVMe', 'SSD WD Black SN850X 2TB Heatsink M.2 NVMe'],
  ['memory lines the extractor does not know', 'Memoria RAM Hiksemi 8GB DDR4 3200Mhz Future RGB', 'Memoria Hiksemi DDR4 8GB 3200mhz Sword RGB'],
  ['Crucial Pro and Pro OC', 'Memoria Crucial Pro 16GB DDR5 6000 CL36', 'Memoria Crucial Pro OC 16GB DDR5 6000 CL36'],
  ['monitor editions of one panel', 'Monitor MSI MAG 255F X24 25" 240Hz', 'Monitor MSI MAG 255F E20 25" 200Hz'],
  ['USB-C and USB-A editions', 'Auricular Logitech H390 USB-C', 'Auricular Logitech H390 USB'],
  ['colours of one mouse', 'Mouse Redragon Griffin M607 Negro', 'Mouse Redragon Griffin M607 Blanco'],
  // Real listings of Argentine stores (2025 price lists).
  ['one drive line, two capacities', 'Disco Interno SSD KINGSTON KC3000 1TB M.2 NVMe PCIe 4.0  7000MB/s', 'Disco Interno SSD KINGSTON KC3000 2TB M.2 NVMe PCIe 4.0  7000MB/s'],
  ['tray is not box', 'Procesador AMD Ryzen 7 5700X 4.6GHz AM4', 'CPU AMD RYZEN 7 5700X AM4 65W TRAY SIN COOLER'],
  ['two lines of one maker and chip', 'Placa de Video XFX Radeon RX 7600 8GB GDDR6 SPEEDSTER QICK 308', 'Placa de Video XFX Radeon RX 7600 8GB GDDR6 SPEEDSTER SWIFT 210'],
  ['a white edition', 'Placa de Video XFX Radeon RX 7600 8GB GDDR6 SPEEDSTER QICK 308', 'Placa de Video XFX Radeon RX 7600 8GB GDDR6 SPEEDSTER QICK 308 WHITE'],
]; // prettier-ignore

/** Names too vague to decide: no key, so the listing stays a model of its own. */
const UNDECIDED: [string, string][] = [
  ['no board line', 'Placa de Video Gigabyte RTX 5060 8GB'],
  ['no brand', 'Placa de Video GeForce RTX 4060 8GB'],
  ['chip sold with several memory sizes, none said', 'Placa de Video MSI RTX 3050 Ventus 2X'],
  ['no RAM speed', 'Memoria Kingston Fury Beast 16GB DDR4'],
  ['kit without modules', 'Memoria Patriot Viper Xtreme 5 DDR5 32GB 7000 Dual Kit'],
  ['cut by the store', 'Placa de Video ASUS Dual RTX 5060 Ti 8GB…'],
  ['a store gift card', 'Gift Card Digital $50.000'],
  ['a service', 'Servicio de Armado y Testeo de PC'],
  ['a used product', 'GeForce MSI RTX 3050 Ventus 2X 6GB (Usada full box)'],
  ['a bundle', 'Procesador Ryzen 5 5500 + Mother Msi A520m Pro Am4'],
  ['a PC the store assembled', 'PC Gamer AMD Ryzen 5 5600G 16GB 512GB'],
  ['store noise only', 'En stock'],
  ['a processor sold with a motherboard', 'Procesador Ryzen 5 5500 + Mother MSI A520M Pro'],
  ['a tray processor with a third-party cooler', 'OEM Procesador AMD Ryzen 3 3200G AM4 + Cooler RGB'],
  // Real listings of Argentine stores (2025 price lists): bundles are never one of their parts.
  ['a PC named by its parts', 'PC GAMER AMD RYZEN 7 5700X+B550+16GB+1TB+RTX 5060'],
  ['a processor and board combo', 'Procesador Ryzen 5 5500 + Mother Msi A520m Pro Am4'],
]; // prettier-ignore

describe('model key', () => {
  it.each(SAME)('%s: the same key', (_label, names) => {
    const keys = names.map((n) => key(n));
    expect(keys[0]).not.toBeNull();
    for (const k of keys) expect(k).toBe(keys[0]);
  });

  it.each(DIFFERENT)('%s: different keys', (_label, a, b) => {
    const [ka, kb] = [key(a), key(b)];
    expect(ka).not.toBeNull();
    expect(kb).not.toBeNull();
    expect(ka).not.toBe(kb);
  });

  it.each(UNDECIDED)('%s: no key', (_label, name) => {
    const result = modelKeyOf({ name });
    expect(result.key).toBeNull();
    expect(result.reason).toBeTruthy();
  });

  it('takes the brand from the reader when the name has none, but never a chip maker for a card', () => {
    expect(key('Memoria Fury Beast 16GB DDR4 3200', 'Kingston')).toBe(
      key('Memoria Kingston Fury Beast 16GB DDR4 3200'),
    );
    expect(key('Placa de Video RTX 4060 Dual 8GB', 'NVIDIA')).toBeNull();
    expect(key('Placa de Video RTX 4060 Dual 8GB', 'ASUS')).toBe(
      key('Placa de Video ASUS RTX 4060 Dual 8GB'),
    );
  });

  it('says what a key is made of', () => {
    const result = modelKeyOf({ name: 'Placa de Video MSI GeForce RTX 5060 Ti 16GB Ventus 2X OC' });
    expect(result.parts).toMatchObject({
      kind: 'gpu',
      brand: 'msi',
      chip: 'rtx5060ti',
      memory: '16gb',
      line: '2x-ventus',
      variant: 'oc',
    });
  });

  it('leaves the CAS latency out of the key but states it, so stated latencies must agree', () => {
    const a = modelKeyOf({ name: 'Memoria Kingston Fury Beast 32GB DDR5 5600 CL36' });
    const b = modelKeyOf({ name: 'Memoria Kingston Fury Beast 32GB DDR5 5600 CL40' });
    expect(a.key).toBe(b.key);
    expect([a.attrs.cl, b.attrs.cl]).toEqual(['36', '40']);
  });
});
