import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SheetFormat } from './file-kind';

/** Where uploaded spreadsheets are kept: UPLOADS_DIR/imports. */
export function importsDir(uploadsDir: string): string {
  return path.resolve(uploadsDir, 'imports');
}

/** Stores an upload under a random name (never the uploader's) and returns that name. */
export async function storeImport(
  uploadsDir: string,
  bytes: Uint8Array,
  format: SheetFormat,
): Promise<string> {
  const dir = importsDir(uploadsDir);
  await mkdir(dir, { recursive: true });
  const storedName = `${randomUUID()}.${format}`;
  await writeFile(path.join(dir, storedName), bytes, { flag: 'wx' });
  return storedName;
}
