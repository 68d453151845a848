import { normalizeGtin } from '../models/listing-identity';

/**
 * Maker part numbers and GTINs written in a listing's name ('MLX-D24M-A18PA-RD', 'KF560C36BBEA',
 * '100-100001236SBX', '9H.LF4LB.DBE', '4718755065736'), compacted (upper case, letters and digits).
 * A code counts when it is long and mixed enough not to be a model line, a chip or a measure: at least
 * 8 letters and digits with 2 of each, or a valid GTIN. Chips and CPU models ('RTX5060TI', 'I7-14700K')
 * name many products and never count.
 */
export function partNumbersInName(name: string): string[] {
  const out = new Set<string>();
  // A slash parts two words unless it stands between digits ('KVR32N22S8/16' is one code).
  // Kingston's capacity suffix after a letter ('HX424C15FB/16') stays too: '/4' and '/16' are two products.
  for (const raw of name.split(/[\s()[\],;"'|]+|&quot;|(?<![a-z\d])\/|\/(?!\d)/i)) {
    const token = raw.replace(/^[-–.:/#]+|[-–.:/#]+$/g, '');
    // Most words are short: a code has 8 characters or more, and what follows only removes some.
    if (token.length < 8) continue;
    // Generations and lists of numbers ('12/13/14va', '2.4/5GHz') are not codes.
    if (/^(?:\d{1,2}[./-])+\d{1,2}[a-z]{0,3}$/i.test(token)) continue;
    const gtin = /^\d{12,14}$/.test(token) ? normalizeGtin(token) : undefined;
    if (gtin) {
      out.add(gtin);
      continue;
    }
    // A monitor's regional suffix ('GS27FA-AR', 'VG249QL3A-J', '24GS60F-B') names the same product, and
    // A store's code for its open-box unit ('90MB1IE0-M0EAY0-OUTLET1'): the condition tells it apart.
    // Philips's regional suffixes ('193V5LHSB2/77', '/55/77'); Kingston's capacities ('/16', '/32') stay.
    const code = withoutTpLinkPrefix(token)
      .replace(/-?outlet\d*$/i, '')
      .replace(/(?:\/(?!16|32|64)\d{2})+$/, '')
      .replace(/-(?:sa|ar|b|j|la)$/i, '')
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      // Samsung's monitors: the country after the LX region ('LS27D300GALXZB' is the 'LS27D300GALX').
      .replace(/^(LS\d{2}[A-Z0-9]+LX)Z[A-Z]$/, '$1');
    if (code.length < 8 || code.length > 24) continue;
    // Makers that number parts with digits in hyphenated groups (HP '691862-B21', '404712-001', MSI
    // '911-7C96-065', Logitech '910-006662') need fewer letters: the grouping says it is a code when a
    // group has a letter or a leading zero (a range, '1000-2000 RPM', has neither).
    const letters = HYPHENATED_NUMBER.test(token) && /[a-z]|-0/i.test(token) ? 0 : 2;
    if ((code.match(/[A-Z]/g) ?? []).length < letters || (code.match(/\d/g) ?? []).length < 2) continue;
    if (NOT_A_PART_NUMBER.some((p) => p.test(code))) continue;
    out.add(code);
  }
  return [...out];
}

/**
 * TP-Link's 'TL-' opens its codes or not at a store's will ('TL-WN8200ND' is the 'WN8200ND'): left out when
 * what remains is still long enough to be a code, so that a short one ('TL-WN722N') keeps counting.
 */
function withoutTpLinkPrefix(token: string): string {
  const rest = /^TL-?([A-Z]{2,}\d[A-Z0-9-]*)$/i.exec(token)?.[1];
  return rest && rest.replace(/-/g, '').length >= 8 ? rest : token;
}

/** Digit groups joined by hyphens, the first of 3 to 6 digits and not a year ('2023-11-05'). */
const HYPHENATED_NUMBER = /^(?!(?:19|20)\d\d-)\d{3,6}(?:-[A-Z0-9]{2,6}){1,2}$/i;

const NOT_A_PART_NUMBER = [
  // Memory module speed grades ('PC4-19200', 'PC3-12800', 'PC4-28800C18').
  /^PC[2345]L?\d{4,5}(?:[A-Z]\d*)?$/,
  // Generations written as ordinals ('3ERA4TA5TA', '12VA13VA14VA', '14TH').
  /^(?:\d{1,2}(?:ERA|RA|DA|TA|VA|MA|NA|TH|ST|ND|RD|GEN))+$/,
  // A word and a number run together ('80+Platinum', 'Series2', 'Stinger2'), not a code.
  /^\d{1,3}[A-Z]{4,}$/,
  /^[A-Z]{4,}\d{1,3}$/,
  // Measures and speeds run together: '6000MB/S', '2X16GB', '3200MHZCL16', 'DDR5-6000', '940X410X4MM', '44.5X21X47CM'.
  /^(?:\d+(?:X\d+){0,2}(?:GB|TB|MB|MHZ|MT|MBS|GBPS|MBPS|HZ|MS|W|MM|CM|RPM|DPI|MAH|GHZ)+)+(?:CL\d+)?$/,
  /^(?:DDR|GDDR|LPDDR)\d/,
  /^\d+GB(?:DDR|GDDR)\d/,
  // A board's model ('B850M-PLUS', 'X870E-E'): a chipset and words, one for the board in every box.
  /^[ABHXZQ]\d{3}[A-Z]*$/,
  // Chips and processor models: one name for many products.
  /^(?:RTX|GTX|GT|RX|ARC|QUADRO)\d/,
  /^(?:I[3579]|CORE|RYZEN|R[3579]|ULTRA)\d/,
  /^(?:PCIE|GEN|USB|HDMI|DP|WIFI|AC|AX|BE)\d/,
];
