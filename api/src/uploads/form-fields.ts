import type { z, ZodType } from 'zod';
import { AppError } from '@hardprecios/core/errors/app-error';

export interface FieldError {
  campo: string;
  message: string;
}

/**
 * Validates a form's fields (multipart or JSON) and, when they are wrong, answers 400 with the first
 * message as the error's message (the text the form shows) and every problem in `errors`.
 */
export function parseFormFields<T extends ZodType>(schema: T, fields: unknown): z.output<T> {
  const result = schema.safeParse(fields ?? {});
  if (result.success) return result.data;
  const errors: FieldError[] = result.error.issues.map((issue) => {
    const [field, ...rest] = issue.path.map(String);
    return {
      campo: field ?? '',
      // Nested problems (a recipe's selectors) say where they are.
      message: rest.length ? `${field} inválida (${rest.join('.')}): ${issue.message}` : issue.message,
    };
  });
  throw new AppError('bad_request', errors[0]!.message, { errors });
}
