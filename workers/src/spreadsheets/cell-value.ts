/** A cell as the row mapper sees it; a formula Excel never calculated is kept apart to say so. */
export type SheetCell = string | number | boolean | null | { uncomputedFormula: string };

export interface SheetRow {
  /** The row number a person sees in the spreadsheet (1-based; the header row counts). */
  row: number;
  cells: SheetCell[];
}

/** An exceljs cell value as plain data: formulas give their cached result, rich text its text. */
export function fromExcelValue(value: unknown): SheetCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value);
  const v = value as Record<string, unknown>;
  if ('formula' in v || 'sharedFormula' in v) {
    if (v.result === undefined || v.result === null) {
      return { uncomputedFormula: String(v.formula ?? v.sharedFormula ?? '') };
    }
    return fromExcelValue(v.result);
  }
  if (Array.isArray(v.richText)) {
    return (v.richText as { text?: unknown }[]).map((part) => String(part.text ?? '')).join('');
  }
  if ('error' in v) return String(v.error);
  if ('text' in v) return fromExcelValue(v.text);
  if (typeof v.hyperlink === 'string') return v.hyperlink;
  return null;
}

export function isBlank(cell: SheetCell | undefined): boolean {
  return cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');
}

/** Text of a cell (numbers as written), or undefined when blank. */
export function cellText(cell: SheetCell | undefined): string | undefined {
  if (isBlank(cell) || typeof cell === 'object') return undefined;
  const text = String(cell).replace(/\s+/g, ' ').trim();
  return text || undefined;
}
