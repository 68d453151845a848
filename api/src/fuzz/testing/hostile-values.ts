import { gzipSync } from 'node:zlib';

/**
 * What a careless or hostile client sends in place of a value. No English words on purpose: the suite
 * looks for English sentences in the answers, and an echoed value must not count as one.
 */
export const INJECTIONS = [
  "' OR 1=1; DROP TABLE stores; --",
  '<script>alerta(1)</script><img src=x onerror=alerta(2)>',
  '{{7*7}}${7*7}<%= 7*7 %>',
  '../../../../etc/passwd',
  '%s%s%s%n%x',
  '\\u0000\\x00 $(id) `id`',
];

export const CONTROL_STRINGS = ['a\u0000b', '\u001b[31mrojo\u001b[0m', 'fin\u007f\u0085\u009b'];

/** Unicode a database or a regular expression may trip on: a lone surrogate, direction overrides, emoji. */
export const ODD_UNICODE = ['\ud800', '\u202eodnum\u202c', 'ñandú 💾 Ωmega', '\ufeff\ufffe'];

export const HUGE_TEXT = 'x'.repeat(100_000);

/** Values of the wrong type for any field. */
export const WRONG_TYPES: unknown[] = [
  12345,
  -1,
  1e308,
  0.5,
  true,
  null,
  [],
  {},
  ['a', 'b'],
  { $gt: '' },
  '',
];

/** Field values, tried in turn on each field of a body. */
export const FIELD_VALUES: unknown[] = [
  ...WRONG_TYPES,
  ...CONTROL_STRINGS,
  ...INJECTIONS.slice(0, 3),
  ...ODD_UNICODE.slice(0, 2),
  HUGE_TEXT,
];

/** Query string values (URL-encoded by the sender); a URL cannot carry 100 KB, 8 KB it can. */
export const QUERY_VALUES = [
  'abc',
  '-1',
  '1e309',
  'NaN',
  '0x1F',
  '',
  ...CONTROL_STRINGS,
  ...INJECTIONS.slice(0, 4),
  ODD_UNICODE[0]!,
  'q'.repeat(8_000),
];

/** Path parameter values, raw in the address (some deliberately badly encoded). */
export const PARAM_VALUES = [
  '0',
  '-1',
  'abc',
  '1.5',
  '1e309',
  '99999999999999999999',
  '%00',
  '%E0%A4%A',
  encodeURIComponent(INJECTIONS[0]!),
  encodeURIComponent('<script>'),
  'p'.repeat(4_000),
];

/** JSON nested `depth` levels deep (an array of arrays), as text. */
export const deepJson = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** 20 MB of JSON that gzips to a few kilobytes: the server must stop inflating it early. */
export const GZIP_BOMB = gzipSync(Buffer.from(`{"a":"${'0'.repeat(20_000_000)}"}`), { level: 9 });

/** Multipart bodies no parser can finish: without a boundary, garbage, cut in the middle of a part. */
export const BROKEN_MULTIPART: { what: string; type: string; body: Buffer }[] = [
  { what: 'sin boundary', type: 'multipart/form-data', body: Buffer.from('nombre=Tienda') },
  {
    what: 'basura',
    type: 'multipart/form-data; boundary=XyZ',
    body: Buffer.from([0xff, 0x00, 0x13, 0x37, 0x0d, 0x0a, 0x2d, 0x2d]),
  },
  {
    what: 'cortado',
    type: 'multipart/form-data; boundary=XyZ',
    body: Buffer.from('--XyZ\r\nContent-Disposition: form-data; name="nombre"\r\n\r\nTienda a med'),
  },
];
