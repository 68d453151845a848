import { parsePrice } from '../prices/parse-price';
import type { RecipePage } from './recipe-html';
import { jsonPathKeys, type JsonField, type JsonRecipe } from '@hardprecios/core/readers/recipe-schema';
import type { ListingDraft } from './shared/listing';
import { absoluteUrl } from './shared/urls';

/**
 * Every value at a dot path: `data.items`, `prices.0.value`, `images.*.src` (`*` walks every element
 * of an array or object). The empty path is the value itself.
 */
export function valuesAt(value: unknown, path: string): unknown[] {
  if (!path) return value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];
  let current: unknown[] = [value];
  // Validated when the recipe was saved; a path that is not one finds nothing.
  for (const key of jsonPathKeys(path) ?? []) {
    current = current.flatMap((v) => {
      if (v === null || typeof v !== 'object') return [];
      if (key === '*') return Object.values(v as object);
      const next = (v as Record<string, unknown>)[key];
      return next === undefined || next === null ? [] : [next];
    });
  }
  return current
    .flatMap((v) => (Array.isArray(v) ? v : [v]))
    .filter((v) => v !== undefined && v !== null && v !== '');
}

/** Values of the first path of the field that has any. */
function valuesOf(value: unknown, field: JsonField | undefined): unknown[] {
  for (const path of typeof field === 'string' ? [field] : (field ?? [])) {
    const found = valuesAt(value, path);
    if (found.length) return found;
  }
  return [];
}
const first = (value: unknown, field: JsonField | undefined) => valuesOf(value, field)[0];

/**
 * A price field's value: a later path is tried past a zero, which some feeds write for "no offer
 * price" where others write null (Empretienda: `p_precio_oferta: 0`). When every path gives zero,
 * the zero stays (and is refused).
 */
function priceAt(value: unknown, field: JsonField | undefined): unknown {
  const paths = typeof field === 'string' ? [field] : (field ?? []);
  let zero: unknown;
  for (const path of paths) {
    const found = valuesAt(value, path)[0];
    if (found === undefined) continue;
    if (!isZero(found)) return found;
    zero ??= found;
  }
  return zero;
}
const isZero = (v: unknown) => v === 0 || (typeof v === 'string' && /^\s*0+(?:[.,]0+)?\s*$/.test(v));
const text = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? value.trim() || undefined
    : typeof value === 'number'
      ? String(value)
      : undefined;

/** A JSON answer read with a JSON recipe. */
export function parseJsonRecipe(recipe: JsonRecipe, answer: unknown, pageUrl: string): RecipePage {
  const items = valuesAt(answer, recipe.items);
  const amount = (v: unknown) => {
    if (typeof v === 'number') return v / recipe.priceScale;
    const parsed =
      typeof v === 'string'
        ? parsePrice(v, { locale: recipe.locale, defaultCurrency: recipe.currency })
        : null;
    return parsed?.amount;
  };
  const drafts = items.map((item): ListingDraft => {
    const f = recipe.fields;
    const rawPrice = priceAt(item, f.price);
    const markedCurrency =
      typeof rawPrice === 'string' ? parsePrice(rawPrice, { locale: recipe.locale })?.currency : undefined;
    return {
      externalId: text(first(item, f.externalId)),
      url:
        text(first(item, f.url)) ?? (recipe.urlTemplate ? fillTemplate(recipe.urlTemplate, item) : undefined),
      name: text(first(item, f.name)),
      price: amount(rawPrice),
      currency: text(first(item, f.currency)) ?? markedCurrency,
      listPrice: amount(priceAt(item, f.listPrice)),
      cashPrice: amount(priceAt(item, f.cashPrice)),
      description: text(first(item, f.description)),
      images: valuesOf(item, f.image).map(text),
      categoryHints: valuesOf(item, f.category).map(text),
      inStock: f.inStock ? stockOf(first(item, f.inStock)) : undefined,
      brand: text(first(item, f.brand)),
      sku: text(first(item, f.sku)),
      ean: text(first(item, f.ean)),
      mpn: text(first(item, f.mpn)),
    };
  });
  const { pagination } = recipe;
  const next = pagination.type === 'next' ? text(first(answer, pagination.path)) : undefined;
  const totalPages = pagination.type === 'page' ? Number(first(answer, pagination.totalPagesPath)) : NaN;
  return {
    drafts,
    nextUrl: absoluteUrl(next, pageUrl),
    totalPages: Number.isInteger(totalPages) ? totalPages : undefined,
  };
}

function fillTemplate(template: string, item: unknown): string | undefined {
  let missing = false;
  const filled = template.replace(/\{([^}]+)\}/g, (_, path: string) => {
    const value = text(first(item, path.trim()));
    if (value === undefined) missing = true;
    return value ?? '';
  });
  return missing ? undefined : filled;
}

/** Booleans, stock counts and the words feeds use for availability. */
function stockOf(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value > 0;
  if (typeof value !== 'string') return undefined;
  const word = value.trim().toLowerCase();
  if (/^\d+$/.test(word)) return Number(word) > 0;
  if (/out|agotad|sin[ _-]?stock|no[ _-]?disponible|unavailable|false|^no$/.test(word)) return false;
  return true;
}
