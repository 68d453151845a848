/** A spreadsheet that cannot be imported (wrong format, no usable columns, too big, hostile): never retried. */
export class SpreadsheetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SpreadsheetError';
  }
}
