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
}

export type RowResult =
  | { kind: 'listing'; listing: ListingInput; warning?: string }
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
    return index === undefined ? undefined : row.cells[index];
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
    const name = text('name');
    const priceCell = at('price') ?? at('cashPrice');
    if (filled.length === 1 && typeof filled[0] === 'string' && isBlank(priceCell) && name) {
      return { kind: 'section', title: name };
    }
    if (!name) throw new RowProblem('falta el nombre del producto');
    const published = text('published');
    if (published === '0' || published === '-1') {
      throw new RowProblem('el producto no está publicado en la tienda (Publicado: ' + published + ')');
    }
    const currencyText = text('currency')?.toUpperCase().replace('U$S', 'USD').replace('US$', 'USD');
    if (currencyText && currencyText !== 'ARS' && currencyText !== 'USD' && currencyText !== '$') {
      throw new RowProblem(`moneda no soportada: "${currencyText}" (ARS o USD)`);
    }
    let currency: 'ARS' | 'USD' = currencyText === 'USD' ? 'USD' : currencyText ? 'ARS' : ctx.currency;
    const money = (field: 'price' | 'salePrice' | 'listPrice' | 'cashPrice', required: boolean) => {
      const cell = at(field);
      if (cell && typeof cell === 'object') text(field);
      if (isBlank(cell)) {
        if (required) throw new RowProblem(`falta el ${FIELD_LABEL[field]}`);
        return undefined;
      }
      if (typeof cell === 'number') {
        if (!Number.isFinite(cell) || cell <= 0)
          throw new RowProblem(`${FIELD_LABEL[field]} inválido: ${cell}`);
        return cell;
      }
      const parsed = parsePrice(String(cell), { defaultCurrency: currency });
      if (!parsed || parsed.amount <= 0)
        throw new RowProblem(`${FIELD_LABEL[field]} inválido: "${String(cell).slice(0, 60)}"`);
      if (field === 'price' && !currencyText) currency = parsed.currency;
      return parsed.amount;
    };
    // An Argentine price list with only 'Precio Lista' and 'Precio Contado': the list price is the
    // regular (card) price, the cash price the better one.
    const listIsRegular = ctx.map.price === undefined && ctx.map.cashPrice !== undefined;
    const regular = money(listIsRegular ? 'listPrice' : 'price', ctx.map.cashPrice === undefined);
    const sale = money('salePrice', false);
    const cashPrice = money('cashPrice', false);
    // A promotion price below the regular one is what the shopper pays; the regular one is crossed out.
    const onSale = sale !== undefined && (regular === undefined || sale < regular);
    const price = onSale ? sale : regular;
    const listPrice =
      (listIsRegular ? undefined : money('listPrice', false)) ?? (onSale ? regular : undefined);

    const ownUrl = text('url');
    const page = ownUrl ? { url: ownUrl } : pageOf(ctx.defaultUrl, text('tiendanubeSlug'), text('wooSlug'));
    const url = page?.url;
    if (!url) throw new RowProblem('falta la URL del producto');
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
 * The page of a row without a URL: the platform's page for its slug when the export has one, else the
 * store's own site, said in a warning (the shopper lands on the store, not on the product).
 */
function pageOf(
  site: string | undefined,
  tiendanubeSlug: string | undefined,
  wooSlug: string | undefined,
): { url: string; warning?: string } | undefined {
  if (!site) return undefined;
  const origin = new URL(site).origin;
  const slug = tiendanubeSlug ?? wooSlug;
  if (slug && SLUG.test(slug)) {
    const path = tiendanubeSlug ? 'productos' : 'producto';
    return { url: `${origin}/${path}/${encodeURIComponent(decodeURIComponentSafe(slug))}/` };
  }
  return { url: site, warning: 'sin URL del producto: se enlaza a la página de la tienda' };
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
