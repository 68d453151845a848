import { open } from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';
import { SpreadsheetError } from './spreadsheet-error';

export type SheetFormat = 'xlsx' | 'csv';

/** The format a file name claims, or undefined for anything else. */
export function formatFromName(fileName: string): SheetFormat | undefined {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  return ext === 'xlsx' || ext === 'csv' ? ext : undefined;
}

const SNIFF_BYTES = 64 * 1024;

/**
 * Refuses bytes that are not what the extension says: an xlsx must be an Office Open XML workbook (a
 * zip with the workbook parts, which file-type checks), a csv must be text (no NUL bytes, no known
 * binary signature). Says what the file really is when it can.
 */
export function assertFormat(head: Uint8Array, claimed: SheetFormat, detected: string | undefined): void {
  if (claimed === 'xlsx') {
    if (detected === 'xlsx') return;
    throw new SpreadsheetError(
      detected
        ? `El archivo no es una planilla xlsx (su contenido es ${detected.toUpperCase()})`
        : 'El archivo no es una planilla xlsx válida',
    );
  }
  if (detected)
    throw new SpreadsheetError(
      `El archivo no es un CSV de texto (su contenido es ${detected.toUpperCase()})`,
    );
  if (head.includes(0))
    throw new SpreadsheetError('El archivo no es un CSV de texto (contiene datos binarios)');
}

export async function sniffBuffer(bytes: Uint8Array, claimed: SheetFormat): Promise<void> {
  if (bytes.length === 0) throw new SpreadsheetError('El archivo está vacío');
  const head = bytes.subarray(0, SNIFF_BYTES);
  const type = await fileTypeFromBuffer(bytes.subarray(0, Math.min(bytes.length, 4 * 1024 * 1024)));
  assertFormat(head, claimed, type?.ext);
}

/** The same check on a file on disk (the read-sheet command). */
export async function sniffFile(path: string, claimed: SheetFormat): Promise<void> {
  const handle = await open(path, 'r');
  try {
    // file-type finds the xlsx marker entries near the start of the zip; 4 MB is plenty.
    const buffer = Buffer.alloc(4 * 1024 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    await sniffBuffer(buffer.subarray(0, bytesRead), claimed);
  } finally {
    await handle.close();
  }
}
