import type { Request, RequestHandler, Response } from 'express';
import { z, type ZodType } from 'zod';
import { AppError } from '@hardprecios/core/errors/app-error';
import { CONTROL_CHARACTERS_MESSAGE, findControlCharacters } from '@hardprecios/core/text/control-characters';
import { parseFormFields } from '../uploads/form-fields';

interface Schemas<P extends ZodType, Q extends ZodType, B extends ZodType, F extends ZodType = ZodType> {
  params?: P;
  query?: Q;
  body?: B;
  /**
   * A form (multipart, or JSON), read after the upload middleware. Its problems are answered as a
   * form's (`errors`, the form's own messages).
   */
  form?: F;
  /** The form's file field: `true` when a file came in it, else absent (whatever the body says). */
  file?: string;
}

type Out<T> = T extends ZodType ? z.output<T> : undefined;

export interface Input<P, Q, B, F = undefined> {
  params: P;
  query: Q;
  body: B;
  form: F;
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
export function endpoint<P extends ZodType, Q extends ZodType, B extends ZodType, F extends ZodType>(
  schemas: Schemas<P, Q, B, F>,
  handler: (
    input: Input<Out<P>, Out<Q>, Out<B>, Out<F>>,
    req: Request,
    res: Response,
  ) => Promise<unknown> | unknown,
): RequestHandler {
  const run: RequestHandler = async (req, res, next) => {
    try {
      const input = {
        params: parse(schemas.params, req.params, 'ruta'),
        query: parse(schemas.query, req.query, 'consulta'),
        body: parse(schemas.body, req.body, 'cuerpo'),
        form: schemas.form ? parseFormFields(schemas.form, formFieldsOf(req, schemas.file)) : undefined,
      } as Input<Out<P>, Out<Q>, Out<B>, Out<F>>;
      const result = await handler(input, req, res);
      if (!res.headersSent && result !== undefined) res.json(result);
    } catch (err) {
      next(err);
    }
  };
  declared.set(run, schemas);
  return run;
}

/** A form's fields as sent; its file field says whether the file came (a body cannot pretend it did). */
function formFieldsOf(req: Request, file: string | undefined): Record<string, unknown> {
  const fields = (req.body ?? {}) as Record<string, unknown>;
  if (!file) return fields;
  return { ...fields, [file]: req.file?.fieldname === file ? true : undefined };
}

const declared = new WeakMap<RequestHandler, Schemas<ZodType, ZodType, ZodType>>();

/** The schemas an endpoint validates (tests that walk the routes generate their requests from them). */
export function endpointSchemas(handler: unknown): Schemas<ZodType, ZodType, ZodType> | undefined {
  return declared.get(handler as RequestHandler);
}

/** Common parameter schemas. */
export const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
