import type { ListingInput } from '@hardprecios/core/catalog/listing';
import type { RejectedRow } from '@hardprecios/core/ingestion/ingestion-runs.repository';
import { cellText, type SheetRow } from './cell-value';
import { isHeaderRow, mapColumns, type ColumnMap } from './column-mapping';
import { rowToListing } from './row-to-listing';
import { SpreadsheetError } from '@hardprecios/core/spreadsheets/spreadsheet-error';

export interface SheetBatch {
  listings: ListingInput[];
  rejectedRows: RejectedRow[];
  /** Rows imported with a caveat (no product URL: linked to the store's site). */
  warnings: SheetWarning[];
  /**
   * Rows imported with a caveat too: no product URL, linked to the page their platform's slug column
   * names (Tiendanube's 'Identificador de URL' → /productos/<slug>/, WooCommerce's 'Slug' →
   * /producto/<slug>/), right unless the store changed its paths.
   */
  slugUrls: SheetWarning[];
}

export interface SheetWarning {
  row: number;
  message: string;
}

export interface MapRowsOptions {
  defaultUrl?: string;
  currency: 'ARS' | 'USD';
  maxRows: number;
  batchRows: number;
}

const emptyBatch = (): SheetBatch => ({ listings: [], rejectedRows: [], warnings: [], slugUrls: [] });

/** Title rows above the header are allowed ("Lista de precios – marzo"), this many at most. */
const HEADER_SEARCH_ROWS = 20;

/**
 * Turns a sheet's rows into listings and rejected rows, in batches: finds the header row (Spanish or
 * English names), then maps every row after it. A bad row is reported with its number and reason and
 * never stops the others.
 */
export async function* mapRows(
  rows: AsyncIterable<SheetRow>,
  options: MapRowsOptions,
): AsyncGenerator<SheetBatch> {
  let map: ColumnMap | undefined;
  let searched = 0;
  let dataRows = 0;
  let section: string | undefined;
  let batch: SheetBatch = emptyBatch();
  // The latest Tiendanube product row: the variant rows after it share its 'Identificador de URL'.
  let product: { slug: string; row: SheetRow } | undefined;

  for await (const row of rows) {
    if (!map) {
      const candidate = mapColumns(row.cells);
      if (isHeaderRow(candidate)) map = candidate;
      else if (row.cells.some((c) => c !== null && c !== '') && ++searched >= HEADER_SEARCH_ROWS) break;
      continue;
    }
    if (++dataRows > options.maxRows) {
      throw new SpreadsheetError(
        `La planilla supera el máximo de ${options.maxRows.toLocaleString('es-AR')} filas`,
      );
    }
    const slug = map.tiendanubeSlug === undefined ? undefined : cellText(row.cells[map.tiendanubeSlug]);
    const named = map.name !== undefined && cellText(row.cells[map.name]) !== undefined;
    const parent = slug && !named && product?.slug === slug ? product.row : undefined;
    if (slug && named) product = { slug, row };
    const result = rowToListing(row, {
      map,
      defaultUrl: options.defaultUrl,
      currency: options.currency,
      section,
      parent,
    });
    if (result.kind === 'listing') {
      batch.listings.push(result.listing);
      if (result.warning) {
        const list = result.warning.kind === 'slug-url' ? batch.slugUrls : batch.warnings;
        list.push({ row: row.row, message: result.warning.message });
      }
    } else if (result.kind === 'rejected') batch.rejectedRows.push({ row: row.row, reason: result.reason });
    else if (result.kind === 'section') section = result.title;
    if (batch.listings.length + batch.rejectedRows.length >= options.batchRows) {
      yield batch;
      batch = emptyBatch();
    }
  }
  if (!map) {
    throw new SpreadsheetError(
      'No se encontró la fila de encabezados: la planilla necesita al menos las columnas "Nombre" y "Precio" (descargá la plantilla)',
    );
  }
  if (batch.listings.length || batch.rejectedRows.length) yield batch;
}
