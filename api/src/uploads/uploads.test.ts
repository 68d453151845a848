import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import express from 'express';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../deps';
import { IMAGE_PRESETS, processImage } from './image-processing';
import { createImageStorage } from './image-storage';
import { uploadsRoutes } from './uploads.routes';
import { jpeg, PDF_BYTES, pngWithExif, TEXT_BYTES } from './testing/images';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'hardprecios-uploads-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('processImage', () => {
  it('re-encodes a logo as WebP within 512 px and drops its metadata', async () => {
    const original = await pngWithExif(1200, 800);
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const out = await processImage(original, IMAGE_PRESETS.logo);
    const meta = await sharp(out).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([512, 341]);
    expect(meta.exif).toBeUndefined();
    expect(out.includes(Buffer.from('secreto-del-fotografo'))).toBe(false);
  });

  it('resizes banners to 1920 px (desktop) and 800 px (mobile), never enlarging small ones', async () => {
    const wide = await jpeg(2400, 600);
    expect((await sharp(await processImage(wide, IMAGE_PRESETS.bannerDesktop)).metadata()).width).toBe(1920);
    expect((await sharp(await processImage(wide, IMAGE_PRESETS.bannerMobile)).metadata()).width).toBe(800);
    const small = await jpeg(300, 100);
    expect((await sharp(await processImage(small, IMAGE_PRESETS.bannerDesktop)).metadata()).width).toBe(300);
  });

  it.each([
    ['a PDF', PDF_BYTES],
    ['plain text', TEXT_BYTES],
  ])('refuses %s with 415 whatever its name says', async (_case, bytes) => {
    await expect(processImage(bytes, IMAGE_PRESETS.logo)).rejects.toMatchObject({
      code: 'unsupported_media_type',
      message: 'El archivo debe ser una imagen JPG, PNG o WEBP',
    });
  });

  it('refuses an empty file with 400', async () => {
    await expect(processImage(Buffer.alloc(0), IMAGE_PRESETS.logo)).rejects.toMatchObject({
      code: 'bad_request',
      message: 'El archivo está vacío',
    });
  });

  it('refuses a truncated image that only starts like a PNG', async () => {
    const truncated = (await pngWithExif(400, 400)).subarray(0, 200);
    await expect(processImage(truncated, IMAGE_PRESETS.logo)).rejects.toMatchObject({
      code: 'unsupported_media_type',
    });
  });
});

describe('image storage and /uploads', () => {
  let base: string;
  beforeAll(async () => {
    const app = express().use('/uploads', uploadsRoutes({ env: { UPLOADS_DIR: dir } } as AppDeps));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return () => new Promise<void>((r) => server.close(() => r()));
  });

  it('saves under a random name and serves the file with a year of immutable caching', async () => {
    const storage = createImageStorage(dir);
    const webp = await processImage(await jpeg(), IMAGE_PRESETS.logo);
    const url = await storage.save(webp, 'logos');
    expect(url).toMatch(/^\/uploads\/logos\/[0-9a-f-]{36}\.webp$/);
    expect(await storage.save(webp, 'logos')).not.toBe(url);

    const res = await fetch(base + url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await res.arrayBuffer()).equals(webp)).toBe(true);

    await storage.remove(url);
    expect((await fetch(base + url)).status).toBe(404);
  });

  it('never removes files it did not write, nor anything outside its folders', async () => {
    const storage = createImageStorage(dir);
    const url = await storage.save(await processImage(await jpeg(), IMAGE_PRESETS.logo), 'banners');
    const file = path.join(dir, url.replace('/uploads/', ''));
    await storage.remove('/demo-assets/logos/x.svg');
    await storage.remove(url.replace('banners', '../banners'));
    expect((await stat(file)).isFile()).toBe(true);
    expect((await readFile(file)).length).toBeGreaterThan(0);
  });

  it('lists no directories and answers 404 to unknown files', async () => {
    expect((await fetch(`${base}/uploads/logos/`)).status).toBe(404);
    expect((await fetch(`${base}/uploads/logos/no-existe.webp`)).status).toBe(404);
  });

  it('never serves uploaded price lists, which live beside the images', async () => {
    await mkdir(path.join(dir, 'imports'), { recursive: true });
    await writeFile(path.join(dir, 'imports', 'lista.csv'), 'nombre,precio\nRyzen,1000\n');
    expect((await fetch(`${base}/uploads/imports/lista.csv`)).status).toBe(404);
  });
});
