import type { ListingInput } from '@hardprecios/core/catalog/listing';
import { parsePrice } from '../prices/parse-price';
import { finishListing, type ListingDraft } from '../readers/shared/listing';
import { cellText, isBlank, type SheetCell, type SheetRow } from './cell-value';
import type { ColumnMap, SheetField } from './column-mapping';

export interface RowContext {
  map: ColumnMap;
  /** Link of rows without a URL (the store's site); without it such rows are rejected. */
  defaultUrl?: string;
  currency: 'ARS' | 'USD';
  /** The latest section title row above (a merged "PROCESADORES" row): a category hint. */
  section?: string;
}

export type RowResult =
  | { kind: 'listing'; listing: ListingInput }
  | { kind: 'rejected'; reason: string }
  | { kind: 'section'; title: string }
  | { kind: 'empty' };

const FIELD_LABEL: Record<SheetField, string> = {
  name: 'nombre',
  price: 'precio',
  listPrice: 'precio de lista',
  cashPrice: 'precio contado/transferencia',
  url: 'URL',
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
    const currencyText = text('currency')?.toUpperCase().replace('U$S', 'USD').replace('US$', 'USD');
    if (currencyText && currencyText !== 'ARS' && currencyText !== 'USD' && currencyText !== '$') {
      throw new RowProblem(`moneda no soportada: "${currencyText}" (ARS o USD)`);
    }
    let currency: 'ARS' | 'USD' = currencyText === 'USD' ? 'USD' : currencyText ? 'ARS' : ctx.currency;
    const money = (field: 'price' | 'listPrice' | 'cashPrice', required: boolean) => {
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
    const price = money('price', ctx.map.cashPrice === undefined);
    const cashPrice = money('cashPrice', false);
    const listPrice = money('listPrice', false);

    const ownUrl = text('url');
    const url = ownUrl ?? ctx.defaultUrl;
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
    return { kind: 'listing', listing: finished.listing };
  } catch (err) {
    if (err instanceof RowProblem) return { kind: 'rejected', reason: capitalize(err.message) };
    throw err;
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
