/** Desktop chipsets and the socket of the boards built on them (certain hardware fact). */
export const CHIPSET_SOCKET: Record<string, string> = {
  ...Object.fromEntries(
    ['A320', 'B350', 'X370', 'B450', 'X470', 'A520', 'B550', 'X570'].map((c) => [c, 'AM4']),
  ),
  ...Object.fromEntries(
    ['A620', 'B650', 'B650E', 'X670', 'X670E', 'B840', 'B850', 'X870', 'X870E'].map((c) => [c, 'AM5']),
  ),
  ...Object.fromEntries(['H610', 'B660', 'H670', 'Z690', 'B760', 'H770', 'Z790'].map((c) => [c, 'LGA1700'])),
  ...Object.fromEntries(['H810', 'B860', 'Z890'].map((c) => [c, 'LGA1851'])),
  ...Object.fromEntries(
    ['H410', 'B460', 'H470', 'Z490', 'H510', 'B560', 'H570', 'Z590'].map((c) => [c, 'LGA1200']),
  ),
  ...Object.fromEntries(['H310', 'B360', 'B365', 'H370', 'Z370', 'Z390'].map((c) => [c, 'LGA1151'])),
};

/** Boards of these sockets take one memory generation only. */
export const SOCKET_BOARD_MEMORY: Record<string, string> = {
  AM4: 'DDR4',
  AM5: 'DDR5',
  LGA1851: 'DDR5',
  LGA1200: 'DDR4',
};

/**
 * A chipset in a board name with the letter makers add for the board's size: 'B550M-K' (M: Micro ATX),
 * 'B850I' (I: Mini-ITX), 'B650EM-A' (B650E, Micro ATX), 'X870E' (no letter).
 */
// Biostar writes its Micro ATX line letters right after the M ('H510MHP', 'B450MH', 'B560MX').
const BOARD_CODE =
  /(?<![a-z0-9])([abhxz]\d{3})(e?)(m(?=(?:hp|h|x\d?)?(?![a-z0-9]))(?:hp|h|x\d?)?|i)?(?![a-z0-9])(?:-([ig])(?![a-z0-9]))?/g;

export function boardChipset(text: string): { chipset: string; size?: 'm' | 'i' | 'g' } | undefined {
  const found: { chipset: string; size?: 'm' | 'i' | 'g' }[] = [];
  for (const m of text.matchAll(BOARD_CODE)) {
    const base = m[1]!.toUpperCase();
    const e = m[2] ? 'E' : '';
    const chipset = CHIPSET_SOCKET[base + e] ? base + e : CHIPSET_SOCKET[base] && !e ? base : undefined;
    if (!chipset) continue;
    // 'B550-I' (ASUS Mini-ITX) and 'B760-G' (ASUS ROG Strix Micro ATX) put the size after a dash.
    const size = (m[3]?.[0] ?? m[4]) as 'm' | 'i' | 'g' | undefined;
    if (!found.some((f) => f.chipset === chipset)) found.push({ chipset, size });
  }
  return found.length === 1 ? found[0] : undefined;
}
