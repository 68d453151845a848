import { describe, expect, it } from 'vitest';
import { apart, grouped, together } from './testing/grouping-expectations';

/*
 * Rule families of the name key and of part numbers, each on real names of more than one store: the
 * open Argentine catalog (fixtures/data/real-listings/catalog.jsonl.gz) and English titles of the WDC
 * product corpus's computers training and validation splits (Web Data Commons, via megagonlabs/ditto).
 */
describe('part numbers makers write in digit groups (Logitech, MSI, HP)', () => {
  it('links a name carrying the code to a store whose own code it is', () => {
    together(
      { name: 'Mouse Logitech M110 Silent Blue', sku: '910-006662', storeName: 'maximus' },
      { name: 'Mouses LOGITECH M110 SILENT USB WIRED BLUE (910-006662)', storeName: 'integrados' },
    );
    together(
      '691862-B21 HP G8 G9 100-GB 6G 2.5 SATA SSD   Null',
      '691862-B21 HP G8 G9 100-GB 6G 2.5 SATA SSD ,  Null   New 691862-B21 SSD Wholesale Price 691862-B21',
    );
  });

  it('keeps apart names whose codes differ', () => {
    apart(
      { name: 'Mouse Logitech M110 Silent Black', sku: '910-006756', storeName: 'maximus' },
      'Mouses LOGITECH M110 SILENT USB WIRED BLUE (910-006662)',
    );
    apart('364622-B23 HP 300-GB 10K FC-AL HDD   Null', '359461-007 HP 300-GB 10K FC-AL HDD   Null');
  });
});

describe('a shared part number', () => {
  it('is not split by a size one name adds', () => {
    together(
      'Corsair Air Series AF140 1200RPM LED White Quiet Edition (CO-9050017-WLED) @en  ▷ Corsair (CO… | OcUK @en',
      'Corsair Air Series AF140 LED White Quiet Edition High Airflow 140mm Fan  @en | CO-9050017-WLED Novatech @en',
    );
  });

  it('is not split by a connection, packaging or cache one name adds', () => {
    together(
      'Seagate IronWolf 1TB NAS 5900RPM SATA 6Gb/s 64MB Cache HDD - OEM (ST1000VN002) @en  ▷ Seagate -… | OcUK @en',
      'Seagate IronWolf 1TB ST1000VN002 NAS Internal Hard Drive/HDD @en Drive/HDD LN79515 | SCAN UK @en',
    );
    together(
      'Adaptador USB WIFI Tp-Link TL-WN8200ND 2.4 Ghz 300Mbps',
      'Adaptador WiFi USB (M) de Red 300 Mbps con doble antena TP-Link TL-WN8200ND',
    );
  });

  it("is not split by a transfer rate read as a capacity ('6Gb/s')", () => {
    together(
      'WD 120GB WD Green SATA 6Gb s 2.5  7mm Cased Solid State Drive @en  WDS120G1G0A - Drive MacConnection @en',
      'Western Digital - Green 120GB 2.5  Solid State Drive  Drive (WDS120G1G0A) PCPartPicker',
    );
  });

  it("keeps Kingston's capacity suffix: /4 and /16 are two modules", () => {
    apart(
      'Kingston HyperX Fury black HX424C15FB/4 - Prijzen  @NL Tweakers @NL',
      'HyperX FURY - DDR4 16 GB DIMM 288-pin    HyperX 288-pin HX424C15FB/16 System Memory (RAM) CDW.com',
    );
  });

  it("never takes a module's speed grade (PC4-19200) for a part number", () => {
    apart(
      'Kingston HyperX Fury DDR4 2400 PC4-19200 32GB 2X16GB CL15 @es CL15 |PcComponentes  @es',
      'Kingston HyperX Fury DDR4 2400 PC4-19200 64GB 4X16GB CL15 @es CL15 |PcComponentes  @es',
    );
  });

  it("never takes a board's model name for a part number that the maker's code would contradict", () => {
    together('Mother ASUS TUF GAMING B850M-PLUS WIFI AM5 DDR5', {
      name: 'Motherboard Asus TUF Gaming B850M Plus Wifi DDR5 AM5',
      sku: '90MB1IY0-M0EAY0',
    });
  });

  it("reads Samsung's monitor codes with or without the country after the region", () => {
    together(
      'Monitor Gamer 24" Samsung S3 S30GD Full Hd Ips 100Hz  LS24D300GALX',
      'Monitor Gamer SAMSUNG S3 S30GD 24" FHD IPS 100Hz LS24D300GALXZB',
    );
    apart(
      'Monitor Gamer 24" Samsung S3 S30GD Full Hd Ips 100Hz  LS24D300GALX',
      "Monitor Gamer 27'' Samsung S3 S30GD Full Hd Ips 100Hz LS27D300GALX",
    );
  });

  it("drops a store's OUTLET suffix but keeps the open-box unit apart by its condition", () => {
    const [fresh, boxed, other] = grouped([
      { name: 'Memoria RAM Kingston 16GB 5600 Mhz DDR5 KVR CL46', sku: 'KVR56U46BS8-16' },
      { name: 'OUTLET Memoria RAM Kingston 16GB 5600 Mhz DDR5 KVR CL46', sku: 'KVR56U46BS8-16-OUTLET1' },
      { name: 'Memoria Kingston KVR56U46BS8/16 16GB DDR5 5600' },
    ]);
    expect(other).toBe(fresh);
    expect(boxed).not.toBe(fresh);
  });
});

describe("boards: makers' series words", () => {
  it("MSI's MPG/MAG/MEG and ASUS's ROG and 'Gaming' are kept or dropped by stores", () => {
    together('Mother MSI MPG X870E CARBON WIFI DDR5', {
      name: 'Motherboard MSI X870E Carbon Wifi AM5 DDR5',
      sku: '911-7E49-018',
    });
    together(
      'Mother ASUS TUF B650EM-E WIFI',
      'Mother ASUS TUF GAMING B650EM-E WIFI DDR5 AM5',
      'Motherboard Asus TUF Gaming B650EM-E Wifi AM5 Ddr5',
    );
  });

  it('still tells the lines apart', () => {
    apart('Mother ASUS TUF GAMING B650EM-E WIFI DDR5 AM5', 'Mother Asus Prime B650EM-A WIFI AM5');
  });
});

describe('network gear', () => {
  it("reads the model past words one store adds ('Ethernet', 'Dual Band', its own name)", () => {
    together(
      'Adaptador de Red Tp-Link UE200 RJ45 a USB 2.0',
      'Adaptador TP-Link UE200 USB 2.0 a RJ45 Ethernet',
    );
    together('Adaptador USB WIFI Tp-Link Archer T2U AC600 Dual Band 2.4 - 5Ghz 600Mbps', {
      name: 'Adaptador Wifi Usb Tp-Link Archer T2U AC600 - DINOBYTE',
      storeName: 'dinobyte_ar',
    });
  });

  it('keeps the Nano and Plus editions apart', () => {
    apart(
      'Adaptador USB WIFI Tp-Link Archer T2U Nano AC600 2.4 - 5Ghz 600Mbps',
      'Adaptador Wifi Usb Tp-Link Archer T2U AC600 - DINOBYTE',
    );
    apart(
      'Adaptador USB WIFI Tp-Link Archer T2U Plus AC600 Dual Band 2.4 - 5Ghz 600Mbps',
      'Adaptador USB WIFI Tp-Link Archer T2U AC600 Dual Band 2.4 - 5Ghz 600Mbps',
    );
  });
});

describe('edition words written many ways', () => {
  it("reads Logitech's Lightsync as RGB, and keeps colours apart", () => {
    together(
      { name: 'Mouse Logitech G203 Lightsync Black', sku: '910-005793' },
      'Mouse Logitech G203 Lightsync RGB Black',
    );
    apart('Mouse Logitech G203 Lightsync RGB White', 'Mouse Logitech G203 Lightsync RGB Black');
  });

  it("reads Wi-Fi generations written joined or apart ('WIFI6E', 'Wifi 6e'; 'WIFI7', 'Wifi 7')", () => {
    together(
      'Motherboard Gigabyte B850M Gaming X Wifi 6e DDR5 AM5',
      'Mother Gigabyte B850M GAMING X WIFI6E DDR5 AM5',
    );
    together('Mother Gigabyte X870 EAGLE WIFI7 AM5', 'Mother Gigabyte X870 Eagle Wifi 7 Am5');
    together(
      'Mother Gigabyte X870 AORUS ELITE WIFI7 ICE AM5',
      'Mother Gigabyte X870 Aorus Elite Wifi 7 Ice Am5',
    );
  });

  it('reads Low Profile written out or as LP, on cards of one maker', () => {
    together('Vga Msi OC RTX 3050 6GB GDDR6 Low Profile', 'Placa De Video GeForce RTX 3050 6Gb Msi LP Oc');
    apart(
      'Vga Msi OC RTX 3050 6GB GDDR6 Low Profile',
      'Placa de Video MSI GeForce RTX 3050 6GB GDDR6 Ventus 2X OC',
    );
  });

  it("reads a heatsink however a store shortens it ('c/disip', 'Disipado'), and 'W.D.' as WD", () => {
    together(
      'SSD W.D. Black SN850X 1TB M.2 Gen4 7300mb/s c/disip',
      'Disco Solido Ssd M.2 Wd 1tb Black Sn850x 7300mb/s Gen4 C/disipador',
      'Disco SSD M2 WD Black 1Tb SN850X 7300MB/S Disipador NVME WDS100T2XHE',
      {
        name: 'Disco Solido Nvme Western Digital Black SN850X 1TB Disipado - DINOBYTE',
        storeName: 'dinobyte_ar',
      },
    );
    together('SSD W.D. Black SN850X 1TB M.2 Gen4 7300mb/s', {
      name: 'Disco Solido Nvme Western Digital Black SN850X 1TB Gen4 - DINOBYTE',
      storeName: 'dinobyte_ar',
    });
    apart(
      'Disco SSD M2 WD Black 1Tb SN850X 7300MB/S Disipador NVME WDS100T2XHE',
      'Disco SSD M2 WD Black 1Tb SN850X 7300MB/S NVME WDS100T2X0E',
    );
    apart(
      'SSD W.D. Black SN850X 1TB M.2 Gen4 7300mb/s c/disip',
      'SSD W.D. Black SN850X 1TB M.2 Gen4 7300mb/s',
    );
  });
});

describe('what a name leaves open and is certain is known', () => {
  it('fills a drive interface when its line has one interface and one form', () => {
    together(
      { name: 'Disco Solido Crucial BX500 1TB - DINOBYTE', storeName: 'dinobyte' },
      'SSD Crucial BX500 1TB Sata',
    );
    together(
      { name: 'Disco Solido Kingston KC600 512GB - DINOBYTE', storeName: 'dinobyte' },
      'Disco SSD Kingston KC600 512GB Sata',
    );
    together(
      { name: 'Disco Solido Kingston DC600M 4TB - DINOBYTE', storeName: 'dinobyte' },
      'Disco SSD Kingston DC600M 4TB Sata',
    );
  });

  it('fills nothing for a line sold in two forms (A400: 2.5" and M.2)', () => {
    apart('Disco Sólido SSD Kingston 480GB A400 500MB/s', 'Disco SSD Kingston 480Gb A400 SATA3');
    apart(
      { name: 'Disco Solido Kingston A400 240GB - DINOBYTE', storeName: 'dinobyte' },
      'MES DEL GAMER Disco SSD Kingston 240GB A400 SATA3',
    );
  });

  it("takes a board's memory from the entry both names link to", () => {
    together('Mother Gigabyte B760M-D3HP LGA1700', 'Motherboard Gigabyte B760M D3HP DDR5 S1700');
    together(
      'Mother Gigabyte B760M-D3HP WIFI6 LGA1700',
      'Mother Gigabyte B760M D3HP WIFI6 DDR5 (12/13/14va Gen) LGA1700',
    );
    // The maker's DDR4 board is another entry, and another product.
    apart('Mother Gigabyte B760M-D3HP LGA1700', 'Mother Gigabyte B760M D3HP DDR4 (12/13/14va Gen) LGA1700');
  });

  it('takes an AM5 board as DDR5, whether the name says so or not', () => {
    together(
      'Mother ASUS PRIME A620M-K AM5 DDR5',
      'Mother Asus Prime A620M-K AM5',
      'Mother Asus A620M-K Prime',
    );
    together(
      'MOTHER ASUS PRIME X870-P WIFI AM5 DDR5 (PRIME X870-P WIFI)',
      'Mother Asus Prime X870-P WIFI AM5',
      'Mother Asus Prime X870-P WIFI DDR5 AM5',
    );
  });

  it("reads no detail from the other products a store lists after the name ('(Similar 480GB 512GB)')", () => {
    together(
      { name: 'Disco Solido SSD 480GB Hiksemi Wave SATA III (Similar 500GB 512GB)', storeName: 'maximus' },
      'Disco SSD Hiksemi 480Gb Wave SATA3',
    );
    together(
      {
        name: 'Disco Solido SSD 500GB Kingston NV3 M.2 NVMe PCIe x4 4.0 (Similar 480GB 512GB)',
        storeName: 'maximus',
      },
      'SSD Kingston NV3 500GB M.2 Gen4 5000mb/s',
      'Disco Solido Ssd M2 Pci-E Nvme 500Gb Kingston Nv3',
    );
  });

  it('keeps BULK drives apart from boxed ones', () => {
    apart('Disco Sólido SSD M.2 Kingston 2TB NV3 6000MB/s NVMe PCI-E Gen4 x4 BULK', {
      name: 'Disco Solido Nvme Kingston Nv3 2TB Gen4 - DINOBYTE',
      storeName: 'dinobyte',
    });
  });
});
