/**
 * The demo catalog names ~500 models in three styles, so at 1,000,000 listings it holds fewer than 2,000
 * distinct names: a search engine that does work once per distinct name looks faster on it than on a
 * real catalog, where each product has its own part number and often an edition. Here every listing
 * group (one product listed by a few stores at once) becomes a product of its own: its name gains a
 * part number and, for some, an edition word, the same in every store that lists it.
 */
import { Random } from '@hardprecios/fixtures/demo/random';

const EDITIONS = [
  'Black',
  'White',
  'Negro',
  'Blanco',
  'V2',
  'Bulk',
  'Box',
  'OEM',
  'Rev 2.0',
  'Edición Limitada',
];
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/** `name` as listing group `group` of the catalog names it ('… 8GB' → '… 8GB Black GV-N4060D8K2QX'). */
export function variedName(name: string, brand: string | undefined, group: number): string {
  const rng = new Random(group * 2654435761);
  const letters = (n: number) =>
    Array.from({ length: n }, () => LETTERS[rng.int(0, LETTERS.length - 1)]).join('');
  const digits = (n: number) => String(rng.int(10 ** (n - 1), 10 ** n - 1));
  const maker =
    (brand ?? 'GEN')
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 2)
      .toUpperCase() || 'GN';
  // Part numbers as makers write them: 'CT500P3SSD8', 'GV-N4060WF2OC-8GD', 'BX8071512400F'.
  const partNumber = rng.pick([
    () => `${maker}${digits(3)}${letters(2)}${digits(1)}`,
    () => `${maker}-${letters(1)}${digits(4)}${letters(3)}-${digits(1)}${letters(2)}`,
    () => `${letters(2)}${digits(7)}${letters(1)}`,
  ])();
  const edition = rng.chance(0.35) ? `${rng.pick(EDITIONS)} ` : '';
  return `${name} ${edition}${partNumber}`;
}
