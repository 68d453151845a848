import type { Listing } from '@hardprecios/core/catalog/listing';
import type { RejectedRow } from '@hardprecios/core/ingestion/ingestion-runs.repository';
import { formatFromName, sniffFile, type SheetFormat } from '@hardprecios/core/spreadsheets/file-kind';
import { readSheet } from '../spreadsheets/read-sheet';
import type { SheetLimits } from '../spreadsheets/sheet-limits';
import { SpreadsheetError } from '@hardprecios/core/spreadsheets/spreadsheet-error';

export interface PreviewSheetSummary {
  format: SheetFormat;
  listings: number;
  rejected: number;
  ms: number;
}

/**
 * Parses a spreadsheet exactly as an import would (same checks, same parsing process and limits) and writes
 * nothing: what `npm run read-sheet` prints.
 */
export async function previewSheet(
  path: string,
  options: { defaultUrl?: string; limits?: Partial<SheetLimits> } = {},
  on: { listing?: (listing: Listing) => void; rejected?: (row: RejectedRow) => void } = {},
): Promise<PreviewSheetSummary> {
  const started = Date.now();
  const format = formatFromName(path);
  if (!format) throw new SpreadsheetError('El archivo debe ser .xlsx o .csv');
  await sniffFile(path, format);
  let listings = 0;
  let rejected = 0;
  for await (const batch of readSheet(path, {
    format,
    defaultUrl: options.defaultUrl,
    limits: options.limits,
  })) {
    listings += batch.listings.length;
    rejected += batch.rejectedRows.length;
    for (const listing of batch.listings) on.listing?.(listing as Listing);
    for (const row of batch.rejectedRows) on.rejected?.(row);
  }
  return { format, listings, rejected, ms: Date.now() - started };
}
