import { describe, expect, it } from 'vitest';
import { groupListings } from './group-listings';
import { apart, at, together } from './testing/grouping-expectations';

/*
 * Rule families written from cross-store pairs of the open catalog (fixtures/data/real-listings/
 * catalog.jsonl.gz) that the grouping left split, each on real names of more than one store, each with the
 * wrong merge it must not make.
 */
describe('makers several stores sell under their own names', () => {
  it('are brands, however a store spells them', () => {
    together(at('maximus', 'Fuente 650W LNZ SX650-TS - ATX'), at('gezatek', 'Fuente LNZ SX650-TS 650W ATX'));
    together(
      at('maximus', 'Fuente 500W Aureox ARXGP'),
      at('dinobyte', 'Fuente Aureox Arxgp 500W - DINOBYTE'),
    );
    together(
      at('maximus', 'Impresora Laser Monocromatica PANTUM M6559NW'),
      at('mexx', 'Impresora Pantum Láser Mono M6559NW Multifuncion'),
    );
    expect(
      groupListings([at('compragamer', 'Fuente Magnum Tech 600W Cooler 120mm MT-PSU600')])[0]!.parts.brand,
    ).toBe('magnumtech');
    expect(groupListings([at('maximus', 'Fuente 600W MagnumTech MT-PSU600')])[0]!.parts.brand).toBe(
      'magnumtech',
    );
  });

  it('still tell their models apart, and Intel’s Raptor Lake is no Raptor product', () => {
    apart(at('maximus', 'Fuente 650W LNZ SX650-TS - ATX'), at('gezatek', 'Fuente LNZ SX700-TS 700W ATX'));
    apart(
      at('gezatek', 'Fuente Raptor Volt 1000W 80 Plus Gold Full Modular PCIe 5.1 Negra'),
      at('gezatek', 'Fuente Raptor Volt 1000W 80 Plus Gold Full Modular PCIe 5.1 Blanca'),
    );
    const [cpu] = groupListings([
      at('compragamer', 'Procesador Intel Core i5 14400F 4.7GHz Turbo Socket 1700 Raptor Lake'),
    ]);
    expect(cpu!.parts.brand).not.toBe('raptor');
  });
});

describe('a case’s fans, however a store writes the count', () => {
  it('are one word: Fan x3, 3x120mm and 4x12cm name the same fans', () => {
    together(
      at('maximus', 'Gabinete Raptor Thunder Strike TG x2 Mid-Tower RGB Fan x1 White'),
      at('gezatek', 'Gabinete Raptor Thunder Strike White Templado 1x120mm RGB'),
      at('armytech', 'Gabinete Raptor Thunder Strike Tg Mid-tower Rgb Fan X1 White'),
    );
    together(
      at('maximus', 'Gabinete Sentey Mantis - Fan x4 Argb - White'),
      at('gezatek', 'Gabinete Sentey Mantis White Mesh Templado 4x12Cm ARGB'),
    );
  });

  it("reads Dinobyte's 'fx3' as three fans and 'PWM' as how they are driven", () => {
    together(
      at('maximus', 'Gabinete Cooler Master Elite 502 White ARGB - Fan x3'),
      at('dinobyte', 'Gabinete Coolermaster Elite 502 Blanco ARGB fx3 - DINOBYTE'),
    );
    together(
      at('maximus', 'Gabinete Sentey Bearer PRO White Fan x7 ARGB - PWM'),
      at('gezatek', 'Gabinete Sentey Bearer PRO White Templado 7x12Cm ARGB'),
    );
  });

  it('keep apart another count, a name that leaves the count out, and another model of the line', () => {
    apart(
      at('maximus', 'Gabinete Raptor Nova Prime TG x2 Mid-Tower RGB Fan x3 Black'),
      at('gezatek', 'Gabinete Raptor Nova Prime Templado 4x120mm RGB'),
    );
    apart(
      at('compragamer', 'Gabinete Magnum Tech 436B 1x120mm FRGB Fan'),
      at('hardcore', 'Gabinete MagnumTech MT-436B Black'),
    );
    apart(
      at('maximus', 'Gabinete Raptor Infinity Glass TG x2 Mid-Tower RGB Fan x4'),
      at('gezatek', 'Gabinete Raptor Infinity Mesh Templado 4x12cm RGB'),
    );
  });
});

describe('a printer’s kind and print method', () => {
  it('are not its model: its code is', () => {
    together(
      at('integrados', 'Impresora Pantum M6509NW Multifunción Laser'),
      at('compragamer', 'Impresora Multifuncion Pantum M6509NW Laser Monocromatica'),
    );
    together(
      at('integrados', 'Impresora Pantum P2509W Laser'),
      at('mexx', 'Impresora Pantum Láser Mono P2509W'),
    );
  });

  it('another code is another printer', () => {
    apart(
      at('integrados', 'Impresora Pantum M6509NW Multifunción Laser'),
      at('mexx', 'Impresora Pantum Láser Mono M6559NW Multifuncion'),
    );
  });
});

describe('Wi-Fi written with its generation', () => {
  it("is one word: 'WIFI 5' and 'Wifi 6' on an adapter are its Wi-Fi", () => {
    together(
      at('compragamer', 'Adaptador de Red TP-Link Archer T3U Nano AC1300 WIFI 5 USB'),
      at('maximus', 'Adaptador USB WIFI Tp-Link Archer T3U AC1300 Nano 2.4 - 5Ghz 1300Mbps'),
    );
    together(
      at('compragamer', 'Adaptador de Red Tp-Link Archer TX1U Nano AX300 WIFI 6 USB'),
      at('maximus', 'Placa de Red WIFI Usb Tp-Link Archer TX1U Nano AX300 - Wifi 6'),
    );
  });

  it("reads an adapter's Wi-Fi speed class ('AC1300', 'AX1800') as naming a Wi-Fi unit: 'WIFI' or '2.4GHz' beside it add nothing", () => {
    together(
      at('compragamer', 'Adaptador de Red Tp-Link Archer T4U AC1300 Dual Band USB'),
      at('maximus', 'Adaptador USB WIFI Tp-Link Archer T4U AC1300 Dual Band 2.4 - 5Ghz 1300Mbps'),
      at('dinobyte', 'Adaptador Wifi Usb Tp-Link Archer T4U AC1300 - DINOBYTE'),
    );
    together(
      at('maximus', 'Adaptador USB Tp-Link Archer TX20U AX1800 Dual Band 2.4Ghz 5.8Ghz 1800Mbps'),
      at('dinobyte', 'Adaptador Wifi Usb Tp-Link Archer TX20U AX1800 - DINOBYTE'),
    );
  });

  it('leaves a name stating neither class nor Wi-Fi with the one stating the class', () => {
    together(
      at('a', 'Asus PCE-AC55BT Dual-Band Wireless-AC1200 Bluetooth 4.0 PCI-E Adapter'),
      at('b', 'ASUS PCE-AC55BT - network adapter'),
    );
  });

  it('still tells a wireless keyboard from a wired one', () => {
    apart(at('a', 'Teclado Logitech K120 USB'), at('b', 'Teclado Logitech K120 Inalambrico 2.4GHz'));
  });

  it('keeps apart the Nano and Plus editions, and Wi-Fi 7', () => {
    apart(
      at('compragamer', 'Adaptador de Red TP-Link Archer T3U Nano AC1300 WIFI 5 USB'),
      at('dinobyte', 'Adaptador Wifi Usb Tp-Link Archer T3U AC1300 - DINOBYTE'),
      at('dinobyte', 'Adaptador Wifi Usb Tp-Link Archer T3U Plus AC1300 - DINOBYTE'),
    );
    apart(at('a', 'Router Tp-Link Archer BE3600 Wifi 7'), at('b', 'Router Tp-Link Archer BE3600 Wifi 6'));
  });
});

describe('a capacity written in binary gigabytes', () => {
  it("is the terabyte size: 'KC600 1024GB' is the 1 TB drive", () => {
    together(
      at('compragamer', 'Disco SSD Kingston KC600 1024GB Sata'),
      at('dinobyte', 'Disco Solido Kingston KC600 1TB - DINOBYTE'),
    );
    together(
      at('compragamer', 'Disco SSD Kingston KC600 2048GB Sata'),
      at('dinobyte', 'Disco Solido Kingston KC600 2TB - DINOBYTE'),
    );
  });

  it('keeps apart other sizes (7.68 TB is no 8 TB, 1 TB no 2 TB)', () => {
    apart(
      at('compragamer', 'Disco SSD Kingston DC600M 7680GB Sata'),
      at('dinobyte', 'Disco Solido Kingston DC600M 8TB - DINOBYTE'),
    );
    apart(
      at('compragamer', 'Disco SSD Kingston KC600 1024GB Sata'),
      at('dinobyte', 'Disco Solido Kingston KC600 2TB - DINOBYTE'),
    );
  });
});

describe('words that describe a headset, microphone or keyboard', () => {
  it("are not its model: a platform list ('PC/XBOX/PS'), battery hours, 'c mic', a capsule, a switch maker", () => {
    together(
      at('compragamer', 'Auriculares Logitech G335 White PC/XBOX/PS'),
      at('maximus', 'Auricular Logitech G335 Gaming White'),
      at('dinobyte', 'Auricular Gamer Logitech G335 Blanco - DINOBYTE'),
    );
    together(
      at('compragamer', 'Auriculares Logitech G321 Wireless 2.4Ghz Bluetooth 5.2 LightSpeed Black 20Hs'),
      at('maximus', 'Auricular Inalámbrico Logitech G321 Black con Microfono - 2.4Hz'),
    );
    together(
      at('compragamer', 'Auriculares Redragon Zeus X H510 RGB Surround 7.1 Black'),
      at('integrados', 'Auricular c mic Redragon ZEUS X H510 RGB'),
    );
    together(
      at('compragamer', 'Microfono Redragon Blazar GM300 Condensador USB'),
      at('hardcore', 'Microfono Redragon Blazar GM300'),
    );
    together(
      at('maximus', 'Teclado Mecanico Redragon Kumara K552 RGB White Outemu Red ESP'),
      at('hardcore', 'Teclado Redragon K552 Kumara White Mecanico RGB Esp Switch Red'),
    );
  });

  it('keeps apart another colour, a PS/2 mouse, and a keyboard with another lighting', () => {
    apart(
      at('compragamer', 'Auriculares Logitech G335 White PC/XBOX/PS'),
      at('dinobyte', 'Auricular Gamer Logitech G335 Mint - DINOBYTE'),
    );
    apart(at('a', 'Mouse Genius DX-110 PS/2'), at('b', 'Mouse Genius DX-110 USB'));
    apart(
      at('maximus', 'Teclado Mecanico Redragon Kumara K552 Rainbow White Outemu RED ESP'),
      at('hardcore', 'Teclado Redragon K552 Kumara White Mecanico RGB Esp Switch Red'),
    );
  });
});
