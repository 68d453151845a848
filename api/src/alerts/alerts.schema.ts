import { z } from 'zod';
import { wantedParts } from '@hardprecios/core/builds/build-parts';
import { buildPartes } from '../armados/armados.schema';

const id = z.coerce
  .number({ error: 'debe ser un número' })
  .int('debe ser un número entero')
  .positive('debe ser positivo')
  .max(2_147_483_647);

const email = z
  .string({ error: 'ingresá tu correo' })
  .trim()
  .max(254, 'el correo es demasiado largo')
  .pipe(z.email({ error: 'el correo no es válido' }));

const targetPrice = (missing: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? missing : 'debe ser un número') })
    .positive('tiene que ser mayor a 0')
    .max(10_000_000_000, 'es demasiado alto');

/** POST /api/alertas */
export const signUpBody = z.object(
  {
    email,
    productoId: id,
    precioObjetivo: targetPrice('debe ser un número').optional(),
  },
  { error: 'se espera { email, productoId, precioObjetivo? }' },
);

/** POST /api/alertas/armado: a build's total; its target (in pesos) is required. */
export const buildSignUpBody = z.object(
  {
    email,
    partes: buildPartes.refine((p) => wantedParts(p).length > 0, { error: 'elegí al menos una parte' }),
    precioObjetivo: targetPrice('indicá el total objetivo'),
  },
  { error: 'se espera { email, partes, precioObjetivo }' },
);

/** A link's token: in the JSON body, or in the address (a mail client's one-click POST). */
export const tokenBody = z.object({ token: z.string().max(200).optional() }).default({});
export const tokenQuery = z.object({ token: z.string().max(200).optional() });

export const outboxQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const alertStatsQuery = outboxQuery;
