import { z } from 'zod';

const id = z.coerce
  .number({ error: 'debe ser un número' })
  .int('debe ser un número entero')
  .positive('debe ser positivo')
  .max(2_147_483_647);

export const modelListQuery = z.object({
  q: z.string().trim().max(200, 'la búsqueda es demasiado larga').default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type ModelListQuery = z.output<typeof modelListQuery>;

/** POST /api/admin/modelos/{id}/separar */
export const splitBody = z.object({ productoId: id }, { error: 'se espera { productoId }' });
export type SplitBody = z.output<typeof splitBody>;

/** POST /api/admin/modelos/{id}/unir: the model given is merged into the one in the path. */
export const mergeBody = z.object({ modeloId: id }, { error: 'se espera { modeloId }' });
export type MergeBody = z.output<typeof mergeBody>;

/**
 * POST /api/admin/modelos/{id}/especificaciones: an operator's value for one spec key (null hides it).
 * The key and the value's kind are checked against the model's part type (core/src/models/specs).
 */
export const specCorrectionBody = z.object(
  {
    clave: z.string().trim().min(1).max(40),
    valor: z.union([
      z.string().trim().min(1).max(60),
      z.number().finite(),
      z.boolean(),
      z.array(z.string().trim().min(1).max(60)).min(1).max(20),
      z.null(),
    ]),
  },
  { error: 'se espera { clave, valor }' },
);
export type SpecCorrectionBody = z.output<typeof specCorrectionBody>;
