import type { Request, RequestHandler, Response } from 'express';
import { z, type ZodType } from 'zod';
import { AppError } from '@hardprecios/core/errors/app-error';
import { findControlCharacters } from '@hardprecios/core/text/control-characters';

interface Schemas<P extends ZodType, Q extends ZodType, B extends ZodType> {
  params?: P;
  query?: Q;
  body?: B;
}

type Out<T> = T extends ZodType ? z.output<T> : undefined;

export interface Input<P, Q, B> {
  params: P;
  query: Q;
  body: B;
}

type Where = 'ruta' | 'consulta' | 'cuerpo';
/** When the whole part is wrong rather than one of its fields. */
const WHOLE: Record<Where, string> = {
  ruta: 'Ruta inválida',
  consulta: 'Consulta inválida',
  cuerpo: 'Cuerpo inválido',
};

/** Names the wrong parameter, so a 400 says what to fix. */
function describe(where: Where, path: string, message: string): string {
  return path ? `Parámetro inválido '${path}' (${where}): ${message}` : `${WHOLE[where]}: ${message}`;
}

/** What every refused text value says (free-text fields strip these characters in their schema instead). */
export const CONTROL_CHARACTERS_MESSAGE = 'tiene caracteres de control no permitidos';

/**
 * Parses one part of the request; then no text the handler receives holds a control character
 * (PostgreSQL refuses a NUL in any text): what the schema did not strip as free text is refused.
 */
function parse<T extends ZodType>(schema: T | undefined, value: unknown, where: Where) {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    const first = result.error.issues[0]!;
    const path = first.path.join('.');
    throw new AppError('bad_request', describe(where, path, first.message), { parameter: path });
  }
  const controlAt = findControlCharacters(result.data);
  if (controlAt) {
    const path = controlAt.join('.');
    throw new AppError('bad_request', describe(where, path, CONTROL_CHARACTERS_MESSAGE), { parameter: path });
  }
  return result.data;
}

/**
 * A route's chain in one call: validate params, query and body with zod, then run the handler with the
 * parsed values. The handler returns the JSON to send (or sends itself and returns undefined).
 */
export function endpoint<P extends ZodType, Q extends ZodType, B extends ZodType>(
  schemas: Schemas<P, Q, B>,
  handler: (input: Input<Out<P>, Out<Q>, Out<B>>, req: Request, res: Response) => Promise<unknown> | unknown,
): RequestHandler {
  const run: RequestHandler = async (req, res, next) => {
    try {
      const input = {
        params: parse(schemas.params, req.params, 'ruta'),
        query: parse(schemas.query, req.query, 'consulta'),
        body: parse(schemas.body, req.body, 'cuerpo'),
      } as Input<Out<P>, Out<Q>, Out<B>>;
      const result = await handler(input, req, res);
      if (!res.headersSent && result !== undefined) res.json(result);
    } catch (err) {
      next(err);
    }
  };
  declared.set(run, schemas);
  return run;
}

const declared = new WeakMap<RequestHandler, Schemas<ZodType, ZodType, ZodType>>();

/** The schemas an endpoint validates (tests that walk the routes generate their requests from them). */
export function endpointSchemas(handler: unknown): Schemas<ZodType, ZodType, ZodType> | undefined {
  return declared.get(handler as RequestHandler);
}

/** Common parameter schemas. */
export const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
