import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LimitExceededError } from './errors';

const gunzip = promisify(zlib.gunzip);
const inflate = promisify(zlib.inflate);
const inflateRaw = promisify(zlib.inflateRaw);
const brotli = promisify(zlib.brotliDecompress);

/**
 * Reads a response body, cutting it off as soon as it passes `maxBytes` (a hostile or broken server
 * can send an endless body), then undoes its Content-Encoding with the same limit on the output, so a
 * small compressed bomb cannot expand past it either.
 */
export async function readLimitedBody(
  body: AsyncIterable<Uint8Array> & { destroy?: (err?: Error) => void },
  contentEncoding: string | undefined,
  maxBytes: number,
  url: string,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body) {
    total += chunk.byteLength;
    if (total > maxBytes) {
      body.destroy?.();
      throw tooLarge(url, maxBytes);
    }
    chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  }
  return decode(Buffer.concat(chunks, total), contentEncoding, maxBytes, url);
}

async function decode(raw: Buffer, contentEncoding: string | undefined, maxBytes: number, url: string) {
  // Encodings are listed in the order they were applied; undo them last first.
  const encodings = (contentEncoding ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter((e) => e && e !== 'identity')
    .reverse();
  let data = raw;
  const options = { maxOutputLength: maxBytes };
  try {
    for (const encoding of encodings) {
      if (encoding === 'gzip' || encoding === 'x-gzip') data = await gunzip(data, options);
      else if (encoding === 'br') data = await brotli(data, options);
      else if (encoding === 'deflate') {
        // Some servers send raw deflate although the header means zlib-wrapped deflate.
        const zlibWrapped = data;
        data = await inflate(zlibWrapped, options).catch((err: NodeJS.ErrnoException) => {
          if (err.code === 'ERR_BUFFER_TOO_LARGE') throw err;
          return inflateRaw(zlibWrapped, options);
        });
      }
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge(url, maxBytes);
    throw err;
  }
  return data;
}

function tooLarge(url: string, maxBytes: number) {
  return new LimitExceededError(`la respuesta de ${url} supera el límite de ${maxBytes} bytes`, 'bytes');
}

/** Text of a body in the charset the server declared (header or <meta charset>), UTF-8 otherwise. */
export function decodeText(data: Buffer, contentType: string | undefined): string {
  let charset = /charset\s*=\s*"?([\w-]+)/i.exec(contentType ?? '')?.[1];
  if (!charset && /html|xml/i.test(contentType ?? '')) {
    charset = /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(data.subarray(0, 2048).toString('latin1'))?.[1];
  }
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(data);
  } catch {
    return new TextDecoder('utf-8').decode(data);
  }
}
