import type { ZodType } from 'zod';

/** zod's own description of a schema (`schema._zod.def`), as far as the fuzz suite reads it. */
interface Def {
  type: string;
  shape?: Record<string, ZodType>;
  innerType?: ZodType;
  in?: ZodType;
  out?: ZodType;
  left?: ZodType;
  right?: ZodType;
  options?: ZodType[];
  element?: ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  format?: string;
}

const defOf = (schema: ZodType | undefined): Def | undefined =>
  (schema as unknown as { _zod?: { def: Def } } | undefined)?._zod?.def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The object fields a schema reads (through wrappers, pipes, preprocessing and intersections). */
export function fieldsOf(schema: ZodType | undefined): string[] {
  const def = defOf(schema);
  if (!def) return [];
  if (def.type === 'object') return Object.keys(def.shape ?? {});
  if (WRAPPERS.has(def.type)) return fieldsOf(def.innerType);
  if (def.type === 'pipe') return [...new Set([...fieldsOf(def.in), ...fieldsOf(def.out)])];
  if (def.type === 'intersection') return [...new Set([...fieldsOf(def.left), ...fieldsOf(def.right)])];
  return [];
}

const today = () => new Date().toISOString().slice(0, 10);

/** Values for fields by name (the ids of things that exist), given by the caller. */
export type Hints = Record<string, unknown>;

/** What a field's name says a plausible value looks like, when its type alone does not. */
function hintFor(field: string | undefined, hints: Hints): unknown {
  if (!field) return undefined;
  if (field in hints) return hints[field];
  if (/^fechaInicio$/.test(field)) return '2024-12-01';
  if (/^fecha/.test(field)) return today();
  if (/email|correo/i.test(field)) return 'fuzz@example.com';
  if (/^url/i.test(field)) return field === 'urlVisitada' ? '/' : 'https://tienda.example.com';
  return undefined;
}

/** Fields that may be left out: the baseline leaves them out, so they take their defaults. */
const OMITTED = new Set(['optional', 'default', 'prefault']);

/**
 * A plausible value for a schema: the baseline a malformed variant changes one field of, so that the
 * rest of the request gets as far as it can. Optional fields are left out. Not always valid
 * (refinements are not read); close.
 */
export function sampleOf(schema: ZodType | undefined, hints: Hints = {}, field?: string, depth = 0): unknown {
  const def = defOf(schema);
  if (!def || depth > 12) return undefined;
  const hint = hintFor(field, hints);
  switch (def.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape ?? {}).map(([key, inner]) => [key, sampleOf(inner, hints, key, depth + 1)]),
      );
    case 'string':
      return hint ?? (def.format === 'email' ? 'fuzz@example.com' : 'texto');
    case 'number':
    case 'int':
      return hint ?? 1;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'array':
      return [sampleOf(def.element, hints, field, depth + 1)];
    case 'union':
      return sampleOf(def.options?.[0], hints, field, depth + 1);
    case 'intersection':
      return {
        ...(sampleOf(def.left, hints, field, depth + 1) as object),
        ...(sampleOf(def.right, hints, field, depth + 1) as object),
      };
    case 'pipe':
      return sampleOf(def.in, hints, field, depth + 1) ?? sampleOf(def.out, hints, field, depth + 1);
    case 'record':
      return {};
    case 'unknown':
    case 'any':
      return hint ?? 'texto';
    default:
      if (OMITTED.has(def.type)) return undefined;
      if (WRAPPERS.has(def.type)) return sampleOf(def.innerType, hints, field, depth + 1);
      return hint;
  }
}
