import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageFolder } from './image-processing';

/** Public URL prefix of everything under UPLOADS_DIR. */
export const UPLOADS_URL_PREFIX = '/uploads';

const OWN_FILE = /^\/uploads\/(logos|banners)\/([0-9a-f-]{36})\.webp$/;

export interface ImageStorage {
  /** Writes a processed WebP under a random name; returns its public URL (/uploads/<folder>/<name>.webp). */
  save(webp: Buffer, folder: ImageFolder): Promise<string>;
  /** Removes a file saved here; URLs of other origins (demo assets, external) are left alone. */
  remove(url: string | null | undefined): Promise<void>;
}

export function createImageStorage(uploadsDir: string): ImageStorage {
  const root = path.resolve(uploadsDir);
  return {
    async save(webp, folder) {
      const name = `${randomUUID()}.webp`;
      await mkdir(path.join(root, folder), { recursive: true });
      await writeFile(path.join(root, folder, name), webp, { flag: 'wx' });
      return `${UPLOADS_URL_PREFIX}/${folder}/${name}`;
    },
    async remove(url) {
      const match = OWN_FILE.exec(url ?? '');
      if (!match) return;
      await unlink(path.join(root, match[1]!, `${match[2]!}.webp`)).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT') throw err;
      });
    },
  };
}
