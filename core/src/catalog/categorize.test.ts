import { describe, expect, it } from 'vitest';
import { CATEGORY, categorize } from './categorize';

const {
  mothers,
  procesadores,
  placasDeVideo,
  monitores,
  perifericos,
  almacenamiento,
  fuentes,
  memoriasRam,
  gabinetes,
  refrigeracion,
  otras,
  sinCategoria,
} = CATEGORY;

/**
 * Real listing names, copied verbatim (typos, HTML entities and store suffixes included), each with
 * the category a shopper would look in, checked by hand. Sources, relative to /work:
 * - shared/real-world/matching/ar-dev.jsonl: Argentine hardware stores;
 * - franco66272/Comparador @33737a48 : <store>.json: the full store files ar-dev.jsonl was drawn from,
 *   for the categories ar-dev.jsonl lacks (peripherals, cases, cooling, PCs, notebooks, bundles, …);
 * - shared/real-world/chile-hardware and shared/real-world/tiendanube: Chilean and Argentine stores.
 */
// prettier-ignore
const REAL_NAMES: [name: string, category: number][] = [
  // Motherboards
  // shared/real-world/matching/ar-dev.jsonl
  ["Mother Asus (am4) Prime A520m-k", mothers],
  ["Mother ASUS PRIME A520M-K AM4 (3ERA/4TA/5TA GEN)", mothers],
  ["Mother Asus Prime A520m-k Csm Am4", mothers],
  ["MOTHER ASUS (AM4) PRIME A520M-K CSM", mothers],
  ["Mother Gigabyte A520M-K V2 AM4", mothers],
  ["Motherboard Gigabyte A520M-K V2 AM4", mothers],
  ["Mother Gigabyte (am5) B650m Gaming Plus Wf", mothers],
  ["MOTHER GIGABYTE B760M DS3H AX DDR5 LGA1700", mothers],
  ["Motherboard Gigabyte Lga1700 B760M Ds3H Ax Ddr4", mothers],
  ["Mother Gigabyte B760M DS3H AX V2 DDR5 (12/13/14va Gen) LGA1700", mothers],
  ["Motherboard Gigabyte (lga1700) B760m Ds3h Ddr4", mothers],
  // franco66272/Comparador @33737a48 : clickgaming_com_ar.json
  ["MB ASUS AM5 PRIME A620M-K DDR5 BOX M-ATX", mothers],
  // Procesadores
  // shared/real-world/matching/ar-dev.jsonl
  ["Micro Procesador AMD Ryzen 5 5500 4.2 GHz Turbo (OEM) S/Cooler – AM4", procesadores],
  ["MICRO AMD RYZEN 5 5600GT C/VIDEO C/COOLER AM4 SIMIL 5600G", procesadores],
  ["Microprocesador AMD RYZEN 5 5600X AM4", procesadores],
  ["Procesador AMD Ryzen 5 7600X 5.3GHz Turbo AM5 - No incluye Cooler - C/VIDEO", procesadores],
  ["AMD CPU RYZEN 5 7600X TRAY", procesadores],
  ["Procesador AMD Ryzen 5 8400F 4.7GHz Turbo AM5 Wraith Stealth Cooler", procesadores],
  ["Procesador Amd Ryzen 5 8400f Am5 S/video Tray (sin Cooler Y Sin Caja)", procesadores],
  ["Microprocesador AMD RYZEN 7 5700 S/VIDEO C/COOLER", procesadores],
  ["CPU AMD RYZEN 7 5700X AM4 65W TRAY SIN COOLER", procesadores],
  ["Proces. AMD Ryzen 7 5800XT AM4 (8 Core) SIN VIDEO sin cooler (7818)", procesadores],
  ["PROCESADOR AMD (AM5) RYZEN 7 7700X3D", procesadores],
  ["Procesador Intel Core I3 12100 Socket 1700 Tray S/cooler S/caja", procesadores],
  ["Microprocesador Intel Core i3 12100 (Bulk)", procesadores],
  ["CPU INTEL CORE I3-12100F ALDERLAKE S1700 BOX", procesadores],
  // franco66272/Comparador @33737a48 : maximus.json
  ["Micro Intel I5-14400 4.7Ghz 20Mb S.1700", procesadores],
  // Placas de video
  // shared/real-world/matching/ar-dev.jsonl
  ["PLACA DE VIDEO ASROCK RX9060XT 8GB OC STEEL LEGEND WHITE", placasDeVideo],
  ["Placa de Video ASUS DUAL GeForce RTX 5060 8GB GDDR7 OC ADVANCED", placasDeVideo],
  ["VIDEO GEFORCE RTX 3050 6GB ASUS DUAL", placasDeVideo],
  ["Placa de Video ASUS NVIDIA GeForce DUAL RTX5070 O12G GDDR7", placasDeVideo],
  ["VIDEO RADEON RX 9070 XT 16GB ASUS PRIME GAMING OC", placasDeVideo],
  ["VGA ASUS T1 RTX 5060TI 8GB OC", placasDeVideo],
  ["Vga Msi Ventus 3X OC RTX 5070 Ti 16GB", placasDeVideo],
  ["Vga Powercolor Reaper RX 9060XT 16GB GDDR6", placasDeVideo],
  ["GIGABYTE NVIDIA GeForce RTX 5070 EAGLE OC ICE SFF 12G", placasDeVideo],
  ["MSI GEFORCE RTX 3050 VENTUS 2X 6G OC", placasDeVideo],
  ["Placa MSI GeForce RTX 5060 ti 8G SHADOW 2X OC plus", placasDeVideo],
  ["Placa de Video Peladn Nvidia Geforce RTX 3050 8GB GDDR6", placasDeVideo],
  ["PLACA DE VIDEO ZOTAC RTX 5050 8GB TWIN EDGE", placasDeVideo],
  // franco66272/Comparador @33737a48 : hardcorecomputacion_com_ar.json
  ["Vga Inno3D Twin x2 RTX5050 8GB GDDR7", placasDeVideo],
  // franco66272/Comparador @33737a48 : liontech_gaming_com.json
  ["VGA ASUS RX 9060 XT DUAL 16GB", placasDeVideo],
  // Monitores
  // shared/real-world/matching/ar-dev.jsonl
  ["Monitor Gamer Gigabyte 24,5\" Gs25f2a 240hz 1ms Fhd", monitores],
  ["Monitor GIGABYTE 25″ Edge FHD GS25F2A – 240hz 1ms", monitores],
  ["Monitor Gamer Gigabyte 27 Gs27fc-sa", monitores],
  ["Monitor Gamer Curvo Gigabyte Gs27fc 180hz 1ms", monitores],
  ["MONITOR 27 GIGABYTE CURVO GS27FC 180Hz Full HD 1ms", monitores],
  ["Monitor Gamer Gigabyte Gaming Mo27q28g Oled 27 Pulgadas 280hz", monitores],
  ["Monitor Gamer 27\" Gigabyte Oled Qhd 280Hz 0.03Ms MO27Q28G", monitores],
  ["Monitor Gamer LG 27&quot; 27GS75Q-B IPS 2K QHD 180HZ OC 200HZ", monitores],
  ["Monitor LG 32GS85Q-B 31.5 QHD NanoIPS 180hz", monitores],
  ["MONITOR LG 32 GAMER 32GS85Q-B NANO IPS QHD 180Hz", monitores],
  // Periféricos (a keyboard-and-mouse combo or kit is peripherals)
  // franco66272/Comparador @33737a48 : quantum.json
  ["Mouse Teros TE-1222S c/cable Black", perifericos],
  ["Teclado c/Cable LOGITECH K120 Negro", perifericos],
  ["AURICULAR TRUST PRIMO", perifericos],
  ["Auricular LOGITECH H111 Negro", perifericos],
  ["Joystick LOGITECH F710 Gris", perifericos],
  ["WEBCAM GENIUS FACECAM 1000X V2 BLACK", perifericos],
  ["Cámara Web LOGITECH C920S", perifericos],
  ["Parlante GENIUS SP-Q160 Negro", perifericos],
  ["MOUSEPAD RAZER GIGANTUS V2 XXL", perifericos],
  ["Combo Teclado y Mouse Inalambrico Teros TE-4062N 2.4Ghz Black", perifericos],
  ["Kit Teclado y Mouse HP USB", perifericos],
  // franco66272/Comparador @33737a48 : katech_com_ar.json
  ["MICROFONO TRUST EXXO STREAMING GXT 256", perifericos],
  ["COMBO TECLADO Y MOUSE GENIUS KM-160 USB", perifericos],
  // franco66272/Comparador @33737a48 : shopgamer_com_ar.json
  ["Volante Logitech G29 Racing Force Feedback PS5 PS4 PC", perifericos],
  // franco66272/Comparador @33737a48 : fullh4rd_com_ar.json
  ["KIT TECLADO Y MOUSE LOGITECH MK120 920-004428", perifericos],
  // shared/real-world/chile-hardware/spdigital/page-*.html (Chilean store, 2016)
  ["Audífonos Ozone BLAST OCELOTE 7.1", perifericos],
  ["Mousepad Razer Megasoma Hard-Soft Hybrid Mat", perifericos],
  ["MousePad Gamer Ozone, Diseño Team Origen", perifericos],
  // Almacenamiento
  // shared/real-world/matching/ar-dev.jsonl
  ["Disco Solido Nvme Adata Legend 860 1T Gen4 - DINOBYTE", almacenamiento],
  ["HD SSD 1TB ADATA LEGEND 860 M.2 NVME GEN4 6000MB/S 2280", almacenamiento],
  ["Disco SSD M.2 ADATA XPG 1TB Legend 860 NVMe Gen4", almacenamiento],
  ["Disco Interno SSD CRUCIAL P3 1TB M.2 NVMe PCIe 3.0 3500MB/s", almacenamiento],
  ["SSD Crucial P3 Plus 2TB M.2 Gen4 5000mb/s", almacenamiento],
  ["Disco Sólido SSD M.2 Kingston 2TB NV3 6000MB/s NVMe PCI-E Gen4 x4 BULK", almacenamiento],
  ["Almacenamiento Disco Solido SSD NVMe Kingston 2TB NV3 PCIe 4.0 M.2 SNV3S/2000G", almacenamiento],
  ["Disco solido Kingston 4TB NV3 PCIe NVME", almacenamiento],
  ["SSD NVMe WD M.2 500gb G4 Black Sn770 (2230) Bulk", almacenamiento],
  ["Disco SSD WD Blue 1Tb SN5000 5150MB/S Gen4 NVME", almacenamiento],
  // franco66272/Comparador @33737a48 : quantum.json
  ["HD Seagate Externo 2Tb USB 3.0 Expansion Black", almacenamiento],
  ["Pen Drive Lexar JumpDrive V40 16GB USB 2.0 Negro", almacenamiento],
  ["Tarjeta de Memoria ADATA Premier microSDXC 64GB UHS-I U1 A1 V10 100MB/s c/adaptador", almacenamiento],
  // Fuentes
  // shared/real-world/matching/ar-dev.jsonl
  ["FUENTE CORSAIR 750W CX750M 80 PLUS BRONZE MODULAR", fuentes],
  ["Fuente CORSAIR CX-M Series CX750M 750W ATX 3.1 Cybenetics Bronze Semi-Modular", fuentes],
  ["Fuente Gigabyte GP-P550SS 550W 80 Plus Silver", fuentes],
  ["Fuente Certificada Gigabyte 550W 80 Plus Silver Black GP-P550SS", fuentes],
  ["Fuente 650W Gigabyte P650G 80 Plus Gold", fuentes],
  ["Fuente Gigabyte Gp 650W SS 80Plus Silver - DINOBYTE", fuentes],
  ["Fuente Certificada Gigabyte 750W 80 Plus Bronze GP-P750BS", fuentes],
  ["Fuente Gigabyte 750w P750bs 80 Plus Bronze", fuentes],
  // franco66272/Comparador @33737a48 : quantum.json
  ["FUENTE SFX 500W 20+4 SATA", fuentes],
  // franco66272/Comparador @33737a48 : thegamershop_com_ar.json
  ["FUENTE GAMER AUREOX 550W BRONZE 80+PSU", fuentes],
  // Memorias RAM
  // shared/real-world/matching/ar-dev.jsonl
  ["MEMORIA RAM 16GB DDR4 3200 CORSAIR VENGEANCE LPX", memoriasRam],
  ["Memoria RAM DDR4 CORSAIR 8GB 3200MHz Vengeance LPX", memoriasRam],
  ["MEMORIA RAM UDIMM CORSAIR VENGEANCE LPX 8GB DDR4 3200MHZ C16 1.35V (1X8GB) – BLACK", memoriasRam],
  ["Memoria Corsair DDR4 8GB 3200MHz Vengeance RGB PRO", memoriasRam],
  ["Memoria RAM Corsair 16Gb (2x8Gb) DDR4 3600Mhz Vengeance RGB RS", memoriasRam],
  ["Memoria Ddr4 8gb Ddr4 3200mhz Corsair Vengeance Rgb Rs", memoriasRam],
  ["Memoria Ram UDIMM KINGSTON Fury Beast 16GB DDR5 5200MHz CL40 1.25V Single Negro", memoriasRam],
  ["Ddr5 16Gb Kingston 5600Mhz Cl36 Fury Beast Black", memoriasRam],
  ["Memoria RAM Kingston Fury Beast 16GB 6800 Mhz DDR5 White - AMD Expo & XMP Intel", memoriasRam],
  ["MEMORIA XPG 16GB 16A DDR4 3200 D35", memoriasRam],
  ["Memoria Adata DDR4 8GB 3600MHz XPG Spectrix D35G RGB White", memoriasRam],
  // franco66272/Comparador @33737a48 : quantum.json
  ["Memoria SODIMM Fury DDR4 8GB 3200MHz Impact Negra", memoriasRam],
  ["MEMORIA PATRIOT VIPER XTREME 5 DDR5 32GB 7000MT/S CL32 BLK HS DUAL KIT PE001039", memoriasRam],
  // Gabinetes (a case sold with its PSU is a case)
  // franco66272/Comparador @33737a48 : quantum.json
  ["GABINETE GAMER AUREOX SKOLL ARX 200G", gabinetes],
  ["Gabinete Teros TE-1036S Mid Tower Fans 120cm c/Fuente 250W Black", gabinetes],
  ["Gabinete c/fuente View 270 + 750w 80 Plus Gold (White Edition)", gabinetes],
  // franco66272/Comparador @33737a48 : shopgamer_com_ar.json
  ["Gabinete Gamer Asus Gt501 Tuf Gaming Case White", gabinetes],
  // franco66272/Comparador @33737a48 : insumosacuario_com_ar.json
  ["Gabinete Solarmax Cm-b600l 4x Fan Argb Pantalla Lcd 11.3 Negro", gabinetes],
  // franco66272/Comparador @33737a48 : gamingcity_com_ar.json
  ["Gabinete Tt Ceres 300 Tg Argb Black", gabinetes],
  // franco66272/Comparador @33737a48 : scphardstore_com.json
  ["Gabinete THERMALTAKE Ceres 300 TG x2 Fans ARGB x1 Fan Black", gabinetes],
  // franco66272/Comparador @33737a48 : maximus.json
  ["Gabinete Corsair 3200D RS ARGB Black", gabinetes],
  // franco66272/Comparador @33737a48 : katech_com_ar.json
  ["GAB ASUS A31 PLUS TG ARGB WHITE V TEMPLADO", gabinetes],
  // franco66272/Comparador @33737a48 : rockethard_com_ar.json
  ["Kit Gabinete Melody Mkg-550", gabinetes],
  // Refrigeración
  // franco66272/Comparador @33737a48 : quantum.json
  ["COOLER CPU RAIDMAX AC902K PWM ARGB", refrigeracion],
  ["COOLER PARA GABINETE COOLER MASTER MF120 LITE ARGB", refrigeracion],
  ["WATER COOLER CPU RAIDMAX INFINITA LS240 ARGB WHITE", refrigeracion],
  // franco66272/Comparador @33737a48 : slot_one_com_ar.json
  ["COOLER CPU COOLER MASTER HYPER 612 APEX WHITE", refrigeracion],
  // franco66272/Comparador @33737a48 : insumosacuario_com_ar.json
  ["Disipador Cpu Por Aire Intel Amd- Thermaltake Ux200 Se Argb", refrigeracion],
  // franco66272/Comparador @33737a48 : katech_com_ar.json
  ["PASTA TERMICA METALICA NISUTA 5CC", refrigeracion],
  ["KIT FAN COOLERS GAMEMAX RB300 3 X FANS ARGB 12CM", refrigeracion],
  // franco66272/Comparador @33737a48 : compragamer.json
  ["Cooler CPU Be Quiet! LIGHT LOOP 360mm ARGB Water Cooler", refrigeracion],
  // franco66272/Comparador @33737a48 : silverhard_com.json
  ["FAN Cooler CORSAIR RS120 ARGB Black", refrigeracion],
  // franco66272/Comparador @33737a48 : universosgamers_com_ar.json
  ["Watercooler 360mm Cougar Poseidon", refrigeracion],
  // franco66272/Comparador @33737a48 : liontech_gaming_com.json
  ["CPU COOLER ASTRIA 400 AIR 6 PIPE SYNC", refrigeracion],
  // Otras: complete PCs, notebooks with an RTX, bundles of several components, chairs, cables, adapters, network, power, consoles
  // franco66272/Comparador @33737a48 : katech_com_ar.json
  ["PC GAMER AMD RYZEN 5 5500 16GB 480GB SSD RX 7600 700W", otras],
  ["PC GAMER AMD RYZEN 5 9600 A620 16GB 1TB RX 7600 700W 80 PLUS", otras],
  ["PC GAMER AMD RYZEN 5 5600GT A520 16GB 480GB SSD GABINETE KIT", otras],
  ["ROUTER MERCUSYS MW302R 300MBPS N 2 ANT", otras],
  // franco66272/Comparador @33737a48 : fullh4rd_com_ar.json
  ["PC ARMADA AMD RYZEN 5 3400G+A520+8GB+SSD 240GB+GABINETE KIT", otras],
  ["COMBO AMD RYZEN 7 9800X3D+B850", otras],
  // franco66272/Comparador @33737a48 : maximus.json
  ["PC Armada AMD Ryzen 3 5300G 16GB 512GB", otras],
  // franco66272/Comparador @33737a48 : quantum.json
  ["MINI PC ASUS CELERON N4500 BAREBONE (S/RAM - S/SSD)", otras],
  ["Notebook Lenovo LOQ 15IAX9E FHD I5 8GB 512GB RTX3050 NI", otras],
  ["Notebook MSI Thin 15 B13VE Intel I5-13420H 15.6\" 16GB DDR4 (2 x8GB) 512GB NVMe, RTX 4050 W11 Home", otras],
  ["SILLA GAMER RAIDMAX DK-925WT BLANCA", otras],
  ["SILLA GAMER TRUST GXT714 RUYA ECO BLACK", otras],
  ["ESCRITORIO TRUST GXT700 OMNIUS", otras],
  ["Cable Fuente Cooler Master 24 Pines ATX p/Adaptador", otras],
  ["UPS Estabilizador APC Back BV 1000VA", otras],
  ["Estabilizador Automatico FVR FORZA 2200VA 1100W", otras],
  ["SOPORTE GPU ESTANDAR (72mm-120mm)", otras],
  ["Impresora Pantum P2509W Laser", otras],
  // franco66272/Comparador @33737a48 : shopgamer_com_ar.json
  ["All In One Touch 3Nstar 15.6\" Intel N97 8Gb 240Ssd Negro Wifi Bt Sin Sistema Operativo", otras],
  ["Adaptador Kelyx Hdmi A Vga 1080P C/Audio", otras],
  ["Consola Xbox Series X Digital 4K 1Tb Ssd White", otras],
  // franco66272/Comparador @33737a48 : compufanstore_com_ar.json
  ["Notebook Gamer Hp Victus 15.6 I5 Rtx 3050 8gb Ram Ssd 512gb", otras],
  // franco66272/Comparador @33737a48 : liontech_gaming_com.json
  ["Notebook Gamer ASUS ROG Strix G16 Ryzen 9 8940HX 32GB RAM 1TB SSD RTX 5070 8GB 16″ 165Hz W11H", otras],
  ["kit de Limpieza xtech 20 en 1", otras],
  // franco66272/Comparador @33737a48 : insumosacuario_com_ar.json
  ["Combo Procesador Amd Ryzen 5 5600gt + Mother A520m-k V2 + 8g", otras],
  // franco66272/Comparador @33737a48 : compragamer.json
  ["Kit Mother Asrock B850 RIPTIDE WIFI + Procesador AMD Ryzen 5 9600X 5.4GHz Turbo AM5 - No Incluye Cooler", otras],
  ["Adaptador de Red Tp-Link TL-WN823N WIFI USB 300Mbps", otras],
  ["Tablet Lenovo Tab 10.1\" (1920x1200) Octa-Core 4GB 128GB + Lenovo Estuche Folio", otras],
  // franco66272/Comparador @33737a48 : xt_pc_com_ar.json
  ["COMBO ASUS VIDEO RADEON RX 9070 XT 16GB TUF OC + FUENTE 750W TUF 80 PLUS GOLD", otras],
  // franco66272/Comparador @33737a48 : hypergaming_com_ar.json
  ["Kit Cables Mallados Rosa Xigmatek", otras],
  // franco66272/Comparador @33737a48 : clickgaming_com_ar.json
  ["CABLE HDMI 1,5 MTS V1.4 FILTROS FULL HD", otras],
  // franco66272/Comparador @33737a48 : hardcorecomputacion_com_ar.json
  ["Hub Targus USB 3.0 4 Puertos", otras],
  // franco66272/Comparador @33737a48 : puertominero.json
  ["SOPORTE PLACA DE VIDEO — HEXA CS:GO BLANCO", otras],
  // shared/real-world/chile-hardware/spdigital/page-*.html (Chilean store, 2016)
  ["Cable De Seguridad Naranja Safe Pro Con Llave", otras],
  ["Router Linksys Wi-Fi  WRT54GL 2.4GHz", otras],
  // shared/real-world/chile-hardware/pcfactory/page-*.html (Chilean store, 2016)
  ["Celular Alcatel 1050 Prepago Claro", otras],
  ["Smartphone Galaxy J1 Ace Dual core 4GB 4,3\" Android 4.4 Negro Liberado", otras],
  // Sin Categoria: not hardware we can place
  // franco66272/Comparador @33737a48 : gamingcity_com_ar.json
  ["En stock", sinCategoria],
  // franco66272/Comparador @33737a48 : shopgamer_com_ar.json
  ["Cricut Mug Press - Maquina Para Sublimacion De Tazas", sinCategoria],
  // shared/real-world/chile-hardware/spdigital/page-*.html (Chilean store, 2016)
  ["CAMISETA OFICIAL DARK HORSE 2016 TALLA L", sinCategoria],
  // shared/real-world/chile-hardware/pcfactory/page-*.html (Chilean store, 2016)
  ["SIM Prepago Entel", sinCategoria],
  // shared/real-world/tiendanube/https___bahamasstore_com_ar_productos_.json (a clothes store)
  ["JOGGIN MOM CREEL", sinCategoria],
  // shared/real-world/tiendanube/banvak_html.json (a clothes store)
  ["Giftcard", sinCategoria],
];

/** Store categories from the menus of shared/real-world/chile-hardware, with real names from the table's sources. */
// prettier-ignore
const HINTED: [hints: string[], name: string, category: number][] = [
  // the store's category wins over the name
  [['Refrigeración CPU'], 'Adaptador COOLER MASTER Hyper 212 AM5', refrigeracion],
  [['Gabinetes con Fuente'], 'Kit Gabinete con Fuente Thermaltake The Tower 600 Black + TP GF A3 1200W Gold', gabinetes],
  [['Memoria RAM Notebook'], 'Memoria SODIMM Fury DDR4 8GB 3200MHz Impact Negra', memoriasRam],
  [['Componentes > Placas de Video'], 'GIGABYTE NVIDIA GeForce RTX 5070 EAGLE OC ICE SFF 12G', placasDeVideo],
  // a category naming a product that is not a component gives 'Otras', whatever the name says
  [['Notebooks'], 'Notebook Lenovo LOQ 15IAX9E FHD I5 8GB 512GB RTX3050 NI', otras],
  [['Computadores y Notebooks'], 'Notebook MSI Thin 15 B13VE Intel I5-13420H 15.6" 16GB DDR4 (2 x8GB) 512GB NVMe, RTX 4050 W11 Home', otras],
  [['Sillas Gamer'], 'SILLA GAMER RAIDMAX DK-925WT BLANCA', otras],
  [['PC Armadas'], 'PC ARMADA AMD RYZEN 5 3400G+A520+8GB+SSD 240GB+GABINETE KIT', otras],
  [['Kits Notebooks'], 'Notebook Gamer Hp Victus 15.6 I5 Rtx 3050 8gb Ram Ssd 512gb', otras],
  // a category naming a component beats one that does not, in any order and in breadcrumbs
  [['Notebooks', 'Memoria RAM Notebook'], 'Memoria SODIMM Fury DDR4 8GB 3200MHz Impact Negra', memoriasRam],
  [['Computadores y Notebooks > Discos Notebooks'], 'HD Seagate Externo 2Tb USB 3.0 Expansion Black', almacenamiento],
  // bundles of one kind of product
  [['Kit Teclados Mouse'], 'Kit Teclado y Mouse HP USB', perifericos],
  [['Combos Teclado / Mouse'], 'COMBO TECLADO Y MOUSE GENIUS KM-160 USB', perifericos],
  // a category that names nothing leaves it to the name; with no match in the name either, 'Otras'
  [['Componentes para Notebooks'], 'Memoria SODIMM Fury DDR4 8GB 3200MHz Impact Negra', memoriasRam],
  [['Conectividad'], 'Router Linksys Wi-Fi  WRT54GL 2.4GHz', otras],
  [['Conectividad'], 'TP-Link Adaptador USB Inalámbrico de Alta Ganancia 150Mbps TL-WN722N 4dBi antena desmontable', otras],
  [[], 'TP-Link Adaptador USB Inalámbrico de Alta Ganancia 150Mbps TL-WN722N 4dBi antena desmontable', sinCategoria],
];

describe('categorize', () => {
  it.each(REAL_NAMES)('files %s under category %i', (name, category) => {
    expect(categorize([], name)).toEqual([category]);
  });

  it('checks at least 150 real names, 8 or more in every category (a few Sin Categoria)', () => {
    expect(REAL_NAMES.length).toBeGreaterThanOrEqual(150);
    expect(new Set(REAL_NAMES.map(([name]) => name)).size).toBe(REAL_NAMES.length);
    for (const id of Object.values(CATEGORY)) {
      const count = REAL_NAMES.filter(([, category]) => category === id).length;
      expect(count, `category ${id}`).toBeGreaterThanOrEqual(id === sinCategoria ? 3 : 8);
    }
  });

  it.each(HINTED)('with the store categories %j files %s under category %i', (hints, name, category) => {
    expect(categorize(hints, name)).toEqual([category]);
  });

  it('lets a store category decide what the name alone would file elsewhere', () => {
    const name =
      'Notebook Gamer ASUS ROG Strix G16 Ryzen 9 8940HX 32GB RAM 1TB SSD RTX 5070 8GB 16″ 165Hz W11H';
    expect(categorize([], name)).toEqual([otras]);
    expect(categorize(['Placas de Video'], name)).toEqual([placasDeVideo]);
    expect(categorize(['Notebooks'], name)).toEqual([otras]);
  });

  it('keeps earliest-match-wins among component words', () => {
    expect(categorize([], 'Cooler para procesador')).toEqual([refrigeracion]);
    expect(categorize([], 'Procesador con cooler')).toEqual([procesadores]);
    expect(categorize([], 'Gabinete con fuente')).toEqual([gabinetes]);
    expect(categorize([], 'Fuente para gabinete')).toEqual([fuentes]);
  });

  it('knows the product type only at the start of a name', () => {
    // franco66272/Comparador @33737a48 : gezatek_com_ar.json
    expect(
      categorize([], 'Memoria RAM Corsair 16GB DDR4 SODIMM 3200Mhz CL22 1.2V Vengeance NOTEBOOK'),
    ).toEqual([memoriasRam]);
    expect(categorize([], 'Mouse Logitech inalámbrico para PC y notebook')).toEqual([perifericos]);
    expect(categorize([], 'OUTLET - Notebook con RTX 4060')).toEqual([otras]);
  });

  it('gives Sin Categoria for no hints and no match, and Otras when hints match nothing', () => {
    expect(categorize([], 'Gift Card $50.000')).toEqual([sinCategoria]);
    expect(categorize(['Regalos'], 'Gift Card $50.000')).toEqual([otras]);
  });
});
