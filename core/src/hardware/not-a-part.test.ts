import { describe, expect, it } from 'vitest';
import { readListingSpecs } from './reader';

// Trap families found by reading the open store catalogues (specs.dev-3.jsonl); each family is checked on
// real names from more than one store, so that a rule holds across stores rather than for one listing.
const kindOf = (nombre: string) => readListingSpecs({ nombre }).categoria;
const other = { categoria: 'other', especificaciones: {}, fuentes: {}, opendb: null };

describe('not one part: computers named by the parts they are built on', () => {
  it.each([
    // Notebooks opened by 'NB' / 'Not' or named by a mobile CPU (U/H/HX) and an OS.
    'NB HP 14 840 I5-1335U 16GB SSD512G W11PRO', // clickgaming
    'Nb Hp Victus R5-8645 15" 16gb/1tb Rtx3050 W11h', // hypergaming
    'Not Lenovo Ip S 15.6" Fhd R7 5825u 16gb Ssd512g', // hypergaming
    'Hp 250r G10 Intel Core 5 120u 16gb Ram Ddr5 512gb Ssd 15.6 Ceniza Oscuro', // insumosacuario
    'Asus Vivobook M3502R Ryzen 9 6900Hx 16Gb 1Tb Ssd 15.6 W11 Black', // shopgamer
    // All-in-ones and desktops: a CPU model with memory and disk sizes.
    'Lenovo ThinkCentre Neo 55a Ryzen 7 16GB 512GB 23.8" W11 Pro', // shopgamer
    'HP 205G4 AiO A3050U16gb Ram 512gb SSD (Outlet)', // insumosacuario
    'Des Neo 50S Gen 5, I5-14400, 8Gb, 512 Ssd, Free 3', // shopgamer
    // A build sheet between bars.
    'Ryzen 7 5700X | B550M | DDR4 16GB (2x8) | RTX 3070 | M.2 1TB | 750W 80+ Bronze | Mini ATX', // quantum
    // Servers, consoles and phones.
    'Server Dell PowerEdge R750 Dual Xeon Gold 512GB Ram', // hardcorecomputacion
    'SERVER DELL R760XS GOL 6526Y32GB 480 SSD H755', // katech
    'HPE ProLiant Compute DL380 Gen12 Servidor Rack 2U Xeon 6505P 64GB 2x480GB SSD', // shopgamer
    'Consola ROG Xbox Ally X Ryzen AI Z2 Extreme 24GB 1TB', // hardcorecomputacion
    'Consola Xbox Series X Digital 4K 1Tb Ssd White', // shopgamer
    'Motorola Moto E14 Dual Sim 64 Gb Lavanda 2 Gb Ram', // insumosacuario
  ])('%s', (nombre) => {
    expect(readListingSpecs({ nombre })).toEqual(other);
  });
});

describe('not one part: devices and accessories that carry a part word', () => {
  it.each([
    // Racing wheels and cockpits: 'GT' is not a GeForce GT.
    'Volante Fanatec Csl Elite Porsche Vision Gt Qr2 Para Pc, Ps4 Y Ps5', // armytech
    'SIMULADOR THERMALTAKE VOLANTE PREMIUM XRW-G1 GT PANTALLA TOUCH DISPLAY', // empeniogamer
    'Cockpit Simulador Next Level Racing F-GT Lite Plegable Ajustable Posicion GT y Formula NLR-S015', // quantum
    // Lights, stands and speakers for a monitor.
    'Luz Profesional Elgato Key Light Neo Compact Led Black 1000 Lumens C/soporte Monitor', // armytech
    'Next Level Free Standing Single Monitor Stand', // armytech
    'ACCESORIOS TRUST RETROILUMINACION PARA MONITOR VYBZ RGB GXT907', // quantum
    // Power adapters, chargers and strips called 'Fuente'/'PSU', and a device sold 'sin fuente'.
    'FUENTE DE ALIMENTACIÓN NISUTA CON 4 PUERTOS USB DE 4.4A', // katech
    'PSM150-DC Fuente 12V - 150W para OLT (7420)', // thegamershop
    'Fuente de alimentacion Zebra CA 100-240 V para Zebra Connect Cradle', // quantum
    'TIRA LED ARGB CORSAIR CABLES PSU', // katech
    'ROUTER-AP MIKROTIK RBD25G-5HPACQD2HPND SIN FUENTE', // katech
    // Memory cards, NAS boxes, M.2 adapters and heatsinks.
    'Memoria Microsdhc Philips 128gb W/adapter Clase 10', // rockethard
    'HDD NAS EZVIZ 1 BAHIA R5C R100 8F', // katech
    'Asustor Nas Mini Desk Flashstor 6 Fs6706T 6X Nvme', // shopgamer
    'SSD NVMe Extension Adaptador M.2 Universal', // netgaming
    'Disipador De Calor Para Discos M.2 Id-Cooling - DINOBYTE', // dinobyte
    // An SD card called 'Memoria', an external disk named by its line.
    'MEMORIA SD 128GB KINGSTON CLASE 10 CANVAS GO PLUS G4', // fullh4rd
    'Hdd 1T Ts Canvio Adv Black', // shopgamer
    // A notebook named by its disk and screen size; an M.2 enclosure named 'NVME M.2' with no capacity.
    'Hp 15-fc0025wm 1t Ssd De 15,6 Pulgadas, 8 Gb, Plata Natural. Plateado Natural', // insumosacuario
    'COOLER MASTER ORACLE AIR NVME M.2', // katech
    // A kit of a case, its PSU and a liquid cooler is more than a case with its PSU.
    'Kit Gabinete con Fuente Thermaltake The Tower 600 Black + TP GF A3 1200W Gold + LA360 ARGB', // shopgamer
  ])('%s', (nombre) => {
    expect(readListingSpecs({ nombre })).toEqual(other);
  });
});

describe('not one part: case fans sold as "Cooler"', () => {
  it.each([
    'Cooler Cooler Master Sickleflow Edge 120 Argb White', // insumosacuario
    'Cooler Thermaltake Ct120 Ex Argb Sync Magforce 2.0 Negro X3', // insumosacuario
    'COOLER ADATA XPG VENTO 120MM NEGRO ARGB', // katech
    'COOLER XPG HURRICANE 120 ARGB', // katech
    'Cooler Sentey F75 120MM + A-RGB + PWM', // liontech
  ])('%s', (nombre) => {
    expect(kindOf(nombre)).toBe('other');
  });

  it('reads a liquid cooler written "Warter" or "Waterforce" as liquid', () => {
    expect(
      readListingSpecs({ nombre: 'Warter Cooler Aorus Waterforce X II 240 Lga1700/am5 LCD Argb' })
        .especificaciones.tipo,
    ).toBe('liquido');
  });

  it('keeps CPU coolers that name a fan size, a fan or a radiator', () => {
    expect(
      readListingSpecs({ nombre: 'Cpu Cooler Aerocool Rave 3 Argb Lga1200 Am4 Am3 Am2 120mm' })
        .especificaciones,
    ).toEqual({
      tipo: 'aire',
      socketsSoportados: ['LGA1200', 'AM4', 'AM3', 'AM2'],
    });
    expect(kindOf('Cooler Thermaltake Ux500 Argb Blanco Con 1 Ventilador Cl-p14 - Blanco')).toBe('cooler');
    expect(kindOf('WaterCooler Id-Cooling Auraflow X 120')).toBe('cooler');
    expect(kindOf('Cooler CPU Watercooler Gamdias Chione P3-240U 240mm ARGB')).toBe('cooler');
  });
});

describe('parts next to the new trap words keep their type', () => {
  it.each([
    // A board names the CPUs it takes; a misspelt 'Motheboard' is still a board.
    ['Motheboard Msi X870e Gaming Plus Wifi Atx Con Amd Ryzen Negro', 'motherboard'], // megasoft
    ['Motherboard Gigabyte H810M S2H DDR5 LGA1851 para Intel Core Ultra', 'motherboard'], // quantum
    // A board opened by its maker: socket and chipset make it a board, not the RAM its 'DDR4' names.
    ['MSI (SOCKET LGA 1700) PRO B760M-E DDR4', 'motherboard'], // liontech
    ['ASUS (SOCKET AM5) PRIME X670-P WIFI', 'motherboard'], // quantum
    ['Gigabyte A520M K V2 AM4', 'motherboard'], // quantum
    ['MotherboardMSI PRO H610M-S DDR4 1700 (12va/13va/14va Gen) (8257)', 'motherboard'], // clickgaming
    // 'GAB' opens a case; 'sin fuente' does not make it a PSU; 'No Windows' is a panel.
    ['GAB GIGABYTE C102 GLASS SIN FUENTE', 'case'], // clickgaming
    ['Gab Thermaltake The Tower 600 White 2*Fan', 'case'], // clickgaming
    ['Gabinete THERMALTAKE Versa H17 Micro-ATX No Windows Black', 'case'], // scphardstore
    // Monitor model codes that look like notebook CPUs ('236U', '180hs').
    ['MONITOR 24" PERFRMANCE PF 236U FHD VGA HDMI', 'monitor'], // fullh4rd
    ['Monitor LED 24" CX 236U VGA HDMI', 'monitor'], // maximus
    ['Monitor 27" Xpg Rift Qhd 180hs Negro', 'monitor'], // noxiestore
    // Server parts are parts; an SSD's own heatsink is the SSD.
    ['HD SSD 1.92TB KINGSTON DC600M SATA III 2.5" P/SERVIDOR SEDC600M/1920G', 'storage'], // fullh4rd
    ['Memoria Lenovo ThinkSystem TruDDR5 de 16GB para servidor', 'ram'], // shopgamer
    ['Procesador Intel Xeon Silver 4310 12 Núcleos para Servidores', 'cpu'], // shopgamer
    ['DISCO SSD 2TB WD BLACK SN850X HEATSINK M2 NVME', 'storage'], // katech
    ['Disco Ssd M.2 Corsair 1Tb Mp600 Pro Lpx Pcie Gen4 X 4 Nvme P/Ps5 Black', 'storage'], // shopgamer
  ])('%s', (nombre, categoria) => {
    expect(kindOf(nombre)).toBe(categoria);
  });

  it('reads a case "sin fuente" as a case without PSU', () => {
    expect(readListingSpecs({ nombre: 'GAB GIGABYTE C102 GLASS SIN FUENTE' }).especificaciones).toEqual({
      fuenteIncluida: false,
    });
  });
});

// Goods outside computing that Spanish names with a part's word. The open store catalogues hold none, so
// these names are written as home, health and hardware stores write theirs, not taken from a listing.
describe('not a PC part at all: the other meanings of part words', () => {
  it.each([
    'Monitor de Bebé Motorola VM36XL Video 3.5"',
    'Baby Monitor Xiaomi Smart Camera 2K',
    'Monitor de Presión Arterial Digital Omron HEM-7120',
    'Disco de Freno Delantero Ventilado Fiat Palio',
    'Disco de Corte Metal 115mm Bosch x 10',
    'Procesadora de Alimentos Philips 700W 2 Velocidades',
    'Fuente para Control de Acceso 12V 3A con Gabinete',
    'Fuente de Agua para Mascotas 2L',
    'Gabinete Eléctrico Estanco IP65 30x40',
    'Placa de Yeso Durlock 12.5mm 1.20x2.40',
    'Cooler de Camping Rígido 25 Litros',
  ])('%s', (nombre) => {
    expect(readListingSpecs({ nombre })).toEqual(other);
  });

  it.each([
    ['Monitor Gamer Samsung Odyssey G5 27" 165Hz', 'monitor'],
    ['Disco Rígido WD Blue 1TB SATA 7200rpm', 'storage'],
    ['Procesador AMD Ryzen 5 7600 AM5', 'cpu'],
    ['Fuente de Alimentación Corsair CV650 80 Plus Bronze', 'psu'],
  ])('still a part: %s', (nombre, categoria) => {
    expect(kindOf(nombre)).toBe(categoria);
  });
});
