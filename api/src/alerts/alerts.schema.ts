import { z } from 'zod';

const id = z.coerce
  .number({ error: 'debe ser un número' })
  .int('debe ser un número entero')
  .positive('debe ser positivo')
  .max(2_147_483_647);

/** POST /api/alertas */
export const signUpBody = z.object(
  {
    email: z
      .string({ error: 'ingresá tu correo' })
      .trim()
      .max(254, 'el correo es demasiado largo')
      .pipe(z.email({ error: 'el correo no es válido' })),
    productoId: id,
    precioObjetivo: z
      .number({ error: 'debe ser un número' })
      .positive('tiene que ser mayor a 0')
      .max(10_000_000_000, 'es demasiado alto')
      .optional(),
  },
  { error: 'se espera { email, productoId, precioObjetivo? }' },
);

/** A link's token: in the JSON body, or in the address (a mail client's one-click POST). */
export const tokenBody = z.object({ token: z.string().max(200).optional() }).default({});
export const tokenQuery = z.object({ token: z.string().max(200).optional() });

export const outboxQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const alertStatsQuery = outboxQuery;
