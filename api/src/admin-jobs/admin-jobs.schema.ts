import { z } from 'zod';

const storeId = z.coerce.number().int().positive().max(2_147_483_647);

/** The spec's body: `{ action: 'update', tiendaId }`. */
export const forceUpdateSchema = z.object({
  action: z.literal('update', { message: "la acción debe ser 'update'" }),
  tiendaId: storeId,
});
export type ForceUpdateInput = z.infer<typeof forceUpdateSchema>;

export const storeParamSchema = z.object({ id: storeId });
export const runParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** EventSource cannot send headers, so the stream also takes the bearer token in the query. */
export const streamQuerySchema = z.object({ token: z.string().max(200).optional() });
