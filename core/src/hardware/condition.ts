import { specText } from './text';

/** The condition of an offer: a new unit unless the name says otherwise. */
export type Condicion = 'nuevo' | 'outlet' | 'usado' | 'reacondicionado';

/**
 * Words stores use for a unit that is not new. 'Outlet', open box and 'caja abierta' are open-box or
 * display units (outlet); 'usado' second-hand; 'reacondicionado'/'refurbished' refurbished. A box that is
 * merely damaged ('caja dañada') is an outlet unit too.
 */
const RULES: [RegExp, Condicion][] = [
  [/ (?:reacondicionad[oa]s?|refurbished|refurb|recertificad[oa]) /, 'reacondicionado'],
  [/ (?:usad[oa]s?|used|segunda mano) /, 'usado'],
  [
    / (?:outlet|open ?box|caja abierta|caja danada|caja rota|exhibicion|de exhibicion|sin caja original) /,
    'outlet',
  ],
];

/** What the name says of the unit's condition ('nuevo' when it says nothing). */
export function readCondition(name: string): Condicion {
  const text = specText(name)
    .replace(/[()[\]\-–|,]/g, ' ')
    .replace(/\s+/g, ' ');
  for (const [pattern, condition] of RULES) if (pattern.test(text)) return condition;
  return 'nuevo';
}
