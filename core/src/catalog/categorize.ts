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

const RULES: [RegExp, number][] = [
  [/\b(mother(board)?s?|placas? madres?|motherboards?|mobo)\b/, CATEGORY.mothers],
  [
    /\b(procesador(es)?|cpus?|processors?|ryzen|core i[3579]|core ultra|athlon|pentium|celeron)\b/,
    CATEGORY.procesadores,
  ],
  [
    /\b(placas? de video|tarjetas? (de )?video|gpus?|graphics? cards?|geforce|radeon|rtx|gtx)\b/,
    CATEGORY.placasDeVideo,
  ],
  [/\b(monitor(es)?|pantallas?|displays?)\b/, CATEGORY.monitores],
  [/\b(memorias? ram|memorias?|ram|ddr[345]|dimm|sodimm)\b/, CATEGORY.memoriasRam],
  [
    /\b(almacenamiento|discos?( rigidos?| solidos?)?|ssds?|hdds?|nvme|m\.2|storage|pendrives?)\b/,
    CATEGORY.almacenamiento,
  ],
  [/\b(fuentes?( de (alimentacion|poder))?|psus?|power suppl(y|ies))\b/, CATEGORY.fuentes],
  [/\b(gabinetes?|cases?|chassis|torres?)\b/, CATEGORY.gabinetes],
  [
    /\b(refrigeracion|coolers?|cooling|disipador(es)?|water ?cooling|aio|ventilador(es)?|fans?|pasta termica)\b/,
    CATEGORY.refrigeracion,
  ],
  [
    /\b(perifericos?|teclados?|mouses?|ratones?|auriculares?|headsets?|keyboards?|mice|webcams?|parlantes?|joysticks?|mousepads?)\b/,
    CATEGORY.perifericos,
  ],
];

function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The category whose words appear earliest in the text ("Cooler para procesador" is a cooler). */
function match(text: string): number | undefined {
  let best: { at: number; category: number } | undefined;
  for (const [re, category] of RULES) {
    const at = normalize(text).search(re);
    if (at >= 0 && (!best || at < best.at)) best = { at, category };
  }
  return best?.category;
}

/**
 * Category hints (the store's own category names) win over the product name. Hints that match
 * nothing give 'Otras'; no hints and no match give 'Sin Categoria'.
 */
export function categorize(hints: string[], name: string): number[] {
  for (const hint of hints) {
    const category = match(hint);
    if (category) return [category];
  }
  const byName = match(name);
  if (byName) return [byName];
  return hints.length > 0 ? [CATEGORY.otras] : [CATEGORY.sinCategoria];
}
