/**
 * Control characters in text that comes from outside (requests, store pages, spreadsheets). PostgreSQL
 * refuses a NUL in any text value (and in jsonb), and the others are never meant by a person: a value
 * holding one is refused, or stripped where it is free text (search words, statistics metadata).
 * Tab and line breaks (CR, LF: forms send CRLF) are text.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const CONTROL_ALL = new RegExp(CONTROL.source, 'g');

/** What a refused value says, after its field's name. */
export const CONTROL_CHARACTERS_MESSAGE = 'tiene caracteres de control no permitidos';

export function hasControlCharacters(text: string): boolean {
  return CONTROL.test(text);
}

/** The text without its control characters (tab and line breaks kept). */
export function stripControlCharacters(text: string): string {
  return CONTROL.test(text) ? text.replace(CONTROL_ALL, '') : text;
}

/**
 * Where the first string (or object key) holding a control character is inside a parsed value, as a
 * path ('requests.0.params.query'); undefined when there is none. Walks without recursion, so a value
 * nested thousands deep costs no stack.
 */
export function findControlCharacters(value: unknown): (string | number)[] | undefined {
  // Each entry points at its parent: the path is built only for the value found.
  type Entry = { value: unknown; key?: string | number; parent?: Entry };
  const pathOf = (entry: Entry | undefined, last?: string): (string | number)[] => {
    const path: (string | number)[] = last === undefined ? [] : [last];
    for (let e = entry; e && e.key !== undefined; e = e.parent) path.unshift(e.key);
    return path;
  };
  const stack: Entry[] = [{ value }];
  while (stack.length > 0) {
    const entry = stack.pop()!;
    const current = entry.value;
    if (typeof current === 'string') {
      if (CONTROL.test(current)) return pathOf(entry);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], key: i, parent: entry });
    } else if (current !== null && typeof current === 'object' && isPlain(current)) {
      const entries = Object.entries(current);
      const badKey = entries.find(([key]) => CONTROL.test(key));
      if (badKey) return pathOf(entry, badKey[0]);
      for (let i = entries.length - 1; i >= 0; i--)
        stack.push({ value: entries[i]![1], key: entries[i]![0], parent: entry });
    }
  }
  return undefined;
}

/** Plain objects only: buffers, dates and the like hold no text a person typed. */
function isPlain(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}
