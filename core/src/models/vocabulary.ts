/**
 * What the model-key extractor knows about computer hardware as Argentine stores name it. Everything
 * is written the way `name-tokens.ts` leaves text: unaccented, lower-case, multi-word brands joined.
 * Keep these lists about the products themselves; a word missing here makes a key stricter (a missed
 * grouping), never looser, except where a list says otherwise.
 */

/** Canonical brand → the spellings stores use (after normalization). */
export const BRAND_ALIASES: Record<string, string[]> = {
  acer: ['acer', 'predator'],
  adata: ['adata', 'xpg'],
  aerocool: ['aerocool'],
  afox: ['afox'],
  amd: ['amd'],
  antec: ['antec'],
  aoc: ['aoc'],
  apc: ['apc'],
  arctic: ['arctic'],
  arktek: ['arktek'],
  asrock: ['asrock'],
  asus: ['asus', 'rog'],
  benq: ['benq', 'zowie'],
  bequiet: ['bequiet'],
  biostar: ['biostar'],
  colorful: ['colorful'],
  coolermaster: ['coolermaster'],
  corsair: ['corsair'],
  cougar: ['cougar'],
  crucial: ['crucial'],
  deepcool: ['deepcool'],
  dell: ['dell', 'alienware'],
  evga: ['evga'],
  gainward: ['gainward'],
  galax: ['galax', 'kfa2'],
  gamemax: ['gamemax'],
  gigabyte: ['gigabyte', 'aorus'],
  gskill: ['gskill'],
  hiksemi: ['hiksemi'],
  hp: ['hp'],
  hyperx: ['hyperx'],
  inno3d: ['inno3d'],
  intel: ['intel'],
  kingston: ['kingston'],
  lenovo: ['lenovo'],
  lexar: ['lexar'],
  lg: ['lg'],
  lianli: ['lianli'],
  // Astro is Logitech's headset line ('Astro A50X', 'Logitech G Astro A50 X').
  logitech: ['logitech', 'astro'],
  maxsun: ['maxsun'],
  montech: ['montech'],
  msi: ['msi'],
  netac: ['netac'],
  noctua: ['noctua'],
  nvidia: ['nvidia'],
  nzxt: ['nzxt'],
  palit: ['palit'],
  patriot: ['patriot'],
  peladn: ['peladn'],
  philips: ['philips'],
  pny: ['pny'],
  powercolor: ['powercolor'],
  razer: ['razer'],
  redragon: ['redragon'],
  samsung: ['samsung'],
  sandisk: ['sandisk'],
  sapphire: ['sapphire'],
  seagate: ['seagate'],
  seasonic: ['seasonic'],
  sentey: ['sentey'],
  aula: ['aula'],
  irok: ['irok'],
  royalkludge: ['royalkludge'],
  dlink: ['dlink'],
  ezviz: ['ezviz'],
  eview: ['eview'],
  onix: ['onix'],
  sparkle: ['sparkle'],
  teamgroup: ['teamgroup', 'tforce'],
  thermaltake: ['thermaltake', 'tt'],
  raidmax: ['raidmax'],
  teros: ['teros'],
  toshiba: ['toshiba'],
  tplink: ['tplink'],
  viewsonic: ['viewsonic'],
  wd: ['wd'],
  xfx: ['xfx'],
  xiaomi: ['xiaomi'],
  zotac: ['zotac'],
  // more makers Argentine stores sell (cases, cooling, peripherals, networking, power)
  fractal: ['fractal'],
  phanteks: ['phanteks'],
  idcooling: ['idcooling'],
  thermalright: ['thermalright'],
  steelseries: ['steelseries'],
  genius: ['genius'],
  microsoft: ['microsoft'],
  mercusys: ['mercusys'],
  tenda: ['tenda'],
  nisuta: ['nisuta'],
  ugreen: ['ugreen'],
  lyonn: ['lyonn'],
  huawei: ['huawei'],
  glorious: ['glorious'],
  hyte: ['hyte'],
  gamdias: ['gamdias'],
  marvo: ['marvo'],
  noga: ['noga', 'noganet'],
  trust: ['trust'],
  kolke: ['kolke'],
  targus: ['targus'],
  dahua: ['dahua'],
  hikvision: ['hikvision'],
  epson: ['epson'],
  brother: ['brother'],
  canon: ['canon'],
  ubiquiti: ['ubiquiti'],
  forza: ['forza'],
  tgw: ['tgw'],
  vsg: ['vsg'],
  // makers several Argentine stores sell under their own names (peripherals, power, memory, printers)
  aureox: ['aureox'],
  elgato: ['elgato'],
  fantech: ['fantech'],
  gelid: ['gelid'],
  intco: ['intco'],
  jbl: ['jbl'],
  kingdian: ['kingdian'],
  lnz: ['lnz'],
  magnumtech: ['magnumtech'],
  memox: ['memox'],
  netmak: ['netmak'],
  pantum: ['pantum'],
  raptor: ['raptor'],
  segotep: ['segotep'],
  xtech: ['xtech'],
  // more makers the catalogs' names carry (peripherals, monitors, memory, cooling, cases, desks, consoles)
  arkham: ['arkham'],
  atk: ['atk'],
  flexispot: ['flexispot'],
  formulav: ['formulav'],
  genesis: ['genesis'],
  jonsbo: ['jonsbo'],
  sony: ['sony'],
  thermalgrizzly: ['thermalgrizzly'],
  vrx: ['vrx'],
};

/** Multi-word brand and line spellings joined into one token before splitting ("cooler master"). */
export const JOINED_SPELLINGS: [RegExp, string][] = [
  [/\bcooler\s*-?\s*master\b/g, 'coolermaster'],
  // Genius's SlimStar keyboards and E-View's monitors, as stores write them ('Slim Star', 'E.VIEW').
  [/\bslim\s*-?\s*star\b/g, 'slimstar'],
  [/\be\s*[-.]?\s*view\b/g, 'eview'],
  [/\bwestern\s+digital\b/g, 'wd'],
  [/\blian\s*-?\s*li\b/g, 'lianli'],
  [/\btp\s*-?\s*link\b/g, 'tplink'],
  [/\bd\s*-?\s*link\b/g, 'dlink'],
  [/\bweb\s*-?\s*cam\b/g, 'webcam'],
  [/\bpen\s*-?\s*drive\b/g, 'pendrive'],
  // 'Cámara Web', 'Camara Webcam', 'Webcam Camara Web': a webcam named by its kind twice.
  [/\bcamara\s+web\b/g, 'webcam'],
  [/\b(?:camara\s+)?webcam(?:\s+(?:camara|webcam))*\b/g, 'webcam'],
  // Thermaltake's 'TT eSports'.
  [/\btt\s*-?\s*esports\b/g, 'thermaltake'],
  [/\bthermal\s*-?\s*grizzly\b/g, 'thermalgrizzly'],
  [/\bformula\s*-?\s*v\b/g, 'formulav'],
  // A mouse's weight class, not Ultra edition: 'Ultra Liviano', 'Ultralight'.
  [/\bultra\s*-?\s*(?:liviano|livianos|light|lightweight)\b/g, 'ultraliviano'],
  // Wi-Fi as a store shortens it on boards ('EAGLE WF6E', 'ELITE WF7').
  [/\bwf6e\b/g, 'wifi6e'],
  [/\bwf7\b/g, 'wifi7'],
  [/\broyal\s*-?\s*kludge\b/g, 'royalkludge'],
  [/\bmagnum\s*-?\s*tech\b/g, 'magnumtech'],
  // Intel's 'Raptor Lake' is a CPU generation, not the Raptor brand.
  [/\braptor\s*-?\s*lake\b/g, 'raptorlake'],
  [/\bg\s*\.?\s*skill\b/g, 'gskill'],
  [/\bteam\s*-?\s*group\b/g, 'teamgroup'],
  [/\bt\s*[-.]?\s*force\b/g, 'tforce'],
  [/\blow\s*-?\s*profile\b/g, 'lp'],
  [/\bdual\s*-?\s*band\b/g, 'dualband'],
  [/\b(?:with\s+|w\/\s*)?heat\s*-?\s*sink\b/g, 'heatsink'],
  // Stores shorten it to fit: 'c/disip', 'Disipado', 'Disi'.
  [/\b(?:disipador|disipado|disip|disi)\b/g, 'disipador'],
  // Brands written with dots: 'W.D. Black'.
  [/\bw\.\s*d\.(?=\s)/g, 'wd'],
  [/\bbe\s+quiet!?/g, 'bequiet'],
  [/\bhyper\s*-?\s*x\b/g, 'hyperx'],
  [/\bpower\s*color\b/g, 'powercolor'],
  [/\bred\s+devil\b/g, 'reddevil'],
  [/\bred\s+dragon\b/g, 'reddragon'],
  [/\bsteel\s+legend\b/g, 'steellegend'],
  [/\btwin\s+edge\b/g, 'twinedge'],
  [/\bnitro\s*\+/g, 'nitroplus'],
  [/\bmicro\s*-?\s*sd(hc|xc)?\b/g, 'microsd'],
  [/\bso\s*-?\s*dimm\b/g, 'sodimm'],
  [/\bwi\s*-?\s*fi\b|\bwf\b/g, 'wifi'],
  [/\bgift\s*card\b/g, 'giftcard'],
  [/\bid\s*-?\s*cooling\b/g, 'idcooling'],
  [/\bvalue\s*-?\s*ram\b|\bvalueram\b/g, 'kvr'],
  [/\bfractal\s+design\b/g, 'fractal'],
  [/\bsteel\s*series\b/g, 'steelseries'],
  [/\busb\s*-?\s*c\b|\btipo\s*-?\s*c\b/g, 'usbc'],
  [/\bfull\s+hd\b/g, 'fhd'],
  [/\bmid\s*-?\s*tower\b/g, 'midtower'],
  [/\bmini\s*-?\s*tower\b/g, 'minitower'],
  [/\bfull\s*-?\s*tower\b/g, 'fulltower'],
  [/\bmini\s*-?\s*itx\b/g, 'itx'],
  [/\bmicro\s*-?\s*atx\b/g, 'matx'],
  // A silent edition in Spanish ('MK295 Silencioso' is the 'MK295 Silent').
  [/\bsilencios[oa]s?\b/g, 'silent'],
  // And a Comfort one ('MK345 Confort').
  [/\bconfort\b/g, 'comfort'],
  [/\bvidrio\s+templado\b/g, 'vidriotemplado'],
  [/\btempered\s+glass\b/g, 'vidriotemplado'],
  [/\blow\s+profile\b/g, 'lowprofile'],
  [/\bplaca\s+madre\b/g, 'mother'],
  [/\bplacas?\s+de\s+video\b/g, 'video'],
  [/\btarjetas?\s+(de\s+)?(video|grafica)\b/g, 'video'],
  [/\btarjeta\s+de\s+regalo\b/g, 'giftcard'],
  [/\b(refrigeracion|enfriamiento)\s+liquida\b/g, 'watercooler'],
  [/\bwater\s*-?\s*cool(er|ing)\b/g, 'watercooler'],
  [/\bfuente\s+de\s+(alimentacion|poder)\b/g, 'fuente'],
];

/** Words of each kind of product, earliest in the name wins ("Cooler para procesador" is a cooler). */
export const KIND_WORDS: Record<string, readonly string[]> = {
  system: [
    'pc',
    'computadora',
    'notebook',
    'laptop',
    'netbook',
    'ultrabook',
    'combo',
    'equipo',
    'allinone',
    'aio pc',
  ],
  gpu: ['video', 'vga', 'gpu', 'grafica'],
  cpu: ['procesador', 'microprocesador', 'micro', 'cpu', 'proces'],
  ram: ['memoria', 'memorias', 'ram', 'dimm', 'udimm', 'sodimm'],
  storage: ['disco', 'ssd', 'hdd', 'hd', 'nvme', 'pendrive', 'microsd', 'almacenamiento'],
  motherboard: ['mother', 'motherboard', 'mainboard', 'mobo'],
  psu: ['fuente', 'psu'],
  monitor: ['monitor', 'pantalla'],
  cooler: ['cooler', 'disipador', 'watercooler', 'ventilador', 'fan', 'fans', 'pasta', 'aio'],
  case: ['gabinete', 'case', 'chasis'],
  peripheral: [
    'mouse',
    'mouses',
    'teclado',
    'auricular',
    'auriculares',
    'headset',
    'webcam',
    'parlante',
    'parlantes',
    'joystick',
    'mousepad',
    'pad',
    'raton',
    'gamepad',
    'joypad',
    'presentador',
    'presenter',
    // a game controller ('Controlador De Juego … Para PC' is not a computer)
    'controlador',
    'controller',
  ],
};

/** A listing that is never the same product in another store (a store's own gift card or service). */
export const STORE_OWN_WORDS = new Set([
  'giftcard', 'voucher', 'servicio', 'service', 'armado', 'instalacion', 'reparacion', 'seña', 'sena', 'anticipo',
  // second-hand: the same model, but not the same offer
  'usado', 'usada', 'usados', 'reacondicionado', 'reacondicionada', 'refurbished', 'openbox', 'exhibicion',
]); // prettier-ignore

/** Store boilerplate and words that describe rather than identify, for every kind. */
export const GENERIC_NOISE = new Set([
  // Spanish connectors and letters left by "c/video", "s/cooler"
  'de', 'del', 'la', 'el', 'los', 'las', 'y', 'e', 'o', 'u', 'con', 'sin', 'para', 'por', 'en', 'a', 'al', 'c', 's',
  'mas', 'que', 'the', 'and', 'with', 'for', 'only', 'solo',
  // store boilerplate
  'nuevo', 'nueva', 'oferta', 'ofertas', 'promo', 'promocion', 'envio', 'gratis', 'cuotas', 'interes', 'stock',
  'disponible', 'entrega', 'inmediata', 'original', 'originales', 'oficial', 'importado', 'nacional', 'sellado',
  'liquidacion', 'outlet', 'hot', 'sale', 'cyber', 'black friday', 'reacondicionado', 'local', 'mes', 'meses',
  // a store's category written before the name ('Perifericos Mouse …', 'Refrigeracion Cooler …', 'Varios …')
  'perifericos', 'periferico', 'refrigeracion', 'varios',
  // descriptions
  'edition', 'edicion', 'version', 'series', 'serie', 'modelo', 'model', 'gamer', 'gamers', 'juegos', 'alto',
  'rendimiento', 'potente', 'ideal', 'compatible', 'nuevo', 'ultimo', 'generacion', 'gen', 'tecnologia',
  'led', 'rgb', 'argb', 'iluminacion', 'luces', 'luz', 'usb', 'cable', 'cableado',
  'pc', 'computadora', 'escritorio', 'desktop',
  'nucleos', 'nucleo', 'core', 'cores', 'hilos', 'threads', 'turbo', 'boost', 'cache',
]); // prettier-ignore

/** Lines of graphics card partners (board makers), and words that make another card of a line. */
export const GPU_LINE_WORDS = new Set([
  // ASUS
  'dual', 'tuf', 'strix', 'astral', 'prime', 'proart', 'ko', 'phoenix', 'turbo', 'expedition', 'evo', 'tuf',
  // MSI
  'ventus', 'shadow', 'inspire', 'suprim', 'liquid', 'aero', 'mech', 'armor', 'trio', 'vanguard', 'expert',
  'gaming', 'slim',
  // Gigabyte
  'eagle', 'windforce', 'aorus', 'elite', 'master', 'xtreme', 'vision', 'waterforce',
  // Zotac, Palit, Gainward, PNY, Galax, Inno3D
  'twinedge', 'twin', 'amp', 'extreme', 'airo', 'trinity', 'solid', 'infinity', 'stormx', 'jetstream', 'gamerock',
  'gamingpro', 'ghost', 'phantom', 'python', 'verto', 'xlr8', 'epic', 'uprising', 'click', 'ex', 'sg', 'ichill',
  'compact', 'boomstar', 't1',
  // Low-profile cards, a line of their own at every maker ('LP', 'Low Profile').
  'lp',
  // EVGA, Sapphire, PowerColor, XFX, ASRock, others
  'xc', 'ftw3', 'sc', 'pulse', 'nitroplus', 'nitro', 'pure', 'toxic', 'fighter', 'hellhound', 'reddevil',
  'reddragon', 'reaper', 'spectral', 'swft', 'swft210', 'swft309', 'qick', 'merc', 'speedster', 'challenger',
  'steellegend', 'taichi', 'creator', 'battleax', 'igame', 'vulcan', 'ultra', 'mini', 'swift', 'mercury',
  'quicksilver', 'noctua',
  // Intel Arc boards: ONIX's Odyssey and Lumi, Sparkle's Titan, ROC and ORC
  'odyssey', 'lumi', 'titan', 'roc', 'orc',
]); // prettier-ignore

/** Words that make another card of the same line ('Eagle OC ICE SFF' is not 'Eagle OC'). */
export const GPU_MODIFIER_WORDS = new Set([
  'sff',
  'plus',
  'advanced',
  'lowprofile',
  'lp',
  'lhr',
  'max',
  'pro',
  'x',
]);

/** VRAM of chips sold with one memory size only: a card that leaves it out is still decided. */
export const SINGLE_VRAM_GB: Record<string, number> = {
  gt1030: 2, gtx1650: 4, gtx1660super: 6, gtx1660ti: 6, rtx3060ti: 8, rtx3070: 8, rtx3070ti: 8, rtx4060: 8,
  rtx4070: 12, rtx4070super: 12, rtx4070ti: 12, rtx4070tisuper: 16, rtx4080: 16, rtx4080super: 16, rtx4090: 24,
  rtx5050: 8, rtx5060: 8, rtx5070: 12, rtx5070ti: 16, rtx5080: 16, rtx5090: 32, rx6600: 8, rx6650xt: 8,
  rx6700xt: 12, rx6750xt: 12, rx6800: 16, rx6800xt: 16, rx7600: 8, rx7600xt: 16, rx7700xt: 12, rx7800xt: 16,
  rx7900gre: 16, rx7900xt: 20, rx7900xtx: 24, rx9070: 16, rx9070xt: 16,
}; // prettier-ignore

/** Lines of memory modules. */
export const RAM_LINE_WORDS = new Set([
  'fury', 'beast', 'renegade', 'impact', 'valueram', 'kvr', 'vengeance', 'lpx', 'rs', 'pro', 'dominator', 'platinum',
  'titanium', 'gammix', 'spectrix', 'lancer', 'caster', 'blade', 'viper', 'steel', 'elite', 'venom', 'xtreme',
  'tforce', 'delta', 'vulcan', 'xtreem', 'nighthawk', 'trident', 'ripjaws', 'aegis', 'flare', 'sniper', 'royal',
  'neo', 'ballistix', 'basics', 'predator', 'shadow', 'rgb', 'value', 'signature', 'oc', 'ii', 'iii', 'iv',
]); // prettier-ignore

/**
 * Words of memory names that describe the module rather than its line. Every other word of a memory
 * name counts as its line (precision first: Hiksemi Future is not Hiksemi Sword).
 */
export const RAM_NOISE_WORDS = new Set([
  'memoria', 'memorias', 'ram', 'dimm', 'udimm', 'sodimm', 'notebook', 'laptop', 'portatil', 'pc', 'desktop',
  'escritorio', 'single', 'dual', 'channel', 'kit', 'xmp', 'expo', 'bulk', 'oem', 'tray', 'unbuffered', 'non',
  'gaming', 'gamer', 'disipador', 'heatsink', 'hs', 'latencia', 'voltaje', 'modulo', 'modulos', 'simil', 'intel',
  'amd', 'ready', 'compatible', 'profile', 'perfil', 'mhz', 'mts', 'gb', 'sin', 'con', 'unidad', 'unidades',
  'cl', 'cas', 'v', 'nnet', 'lp', 'low', 'ddr', 'mt', 'blister',
]); // prettier-ignore

/** A line word that always comes with another one, whether or not the store writes it. */
/** A graphics card line word that always comes with another one (Gigabyte's Master and Elite are Aorus). */
export const IMPLIED_GPU_LINE_WORDS: Record<string, Record<string, string>> = {
  gigabyte: { master: 'aorus', elite: 'aorus', xtreme: 'aorus' },
  asus: { strix: 'rog', astral: 'rog' },
};

/** Memory lines only one maker sells: a name with the line and no maker ('Memoria Ram Ddr5 16gb Fury Beast') is its. */
export const RAM_LINE_MAKERS: Record<string, string> = {
  fury: 'kingston',
  kvr: 'kingston',
  vengeance: 'corsair',
  dominator: 'corsair',
  trident: 'gskill',
  ripjaws: 'gskill',
};

export const IMPLIED_LINE_WORDS: Record<string, string> = {
  lpx: 'vengeance',
  beast: 'fury',
  renegade: 'fury',
  impact: 'fury',
  gammix: 'xpg',
  spectrix: 'xpg',
  lancer: 'xpg',
  caster: 'xpg',
};

/** Words of storage names that describe the drive, not the model (models are NV3, KC3000, Legend 860…). */
export const STORAGE_NOISE_WORDS = new Set([
  'disco', 'solido', 'rigido', 'duro', 'interno', 'interna', 'externo', 'externa', 'ssd', 'hdd', 'hd', 'nvme', 'sata',
  'sataiii', 'iii', 'pcie', 'pci', 'express', 'gen', 'm.2', 'm2', 'almacenamiento', 'unidad', 'estado', 'drive',
  'internal', 'external', 'portatil', 'nas', 'surveillance', 'videovigilancia', 'vigilancia', 'enterprise', 'similar',
  'memoria', 'flash', 'lectura', 'escritura', 'velocidad', 'pendrive', 'microsd', 'adaptador', 'clase', 'class',
  'uhs', 'tarjeta', 'cache', 'buffer', 'bulk', 'oem', 'pc', 'notebook', 'laptop', 'ps5', 'consola', 'tipo',
  'dvr', 'nvr', 'cctv', 'camaras', 'server', 'servidor',
  // The flash a drive is built of ('3D NAND'), and 'Solid' of 'Solid State': descriptions, not models.
  'nand', 'solid',
]); // prettier-ignore

/**
 * Series words a maker puts before every model of a line, which stores keep or drop: ADATA's 'Ultimate'
 * SU drives, ViewSonic's 'Elite' gaming monitors (the XG models). Not an edition of that maker's model.
 */
export const MAKER_SERIES_WORDS: Record<string, readonly string[]> = {
  adata: ['ultimate'],
  viewsonic: ['elite'],
};

/**
 * Colours as stores write them → the colour they name. Black is what a product is when none is said. No
 * prototype: a name's word 'constructor' is no colour.
 */
export const COLOURS: Record<string, string> = Object.assign(Object.create(null) as Record<string, string>, {
  negro: 'black', negra: 'black', black: 'black', blk: 'black', neg: 'black',
  blanco: 'white', blanca: 'white', blanc: 'white', white: 'white', ice: 'white', snow: 'white',
  rosa: 'pink', pink: 'pink', rojo: 'red', roja: 'red', azul: 'blue', gris: 'gray', gray: 'gray', grey: 'gray',
  plata: 'silver', plateado: 'silver', silver: 'silver', verde: 'green', violeta: 'purple', lila: 'purple',
  amarillo: 'yellow', naranja: 'orange', celeste: 'lightblue', rose: 'pink',
  yellow: 'yellow', orange: 'orange', blue: 'blue', purple: 'purple', lilac: 'purple', mint: 'mint', menta: 'mint',
  // Makers' colour names: Logitech's 'Bluegrey' and 'Graphite', Genius's 'Dark Brown' and 'Pine Wood', Corsair's 'Carbon'.
  bluegrey: 'blue+gray', bluegray: 'blue+gray', graphite: 'graphite', grafito: 'graphite', grafite: 'graphite', brown: 'brown',
  marron: 'brown', wood: 'wood', madera: 'wood', carbon: 'carbon',
}); // prettier-ignore

/** PSU efficiency certificates ("80 Plus Bronze"): compared, never required. */
export const PSU_RATINGS = new Set(['bronze', 'silver', 'gold', 'platinum', 'titanium']);
