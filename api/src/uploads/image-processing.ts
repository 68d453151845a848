import sharp from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '@hardprecios/core/errors/app-error';

const MB = 1024 * 1024;

export type ImageFolder = 'logos' | 'banners';

/** How each kind of upload is limited and re-encoded. */
export interface ImagePreset {
  folder: ImageFolder;
  maxBytes: number;
  maxWidth: number;
  maxHeight?: number;
}

export const IMAGE_PRESETS = {
  logo: { folder: 'logos', maxBytes: 2 * MB, maxWidth: 512, maxHeight: 512 },
  bannerDesktop: { folder: 'banners', maxBytes: 5 * MB, maxWidth: 1920 },
  bannerMobile: { folder: 'banners', maxBytes: 5 * MB, maxWidth: 800 },
} as const satisfies Record<string, ImagePreset>;

const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** Decompression bombs: a small file that claims a huge canvas is refused before it is decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Checks the upload's real type from its bytes (never its name or declared type), then decodes and
 * re-encodes it as WebP within the preset's size. Re-encoding drops EXIF/XMP/ICC metadata (GPS,
 * camera serials) and anything smuggled after the image data.
 */
export async function processImage(bytes: Buffer, preset: ImagePreset): Promise<Buffer> {
  if (bytes.length === 0) throw new AppError('bad_request', 'El archivo está vacío');
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED_TYPES.has(type.mime))
    throw new AppError('unsupported_media_type', 'El archivo debe ser una imagen JPG, PNG o WEBP');
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({
        width: preset.maxWidth,
        height: preset.maxHeight,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('unsupported_media_type', 'La imagen está dañada o no se pudo leer');
  }
}
