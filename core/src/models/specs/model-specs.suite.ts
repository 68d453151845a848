import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { upsertListings } from '../../catalog/catalog.repository';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { buildStore } from '../../testing/factories';
import { mergeModels, splitListing } from '../model-decisions';
import { recomputeModels } from '../recompute-models';
import { findModelSpecs } from './model-specs.repository';
import { correctModelSpec, listSpecCorrections } from './spec-corrections';

/** Models' specs, decided by the recompute and corrected by operators (PostgreSQL and PGlite). */
export function modelSpecsSuite(open: () => Promise<Db>) {
  const t = {} as { db: Db };
  beforeAll(async () => {
    t.db = await open();
  });
  let n = 0;
  const sell = async (name: string, description?: string) => {
    n++;
    const store = await buildStore(t.db);
    await upsertListings(t.db, store.id, [
      {
        externalId: `s-${n}`,
        url: `https://tienda.com.ar/s/${n}`,
        name,
        price: 90_000 + n,
        readBy: 'test',
        ...(description === undefined ? {} : { description }),
      },
    ]);
    const [row] = await queryRows<{ model_id: number }>(
      t.db,
      sql`SELECT model_id FROM products WHERE store_id = ${store.id}`,
    );
    return Number(row!.model_id);
  };

  describe('model specs', () => {
    it('the recompute gives a model the specs its listings agree on, each with its source', async () => {
      const model = await sell('Mother ASUS PRIME B760M-A D4 LGA1700');
      expect(await sell('Motherboard Asus Prime B760M-A D4 LGA 1700')).toBe(model);
      // The write path decides the specs of the models it touches; a recompute decides the same.
      const written = await findModelSpecs(t.db, model);
      await recomputeModels(t.db);
      expect(await findModelSpecs(t.db, model)).toEqual(written);
      expect(written).toMatchObject({
        categoria: 'motherboard',
        especificaciones: { socket: 'LGA1700', chipset: 'B760', memoria: 'DDR4', formato: 'Micro ATX' },
        fuentes: { socket: 'nombre', chipset: 'nombre', memoria: 'nombre', formato: 'nombre' },
      });
    });

    it('takes a value its names leave open from a store description’s spec list, unless stores disagree', async () => {
      const spec = (n: number) =>
        `<p>Mother.</p><ul><li><strong>Memoria:</strong> DDR4, ${n} slots</li></ul>`;
      const model = await sell('Motherboard Asrock H610M-HVS LGA1700 DDR4', spec(2));
      expect(await sell('Mother ASRock H610M-HVS DDR4 LGA 1700', spec(2))).toBe(model);
      const written = await findModelSpecs(t.db, model);
      expect(written?.especificaciones.slotsMemoria).toBe(2);
      expect(written?.fuentes.slotsMemoria).toBe('descripcion');
      await recomputeModels(t.db);
      expect(await findModelSpecs(t.db, model)).toEqual(written);
      // A third store writes other slots: the model gives none; an operator's value stands over both.
      expect(await sell('Motherboard Asrock H610M-HVS LGA1700 DDR4 Micro ATX', spec(4))).toBe(model);
      expect((await findModelSpecs(t.db, model))?.especificaciones).not.toHaveProperty('slotsMemoria');
      await correctModelSpec(t.db, { modelId: model, key: 'slotsMemoria', value: 2, decidedBy: 'ana' });
      await recomputeModels(t.db);
      expect((await findModelSpecs(t.db, model))?.fuentes.slotsMemoria).toBe('operador');
    });

    it('a store changing its description’s spec list re-decides its model’s specs at once', async () => {
      const store = await buildStore(t.db);
      const name = 'Gabinete Thermaltake Versa H17 Micro ATX';
      const write = (mm: number) =>
        upsertListings(t.db, store.id, [
          {
            externalId: 'versa',
            url: 'https://tienda.com.ar/versa',
            name,
            price: 50_000,
            readBy: 'test',
            description: `<ul><li><strong>Altura máxima de cooler:</strong> ${mm} mm</li></ul>`,
          },
        ]);
      await write(150);
      const [row] = await queryRows<{ model_id: number }>(
        t.db,
        sql`SELECT model_id FROM products WHERE store_id = ${store.id}`,
      );
      const model = Number(row!.model_id);
      expect((await findModelSpecs(t.db, model))?.especificaciones.alturaMaxCoolerMM).toBe(150);
      await write(155);
      expect((await findModelSpecs(t.db, model))?.especificaciones.alturaMaxCoolerMM).toBe(155);
    });

    it('a split or a merge carries the specs along at once, and a merged model’s corrections too', async () => {
      const model = await sell('Procesador AMD Ryzen 7 5700X AM4');
      expect(await sell('Procesador AMD Ryzen 7 5700X AM4 Box')).toBe(model);
      const [listing] = await queryRows<{ id: number }>(
        t.db,
        sql`SELECT id FROM products WHERE model_id = ${model} ORDER BY id DESC LIMIT 1`,
      );
      const { modelId: split } = await splitListing(t.db, {
        modelId: model,
        productId: Number(listing!.id),
        decidedBy: 'ana',
      });
      expect((await findModelSpecs(t.db, split))?.especificaciones).toMatchObject({ socket: 'AM4' });
      await correctModelSpec(t.db, { modelId: split, key: 'coolerIncluido', value: true, decidedBy: 'ana' });
      await mergeModels(t.db, { intoId: model, fromId: split, decidedBy: 'ana' });
      const merged = await findModelSpecs(t.db, model);
      expect(merged?.especificaciones).toMatchObject({ socket: 'AM4', coolerIncluido: true });
      expect(merged?.fuentes.coolerIncluido).toBe('operador');
      expect((await listSpecCorrections(t.db, model)).map((c) => c.key)).toEqual(['coolerIncluido']);
    });

    it('a notebook gets no part specs', async () => {
      const model = await sell('Notebook Lenovo IdeaPad Slim 3 15IRU8 Core i5 8GB 512GB SSD');
      await recomputeModels(t.db);
      expect(await findModelSpecs(t.db, model)).toBeNull();
    });

    it('an operator’s correction is stored, audited and kept by every recompute', async () => {
      const model = await sell('Memoria Kingston Fury Beast 16GB DDR4 3200MHz');
      await recomputeModels(t.db);
      const corrected = await correctModelSpec(t.db, {
        modelId: model,
        key: 'velocidadMHz',
        value: 3600,
        decidedBy: 'ana@hp.ar',
      });
      expect(corrected.especificaciones.velocidadMHz).toBe(3600);
      expect(corrected.fuentes.velocidadMHz).toBe('operador');
      await correctModelSpec(t.db, { modelId: model, key: 'formato', value: null, decidedBy: 'ana@hp.ar' });
      await recomputeModels(t.db);
      const after = await findModelSpecs(t.db, model);
      expect(after?.especificaciones).toEqual({ tipo: 'DDR4', capacidadGB: 16, velocidadMHz: 3600 });
      expect(after?.fuentes).toEqual({ tipo: 'nombre', capacidadGB: 'nombre', velocidadMHz: 'operador' });
      const audit = await listSpecCorrections(t.db, model);
      expect(audit.map((c) => [c.key, c.value, c.decidedBy])).toEqual([
        ['formato', null, 'ana@hp.ar'],
        ['velocidadMHz', 3600, 'ana@hp.ar'],
      ]);
    });

    it('refuses a key the part type has not, or a value of the wrong kind', async () => {
      const model = await sell('Fuente Corsair CX650 650W 80 Plus Bronze');
      await recomputeModels(t.db);
      await expect(
        correctModelSpec(t.db, { modelId: model, key: 'socket', value: 'AM4', decidedBy: 'a' }),
      ).rejects.toMatchObject({ code: 'bad_request' });
      await expect(
        correctModelSpec(t.db, { modelId: model, key: 'potenciaW', value: 'mucha', decidedBy: 'a' }),
      ).rejects.toMatchObject({ code: 'bad_request' });
      expect((await findModelSpecs(t.db, model))?.especificaciones.potenciaW).toBe(650);
    });
  });
}
