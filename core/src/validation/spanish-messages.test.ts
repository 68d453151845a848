import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useSpanishValidationMessages } from './spanish-messages';

useSpanishValidationMessages();

const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error(`${JSON.stringify(value)} passed`);
  return result.error.issues[0]!.message;
};

describe("zod's messages, in Spanish", () => {
  it.each([
    [z.coerce.number(), 'abc', 'debe ser un número'],
    [z.number().int(), 1.5, 'debe ser un número entero'],
    [z.string(), 12, 'debe ser texto'],
    [z.string(), undefined, 'es obligatorio'],
    [z.array(z.string()), 'x', 'debe ser una lista'],
    [z.object({}), [], 'debe ser un objeto'],
    [z.boolean(), 'si', 'debe ser verdadero o falso'],
    [z.string().max(3), 'abcd', 'puede tener hasta 3 caracteres'],
    [z.string().min(1), '', 'no puede estar vacío'],
    [z.string().min(3), 'ab', 'debe tener al menos 3 caracteres'],
    [z.array(z.number()).max(2), [1, 2, 3], 'puede tener hasta 2 elementos'],
    [z.number().max(100), 101, 'no puede ser mayor que 100'],
    [z.number().min(1), 0, 'debe ser al menos 1'],
    [z.number().positive(), 0, 'debe ser positivo'],
    [z.number().nonnegative(), -1, 'no puede ser negativo'],
    [z.enum(['asc', 'desc']), 'up', "debe ser uno de estos valores: 'asc', 'desc'"],
    [z.literal('update'), 'x', "debe ser 'update'"],
    [z.email(), 'no-es-correo', 'debe ser un correo válido'],
    [z.url(), 'nada', 'debe ser una dirección web válida'],
    [z.string().regex(/^\d+$/), 'x', 'tiene un formato inválido'],
    [z.strictObject({ a: z.string() }), { a: 'x', b: 1 }, 'tiene campos desconocidos: b'],
    [z.union([z.string(), z.number()]), null, 'tiene un valor inválido'],
    [z.number().multipleOf(5), 7, 'debe ser múltiplo de 5'],
    [z.string().refine(() => false), 'x', 'es inválido'],
  ])('%#: %j → %s', (schema, value, message) => {
    expect(messageOf(schema as z.ZodType, value)).toBe(message);
  });

  it("keeps the messages schemas give themselves (the spec's texts)", () => {
    expect(messageOf(z.string({ error: 'El nombre de la tienda es requerido' }), undefined)).toBe(
      'El nombre de la tienda es requerido',
    );
    expect(messageOf(z.string().min(1, 'escribí qué buscar'), '')).toBe('escribí qué buscar');
  });
});
