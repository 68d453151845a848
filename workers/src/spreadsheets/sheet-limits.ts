/**
 * Bounds on one spreadsheet parse. Both exceljs and csv-parse have open denial-of-service advisories
 * against crafted files, so parsing runs in a child process held to these limits.
 */
export interface SheetLimits {
  /** Heap of the parsing process (--max-old-space-size). */
  maxMemoryMb: number;
  /** Longest the parser may work on one batch of rows before it is killed. */
  batchTimeoutMs: number;
  /** Data rows read at most. */
  maxRows: number;
  /** Sum of the uncompressed sizes of an xlsx's parts (zip bombs). */
  maxUnzippedBytes: number;
  /** Rows handed over per batch (the parser waits for the consumer between batches). */
  batchRows: number;
}

export const DEFAULT_SHEET_LIMITS: SheetLimits = {
  maxMemoryMb: 192,
  batchTimeoutMs: 30_000,
  maxRows: 500_000,
  maxUnzippedBytes: 400 * 1024 * 1024,
  batchRows: 1000,
};

export function sheetLimits(overrides: Partial<SheetLimits> = {}): SheetLimits {
  return { ...DEFAULT_SHEET_LIMITS, ...overrides };
}
