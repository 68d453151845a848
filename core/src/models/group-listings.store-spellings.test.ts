import { describe, expect, it } from 'vitest';
import { partNumbersInName } from '../hardware/part-numbers';
import { at, apart, together } from './testing/grouping-expectations';

/*
 * How stores write one product's name, written from the missed pairs of groups.dev-5.jsonl (released from
 * groups.held-out-2.jsonl on 2026-11-27), each family with the merge it must not make. Real names of Argentine
 * stores (gamerspoint, gorilagames, ignatech, maxtecno, xt_pc, insumaxinformatica, goldentechstore, casatecno,
 * compucordoba, hydraxtreme, gztienda, cellplay), as AikePetunia/AAS-backend saved them.
 */
describe('one product as several stores write its name', () => {
  it('reads a multiplication sign as an x ("2×8" is a kit of two 8 GB modules)', () => {
    together(
      at(
        'gamerspoint',
        'Notebook MSI Cyborg 15 A13VE 15.6″ + i5-13420H + 16gb (2×8) + 512gb + RTX 4050 6GB Win11',
      ),
      at(
        'ignatech',
        'Notebook Msi Cyborg 15 A13ve 15.6" +i5-13420h + 16gb (2x8) + 512gb +rtx 4050 6gb Win11',
      ),
    );
    apart(
      at(
        'gamerspoint',
        'Notebook MSI Cyborg 15 A13VE 15.6″ + i5-13420H + 16gb (2×8) + 512gb + RTX 4050 6GB Win11',
      ),
      at(
        'gorilagames',
        'Notebook MSI Cyborg 15 A13VE 15.6" + i5-13420H + 32gb (2x16) + 512gb + RTX 4050 6GB Win11',
      ),
    );
  });

  it("reads a keyboard's 'ES' or 'Sp' as its Spanish layout, not a model word; an English one stays apart", () => {
    together(
      at('maxtecno', 'TECLADO TRUST CALLAZ TKL ES GXT834'),
      at('xt_pc', 'TECLADO GAMER TRUST GXT834 CALLAZ TKL SPANISH'),
    );
    apart(
      at('maxtecno', 'TECLADO TRUST CALLAZ TKL ES GXT834'),
      at('xt_pc', 'TECLADO GAMER TRUST GXT834 CALLAZ TKL US'),
    );
  });

  it("reads Genius's 'Slim Star' as its SlimStar line, not a Slim edition", () => {
    together(
      at('cellplay', 'GENIUS TECLADO WIRED MULTIMEDIA SLIM STAR 230II'),
      at('insumaxinformatica', 'TECLADO GENIUS SLIMSTAR 230II BLACK SP USB'),
    );
    apart(at('cellplay', 'GENIUS TECLADO SLIMSTAR 230II'), at('ignatech', 'GENIUS TECLADO SLIMSTAR 130'));
  });

  it("takes 'Auricular + Micrófono' for a headset with its microphone, and a headset with a mouse for a bundle", () => {
    together(
      at('compucordoba', 'Auricular + Microfono GENIUS HS-200C'),
      at('casatecno', 'Auriculares Genius HS-200C C/ Micrófono'),
    );
    apart(
      at('compucordoba', 'Auricular Genius HS-200C + Mouse Genius DX-110'),
      at('casatecno', 'Auriculares Genius HS-200C C/ Micrófono'),
    );
  });

  it('keeps a product sold with another one apart from the product alone (a wheel + its shifter, a notebook + a bag)', () => {
    // Names of the relevance catalog (compragamer, mexx, gezatek): what follows '+' is another product in the box.
    apart(
      at('compragamer', 'Volante Logitech G29 Driving Force PC/PS3/PS4/PS5'),
      at('mexx', 'Volante Logitech G29 Driving Force + Palanca Logitech Drive Force Shifter PC/PS3/PS4/PS5'),
    );
    apart(
      at(
        'gezatek_com_ar',
        'Notebook Lenovo IdeaPad Slim 3 15AMN8 Ryzen 3 7320U 16GB DDR5 256G NVME 15.6 FHD 82XQ018QAR',
      ),
      at(
        'maximus',
        'Notebook Lenovo IdeaPad Slim 3 15AMN8 Ryzen 3 7320U 16GB DDR5 256G NVME 15.6 FHD 82XQ018QAR + Maletin',
      ),
    );
  });

  it("reads a board's 'AC' as its Wi-Fi edition, 'MB', 'BOX', 'Bluetooth' and 'Mini ITX' as no model word", () => {
    together(
      at('casatecno', 'Motherboard ASUS Prime B550M-A AC (AM4) + WiFi'),
      at('goldentechstore', 'MOTHER ASUS PRIME B550M-A AC WIFI BLUETOOTH AM4'),
      at('gorilagames', 'MOTHER ASUS (AM4) PRIME B550M-A AC'),
      at('hydraxtreme', 'Motherboard Asus Prime B550M-A AC - AM4 Wi-Fi'),
    );
    apart(
      at('gorilagames', 'MOTHER ASUS (AM4) PRIME B550M-A AC'),
      at('xt_pc', 'MOTHER ASUS PRIME B550M-A WIFI II AM4'),
    );
    apart(
      at('gorilagames', 'MOTHER ASUS (AM4) PRIME B550M-A AC'),
      at('xt_pc', 'MOTHER ASUS PRIME B550M-A AM4'),
    );
    together(
      at('maxtecno', 'MB ASUS S1200 PRIME H510M-R R2.0 DDR4 BOX M-ATX'),
      at('xt_pc', 'MOTHER ASUS PRIME H510M-R R2.0 DDR4 S1200'),
    );
    together(
      at('gamerspoint', 'Mother GIGABYTE H610I LGA1700 DDR4 MINI ITX'),
      at('gorilagames', 'MOTHER GIGABYTE (LGA1700) H610I DDR4'),
    );
  });

  it("reads 'Socket 1851 Ultra' as the processors a board takes, not an Ultra edition", () => {
    together(
      at('compucordoba', 'Mother GIGABYTE H810M H DDR5 Socket 1851 Ultra'),
      at('goldentechstore', 'MOTHER GIGABYTE (LGA 1851) H810M H'),
    );
    apart(
      at('compucordoba', 'Mother GIGABYTE H810M H DDR5 Socket 1851 Ultra'),
      at('goldentechstore', 'MOTHER GIGABYTE (LGA 1851) H810M S2H'),
    );
  });

  it("reads Intel's graphics chip without its 'Arc' and ONIX's Odyssey line; another chip stays apart", () => {
    together(
      at('goldentechstore', 'Placa de Video Intel Onix B580 ODYSSEY 12GB'),
      at('xt_pc', 'PLACA DE VIDEO INTEL ARC B580 12GB ONIX ODYSSEY'),
    );
    apart(
      at('goldentechstore', 'Placa de Video Intel Onix B580 ODYSSEY 12GB'),
      at('xt_pc', 'PLACA DE VIDEO INTEL ARC B570 10GB ONIX ODYSSEY'),
    );
  });

  it('reads monitors whatever their brand punctuation, resolution, decimal comma or regional suffix', () => {
    together(
      at('gztienda', 'Monitor E-VIEW 22" 2151AXA FHD 75Hz'),
      at('maxtecno', 'MONITOR E.VIEW 2151AXA 22 PULGADAS'),
    );
    together(
      at('gztienda', 'Monitor E-VIEW 20" 1951AXA HD+ 60Hz'),
      at('maxtecno', 'MONITOR GAMER LED 20 E-VIEW 1951AXA VGA/HDMI (1600x900)'),
    );
    // A 19.5" panel is sold as the 20" class.
    together(
      at('gamerspoint', 'MONITOR LG LED 19,5 HDMI HD 20U401A-B'),
      at('goldentechstore', 'MONITOR LG 20 LED 20U401A-B HDMI HD (II)'),
    );
    together(
      at('compucordoba', 'Monitor GAMER LG 24 180Hz ULTRAGEAR 24GS60F BORDERLESS'),
      at('gamerspoint', 'Monitor LG ULTRAGEAR 24″ LED 24GS60F BORDERLESS 180hz (II) 1920×1080'),
    );
    together(
      at('goldentechstore', 'MONITOR 19″ PHILIPS 193V5LHSB2/77 LCD HDMI 5MS'),
      at('ignatech', 'Monitor Philips Led 19 193v5lhsb2'),
      at('xt_pc', 'MONITOR 19" PHILIPS 193V5LHSB2/55/77 LED HD 60HZ VGA HDMI'),
    );
    apart(
      at('gztienda', 'Monitor E-VIEW 22" 2151AXA FHD 75Hz'),
      at('maxtecno', 'MONITOR E.VIEW 2451AXA 24 PULGADAS'),
    );
    // Kingston's capacity after its part number is another product, not a region.
    expect(partNumbersInName('Memoria Kingston KVR32N22S8/16')).not.toEqual(
      partNumbersInName('Memoria Kingston KVR32N22S8/32'),
    );
    expect(partNumbersInName('Monitor Philips 193V5LHSB2/55/77')).toEqual(
      partNumbersInName('Monitor Philips 193V5LHSB2'),
    );
  });

  it('groups the very same name written by two stores when no key could be made of it and it says enough', () => {
    together(
      at('gorilagames', 'Memoria Crucial 16GB DDR5-5600 UDIMM CL46 (16Gbit)'),
      at('maxtecno', 'Memoria Crucial 16GB DDR5-5600 UDIMM CL46 (16Gbit)'),
    );
    together(
      at('gorilagames', 'GABINETE SFX RACKEABLE 2U550 SERVER SERVIDORES'),
      at('insumaxinformatica', 'Gabinete SFX Rackeable 2U550 Server Servidores'),
    );
    // Not a name without a model code (branded or not), a store's own build, nor a name without the memory size.
    apart(
      at('gorilagames', 'Mouse Logitech Inalambrico Negro Usb'),
      at('maxtecno', 'Mouse Logitech Inalambrico Negro Usb'),
    );
    apart(
      at('gorilagames', 'Mouse Gamer Usb Luz Rgb 7 Colores'),
      at('maxtecno', 'Mouse Gamer Usb Luz Rgb 7 Colores'),
    );
    apart(
      at('gorilagames', 'PC Armada Ryzen 5 5600G 16GB SSD 480GB'),
      at('maxtecno', 'PC Armada Ryzen 5 5600G 16GB SSD 480GB'),
    );
    apart(
      at('gorilagames', 'Placa de Video MSI GeForce RTX 3050 Ventus 2X OC'),
      at('maxtecno', 'Placa de Video MSI GeForce RTX 3050 Ventus 2X OC'),
    );
    apart(
      at('gorilagames', 'GABINETE SFX RACKEABLE 2U550 SERVER SERVIDORES'),
      at('insumaxinformatica', 'GABINETE SFX RACKEABLE A4U450 SERVER SERVIDORES'),
    );
  });
});
