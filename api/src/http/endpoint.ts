import type { Request, RequestHandler, Response } from 'express';
import { z, type ZodType } from 'zod';
import { AppError } from '@hardprecios/core/errors/app-error';

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

/** Names the first wrong parameter, so a 400 says what to fix. */
function describe(where: string, error: z.ZodError): string {
  const issue = error.issues[0]!;
  const path = issue.path.join('.');
  return path
    ? `Parámetro inválido '${path}' (${where}): ${issue.message}`
    : `${where} inválido: ${issue.message}`;
}

function parse<T extends ZodType>(schema: T | undefined, value: unknown, where: string) {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    const first = result.error.issues[0]!;
    throw new AppError('bad_request', describe(where, result.error), { parameter: first.path.join('.') });
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
  return async (req, res, next) => {
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
}

/** Common parameter schemas. */
export const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
