import { describe, expect, it } from 'vitest';
import { readCondition } from './condition';
import { readStatedDetails } from './differences';
import { partNumbersInName } from './part-numbers';

// Names as real Argentine stores publish them (fixtures/data/real-listings/catalog.jsonl.gz).
describe('stated details', () => {
  it('reads editions, bundles, connection, layout and colour that make another product', () => {
    expect(
      readStatedDetails('Adaptador de Red TP-Link Archer T3U Nano AC1300 WIFI 5 USB', 'other').edicion,
    ).toContain('nano');
    expect(readStatedDetails('Gabinete Magnum Tech MT-K835 con Fuente 500W', 'case').paquete).toBe('combo');
    expect(readStatedDetails('Mouse Logitech G502 LIGHTSPEED Inalambrico', 'other').inalambrico).toBe('si');
    expect(readStatedDetails('Gabinete Corsair 2000D Airflow Blanco RGB - DINOBYTE', 'case')).toMatchObject({
      color: 'white',
      edicion: 'rgb',
    });
    expect(readStatedDetails('Water Cooler MasterLiquid 360 Core II ARGB PWM White', 'cooler').edicion).toBe(
      'argb+core',
    );
    expect(readStatedDetails('Micro Intel Core Ultra 5 250K Plus LGA1851', 'cpu').edicion).toBe('plus');
  });

  it('takes no word for a colour but colours, whatever words a name holds', () => {
    // Not a store's name: a word that is also a property of every JavaScript object.
    expect(readStatedDetails('Juego Constructor Kit Creativo', 'other').color).toBeUndefined();
    expect(readStatedDetails('Mouse Logitech M170 Wireless Azul', 'other').color).toBe('blue');
  });

  it('does not take ratings, panels or overclocks for editions', () => {
    expect(readStatedDetails('Fuente Gigabyte GP-P650SS 650W 80 Plus Silver', 'psu')).toEqual({});
    expect(readStatedDetails('MONITOR LG 32 GAMER 32GS85Q-B NANO IPS QHD 180Hz', 'monitor')).toEqual({
      hz: '180',
      panel: 'ips',
    });
    expect(readStatedDetails('Monitor Gamer LG 27" 27GS75Q-B IPS 2K QHD 180HZ OC 200HZ', 'monitor').hz).toBe(
      '180',
    );
  });

  it('reads sizes to the inch, and a board memory from its name or chipset', () => {
    expect(readStatedDetails('Monitor Gamer Gigabyte 24,5" Gs25f2a 240hz 1ms Fhd', 'monitor').pulgadas).toBe(
      '25',
    );
    expect(readStatedDetails('x', 'motherboard', { memoria: 'DDR4' }).memoria).toBe('ddr4');
  });

  it("reads nothing from other products a store lists after the name ('(Similar 480GB 512GB)', '+q')", () => {
    expect(
      readStatedDetails('Disco Solido SSD 500GB Kingston NV3 M.2 NVMe (Similar 480GB 512GB)', 'storage')
        .capacidadGB,
    ).toBe('500');
    expect(
      readStatedDetails(
        'Disco SSD M2 MSI 1Tb SPATIUM M560 PCIe G5 Gen5 x4 NVME (+q NV3 SN850x 2TB)',
        'storage',
      ).capacidadGB,
    ).toBe('1000');
  });

  it("reads a Wi-Fi generation joined or apart: 'Wifi 7' is WIFI7, 'Wifi 6e' is WIFI6E", () => {
    expect(readStatedDetails('Mother Gigabyte X870 Eagle Wifi 7 Am5', 'motherboard').edicion).toBe('wifi7');
    expect(readStatedDetails('Mother Gigabyte X870 EAGLE WIFI7 AM5', 'motherboard').edicion).toBe('wifi7');
    expect(readStatedDetails('Mother Gigabyte B850M GAMING X WIFI6E DDR5 AM5', 'motherboard').edicion).toBe(
      'wifi+x',
    );
  });

  it("knows a drive's unstated interface only when its certain specs fix interface and form", () => {
    const name = 'Disco Solido Crucial BX500 1TB - DINOBYTE';
    expect(readStatedDetails(name, 'storage', { interfaz: 'SATA', formato: '2.5"' })).toMatchObject({
      interfaz: 'sata',
    });
    expect(readStatedDetails(name, 'storage', { interfaz: 'SATA', formato: '2.5"' }).interfazNoDicha).toBe(
      undefined,
    );
    // A line sold as 2.5" and M.2 (the reader knows its interface, not its form): left unsaid.
    expect(
      readStatedDetails('Disco Solido Kingston A400 240GB', 'storage', { interfaz: 'SATA' }),
    ).toMatchObject({
      interfazNoDicha: 'si',
    });
  });
});

describe('condition', () => {
  it('reads outlet, open box, used and refurbished units; a new one says nothing', () => {
    expect(readCondition('Monitor Gigabyte 27" Gs27fa 180hz 1ms OUTLET')).toBe('outlet');
    expect(readCondition('OUTLET - Motherboard Asrock B850M Pro A Wifi DDR5 AM5')).toBe('outlet');
    expect(readCondition('Notebook Lenovo caja abierta')).toBe('outlet');
    expect(readCondition('iPhone 12 reacondicionado')).toBe('reacondicionado');
    expect(readCondition('Placa de video RX 580 usada')).toBe('usado');
    expect(readCondition('Procesador Amd Ryzen 7 9700x Am5 C/video (sin Cooler Y Sin Caja)')).toBe('nuevo');
  });
});

describe('part numbers in names', () => {
  it('takes long mixed codes and GTINs, never chips, measures, ratings or generation lists', () => {
    expect(partNumbersInName('Disco SSD M2 WD Black 1Tb SN850X 7300MB/S NVME WDS100T2X0E')).toEqual([
      'WDS100T2X0E',
    ]);
    expect(partNumbersInName('Fuente Gigabyte P750BS 750W 80 Plus Bronze (GP-P750BS)')).toEqual(['GPP750BS']);
    expect(partNumbersInName('Placa de Video Asus Dual Nvidia Geforce RTX 5060 TI 8GB OC GDDR7')).toEqual([]);
    expect(partNumbersInName('Mother Gigabyte H610M K V2 DDR5 (12/13/14va Gen) LGA1700')).toEqual([]);
    expect(partNumbersInName('Fuente Asus ROG Strix 1000W 80+Platinum')).toEqual([]);
    expect(partNumbersInName('Mother MSI A520M-A PRO AM4 (3ERA/4TA/5TA GEN)')).toEqual([]);
    expect(partNumbersInName('Memoria Kingston KVR32N22S8/16 16GB')).toEqual(['KVR32N22S816']);
    expect(partNumbersInName('Benq ZOWIE RL2455 24" 4718755065736')).toEqual(['04718755065736']);
  });

  it("takes makers' codes in digit groups, not ranges, speed grades or a board's model name", () => {
    expect(partNumbersInName('Mouses LOGITECH M110 SILENT USB WIRED BLUE (910-006662)')).toEqual([
      '910006662',
    ]);
    expect(partNumbersInName('691862-B21 HP G8 G9 100-GB 6G 2.5 SATA SSD')).toEqual(['691862B21']);
    expect(partNumbersInName('Toner Alternativo GTC  3020 Para Xerox 3020-3025')).toEqual([]);
    expect(partNumbersInName('Kingston HyperX Fury DDR4 2400 PC4-19200 32GB 2X16GB CL15')).toEqual([]);
    expect(partNumbersInName('Mother ASUS TUF GAMING B850M-PLUS WIFI AM5 DDR5')).toEqual([]);
    expect(partNumbersInName('Kingston HyperX Fury black HX424C15FB/4')).toEqual(['HX424C15FB4']);
    expect(partNumbersInName('Monitor Samsung S27D300GAL 27" FHD IPS 100Hz LS27D300GALXZB')).toEqual([
      'S27D300GAL',
      'LS27D300GALX',
    ]);
    expect(partNumbersInName('OUTLET Memoria RAM Kingston 16GB KVR56U46BS8-16-OUTLET1')).toEqual([
      'KVR56U46BS816',
    ]);
  });
});
