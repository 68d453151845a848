import ExcelJS from 'exceljs';
import { fromExcelValue, type SheetCell, type SheetRow } from './cell-value';
import { MergeFiller } from './merge-filler';
import type { MergeRange } from './xlsx-inspection';

export const MAX_COLUMNS = 100;

/**
 * The rows of the workbook's first worksheet, streamed (exceljs WorkbookReader): the whole file is
 * never in memory. Formulas give their cached result; vertically merged cells are filled.
 */
export async function* xlsxRows(path: string, merges: Map<number, MergeRange[]>): AsyncGenerator<SheetRow> {
  const workbook = new WorkbookPartFirstReader(path, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  for await (const worksheet of workbook) {
    const sheetNo = Number((worksheet as unknown as { id: string | number }).id);
    const filler = new MergeFiller(merges.get(sheetNo) ?? []);
    for await (const row of worksheet) {
      const values = (row.values ?? []) as unknown[];
      const cells: SheetCell[] = [];
      const last = Math.min(values.length - 1, MAX_COLUMNS);
      for (let col = 1; col <= last; col++) cells.push(fromExcelValue(values[col]));
      const sheetRow: SheetRow = { row: row.number, cells };
      filler.apply(sheetRow);
      yield sheetRow;
    }
    // Only the first worksheet is the catalog.
    return;
  }
}

/**
 * exceljs's streaming reader parses a worksheet as soon as it meets it if the shared strings and the
 * workbook's relations came before, even when the workbook part itself (sheet ids, the 1904 date
 * system) comes later in the zip: it then fails ("reading 'sheets'"). Zip part order is each writer's
 * own, so the relations are only reported once the workbook part is read; until then the reader
 * keeps a worksheet it meets in a temporary file and parses it after the whole zip, as it does when
 * the shared strings come late.
 */
class WorkbookPartFirstReader extends ExcelJS.stream.xlsx.WorkbookReader {
  private relations: unknown;

  get workbookRels(): unknown {
    return this.model ? this.relations : undefined;
  }

  set workbookRels(relations: unknown) {
    this.relations = relations;
  }
}
