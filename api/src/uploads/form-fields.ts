import type { z, ZodType } from 'zod';
import { AppError } from '@hardprecios/core/errors/app-error';
import {
  CONTROL_CHARACTERS_MESSAGE,
  findControlCharacters,
  hasControlCharacters,
} from '@hardprecios/core/text/control-characters';
import { spanishIssueMessage } from '@hardprecios/core/validation/spanish-messages';

export interface FieldError {
  campo: string;
  message: string;
}

/**
 * A form's own messages (the spec's texts) stand alone; zod's, about one value, say which field:
 * "El campo 'nombre' debe ser texto".
 */
function fieldMessage(issue: Parameters<typeof spanishIssueMessage>[0] & { path?: PropertyKey[] }): string {
  const path = issue.path ?? [];
  const message = spanishIssueMessage(issue);
  // A nested problem's message follows its place (see below).
  if (path.length > 1) return message;
  return path.length ? `El campo '${String(path[0])}' ${message}` : `El formulario ${message}`;
}

/**
 * Validates a form's fields (multipart or JSON) and, when they are wrong, answers 400 with the first
 * message as the error's message (the text the form shows) and every problem in `errors`. No text the
 * handler receives holds a control character (PostgreSQL refuses a NUL): such a field is refused too.
 */
export function parseFormFields<T extends ZodType>(schema: T, fields: unknown): z.output<T> {
  const result = schema.safeParse(fields ?? {}, { error: fieldMessage });
  if (!result.success) {
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
  const controlAt = findControlCharacters(result.data);
  if (controlAt) {
    const field = controlAt.map(String).join('.');
    const message = `El campo '${field}' ${CONTROL_CHARACTERS_MESSAGE}`;
    throw new AppError('bad_request', message, { errors: [{ campo: String(controlAt[0]), message }] });
  }
  return result.data;
}

/** An uploaded file's name as the client gave it, refused when it holds control characters. */
export function checkedFileName(name: string): string {
  if (hasControlCharacters(name))
    throw new AppError('bad_request', `El nombre del archivo ${CONTROL_CHARACTERS_MESSAGE}`);
  return name;
}
