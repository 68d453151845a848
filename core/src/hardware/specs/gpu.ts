import type { Especificaciones } from '../types';
import { allMatches, single } from '../text';

/**
 * A graphics chip as the contract spells it: 'RTX 5060 Ti', 'RX 9060 XT', 'GTX 1650 Super', 'GT 1030',
 * 'Arc B580'. Stores write 'RTX5060TI', 'Rx 6900xt', 'rtx 4070 ti super'.
 */
const CHIP =
  / (?:geforce |radeon |intel )?(rtx|gtx|gt|rx|arc) ?([ab]?\d{3,4})(?: ?(ti|xt|xtx|gre))?(?: ?(super))?(?![a-z0-9])/g;

const VRAM_SIZES = new Set([1, 2, 3, 4, 6, 8, 10, 11, 12, 16, 20, 24, 32]);

export function readGpuChip(text: string): string | undefined {
  const chips = allMatches(text, CHIP, (m) => {
    const family = m[1]!;
    const model = m[2]!;
    if (family === 'arc' ? !/^[ab]\d{3}$/.test(model) : !/^\d{3,4}$/.test(model)) return undefined;
    const parts = [family === 'arc' ? 'Arc' : family.toUpperCase(), model.toUpperCase()];
    if (m[3]) parts.push(m[3] === 'ti' ? 'Ti' : m[3].toUpperCase());
    if (m[4]) parts.push('Super');
    return parts.join(' ');
  });
  return single(chips) as string | undefined;
}

/**
 * A chip number written without its family ('5500XT 4GB GIGABYTE', '3080 … 10 Gb'): Radeon numbers with XT,
 * GeForce numbers of the GTX (10, 16) and RTX (20 to 50) series. Read only when no chip is named in full.
 */
const BARE_CHIP =
  / ([5-9][0-9]00) ?(xtx?)(?![a-z0-9])| (10[5-8]0|16[56]0|20[6-8]0|30[5-9]0|40[6-9]0|50[5-9]0)(?: ?(ti|super))?(?![a-z0-9])/g;

function readBareChip(text: string): string | undefined {
  const chips = allMatches(text, BARE_CHIP, (m) => {
    if (m[1]) return `RX ${m[1]} ${m[2]!.toUpperCase()}`;
    const number = m[3]!;
    const family = /^1[06]/.test(number) ? 'GTX' : 'RTX';
    return [family, number, m[4] === 'ti' ? 'Ti' : m[4] ? 'Super' : ''].filter(Boolean).join(' ');
  });
  return single(chips) as string | undefined;
}

export function readGpu(text: string): Especificaciones {
  const specs: Especificaciones = {};
  // Two chips named in full leave the chip open; a bare number is read only when none is.
  const named = text.match(CHIP) !== null;
  const chip = named ? readGpuChip(text) : readBareChip(text);
  if (chip) specs.chip = chip;
  const vram = allMatches(text, /(?<![0-9x.])(\d{1,2}) ?(?:gb|g)(?![a-z0-9])/, (m) =>
    VRAM_SIZES.has(Number(m[1])) ? Number(m[1]) : undefined,
  );
  const size = single(vram);
  if (size) specs.vramGB = size as number;
  return specs;
}
