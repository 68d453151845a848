/**
 * Whether a message (an error answer's text) carries an English sentence: what a library says when
 * its error reaches the client untranslated ("Invalid input: expected number, received NaN",
 * "Unexpected end of form"). Quoted values, addresses and identifiers are left out first: they echo
 * what the client sent.
 */
const ENGLISH_WORDS =
  /\b(the|is|are|was|were|be|been|has|have|not|no longer|found|expected|received|invalid|must|should|cannot|could|unexpected|required|missing|too|large|long|short|small|string|number|object|array|boolean|input|field|failed|malformed|boundary|end|of|form|unknown|allowed|only|please|value|values|with|without|type|request|body|file|exceeded|exceeds|greater|less|than|at|least|most|unsupported|denied|forbidden|unauthorized|error|internal|server|bad|gateway|timeout|empty|many|part|parts|name|already|exists|size)\b/gi;
/** Words that alone make a message English: no Spanish message uses them. */
const TELLING = new Set([
  'expected',
  'received',
  'invalid',
  'must',
  'should',
  'cannot',
  'unexpected',
  'required',
  'malformed',
  'boundary',
  'unsupported',
  'exceeded',
  'exceeds',
]);

export function englishIn(message: string): string | undefined {
  const prose = message
    // Quoted values: '...', "...", `...`.
    .replace(/'[^']*'|"[^"]*"|`[^`]*`/g, ' ')
    // Addresses, identifiers, file names and media types: anything with / . _ : or digits inside.
    .replace(/\S*[/._:0-9]\S*/g, ' ');
  const words = [...new Set([...prose.matchAll(ENGLISH_WORDS)].map((m) => m[1]!.toLowerCase()))];
  return words.length >= 2 || words.some((w) => TELLING.has(w)) ? words.join(', ') : undefined;
}

/** Every message of an error answer's body: `message`, and each of `errors[].message`. */
export function messagesOf(text: string, contentType: string): string[] {
  if (!contentType.includes('json')) return text ? [text.slice(0, 2000)] : [];
  try {
    const body = JSON.parse(text) as { message?: unknown; errors?: { message?: unknown }[] };
    return [body.message, ...(Array.isArray(body.errors) ? body.errors.map((e) => e?.message) : [])].filter(
      (m): m is string => typeof m === 'string',
    );
  } catch {
    return [text.slice(0, 2000)];
  }
}
