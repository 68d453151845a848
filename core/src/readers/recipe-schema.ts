import { load } from 'cheerio';
import { parse as parseSelector } from 'css-what';
import { z } from 'zod';

/**
 * A per-store recipe for custom sites, edited in the back office: CSS selectors for HTML listing
 * pages, or field paths for a JSON feed. Everything is validated here so a bad recipe is refused
 * when it is saved, with a message saying which part is wrong, not when a worker runs it.
 */

const probe = load('<div></div>');

const cssSelector = z
  .string()
  .trim()
  .min(1)
  .max(500)
  .superRefine((selector, ctx) => {
    // The parser's own words are English: the admin reads ours.
    let problem: string | undefined;
    try {
      probe(selector);
      const bad = badName(selector);
      if (bad) problem = `«${bad}» no es un nombre de clase o id válido`;
    } catch {
      problem = 'su sintaxis no es válida';
    }
    if (problem) ctx.addIssue({ code: 'custom', message: `selector CSS inválido: ${problem}` });
  });

/** A CSS identifier (what may follow `.` or `#`), escapes allowed. */
const IDENTIFIER = /^-?(?:[_a-zA-Z\u00a0-\uffff]|\\.)(?:[\w\u00a0-\uffff-]|\\.)*$/;

/**
 * The parser is lenient (`h4..precio` reads as a class named `.precio`, which nothing has): the class
 * and id names must be identifiers.
 */
function badName(selector: string): string | undefined {
  for (const group of parseSelector(selector))
    for (const token of group) {
      if (token.type !== 'attribute') continue;
      const shorthand =
        (token.name === 'class' && token.action === 'element') ||
        (token.name === 'id' && token.action === 'equals');
      if (
        shorthand &&
        !IDENTIFIER.test(token.value) &&
        selector.includes(`${token.name === 'id' ? '#' : '.'}${token.value}`)
      )
        return token.value;
    }
  return undefined;
}

const regexSource = z
  .string()
  .max(500)
  .superRefine((source, ctx) => {
    try {
      new RegExp(source, 'i');
    } catch {
      // The engine's own words are English: the admin reads ours.
      ctx.addIssue({ code: 'custom', message: 'expresión regular inválida: su sintaxis no es válida' });
    }
  });

/** Where one value of an item is: a selector (its text), or a selector with an attribute and a pattern. */
export const selectorFieldSchema = z.union([
  cssSelector,
  z.object({
    /** Omitted: the item element itself. */
    selector: cssSelector.optional(),
    /** Read this attribute instead of the text (`href`, `src`, `data-srcset`, `content`...). */
    attr: z.string().trim().min(1).max(100).optional(),
    /** Keep only what this regular expression matches (its first group when it has one). */
    pattern: regexSource.optional(),
  }),
]);
export type SelectorField = z.infer<typeof selectorFieldSchema>;

/** A listing page to start from, with the category it shows (a hint for our categories). */
const startUrlSchema = z.union([
  z.string().trim().min(1).max(2000),
  z.object({
    url: z.string().trim().min(1).max(2000),
    categoryHints: z.array(z.string().trim().min(1).max(200)).max(10).default([]),
  }),
]);
export type StartUrl = z.infer<typeof startUrlSchema>;

/**
 * A dot path into a JSON answer: `data.products`, `prices.0.value`, `images.*.src` (every element).
 * A key with other characters goes in double quotes: `props."precio (ARS)".valor`.
 */
const jsonPath = z
  .string()
  .trim()
  .max(300)
  .refine(
    (path) => path === '' || jsonPathKeys(path) !== undefined,
    'ruta inválida: use nombres separados por puntos (a.b.0.c, a.*.b; entre comillas una clave con otros caracteres: a."precio (ARS)")',
  );

const PATH_SEGMENT = /(?:([\w$@:*-]+)|"((?:[^"\\]|\\.)*)")(\.|$)/y;

/** The keys of a JSON path, or undefined when it is not one. */
export function jsonPathKeys(path: string): string[] | undefined {
  if (path === '') return [];
  const keys: string[] = [];
  PATH_SEGMENT.lastIndex = 0;
  while (PATH_SEGMENT.lastIndex < path.length) {
    const match = PATH_SEGMENT.exec(path);
    if (!match) return undefined;
    keys.push(match[1] ?? match[2]!.replace(/\\(.)/g, '$1'));
    if (match[3] === '') break;
    if (PATH_SEGMENT.lastIndex === path.length) return undefined; // a trailing dot
  }
  return PATH_SEGMENT.lastIndex === path.length ? keys : undefined;
}

/** Pages addressed by a query parameter: `?page=2` or `?offset=40&limit=20`. */
const pageParam = z.object({
  type: z.literal('page'),
  param: z.string().trim().min(1).max(50).default('page'),
  start: z.number().int().min(0).default(1),
  /** JSON only: path to the number of pages in each answer, so the read stops without asking past the end. */
  totalPagesPath: jsonPath.optional(),
});
const offsetParam = z.object({
  type: z.literal('offset'),
  param: z.string().trim().min(1).max(50).default('offset'),
  sizeParam: z.string().trim().min(1).max(50).default('limit'),
  size: z.number().int().min(1).max(1000).default(50),
});
const noPagination = z.object({ type: z.literal('none') });

const common = {
  /** Paths (relative to the store's site) or absolute URLs of the first listing pages. */
  startUrls: z.array(startUrlSchema).min(1).max(500),
  currency: z.enum(['ARS', 'USD']).default('ARS'),
  locale: z.enum(['es-AR', 'auto']).default('es-AR'),
};

export const htmlRecipeSchema = z.object({
  type: z.literal('html'),
  ...common,
  /** One element per listing on the page. */
  item: cssSelector,
  fields: z.object({
    name: selectorFieldSchema,
    price: selectorFieldSchema,
    /** Defaults to the first link in the item. */
    url: selectorFieldSchema.optional(),
    /** Every match is an image (an `img` without attr reads data-srcset/srcset/data-src/src). */
    image: selectorFieldSchema.optional(),
    listPrice: selectorFieldSchema.optional(),
    cashPrice: selectorFieldSchema.optional(),
    brand: selectorFieldSchema.optional(),
    sku: selectorFieldSchema.optional(),
    ean: selectorFieldSchema.optional(),
    mpn: selectorFieldSchema.optional(),
    externalId: selectorFieldSchema.optional(),
    description: selectorFieldSchema.optional(),
    /** Every match is a category hint. */
    category: selectorFieldSchema.optional(),
    /** Text that says whether the item is in stock; `outOfStockPattern` decides. */
    availability: selectorFieldSchema.optional(),
  }),
  /**
   * The item's page when `fields.url` is absent or finds nothing: `/producto/{sku}`, placeholders are
   * field names of this recipe (`{sku}`, `{externalId}`...).
   */
  urlTemplate: z.string().trim().max(2000).optional(),
  /**
   * Elements hidden from the shopper (`hidden`, `display:none`, `aria-hidden`, `.hidden`...) are not read
   * unless this is true: a hidden price (another payment method's, a template's) is not the price.
   */
  includeHidden: z.boolean().default(false),
  /** The link to the next listing page (its href). */
  nextPage: selectorFieldSchema.optional(),
  /**
   * Pages by query parameter: used when there is no next link, and to go on past a page that failed.
   * Neither this nor `nextPage`: only the start URLs are read.
   */
  pagination: z
    .discriminatedUnion('type', [noPagination, pageParam.omit({ totalPagesPath: true }), offsetParam])
    .default({ type: 'none' }),
  outOfStockPattern: regexSource.default(
    'sin stock|agotado|no disponible|sin existencia|out of stock|sold out',
  ),
  /** Browser reader only: the page is ready when this selector appears (a page that never shows it is lost). */
  waitFor: cssSelector.optional(),
  waitForTimeoutMs: z.number().int().min(100).max(120_000).default(15_000),
});

/** One path, or several tried in order (`["precios.oferta", "precios.lista"]`). */
const jsonField = z.union([jsonPath, z.array(jsonPath).min(1).max(5)]);
export type JsonField = z.infer<typeof jsonField>;

export const jsonRecipeSchema = z.object({
  type: z.literal('json'),
  ...common,
  /**
   * JSON inside an HTML page (a Next.js store's `script#__NEXT_DATA__`): the CSS selector of the element
   * whose text is the JSON; the paths below read it. Absent: the answer itself is JSON.
   */
  embeddedJson: cssSelector.optional(),
  /** Path to the array of items in each answer ('' when the answer is the array). */
  items: jsonPath,
  fields: z.object({
    name: jsonField,
    price: jsonField,
    /** The item's page; when absent, `urlTemplate` builds it. */
    url: jsonField.optional(),
    image: jsonField.optional(),
    listPrice: jsonField.optional(),
    cashPrice: jsonField.optional(),
    brand: jsonField.optional(),
    sku: jsonField.optional(),
    ean: jsonField.optional(),
    mpn: jsonField.optional(),
    externalId: jsonField.optional(),
    description: jsonField.optional(),
    category: jsonField.optional(),
    /** Boolean, stock count, or a status word (`instock`, `agotado`...). */
    inStock: jsonField.optional(),
    /** Per-item currency code (ARS/USD) when the feed mixes them. */
    currency: jsonField.optional(),
  }),
  /** `/producto/{slug}`: placeholders are item paths. */
  urlTemplate: z.string().trim().max(2000).optional(),
  /** Numeric prices are divided by this (100 when the feed gives cents). */
  priceScale: z.number().positive().default(1),
  pagination: z
    .discriminatedUnion('type', [
      noPagination,
      pageParam,
      offsetParam,
      z.object({ type: z.literal('next'), path: jsonPath }),
    ])
    .default({ type: 'none' }),
});

export const recipeSchema = z
  .discriminatedUnion('type', [htmlRecipeSchema, jsonRecipeSchema])
  .superRefine((recipe, ctx) => {
    if (recipe.type === 'json' && !recipe.fields.url && !recipe.urlTemplate) {
      ctx.addIssue({ code: 'custom', path: ['fields', 'url'], message: 'falta fields.url o urlTemplate' });
    }
  });

export type Recipe = z.output<typeof recipeSchema>;
export type RecipeInput = z.input<typeof recipeSchema>;
export type HtmlRecipe = z.output<typeof htmlRecipeSchema>;
export type JsonRecipe = z.output<typeof jsonRecipeSchema>;
