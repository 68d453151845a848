/**
 * Maps what stores call their categories (and product names) onto our 12 categories.
 * The one place these rules live: readers, spreadsheets and the demo catalog all use it.
 */
export const CATEGORY = {
  mothers: 1,
  procesadores: 2,
  placasDeVideo: 3,
  monitores: 4,
  perifericos: 5,
  almacenamiento: 6,
  fuentes: 7,
  memoriasRam: 8,
  gabinetes: 9,
  refrigeracion: 10,
  otras: 11,
  sinCategoria: 12,
} as const;

/** Words that name one of our component categories, matched on normalized text (no accents, lower case). */
const RULES: [RegExp, number][] = [
  [/\b(mother(board)?s?|placas? madres?|motherboards?|mobo|^mb)\b/, CATEGORY.mothers],
  [
    /\b(procesador(es)?|cpus?|processors?|ryzen|(core|intel) i[3579]|core ultra|athlon|pentium|celeron)\b/,
    CATEGORY.procesadores,
  ],
  [
    // 'VGA' is what many Argentine stores put before a graphics card; 'RTX5060' and 'RX 9060 XT' name one.
    /\b(placas? de video|tarjetas? (de )?video|gpus?|graphics? cards?|geforce|radeon|^vga\b|[rg]tx(?=\d|\b)|rx ?\d{3,4})/,
    CATEGORY.placasDeVideo,
  ],
  [/\b(monitor(es)?|pantallas?|displays?)\b/, CATEGORY.monitores],
  [/\b(memorias? ram|memorias?|ram|ddr[345]|dimm|sodimm)\b/, CATEGORY.memoriasRam],
  [
    /\b(almacenamiento|discos?( rigidos?| solidos?)?|ssds?|hdds?|nvme|m\.2|storage|pen ?drives?|^hd\b|tarjetas? de memoria|memorias? (micro ?)?sd(hc|xc)?|micro ?sd(hc|xc)?)\b/,
    CATEGORY.almacenamiento,
  ],
  [/\b(fuentes?( de (alimentacion|poder))?|psus?|power suppl(y|ies))\b/, CATEGORY.fuentes],
  [/\b(gabinetes?|^gab|cases?|chassis|torres?)\b/, CATEGORY.gabinetes],
  [
    /\b(refrigeracion|(cpu )?coolers?|cooling|disipador(es)?|water ?cool(ing|ers?)|aio|ventilador(es)?|fans?|pastas? (termicas?|disipadoras?))\b/,
    CATEGORY.refrigeracion,
  ],
  [
    /\b(perifericos?|teclados?|mouses?|raton(es)?|auricular(es)?|audifonos?|headsets?|keyboards?|mice|webcams?|camaras? web|parlantes?|joysticks?|gamepads?|volantes?|mousepads?|microfonos?)\b/,
    CATEGORY.perifericos,
  ],
];

/**
 * Products that are not components, when a name (or a store category) starts with them: a complete PC,
 * a notebook with an RTX, a chair, a cable. 'Notebook Lenovo … RTX 4060' is a notebook, not a graphics card.
 */
const NOT_COMPONENTS =
  /^(pcs?|computadoras?|computador(es)?|equipos? (armados?|completos?)|desktops?|workstations?|servidor(es)?|servers?|all[ -]?in[ -]?ones?|mini ?pcs?|barebones?|notebooks?|netbooks?|ultrabooks?|laptops?|macbooks?|chromebooks?|tablets?|ipads?|celular(es)?|smartphones?|telefonos?|smartwatch(es)?|consolas?|smart ?tvs?|televisor(es)?|proyector(es)?|impresoras?|multifuncion(es|ales)?|escaner(es)?|scanners?|routers?|access ?points?|repetidor(es)?|extensor(es)?|switch(es)?|placas? de red|tarjetas? de red|adaptador(es)?|accesorios?|conversor(es)?|hubs?|docks?|docking|ups|estabilizador(es)?|zapatillas?|cargador(es)?|cables?|soportes?|sillas?|escritorios?|mochilas?|bolsos?|maletin(es)?|fundas?|cartuchos?|toners?|camaras?)\b/;

/** A bundle: its kind is the one category its parts share, if they share one ('Kit Teclado y Mouse'). */
const BUNDLE = /^(combos?|kits?|packs?|bundles?|sets?)\b/;

/** Signs of a component in a bundle that names no category: a chipset ('A520M', 'B650') or a wattage. */
const BUNDLE_SIGNS: [RegExp, number][] = [
  [/\b([abx][3-9]\d0|[bhqz][4-9]\d0)[a-z]?\b/, CATEGORY.mothers],
  [/\b\d{3,4} ?w\b/, CATEGORY.fuentes],
];

/** Store noise before the product type: 'OUTLET - Notebook …'. */
const NOISE = /^[^a-z0-9]*((outlet|oferta|liquidacion|promo)\b[^a-z0-9]*)*/;

function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * The component category whose words appear earliest ("Cooler para procesador" is a cooler); of words
 * starting at the same place the longest wins ("CPU Cooler" is a cooler, not a CPU).
 */
function earliest(text: string): { at: number; category: number } | undefined {
  let best: { at: number; length: number; category: number } | undefined;
  for (const [re, category] of RULES) {
    const found = re.exec(text);
    if (!found) continue;
    const at = found.index;
    const length = found[0].length;
    if (!best || at < best.at || (at === best.at && length > best.length)) best = { at, length, category };
  }
  return best;
}

/** A bundle is what all its parts are; parts of several kinds, or a PC in it, make it 'Otras'. */
function bundle(rest: string): number | undefined {
  const first = earliest(rest);
  if (NOT_COMPONENTS.test(rest) && (!first || first.at > 0)) return CATEGORY.otras;
  const kinds = new Set<number>();
  for (const [re, category] of [...RULES, ...BUNDLE_SIGNS]) if (re.test(rest)) kinds.add(category);
  return kinds.size === 1 ? [...kinds][0] : kinds.size > 1 ? CATEGORY.otras : undefined;
}

/**
 * The category of a name or store category: the product type it starts with decides ('PC Gamer AMD
 * Ryzen 5' is a PC, 'Kit Teclado y Mouse' peripherals), then the earliest component word.
 */
function classify(raw: string, { emptyBundle }: { emptyBundle: number | undefined }): number | undefined {
  const text = normalize(raw).replace(NOISE, '');
  const first = earliest(text);
  if (first?.at === 0) return first.category;
  const isBundle = BUNDLE.exec(text);
  if (isBundle) {
    const rest = text
      .slice(isBundle[0].length)
      .replace(/^[^a-z0-9]*((de|para|gamer|gaming|x ?\d+|\d+ ?x|\d+ en 1)\b[^a-z0-9]*)*/, '');
    return bundle(rest) ?? emptyBundle;
  }
  if (NOT_COMPONENTS.test(text)) return CATEGORY.otras;
  return first?.category;
}

/**
 * Category hints (the store's own category names, or breadcrumbs 'Componentes > Placas de Video') win
 * over the product name. A hint naming a component wins over one naming a product that is not a
 * component ('Notebooks', 'PC Armadas', 'Sillas Gamer'), which gives 'Otras'. Hints that match nothing
 * give 'Otras'; no hints and no match give 'Sin Categoria'.
 */
export function categorize(hints: string[], name: string): number[] {
  const byHints = hints
    .flatMap((hint) => hint.split(/\s*[>»|]\s*/))
    .map((part) => classify(part, { emptyBundle: undefined }));
  const byHint = byHints.find((c) => c !== undefined && c !== CATEGORY.otras) ?? byHints.find((c) => c);
  if (byHint) return [byHint];
  const byName = classify(name, { emptyBundle: CATEGORY.otras });
  if (byName) return [byName];
  return hints.length > 0 ? [CATEGORY.otras] : [CATEGORY.sinCategoria];
}
