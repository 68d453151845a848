import { z } from 'zod';

/**
 * zod's messages in Spanish, for every schema that does not word its own: short phrases about one value
 * ('debe ser un número', 'puede tener hasta 200 caracteres') that read after a field's name
 * ("Parámetro inválido 'page' (consulta): debe ser un número"). Messages a schema gives itself (the
 * spec's form texts) always win over these.
 */

type Issue = z.core.$ZodRawIssue;

const TYPES: Record<string, string> = {
  string: 'texto',
  number: 'un número',
  int: 'un número entero',
  bigint: 'un número entero',
  boolean: 'verdadero o falso',
  array: 'una lista',
  object: 'un objeto',
  date: 'una fecha',
  null: 'nulo',
  file: 'un archivo',
  map: 'un objeto',
  record: 'un objeto',
  set: 'una lista',
  tuple: 'una lista',
};

const UNITS: Record<string, [string, string]> = {
  string: ['carácter', 'caracteres'],
  array: ['elemento', 'elementos'],
  set: ['elemento', 'elementos'],
  file: ['byte', 'bytes'],
};

const FORMATS: Record<string, string> = {
  email: 'debe ser un correo válido',
  url: 'debe ser una dirección web válida',
  datetime: 'debe ser una fecha y hora válidas',
  date: 'debe ser una fecha válida (AAAA-MM-DD)',
  time: 'debe ser una hora válida',
  json_string: 'debe ser JSON válido',
};

const count = (n: number | bigint, origin: string) => {
  const [one, many] = UNITS[origin] ?? ['', ''];
  return `${n.toString()} ${Number(n) === 1 ? one : many}`;
};

const shown = (value: unknown) => (typeof value === 'string' ? `'${value}'` : String(value));

function sizeMessage(issue: Issue & { code: 'too_big' | 'too_small' }): string {
  const big = issue.code === 'too_big';
  const limit = big ? issue.maximum : issue.minimum;
  const origin = issue.origin;
  if (UNITS[origin]) {
    if (issue.exact) return `debe tener exactamente ${count(limit, origin)}`;
    if (!big && Number(limit) === 1) return 'no puede estar vacío';
    return big ? `puede tener hasta ${count(limit, origin)}` : `debe tener al menos ${count(limit, origin)}`;
  }
  if (origin === 'date') {
    const day = new Date(Number(limit)).toISOString().slice(0, 10);
    return big ? `no puede ser posterior a ${day}` : `no puede ser anterior a ${day}`;
  }
  if (big) return issue.inclusive ? `no puede ser mayor que ${limit}` : `debe ser menor que ${limit}`;
  if (Number(limit) === 0) return issue.inclusive ? 'no puede ser negativo' : 'debe ser positivo';
  return issue.inclusive ? `debe ser al menos ${limit}` : `debe ser mayor que ${limit}`;
}

/** The Spanish message of one issue. */
export function spanishIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'es obligatorio';
      return TYPES[issue.expected] ? `debe ser ${TYPES[issue.expected]}` : 'tiene un tipo de dato inválido';
    case 'too_big':
    case 'too_small':
      return sizeMessage(issue);
    case 'invalid_format':
      if (issue.format === 'starts_with') return `debe empezar con '${issue.prefix}'`;
      if (issue.format === 'ends_with') return `debe terminar con '${issue.suffix}'`;
      if (issue.format === 'includes') return `debe incluir '${issue.includes}'`;
      return FORMATS[issue.format] ?? 'tiene un formato inválido';
    case 'not_multiple_of':
      return `debe ser múltiplo de ${issue.divisor.toString()}`;
    case 'unrecognized_keys':
      return `tiene campos desconocidos: ${issue.keys.join(', ')}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `debe ser ${shown(issue.values[0])}`
        : `debe ser uno de estos valores: ${issue.values.map(shown).join(', ')}`;
    case 'invalid_key':
      return 'tiene una clave inválida';
    case 'invalid_union':
    case 'invalid_element':
      return 'tiene un valor inválido';
    default:
      return 'es inválido';
  }
}

/** Makes every schema of this process speak Spanish (zod's global configuration; safe to call again). */
export function useSpanishValidationMessages(): void {
  z.config({ customError: spanishIssueMessage });
}
