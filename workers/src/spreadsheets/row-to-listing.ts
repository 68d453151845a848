import type { ListingInput } from '@hardprecios/core/catalog/listing';
import { parsePrice } from '../prices/parse-price';
import { finishListing, type ListingDraft } from '../readers/shared/listing';
import { cellText, isBlank, type SheetCell, type SheetRow } from './cell-value';
import type { ColumnMap, SheetField } from './column-mapping';

export interface RowContext {
  map: ColumnMap;
  /**
   * The store's site: the base of pages named by a platform's slug column, and the link of rows with
   * neither URL nor slug (with a warning); without it such rows are rejected.
   */
  defaultUrl?: string;
  currency: 'ARS' | 'USD';
  /** The latest section title row above (a merged "PROCESADORES" row): a category hint. */
  section?: string;
  /**
   * The product row of a Tiendanube variant row (same 'Identificador de URL', no name of its own): the
   * product's fields the variant leaves blank (name, brand, category…) are the product's.
   */
  parent?: SheetRow;
}

/**
 * A row imported with a caveat: linked to the store's own site for want of a URL ('store-page'), or to
 * a page built from the platform's slug column ('slug-url', right unless the store changed its paths).
 */
export interface RowWarning {
  kind: 'store-page' | 'slug-url';
  message: string;
}

export type RowResult =
  | { kind: 'listing'; listing: ListingInput; warning?: RowWarning }
  | { kind: 'rejected'; reason: string }
  | { kind: 'section'; title: string }
  | { kind: 'empty' };

const FIELD_LABEL: Record<SheetField, string> = {
  name: 'nombre',
  price: 'precio',
  salePrice: 'precio promocional',
  listPrice: 'precio de lista',
  cashPrice: 'precio contado/transferencia',
  url: 'URL',
  tiendanubeSlug: 'identificador de URL',
  wooSlug: 'slug',
  published: 'publicado',
  productType: 'tipo',
  option1: 'valor de propiedad 1',
  option2: 'valor de propiedad 2',
  option3: 'valor de propiedad 3',
  image: 'imagen',
  category: 'categoría',
  sku: 'SKU',
  brand: 'marca',
  stock: 'stock',
  ean: 'EAN',
  mpn: 'MPN',
  currency: 'moneda',
  description: 'descripción',
};

class RowProblem extends Error {}

const IN_STOCK = /^(si|sí|s|yes|y|true|verdadero|disponible|en stock|hay|con stock|available|in stock|1)$/i;
const OUT_OF_STOCK = /^(no|n|false|falso|agotado|sin stock|no disponible|out of stock|unavailable|0|-)$/i;

/** What a variant row takes from its product's row when its own cell is blank. */
const INHERITED = new Set<SheetField>([
  'name',
  'category',
  'brand',
  'description',
  'published',
  'image',
  'currency',
]);
const OPTIONS = ['option1', 'option2', 'option3'] as const;

/**
 * One spreadsheet row as a listing, or why it is rejected. Rows with only a title (a section heading,
 * often a merged cell) are sections; blank rows are skipped. Prices are numbers or text as Argentine
 * stores write them (`$ 1.234,56`, `U$S 99`).
 */
export function rowToListing(row: SheetRow, ctx: RowContext): RowResult {
  const filled = row.cells.filter((cell) => !isBlank(cell));
  if (filled.length === 0) return { kind: 'empty' };
  const at = (field: SheetField): SheetCell | undefined => {
    const index = ctx.map[field];
    if (index === undefined) return undefined;
    const own = row.cells[index];
    return isBlank(own) && ctx.parent && INHERITED.has(field) ? ctx.parent.cells[index] : own;
  };
  const text = (field: SheetField) => {
    const cell = at(field);
    if (cell && typeof cell === 'object') {
      throw new RowProblem(
        `la fórmula de ${FIELD_LABEL[field]} no tiene un valor calculado (abrí y guardá la planilla en Excel)`,
      );
    }
    return cellText(cell);
  };
  try {
    const ownName = cellText(ctx.map.name === undefined ? undefined : row.cells[ctx.map.name]);
    const priceCell = at('price') ?? at('cashPrice');
    if (filled.length === 1 && typeof filled[0] === 'string' && isBlank(priceCell) && ownName) {
      return { kind: 'section', title: ownName };
    }
    // A WooCommerce variable or grouped product's own row: its variations, in rows of their own, are sold.
    if (/\b(variable|grouped|agrupado)\b/i.test(text('productType') ?? '') && isBlank(priceCell)) {
      return { kind: 'empty' };
    }
    const productName = text('name');
    if (!productName) throw new RowProblem('falta el nombre del producto');
    const name = withOptions(
      productName,
      OPTIONS.map((field) => text(field)),
    );
    const published = text('published');
    if (published === '0' || published === '-1') {
      throw new RowProblem(`el producto no está publicado en la tienda (Publicado: ${published})`);
    }
    if (published && /^no$/i.test(published)) {
      throw new RowProblem(`el producto no se muestra en la tienda (Mostrar en tienda: ${published})`);
    }
    const currencyText = text('currency');
    const currencyCode = currencyText === undefined ? undefined : currencyOf(currencyText);
    if (currencyText && !currencyCode) {
      throw new RowProblem(`moneda no soportada: "${currencyText.toUpperCase()}" (ARS o USD)`);
    }
    let currency: 'ARS' | 'USD' = currencyCode ?? ctx.currency;
    // An Argentine price list with only 'Precio Lista' and 'Precio Contado': the list price is the
    // regular (card) price, the cash price the better one.
    const listIsRegular = ctx.map.price === undefined && ctx.map.cashPrice !== undefined;
    const regularField = listIsRegular ? 'listPrice' : 'price';
    const money = (field: 'price' | 'salePrice' | 'listPrice' | 'cashPrice', required: boolean) => {
      const cell = at(field);
      if (cell && typeof cell === 'object') text(field);
      if (isBlank(cell)) {
        if (required) throw new RowProblem(`falta el ${FIELD_LABEL[field]}`);
        return undefined;
      }
      // Beside a regular price, a promotion, list or cash price of 0 is none (0.00: "no promotion").
      const none = (amount: number) =>
        amount === 0 && field !== regularField && ctx.map[regularField] !== undefined;
      if (typeof cell === 'number') {
        if (none(cell)) return undefined;
        if (!Number.isFinite(cell) || cell <= 0)
          throw new RowProblem(`${FIELD_LABEL[field]} inválido: ${cell}`);
        return cell;
      }
      const parsed = parsePrice(String(cell), { defaultCurrency: currency });
      if (parsed && none(parsed.amount)) return undefined;
      if (!parsed || parsed.amount <= 0)
        throw new RowProblem(`${FIELD_LABEL[field]} inválido: "${String(cell).slice(0, 60)}"`);
      if (field === regularField && !currencyCode) currency = parsed.currency;
      return parsed.amount;
    };
    const regular = money(regularField, ctx.map.cashPrice === undefined);
    const sale = money('salePrice', false);
    const cashPrice = money('cashPrice', false);
    // A promotion price below the regular one is what the shopper pays; the regular one is crossed out.
    const onSale = sale !== undefined && (regular === undefined || sale < regular);
    const price = onSale ? sale : regular;
    const listPrice =
      (listIsRegular ? undefined : money('listPrice', false)) ?? (onSale ? regular : undefined);

    const ownUrl = text('url');
    const page = ownUrl
      ? { url: ownUrl, warning: undefined }
      : pageOf(
          ctx.defaultUrl,
          text('tiendanubeSlug'),
          // A WooCommerce variation's own slug names no page (its product's does).
          /\bvariation\b|variaci[oó]n/i.test(text('productType') ?? '') ? undefined : text('wooSlug'),
        );
    const url = page?.url;
    if (!url) {
      throw new RowProblem('falta la URL del producto (y la tienda no tiene un sitio web para enlazarlo)');
    }
    const sku = text('sku');
    const ean = text('ean')?.replace(/\.0+$/, '');
    const draft: ListingDraft = {
      // The natural key: the store's code when there is one, else the product's own URL, else its name.
      externalId: sku ?? ean ?? (ownUrl ? undefined : `nombre:${name.toLowerCase()}`),
      url,
      name,
      price,
      listPrice,
      cashPrice,
      currency,
      description: text('description'),
      images: (text('image') ?? '').split(/[\s,;|]+/).filter(Boolean),
      categoryHints: [text('category'), ctx.section],
      inStock: stockOf(at('stock')),
      brand: text('brand'),
      sku,
      ean,
      mpn: text('mpn'),
    };
    const finished = finishListing(draft, {
      pageUrl: ctx.defaultUrl ?? url,
      readBy: 'spreadsheet',
      currency,
    });
    if ('issue' in finished) throw new RowProblem(finished.issue.message.replace(/^"[^"]*": /, ''));
    return {
      kind: 'listing',
      listing: finished.listing,
      ...(page?.warning ? { warning: page.warning } : {}),
    };
  } catch (err) {
    if (err instanceof RowProblem) return { kind: 'rejected', reason: capitalize(err.message) };
    throw err;
  }
}

/** Slugs are single path segments: 'placa-de-video-rtx-4060'. */
const SLUG = /^[\p{L}\p{N}._~%-]+$/u;

/**
 * The page of a row without a URL, on the store's own host: the platform's page for its slug when the
 * export has one (Tiendanube /productos/<slug>/, WooCommerce /producto/<slug>/), else the store's site.
 * Either way a warning says so: a built page is right unless the store changed its paths, and the site
 * lands the shopper on the store, not on the product.
 */
function pageOf(
  site: string | undefined,
  tiendanubeSlug: string | undefined,
  wooSlug: string | undefined,
): { url: string; warning: RowWarning } | undefined {
  if (!site) return undefined;
  let origin: string;
  try {
    origin = new URL(site).origin;
  } catch {
    return undefined;
  }
  const slug = tiendanubeSlug ?? wooSlug;
  if (slug && SLUG.test(slug)) {
    const url = `${origin}/${tiendanubeSlug ? 'productos' : 'producto'}/${encodeURIComponent(decodeURIComponentSafe(slug))}/`;
    const column = tiendanubeSlug ? 'identificador de URL' : 'slug';
    return {
      url,
      warning: { kind: 'slug-url', message: `sin URL del producto: se arma con su ${column} (${url})` },
    };
  }
  return {
    url: site,
    warning: { kind: 'store-page', message: 'sin URL del producto: se enlaza a la página de la tienda' },
  };
}

/**
 * A variant's name: its product's with the variant's values ('Mouse Logitech G203 - Blanco'), those
 * the name does not already say.
 */
function withOptions(name: string, options: (string | undefined)[]): string {
  const words = (text: string) =>
    ` ${text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()} `;
  const said = words(name);
  const added = [...new Set(options.filter((o): o is string => Boolean(o)))].filter(
    (option) => !said.includes(words(option)),
  );
  return added.length ? `${name} - ${added.join(', ')}` : name;
}

/** 'ARS', '$', 'Pesos' → ARS; 'USD', 'U$S', 'US$', 'Dólares' → USD; else undefined. */
function currencyOf(text: string): 'ARS' | 'USD' | undefined {
  const key = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[\s.]+/g, '');
  if (/^(USD|U\$S|US\$|U\$D|DOL|DOLAR|DOLARES)$/.test(key)) return 'USD';
  if (/^(ARS|\$|AR\$|PESO|PESOS)$/.test(key)) return 'ARS';
  return undefined;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function stockOf(cell: SheetCell | undefined): boolean {
  if (isBlank(cell) || typeof cell === 'object') return true;
  if (typeof cell === 'boolean') return cell;
  if (typeof cell === 'number') return cell > 0;
  const value = String(cell).trim();
  if (OUT_OF_STOCK.test(value)) return false;
  if (IN_STOCK.test(value)) return true;
  const count = Number(value.replace(',', '.'));
  return Number.isFinite(count) ? count > 0 : true;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
