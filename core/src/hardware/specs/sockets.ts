/** Socket spellings in names ('AM4', 'S1700', 'LGA 1851', 'Socket 1200'), as the contract writes them. */
export const LGA_NUMBERS = ['1150', '1151', '1155', '1156', '1200', '1700', '1851', '2011', '2066', '775'];

// A bare Intel socket number in brackets ('PROCESADOR INTEL (1151)', 'MOTHER … (1200) DDR4') is a socket too.
const SOCKET_PATTERN =
  /(?<![a-z0-9])(?:(am[2345]\+?|fm[12]\+?)|(?:lga|s|socket|skt) ?-?(\d{3,4}))(?![0-9])|\((\d{4})\)/g;

/** Every socket a name states, in order; 'LGA 1718' is what some stores call AM5. */
export function statedSockets(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(SOCKET_PATTERN)) {
    if (m[3]) {
      if (LGA_NUMBERS.includes(m[3]) && !out.includes(`LGA${m[3]}`)) out.push(`LGA${m[3]}`);
      continue;
    }
    const socket = m[1]
      ? m[1].toUpperCase()
      : m[2] === '1718'
        ? 'AM5'
        : LGA_NUMBERS.includes(m[2]!)
          ? `LGA${m[2]}`
          : undefined;
    if (socket && !out.includes(socket)) out.push(socket);
  }
  return out;
}

/** Memory generations a CPU socket takes (certain hardware fact). */
export const SOCKET_MEMORY: Record<string, string[]> = {
  AM4: ['DDR4'],
  AM5: ['DDR5'],
  LGA1851: ['DDR5'],
  LGA1700: ['DDR4', 'DDR5'],
  LGA1200: ['DDR4'],
  'AM3+': ['DDR3'],
  LGA1150: ['DDR3'],
  LGA1155: ['DDR3'],
};
