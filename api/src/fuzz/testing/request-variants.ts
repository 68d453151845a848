import type { CatalogRoute } from './route-catalog';
import type { FuzzRequest } from './send-request';
import { fieldsOf, sampleOf, type Hints } from './schema-shape';
import {
  BROKEN_MULTIPART,
  CONTROL_STRINGS,
  FIELD_VALUES,
  GZIP_BOMB,
  HUGE_TEXT,
  INJECTIONS,
  PARAM_VALUES,
  QUERY_VALUES,
  deepJson,
} from './hostile-values';

export interface VariantContext {
  /** A value of this path parameter that names something that exists (so requests get past the 404). */
  param(name: string): string;
  /** Values of fields by name (ids of things that exist) for the baseline. */
  hints: Hints;
}

const JSON_TYPE = { 'content-type': 'application/json' };
/** Percent-encoding that also writes a lone surrogate, as the bytes no UTF-8 decoder accepts (ED A0 80). */
function percent(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((c) => {
        const code = c.charCodeAt(0);
        if (code < 0xd800 || code > 0xdfff) return encodeURIComponent(c);
        const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)];
        return bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
      })
      .join('');
  }
}
const encode = (pairs: [string, string][]) => pairs.map(([k, v]) => `${percent(k)}=${percent(v)}`).join('&');

/** What a value looks like when a route's baseline sets it in a query string or a form. */
const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function labelOf(value: unknown): string {
  if (typeof value !== 'string') return 'campo-tipo';
  if (value === HUGE_TEXT) return 'campo-100kb';
  if (CONTROL_STRINGS.includes(value)) return 'campo-control';
  if (INJECTIONS.includes(value)) return 'campo-inyeccion';
  return value === '' ? 'campo-vacio' : 'campo-unicode';
}

function multipartOf(fields: [string, string][]): { type: string; body: Buffer } {
  const boundary = `----fuzz${Math.random().toString(36).slice(2)}`;
  const parts = fields.map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
  };
}

/**
 * Malformed variants of one route's request, from what its router says about it: its path parameters,
 * the fields of its query, body and form schemas.
 * The first variant is the baseline: plausible values everywhere.
 */
export function requestVariants(route: CatalogRoute, context: VariantContext): FuzzRequest[] {
  const { method } = route;
  const path = (override?: [string, string]) =>
    route.path.replace(/[:*](\w+)/g, (_, name: string) =>
      override?.[0] === name ? override[1] : context.param(name),
    );
  const baseQuery = Object.entries(
    (sampleOf(route.schemas.query, context.hints) ?? {}) as Record<string, unknown>,
  )
    .filter(([, v]) => v !== undefined)
    .map(([k, v]): [string, string] => [k, asText(v)]);
  const withQuery = (p: string, pairs = baseQuery) => (pairs.length ? `${p}?${encode(pairs)}` : p);
  const address = withQuery(path());
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const baseBody = (sampleOf(route.schemas.body, context.hints) ??
    sampleOf(route.schemas.form, context.hints) ??
    {}) as Record<string, unknown>;
  const json = (label: string, body: unknown, p = address): FuzzRequest => ({
    label,
    method,
    path: p,
    headers: JSON_TYPE,
    body: JSON.stringify(body),
  });
  const raw = (label: string, headers: Record<string, string>, body: Buffer | string): FuzzRequest => ({
    label,
    method,
    path: address,
    headers,
    body,
  });

  const variants: FuzzRequest[] = [
    hasBody ? json('valido', baseBody) : { label: 'valido', method, path: address },
  ];

  for (const param of route.params.slice(0, 2))
    for (const value of PARAM_VALUES)
      variants.push({
        ...(hasBody ? json('ruta', baseBody) : { label: 'ruta', method, path: '' }),
        path: withQuery(path([param, value])),
      });

  const queryKeys = fieldsOf(route.schemas.query);
  const keys = queryKeys.length ? queryKeys : ['q'];
  const queryValues = queryKeys.length ? QUERY_VALUES : QUERY_VALUES.slice(6, 9);
  queryValues.forEach((value, i) => {
    const key = keys[i % keys.length]!;
    const pairs = [...baseQuery.filter(([k]) => k !== key), [key, value] as [string, string]];
    variants.push({ label: 'consulta', method, path: withQuery(path(), pairs) });
  });
  variants.push({
    label: 'consulta-repetida',
    method,
    path: withQuery(path(), [...baseQuery, [keys[0]!, '1'], [keys[0]!, '2'], [`${keys[0]}[x]`, '3']]),
  });
  if (!hasBody) return variants;

  for (const top of ['[]', '"texto"', '123', 'null', 'true'])
    variants.push(raw('cuerpo-tipo', JSON_TYPE, top));
  variants.push(json('cuerpo-vacio', {}));
  const formFields = fieldsOf(route.schemas.form);
  const fields = [...fieldsOf(route.schemas.body), ...formFields];
  if (fields.length) {
    FIELD_VALUES.forEach((value, i) => {
      const field = fields[i % fields.length]!;
      variants.push(json(labelOf(value), { ...baseBody, [field]: value }));
    });
    for (const field of fields.slice(0, 10))
      variants.push(json('campo-control', { ...baseBody, [field]: 'a\u0000b' }));
  }
  // A form: hostile text in each field as multipart, one field at a time, and a field sent twice.
  const hostileText = [CONTROL_STRINGS[0]!, CONTROL_STRINGS[1]!, HUGE_TEXT, INJECTIONS[0]!, INJECTIONS[1]!];
  formFields.forEach((field, i) => {
    for (const value of i < 2 ? hostileText : hostileText.slice(i % 2, (i % 2) + 2)) {
      const form = multipartOf([[field, value]]);
      variants.push(raw('formulario-campo', { 'content-type': form.type }, form.body));
    }
  });
  if (formFields.length) {
    const twice = multipartOf(
      formFields
        .map((f): [string, string][] => [
          [f, 'uno'],
          [f, 'dos'],
        ])
        .flat(),
    );
    variants.push(raw('formulario-repetido', { 'content-type': twice.type }, twice.body));
  }

  const baseText = JSON.stringify(baseBody);
  variants.push(raw('json-profundo', JSON_TYPE, deepJson(5_000)));
  variants.push(raw('json-profundo', JSON_TYPE, `{"${fields[0] ?? 'a'}":${deepJson(5_000)}}`));
  variants.push(
    raw(
      'utf8-invalido',
      JSON_TYPE,
      Buffer.concat([
        Buffer.from(`{"${fields[0] ?? 'a'}":"a`),
        Buffer.from([0xff, 0xfe, 0xc3, 0x28]),
        Buffer.from('"}'),
      ]),
    ),
  );
  variants.push(raw('tipo-contenido', { 'content-type': 'text/plain' }, baseText));
  variants.push(raw('tipo-contenido', { 'content-type': 'application/xml' }, '<a><b>1</b></a>'));
  variants.push(raw('tipo-contenido', {}, baseText));
  variants.push(
    raw('tipo-contenido', { 'content-type': 'application/x-www-form-urlencoded' }, 'a=1&a=2&b[c]=3&%FF=%00'),
  );
  const asForm = multipartOf(Object.entries(baseBody).map(([k, v]) => [k, asText(v)]));
  variants.push(raw('tipo-contenido', { 'content-type': asForm.type }, asForm.body));
  variants.push(
    raw('json-cortado', JSON_TYPE, baseText.slice(0, Math.max(1, Math.floor(baseText.length / 2)))),
  );
  variants.push(raw('demasiado-grande', JSON_TYPE, JSON.stringify({ a: 'x'.repeat(300_000) })));
  variants.push(raw('bomba-gzip', { ...JSON_TYPE, 'content-encoding': 'gzip' }, GZIP_BOMB));
  for (const broken of BROKEN_MULTIPART)
    variants.push(raw('multipart-roto', { 'content-type': broken.type }, broken.body));
  const long = JSON.stringify({ ...baseBody, relleno: 'x'.repeat(2_000) });
  variants.push({ ...raw('cuerpo-cortado', JSON_TYPE, long), truncateTo: Math.floor(long.length / 2) });
  return variants;
}
