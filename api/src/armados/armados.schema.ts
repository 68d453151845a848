import { z } from 'zod';

const id = z
  .number({ error: 'debe ser el id (número) de un producto' })
  .int('debe ser un número entero')
  .positive('debe ser positivo')
  .max(2_147_483_647);

/** POST /api/armados/verificar: every part optional; ids of any listing of the chosen models. */
export const verifyBody = z.object(
  {
    partes: z.strictObject(
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
        error:
          'se esperan las partes { cpu, motherboard, ram, ramCantidad, gpu, storage, psu, case, cooler }',
      },
    ),
  },
  { error: 'se espera { partes: { … } }' },
);

export type VerifyBody = z.output<typeof verifyBody>;
