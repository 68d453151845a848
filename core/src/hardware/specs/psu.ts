import type { Especificaciones } from '../types';
import { allMatches, single } from '../text';

const METALS: Record<string, string> = {
  bronze: 'Bronze', bronce: 'Bronze', silver: 'Silver', plata: 'Silver', gold: 'Gold', oro: 'Gold',
  platinum: 'Platinum', platino: 'Platinum', platin: 'Platinum', titanium: 'Titanium', titanio: 'Titanium',
}; // prettier-ignore
const METAL = '(bronze|bronce|silver|plata|gold|oro|platinum|platino|platin|titanium|titanio)';

/**
 * Lines made with one cabling only (certain maker fact): Corsair RM/RMe/RMx/RMi, HX/HXi, AX/AXi and SF are
 * fully modular, CX-F full, CX-M semi, plain CX and VS not; MSI MAG A…BN is 'Bronze, Non-modular';
 * Thermaltake Smart BM1/BM2 are semi-modular, Smart BX1 and Smart RGB not (BX3 left open).
 */
const MODULAR_LINES: [RegExp, 'full' | 'semi' | 'no'][] = [
  [
    / corsair .*(?<![a-z])(?:rm\d{3,4}[exi]?|rm[exi]|hx\d{3,4}i?|hxi?|ax\d{3,4}i?|axi|sf\d{3,4}l?)(?![a-z0-9])/,
    'full',
  ],
  [/ corsair .*(?<![a-z])cx\d{3,4}f(?![a-z0-9])|cx-?f /, 'full'],
  [/ corsair .*(?<![a-z])cx\d{3,4}m(?![a-z0-9])|cx-?m /, 'semi'],
  [/ corsair .*(?<![a-z])(?:cx\d{3,4}|vs\d{3,4})(?![a-z0-9])/, 'no'],
  [/ msi .*(?<![a-z])a\d{3,4}bn(?![a-z0-9])/, 'no'],
  [/ thermaltake .*smart bm\d(?![a-z0-9])|smart bm\d .*thermaltake /, 'semi'],
  [/ thermaltake .*smart (?:bx1|rgb)(?![a-z0-9])|smart (?:bx1|rgb) .*thermaltake /, 'no'],
];

/**
 * A small-form PSU: named so ('SFX', 'SFX-L'), or of a line made only in that size (certain maker fact):
 * Corsair SF (SF750, 'SF 1000W') is SFX, SF…L is SFX-L.
 */
function psuFormat(text: string): string | undefined {
  if (/[ (/]sfx ?-?l(?![a-z0-9])/.test(text)) return 'SFX-L';
  if (/[ (/]sfx(?![a-z0-9])/.test(text)) return 'SFX';
  const sf = / corsair .*(?<![a-z0-9])sf ?\d{3,4}(l?)(?: ?w)?(?![a-z0-9])/.exec(text);
  if (sf) return sf[1] ? 'SFX-L' : 'SFX';
  return undefined;
}

export function readPsu(text: string): Especificaciones {
  const specs: Especificaciones = {};
  const watts = allMatches(text, /(?<![a-z0-9.-])(\d{3,4}) ?(?:w|watts?)(?![a-z0-9])/, (m) => {
    const w = Number(m[1]);
    return w >= 150 && w <= 2500 ? w : undefined;
  });
  const power = single(watts);
  if (power) specs.potenciaW = power as number;

  const metals = allMatches(text, new RegExp(`(?<![a-z])${METAL}(?![a-z])`), (m) => METALS[m[1]!]);
  const metal = single(metals);
  // Plain 80 Plus (White): said so, or '80+' followed by no grade word at all.
  const eightyPlus =
    /80 ?(?:\+|plus) ?(?:white|blanco|standard|estandar)(?![a-z])/.test(text) ||
    /80 ?(?:\+|plus) ?(?:atx|pcie|pci-e|full|semi|modular|non|no|rgb|argb|certificad[ao]|-|\(|\[|$)/.test(
      text.trimEnd(),
    );
  // 'Cyb Gold': stores shorten Cybenetics.
  if (/ (?:cybenetics|cyb)(?![a-z])/.test(text)) {
    if (metal) specs.certificacion = `Cybenetics ${metal}`;
  } else if (metal) specs.certificacion = `80 Plus ${metal}`;
  else if (metals.length === 0 && eightyPlus) specs.certificacion = '80 Plus';

  if (/[ (](?:full ?-?modular|fully modular|modular completa|fm)(?![a-z])/.test(text)) specs.modular = 'full';
  else if (/[ (]semi ?-?modular/.test(text)) specs.modular = 'semi';
  else if (/[ (](?:non ?-?modular|no modular)(?![a-z])/.test(text)) specs.modular = 'no';
  else {
    const lines = MODULAR_LINES.filter(([p]) => p.test(text)).map(([, m]) => m);
    const line = lines[0];
    // A name sold as 'Modular' is not a non-modular line's; two lines named leave it open.
    const saysModular = / modular(?![a-z])/.test(text);
    if (line && new Set(lines).size === 1 && !(saysModular && line === 'no')) specs.modular = line;
  }
  const formato = psuFormat(text);
  if (formato) specs.formato = formato;
  return specs;
}

/**
 * A power supply's code as its line and watts ('RM750e' is Corsair's RMe line at 750 W, 'UD750GM' Gigabyte's UD
 * GM line): stores write the code or the line and watts apart ('RMe 750W', 'UD 750W GM'). The line is the
 * letters around the watts, one word when a single letter follows (RMe, RMx), else two (UD, GM). Undefined
 * when the number is no plausible wattage.
 */
export function psuCodeParts(code: string): { line: string[]; watts: number } | undefined {
  const parts = /^([a-z]{2,3})(\d{3,4})([a-z]{0,2})$/.exec(code);
  const watts = Number(parts?.[2]);
  if (!parts || watts < 300 || watts > 2000 || watts % 50 !== 0) return undefined;
  const [, before, , after] = parts as unknown as [string, string, string, string];
  return { line: after.length <= 1 ? [`${before}${after}`] : [before, after], watts };
}
