import type { Especificaciones } from '../types';
import { allMatches, single } from '../text';

const METALS: Record<string, string> = {
  bronze: 'Bronze', bronce: 'Bronze', silver: 'Silver', plata: 'Silver', gold: 'Gold', oro: 'Gold',
  platinum: 'Platinum', platino: 'Platinum', platin: 'Platinum', titanium: 'Titanium', titanio: 'Titanium',
}; // prettier-ignore
const METAL = '(bronze|bronce|silver|plata|gold|oro|platinum|platino|platin|titanium|titanio)';

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
  if (/cybenetics/.test(text)) {
    if (metal) specs.certificacion = `Cybenetics ${metal}`;
  } else if (metal) specs.certificacion = `80 Plus ${metal}`;
  else if (metals.length === 0 && eightyPlus) specs.certificacion = '80 Plus';

  if (/[ (](?:full ?-?modular|fully modular|modular completa|fm)(?![a-z])/.test(text)) specs.modular = 'full';
  else if (/[ (]semi ?-?modular/.test(text)) specs.modular = 'semi';
  else if (/[ (](?:non ?-?modular|no modular)(?![a-z])/.test(text)) specs.modular = 'no';
  return specs;
}
