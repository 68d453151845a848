/**
 * What shoppers call the same thing. Each group is a set of equivalent words or phrases, written
 * unaccented and lower-case; a query containing any of them matches listings naming any other.
 * Both engines read these groups (the PostgreSQL engine expands queries; Meilisearch gets them as
 * its synonyms setting). Keep groups tight: a synonym widens every query that contains it.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  [
    'placa de video',
    'tarjeta de video',
    'tarjeta grafica',
    'placa grafica',
    'gpu',
    'vga',
    'graphics card',
    'video card',
  ],
  ['memoria', 'memoria ram', 'ram', 'memory'],
  ['fuente', 'fuente de alimentacion', 'fuente de poder', 'psu', 'power supply'],
  ['mother', 'motherboard', 'placa madre', 'mainboard', 'mobo'],
  ['procesador', 'cpu', 'processor'],
  ['disco solido', 'disco de estado solido', 'ssd', 'unidad de estado solido'],
  ['disco rigido', 'disco duro', 'hdd', 'hard drive', 'hard disk'],
  ['gabinete', 'case', 'chasis'],
  [
    'refrigeracion liquida',
    'water cooler',
    'watercooler',
    'watercooling',
    'water cooling',
    'aio',
    'liquid cooler',
    'liquid cooling',
    'enfriamiento liquido',
  ],
  ['disipador', 'cooler', 'heatsink', 'cpu cooler', 'cooler cpu', 'air cooler'],
  ['pasta termica', 'grasa termica', 'thermal paste'],
  ['teclado', 'keyboard'],
  ['mouse', 'raton'],
  ['auriculares', 'headset', 'auricular', 'headphones', 'audifonos', 'vincha'],
  // Stores write 'wireless' where shoppers write 'inalámbrico' (each form: a phrase matches words as typed).
  ['inalambrico', 'inalambrica', 'inalambricos', 'inalambricas', 'wireless'],
  ['kit', 'combo'],
  ['mecanico', 'mecanica', 'mechanical'],
  ['monitor', 'pantalla'],
  ['parlantes', 'parlante', 'altavoces', 'altavoz', 'speakers', 'speaker', 'bocina', 'bocinas'],
  ['notebook', 'laptop'],
  ['nvidia', 'geforce'],
  ['wifi', 'wi fi'],
  ['micro sd', 'microsd', 'tarjeta de memoria', 'memory card', 'tarjeta micro sd'],
  // Stores write 'Gamer' and 'Gaming' alike ('Silla Gamer', 'Headset Gaming').
  ['gamer', 'gaming'],
  ['silla', 'chair', 'sillon'],
  ['curvo', 'curva', 'curved'],
  // LG's and ASRock's white OLED panels are OLED panels.
  ['oled', 'woled'],
  ['mousepad', 'mouse pad', 'pad mouse', 'padmouse', 'pad', 'alfombrilla'],
  ['webcam', 'camara web'],
  ['joystick', 'gamepad', 'joypad', 'controlador de juego', 'control de juego', 'mando', 'controller'],
  ['pendrive', 'pen drive', 'memoria usb', 'flash drive'],
  // What shoppers call other things stores sell beside parts, in Spanish or English, as the stores name them.
  ['microfono', 'microphone'],
  ['volante', 'racing wheel', 'steering wheel'],
  ['placa de red', 'tarjeta de red', 'adaptador de red', 'network card', 'network adapter'],
  ['placa wifi', 'tarjeta wifi', 'adaptador wifi', 'wifi adapter'],
  ['placa de sonido', 'tarjeta de sonido', 'sound card'],
  ['ventilador', 'ventiladores', 'fan', 'fans'],
  ['estabilizador', 'regulador de tension', 'regulador de voltaje', 'avr'],
  ['zapatilla electrica', 'zapatilla', 'regleta', 'power strip'],
  ['hub', 'concentrador'],
  ['conversor', 'converter'],
  ['adaptador', 'adapter'],
  ['cargador', 'charger'],
  ['power bank', 'powerbank', 'cargador portatil', 'bateria externa', 'bateria portatil'],
  ['lectora', 'grabadora', 'lectograbadora', 'unidad optica', 'lector optico'],
  ['barra de sonido', 'soundbar'],
  ['cable de poder', 'cable power', 'cable de alimentacion', 'cable interlock', 'power cable'],
  ['aro de luz', 'anillo de luz', 'aro led', 'ring light'],
  ['tira led', 'tira de led', 'tira de luces', 'led strip'],
  ['alargue', 'prolongador', 'extension electrica'],
  ['silla de oficina', 'silla de escritorio', 'silla ergonomica', 'office chair'],
  ['escritorio gamer', 'mesa gamer', 'gaming desk'],
  ['lentes vr', 'gafas vr', 'visor vr', 'anteojos vr', 'realidad virtual', 'vr headset'],
  ['mini pc', 'minipc', 'nuc'],
  ['teclado numerico', 'pad numerico', 'numpad', 'keypad'],
  ['microfono corbatero', 'microfono lavalier', 'lavalier'],
  ['pad termico', 'almohadilla termica', 'thermal pad'],
  ['usb c', 'usbc', 'tipo c', 'type c'],
  ['in ear', 'intraaural', 'intraaurales'],
  ['carry disk', 'carry', 'caddy', 'enclosure', 'gabinete externo', 'caja externa'],
  ['consola', 'console'],
  ['bobina', 'rollo'],
  ['funda', 'estuche', 'sleeve'],
  ['maletin', 'bolso', 'portafolio', 'laptop bag'],
  ['pedalera', 'pedales', 'pedals'],
  ['apoya munecas', 'apoyamunecas', 'reposamunecas', 'wrist rest'],
  ['splitter', 'spliter', 'divisor'],
  ['tester', 'probador'],
  ['lampara', 'lamp'],
  ['freidora', 'freidora de aire', 'air fryer'],
  ['aspiradora', 'vacuum'],
  ['cerradura', 'smart lock'],
  ['antena', 'antenna'],
  ['pc', 'computadora', 'pc de escritorio', 'desktop', 'ordenador'],
  ['tarjeta sd', 'memoria sd', 'sd card'],
  ['tv box', 'android tv box', 'smart tv box'],
  ['bateria', 'battery'],
  ['mochila', 'backpack'],
  ['lector de tarjetas', 'card reader'],
  ['tablet', 'tableta'],
  ['celular', 'smartphone', 'telefono celular'],
  ['smartwatch', 'reloj inteligente'],
  ['proyector', 'projector'],
  ['televisor', 'tv', 'television', 'smart tv'],
  [
    'camara de seguridad',
    'camara ip',
    'camara de vigilancia',
    'security camera',
    'camara wifi',
    'camara wi fi',
  ],
  ['access point', 'punto de acceso'],
  // A range extender is Wi-Fi by what it is: stores seldom say so ('Extensor de Rango Mercusys MW300RE').
  [
    'repetidor',
    'extensor',
    'extensor de rango',
    'range extender',
    'repeater',
    'repetidor wifi',
    'repetidor de wifi',
    'extensor wifi',
    'extensor de wifi',
    'wifi extender',
  ],
  // A switch's or hub's ports ('Switch Tenda SG108M 8 Port').
  ['puerto', 'puertos', 'port', 'ports', 'bocas'],
  ['cable de red', 'cable utp', 'patch cord', 'cable ethernet'],
  // Not 'cam link': the index stems 'Camara' to 'cam'.
  ['capturadora', 'placa capturadora', 'placa de captura', 'capture card', 'camlink'],
  // An uninterruptible power supply ('no break' in much of Latin America).
  ['ups', 'no break', 'nobreak'],
  ['tkl', 'tenkeyless'],
  ['pcie', 'pci e', 'pci express'],
  ['ergonomico', 'ergonomica', 'ergonomicos', 'ergonomic'],
  // True-wireless earbuds, as makers name them ('Redmi Buds 6 Active' wireless, 'Netmak Earbuds Bluetooth'): in-ear
  // and wireless both (HyperX's Cloud Earbuds have a cable).
  [
    'tws',
    'true wireless',
    'earbuds bluetooth',
    'earbuds wireless',
    'earbuds inalambricos',
    'buds bluetooth',
    'buds wireless',
    'buds inalambricos',
  ],
  // A portable drive is what stores call an external one ('Disco Solido Externo …').
  ['portable', 'externo', 'externa'],
  [
    'cooler para notebook',
    'cooler notebook',
    'notebook cooler',
    'laptop cooler',
    'base para notebook',
    'base notebook',
    'base refrigerante',
  ],
  [
    'brazo para monitor',
    'brazo monitor',
    'soporte para monitor',
    'soporte de monitor',
    'soporte monitor',
    'monitor arm',
  ],
  ['tableta grafica', 'tableta digitalizadora', 'tablet grafica', 'pen tablet', 'drawing tablet'],
  // Makers written glued or apart ('Coolermaster' / 'Cooler Master', 'Tp-Link' / 'TPLink'), or by their initials.
  ['cooler master', 'coolermaster'],
  ['western digital', 'wd'],
  ['hyperx', 'hyper x'],
  ['tp link', 'tplink'],
  ['be quiet', 'bequiet'],
  ['steelseries', 'steel series'],
  ['deepcool', 'deep cool'],
  ['lian li', 'lianli'],
  ['id cooling', 'idcooling'],
  // Colours as stores write them, in Spanish or English ('Gabinete … White', 'Mouse … Negro').
  ['blanco', 'blanca', 'white'],
  ['negro', 'negra', 'black'],
  ['rosa', 'pink'],
  ['azul', 'blue'],
  ['gris', 'gray', 'grey'],
];

/**
 * Members whose words, apart, name other things: they match only together and in order, as written ('pen
 * tablet' is no 'Tab … Pen Plus', 'placa de red' no 'Placa … Red Devil', 'cable de red' no 'Teclado c/Cable …
 * Red'). Every other member of several words matches wherever its words stand: stores put words between
 * ('Adaptador USB WIFI', 'Auricular Wireless … Buds').
 */
export const EXACT_PHRASES: ReadonlySet<string> = new Set([
  'pen tablet',
  'drawing tablet',
  'placa de red',
  'tarjeta de red',
  'cable de red',
  'air cooler',
  'power strip',
  'mini pc',
  'camara wifi',
  'tarjeta de memoria',
  'memory card',
]);

/** Graphics tablets stores name by their maker's line ('Tablet Wacom One', 'Wacom Cintiq …'), not a maker's pen alone. */
const GRAPHICS_TABLET_LINES = [
  'tablet wacom',
  'wacom one',
  'wacom intuos',
  'wacom cintiq',
  'tablet huion',
  'tablet xp pen',
];

/**
 * Makers' gaming lines and gaming-only brands, from the makers' own sites: ASUS's Republic of Gamers, Gigabyte's
 * AORUS, Lenovo's Legion, HP's Omen and Victus, Acer's Nitro and Predator, Dell's Alienware, Trust's GXT,
 * Cooler Master's Caliber chairs, AKRacing chairs, HyperX and Razer.
 */
const GAMING_LINES = [
  'rog', 'republic of gamers', 'aorus', 'legion', 'omen', 'victus', 'nitro', 'predator', 'alienware', 'gxt',
  'caliber', 'akracing', 'ak racing', 'hyperx', 'razer',
]; // prettier-ignore
const GAMING_DESKS = GAMING_LINES.map((line) => `escritorio ${line}`);

/**
 * What a shopper's phrase also asks for, one way: a Wi-Fi adapter is a network adapter ('placa de red'),
 * but one asking for a Wi-Fi adapter does not want a wired card. The phrase's own group, if any, still
 * applies; these phrases are added to it when the phrase is typed.
 */
export const ONE_WAY_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  'tableta grafica': GRAPHICS_TABLET_LINES,
  'tableta digitalizadora': GRAPHICS_TABLET_LINES,
  'tablet grafica': GRAPHICS_TABLET_LINES,
  'pen tablet': GRAPHICS_TABLET_LINES,
  'drawing tablet': GRAPHICS_TABLET_LINES,
  'placa de red': [
    'placa wifi',
    'adaptador wifi',
    'wifi usb',
    'adaptador usb',
    'wifi pcie',
    'red pcie',
    'red usb',
  ],
  'camara de seguridad': [
    'camara bullet',
    'camara domo',
    'camara dome',
    'camara turret',
    'camara hikvision',
    'camara hilook',
    'camara dahua',
    'camara ezviz',
    'camara tapo',
    'camara imou',
  ],
  // An Argentine 'fuente' of a notebook is its charger.
  'fuente para notebook': ['cargador notebook', 'cargador para notebook', 'cargador de notebook'],
  'fuente de notebook': ['cargador notebook', 'cargador para notebook', 'cargador de notebook'],
  'fuente notebook': ['cargador notebook', 'cargador para notebook', 'cargador de notebook'],
  // A USB-C port is a USB port ('Hub Argomtech 5 en 1 tipo C').
  usb: ['tipo c', 'type c'],
  // A maker asked alone also names its lines that stores write without it ('Adaptador de Red Archer TBE400E').
  'tp link': ['archer', 'deco', 'tapo', 'omada'],
  tplink: ['archer', 'deco', 'tapo', 'omada'],
  // Stores write 'Portátil' of portable things (a power bank, a speaker, a projector), never of a notebook; a
  // shopper writing it means a notebook.
  portatil: ['notebook', 'laptop'],
  kingston: ['fury', 'canvas', 'datatraveler', 'valueram', 'kvr'],
  steelseries: ['qck', 'arctis', 'aerox'],
  // Lenovo writes IdeaPad 'IP' ('Notebook Lenovo IP Slim 3').
  ideapad: ['ip slim', 'ip gaming', 'ip flex', 'ip pro'],
  // A dongle is a USB adapter ('dongle bluetooth': 'Adaptador Bluetooth USB …').
  dongle: ['adaptador'],
  // HP's laser printers are LaserJets.
  laser: ['laserjet'],
  // A gaming product is often named by its maker's gaming line alone ('Silla Trust GXT 712', 'Notebook Lenovo
  // Legion 5', 'Monitor Acer Nitro'): lines and brands that make gaming products only.
  gamer: GAMING_LINES,
  gaming: GAMING_LINES,
  // (A gaming desk is asked as a phrase of its own: its 'gamer' finds the lines too.)
  'escritorio gamer': GAMING_DESKS,
  'mesa gamer': GAMING_DESKS,
  'gaming desk': GAMING_DESKS,
  // ADATA's gaming brand: stores often write the maker and the XPG line's name.
  xpg: ['adata lancer', 'adata gammix', 'adata spectrix', 'adata vento', 'adata caster', 'adata levante'],
};

/** The same groups as Meilisearch wants them: every member maps to all the others; one-way phrases added. */
export function synonymMap(
  groups: readonly (readonly string[])[] = SYNONYM_GROUPS,
  oneWay: Readonly<Record<string, readonly string[]>> = groups === SYNONYM_GROUPS ? ONE_WAY_SYNONYMS : {},
): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const group of groups) {
    for (const member of group) {
      const others = group.filter((m) => m !== member);
      map[member] = [...new Set([...(map[member] ?? []), ...others])];
    }
  }
  for (const [phrase, also] of Object.entries(oneWay))
    map[phrase] = [...new Set([...(map[phrase] ?? []), ...also])];
  return map;
}
