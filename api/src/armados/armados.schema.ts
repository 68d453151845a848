import { z } from 'zod';

const id = z
  .number({ error: 'debe ser el id (número) de un producto' })
  .int('debe ser un número entero')
  .positive('debe ser positivo')
  .max(2_147_483_647);

/** POST /api/armados/verificar: every part optional; ids of any listing of the chosen models. */
export const buildPartes = z.strictObject(
  {
    cpu: id.optional(),
    motherboard: id.optional(),
    ram: id.optional(),
    ramCantidad: z
      .number({ error: 'debe ser un número' })
      .int('debe ser un número entero')
      .min(1, 'tiene que ser al menos 1')
      .max(8, 'no puede ser más de 8')
      .optional(),
    gpu: id.optional(),
    storage: z.array(id, { error: 'debe ser una lista de ids' }).max(8, 'hasta 8 discos').optional(),
    psu: id.optional(),
    case: id.optional(),
    cooler: id.optional(),
  },
  {
    error: 'se esperan las partes { cpu, motherboard, ram, ramCantidad, gpu, storage, psu, case, cooler }',
  },
);

export const verifyBody = z.object({ partes: buildPartes }, { error: 'se espera { partes: { … } }' });

/** POST /api/armados/candidatos: which of a picker's candidates fit the parts already chosen. */
export const candidatesBody = z.object(
  {
    partes: buildPartes,
    parte: z.enum(['cpu', 'motherboard', 'ram', 'gpu', 'storage', 'psu', 'case', 'cooler'], {
      error: 'debe ser cpu, motherboard, ram, gpu, storage, psu, case o cooler',
    }),
    ids: z.array(id, { error: 'debe ser una lista de ids' }).min(1, 'al menos un id').max(48, 'hasta 48 ids'),
  },
  { error: 'se espera { partes, parte, ids }' },
);

export type VerifyBody = z.output<typeof verifyBody>;
