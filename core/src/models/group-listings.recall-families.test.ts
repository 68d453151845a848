import { describe, expect, it } from 'vitest';
import { readStatedDetails } from '../hardware/differences';
import type { Categoria } from '../hardware/types';
import { groupListings } from './group-listings';
import { apart, grouped, together } from './testing/grouping-expectations';

/*
 * Rule families that let one product written differently by several stores meet, each on real names of
 * more than one store (fixtures/data/real-listings: the open catalog and groups.dev-2.jsonl), each with
 * the wrong merge it must not make.
 */
const details = (name: string, categoria: Categoria) => readStatedDetails(name, categoria);

describe("a store's tag at the end of its names", () => {
  it('is not read as the product’s words', () => {
    together(
      { name: 'AOC MONITOR LED 24 24G42E - Max Tecno', storeName: 'maxtecno' },
      { name: 'MONITOR GAMER 24" AOC 24G42E 180HZ IPS FHD 0.5MS G-SYNC', storeName: 'xt pc' },
    );
    together(
      { name: 'DDR4 16GB HIKSEMI 3200MHZ FUTURE RGB - Max Tecno', storeName: 'maxtecno' },
      { name: 'Memoria RAM DDR4 HIKSEMI 16GB 3200MHz Future RGB', storeName: 'silverhard' },
    );
    together(
      { name: 'MOTHER GIGABYTE (AM4) B550M DS3H AC R2- NG', storeName: 'ngtechnologies' },
      { name: 'Motherboard Gigabyte B550M DS3H AC R2 AM4', storeName: 'maximus' },
    );
  });

  it('is only the store’s own tag: the same words at another store are an edition', () => {
    apart(
      { name: 'DDR4 16GB HIKSEMI 3200MHZ FUTURE RGB - Max Tecno', storeName: 'compragamer' },
      { name: 'Memoria RAM DDR4 HIKSEMI 16GB 3200MHz Future RGB', storeName: 'silverhard' },
    );
  });
});

describe('a maker part number around a long digit group', () => {
  it('is evidence, not a word of the name key', () => {
    together('Gabinete CORSAIR 3500X Black', 'GABINETE CORSAIR 3500X TG BLACK CC-9011276-WW');
    together(
      'Gabinete CORSAIR 2500X TG Dual Chamber White',
      'GABINETE CORSAIR 2500X TG DUAL CHAMBER WHITE CC-9011266-WW',
    );
  });

  it('still keeps apart names carrying different ones, and a short group stays a model', () => {
    apart('GABINETE CORSAIR 2500X TG DUAL CHAMBER CC-9011265-WW', {
      name: 'Gabinete Corsair iCUE 2500X TG x2 Fan ARGB Black (ICUE LINK)',
      sku: 'CC-9011267-WW',
      storeName: 'maximus',
    });
    // ID-Cooling's 'TF-12025-PRO' is the fan's model: without it only the brand and words are left.
    const [fan] = groupListings([{ name: 'Cooler Fan ID-Cooling TF-12025-PRO ARGB WHITE' }]);
    expect(fan!.parts.model).toContain('12025');
  });
});

describe('other products a store lists after the name', () => {
  it("('+Q 240GB', '(SIMIL 1TB)') are not this one's words", () => {
    together('Disco SSD PATRIOT 256GB P220 SATA', 'HD SSD 256GB PATRIOT P220 SATA III 2.5" +Q 240GB');
    together(
      'Disco SSD KINGSTON 960GB A400 SATA',
      'HD SSD 960GB KINGSTON A400 SATA III 2.5" (SIMIL 1TB)',
      'Disco Solido SSD 960GB Kingston A400 SATA III (Similar 1TB)',
    );
  });

  it('nor make the listing the product it names', () => {
    apart(
      'Procesador AMD Ryzen 7 PRO 5755GE 4.6GHz Turbo AM4 (Simil 5700G) + Wraith Stealth Cooler OEM',
      'Micro AMD Ryzen 7 5700G 4.6 Ghz AM4 ( Mejor que Ryzen 5 5600GT )',
    );
  });
});

describe("a drive's flash and 'Solid State' words", () => {
  it('do not name another model', () => {
    together(
      'Disco Sólido SSD Kingston A400 960GB SATA 2.5" 3D NAND 500MB/s',
      'Disco SSD KINGSTON 960GB A400 SATA',
    );
    together(
      'Disco SSD M.2 PATRIOT 512GB P320 Solid NVMe Gen3',
      'HD SSD 512GB PATRIOT P320 M.2 NVME GEN3 3000MB/S 2280',
    );
  });

  it('leave the model code deciding', () => {
    apart(
      'Disco SSD M.2 PATRIOT 512GB P320 Solid NVMe Gen3',
      'Disco Solido Nvme Patriot P300 512GB - DINOBYTE',
    );
  });
});

describe('series words a maker puts before every model of a line', () => {
  it("(ADATA's Ultimate, ViewSonic's Elite) are kept or dropped by stores", () => {
    together('Disco SSD ADATA 256GB SU650 SATA', 'HD SSD 256GB ADATA SU650 ULTIMATE SATA III 2.5" +Q 240GB');
    together(
      'Monitor Gamer VIEWSONIC 25" 360Hz FHD 1MS IPS NVIDIA G-Sync XG251G',
      'Monitor 25 Viewsonic Elite Xg251G 360Hz Hdr400 Gsync',
    );
  });

  it("are an edition at other makers ('ASSASSIN VC ELITE', 'Katar Elite')", () => {
    expect(details('Cooler CPU DeepCool ASSASSIN VC ELITE Vapor Chamber', 'cooler').edicion).toBe('elite');
    expect(details('Mouse Corsair Katar Elite SlipStream Wireless 2.4Ghz', 'other').edicion).toContain(
      'elite',
    );
    expect(
      details('Monitor 25 Viewsonic Elite Xg251G 360Hz Hdr400 Gsync', 'monitor').edicion,
    ).toBeUndefined();
  });
});

describe("a monitor's 'Ultra Wide' and a refresh rate misspelt 'MHZ'", () => {
  it('name the same panel', () => {
    together(
      'Monitor LG 34" 75Hz WFHD 5MS IPS UltraWide Bordeless HDR 34WP500-B',
      'MONITOR 34" LG ULTRA WIDE 34WP500-B BORDERLESS WFHD HDMI',
    );
  });

  it('a line sold in several sizes: a name stating its size alone finds the model of that size', () => {
    const [g22, g24, g27, bare24, bare22] = grouped([
      'Monitor Samsung 22" 100Hz FHD 5MS IPS D300',
      'Monitor Samsung 24" 100Hz FHD 5MS IPS D300',
      'Monitor Samsung 27" 100Hz FHD 5MS IPS D300',
      'MONITOR SAMSUNG 24 D300 FULL HD 100MHZ',
      'MONITOR SAMSUNG LED 22 D300',
    ]);
    expect(bare24).toBe(g24);
    expect(bare22).toBe(g22);
    expect(new Set([g22, g24, g27]).size).toBe(3);
  });

  it("'Ultra' stays an edition elsewhere", () => {
    expect(details('Mouse Redragon K1NG Ultra M999 Wireless', 'other').edicion).toBe('ultra');
    expect(
      details('MONITOR 34" LG ULTRA WIDE 34WP500-B BORDERLESS WFHD HDMI', 'monitor').edicion,
    ).toBeUndefined();
  });
});

describe('peripherals written with their connection and colour in other words', () => {
  it("'Auricular+Mic' and 'c/Microfono' are a headset, not a bundle", () => {
    together('Auricular+Mic Logitech G335 Negro', 'Auricular LOGITECH G335 Black 981-000977');
    together('Auricular c/mic Gamer Redragon H312 Cybill', 'Auricular Redragon Cybill H312');
  });

  it("Logitech's 'Lightspeed' is its wireless link, not an edition", () => {
    together('Mouse Logitech G703 Gaming Wireless', 'MOUSE LOGITECH G703 LIGHTSPEED WIRELESS 910-005639');
    together('Mouse Logitech G305 Lightspeed Inalambrico Blanco', 'Mouse Logitech G305 Wireless White');
    // A wireless mouse and the wired one of its line stay apart.
    apart('Mouse Logitech G502 LIGHTSPEED Inalambrico', 'Mouse Logitech G502 Gaming HERO');
  });

  it('colours in English and Spanish (Red/Rojo, Blue/Azul, Mint/Menta, Lilac/Lila) are one', () => {
    together(
      'Mouse Inalámbrico Logitech M170 Rojo Usb 2.4Ghz 1000 Dpi',
      'MOUSE LOGITECH WIRELESS M170 RED BLISTER 910-004941',
    );
    together(
      'Mouse Logitech G305 Inalambrico Azul',
      'MOUSE LOGITECH G305 LIGHTSPEED WIRELESS BLUE 910-006013',
    );
    together(
      'Mouse Gamer Logitech G305 Lightspeed Inalámbrico Mint 12000 Dpi',
      'MOUSE LOGITECH G305 LIGHTSPEED WIRELESS MENTA 910-006377',
    );
    apart(
      'Mouse Logitech G305 Inalambrico Azul',
      'Mouse Logitech G305 Inalambrico Lila',
      'Mouse Logitech G305 Lightspeed Inalambrico Negro',
      'Mouse Logitech G305 Wireless White',
    );
  });

  it("'Red' on a network card or a keyboard's switch is no colour", () => {
    expect(details('Mouse Logitech M280 Wireless Red', 'other').color).toBe('red');
    expect(details('Placa de Red Tp-Link TX401 10 Gigabit Pcie RED', 'other').color).toBeUndefined();
    expect(
      details('Teclado Mecanico HyperX Alloy Origins Core RGB Switch Red US', 'other').color,
    ).toBeUndefined();
  });
});

describe('a case sold with its power supply', () => {
  it("('+ 650W', 'C/FUENTE 750W', 'PSU BUNDLE') is keyed by the case's name, the bundle beside it", () => {
    together(
      'Gabinete GIGABYTE C103 Glass + 650W 80+ Gold',
      'GABINETE GAMER GIGABYTE C103 GLASS PSU BUNDLE',
      'GABINETE GIGABYTE C103 GLASS + FUENTE 650W P650G PG5 80 PLUS GOLD',
    );
    together(
      'Gabinete THERMALTAKE H390 TG x4 Fans ARGB E-ATX + 750W 80+ Bronze BX1',
      'GABINETE THERMALTAKE H390 TG 4 FAN ARGB C/FUENTE 750W 80 PLUS BRONZE',
    );
  });

  it('is never the case alone, nor a kit with other parts', () => {
    const [withSupply, alone, withMouse] = grouped([
      'Combo XYZ Gabinete ATOM Black 3x Fans ARGB Mesh USB-C  + Fuente 750W 80 Plus Bronze ARGB Phantom',
      'Gabinete XYZ ATOM Black 3x120mm ARGB Fans Mesh Black USB-C Gen2 Vidrio Templado',
      'Gabinete XYZ ATOM Black 3x120mm ARGB Fans Mesh Black USB-C Gen2 Vidrio Templado + Mouse Glorious Model O 2 Mini Matte Black RGB 26K Dpi',
    ]);
    expect(new Set([withSupply, alone, withMouse]).size).toBe(3);
    apart(
      'Gabinete GIGABYTE C103 Glass + 650W 80+ Gold',
      'Gabinete Kit Spartan A1 + Fuente + Teclado y Mouse de Regalo',
    );
  });
});

describe("a supply's ATX version and its PCIe cable version", () => {
  it('come in pairs: PCIe 5.0 is ATX 3.0, PCIe 5.1 is ATX 3.1', () => {
    together(
      'Fuente 1050W Coolermaster Gold Gx3 Atx3.0 80+',
      'Fuente COOLER MASTER 1050W 80 Plus Gold GX3 Full Modular PCIE 5.0',
    );
    together(
      'Fuente 1050W Thermaltake Toughpower Gf A3 80 Plus Gold Atx 3.0',
      'Fuente THERMALTAKE 1050W 80 Plus Gold ToughPower GF A3 Modular PCIE 5.0',
    );
    together(
      'Fuente 1050W Thermaltake Toughpower GF A3 80 PLUS Gold Modular PCIe 5.0',
      'Fuente Thermaltake Toughpower GF A3 1050W 80 Plus Gold PCIe 5.0 Full Modular',
    );
    apart(
      'Fuente Thermaltake Toughpower GF A3 1050W 80 Plus Gold PCIe 5.0 Full Modular',
      'Fuente Thermaltake Toughpower GF A3 750W 80 Plus Gold PCIe 5.0 Full Modular',
    );
  });

  it("a generation in Roman numerals ('GX III') is the line's digit, and one line's watts find their model", () => {
    const [g1050, g1250, roman1250] = grouped([
      'Fuente COOLER MASTER 1050W 80 Plus Gold GX3 Full Modular PCIE 5.0',
      'Fuente COOLER MASTER 1250W 80 Plus Gold GX3 Full Modular PCIE 5.0',
      'Fuente Cooler Master GX III 1250 Gold 1250W 80 PLUS Gold Full Modular PCIe 5.0',
    ]);
    expect(roman1250).toBe(g1250);
    expect(g1250).not.toBe(g1050);
  });
});

describe("'CPU Cooler' names", () => {
  it('are coolers keyed by their model, at stores that write it and stores that do not', () => {
    together(
      'CPU Cooler TT UX200 SE ARGB Lighting Intel &amp; AMD White (8329)',
      'CPU Cooler THERMALTAKE UX200 SE White ARGB',
    );
    together('Cpu Cooler Thermaltake UX200 SE ARGB', {
      name: 'Cooler Thermaltake UX200 Se ARGB - DINOBYTE',
      storeName: 'dinobyte',
    });
  });

  it("a named edition ('Black Edition') is another product than the line's plain one", () => {
    apart('CPU Cooler Cooler Master Hyper 212 Black Edition', 'Cooler Coolermaster Hyper 212 - DINOBYTE');
    apart(
      'CPU Cooler Cooler Master Hyper 212 RGB BLACK EDITION',
      'Cooler Coolermaster Hyper 212 RGB - DINOBYTE',
    );
  });
});

describe('a keyboard-and-mouse kit', () => {
  it("is one product, named by its model ('KIT … Teclado + Mouse WIR MK540', 'Combo Teclado y Mouse … MK540')", () => {
    together(
      { name: 'Combo Teclado y Mouse Inalámbrico LOGITECH MK540 Negro - Max Tecno', storeName: 'maxtecno' },
      { name: 'KIT LOGITECH Teclado + Mouse WIR MK540 Black 920-008673', storeName: 'silverhard' },
    );
  });

  it('is the same kit however a store joins its parts, and not another model', () => {
    together('Combo Teclado y Mouse Logitech MK120', 'Combo Logitech Teclado + Mouse MK120 USB');
    apart('Combo Logitech Teclado + Mouse MK120 USB', 'Combo Logitech Teclado + Mouse MK235 Wireless');
    apart('Combo Logitech Teclado + Mouse MK235 Wireless', 'Combo Teclado y Mouse Logitech MK120');
  });
});
