import sharp from 'sharp';

/** A real PNG of the given size carrying EXIF data (camera and GPS-like text), as phones produce. */
export function pngWithExif(width = 1200, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .withExif({ IFD0: { Copyright: 'secreto-del-fotografo', Make: 'CamaraX' } })
    .png()
    .toBuffer();
}

export function jpeg(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();
}

/** A PDF: what a file called logo.png may really be. */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

export const TEXT_BYTES = Buffer.from('esto no es una imagen, es texto plano\n');

/** More bytes than `limit`, starting like a PNG so only the size can refuse it. */
export function oversized(limit: number): Buffer {
  const bytes = Buffer.alloc(limit + 1024, 7);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes;
}

/** A multipart form with text fields and, optionally, one file. */
export function multipart(
  fields: Record<string, string | number>,
  file?: { field: string; bytes: Buffer; name?: string; type?: string },
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  if (file)
    form.append(
      file.field,
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/png' }),
      file.name ?? 'imagen.png',
    );
  return form;
}
