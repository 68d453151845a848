import { isBlank, type SheetCell, type SheetRow } from './cell-value';
import type { MergeRange } from './xlsx-inspection';

interface Active {
  range: MergeRange;
  value: SheetCell;
}

/**
 * Fills vertically merged cells: Excel keeps the value only in the top cell of a merge, so a category
 * or a price merged over several product rows would leave the rows below empty. The top cell's value
 * is copied down its own column. Horizontal merges (a section title across the sheet) are left alone,
 * so the title row still reads as a title.
 */
export class MergeFiller {
  private readonly pending: MergeRange[];
  private active: Active[] = [];

  constructor(ranges: MergeRange[]) {
    this.pending = ranges.filter((r) => r.bottom > r.top).sort((a, b) => b.top - a.top);
  }

  apply(row: SheetRow): void {
    if (this.pending.length === 0 && this.active.length === 0) return;
    while (this.pending.length && this.pending[this.pending.length - 1]!.top <= row.row) {
      const range = this.pending.pop()!;
      const value = range.top === row.row ? (row.cells[range.left - 1] ?? null) : null;
      this.active.push({ range, value });
    }
    this.active = this.active.filter((a) => a.range.bottom >= row.row);
    for (const { range, value } of this.active) {
      if (row.row > range.top && !isBlank(value) && isBlank(row.cells[range.left - 1])) {
        while (row.cells.length < range.left) row.cells.push(null);
        row.cells[range.left - 1] = value;
      }
    }
  }
}
