import { canonicalBrand, modelKeyOf, type ModelKey } from './model-key';

/**
 * What decides a listing's model, strongest evidence first: a GTIN/EAN, the maker's part number
 * (MPN) with the brand, the hardware-aware key of its name. `attrs` are details that must agree for
 * two listings to be the same product (a GTIN, a part number, a stated CAS latency…).
 */
export interface ListingIdentity {
  keys: string[];
  attrs: Record<string, string>;
  name: ModelKey;
}

export interface IdentityInput {
  name: string;
  brand?: string | null;
  ean?: string | null;
  mpn?: string | null;
  storeName?: string | null;
}

/** A GTIN (EAN-8, UPC-A, EAN-13, GTIN-14) with a valid check digit, as 14 digits; else undefined. */
export function normalizeGtin(raw: string | null | undefined): string | undefined {
  const digits = (raw ?? '').replace(/[\s-]/g, '');
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(digits) || /^0+$/.test(digits)) return undefined;
  const gtin = digits.padStart(14, '0');
  let sum = 0;
  for (let i = 0; i < 13; i++) sum += Number(gtin[i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10 === Number(gtin[13]) ? gtin : undefined;
}

/** A part number as makers print it in several ways ("CMK8GX4M1E3200C16", "cmk8gx4m1e3200c16"). */
export function normalizeMpn(raw: string | null | undefined): string | undefined {
  const mpn = (raw ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
  // Too short to be a part number ('1', 'n/a'), or a store placeholder.
  return mpn.length >= 4 && /\d/.test(mpn) && /[a-z]/.test(mpn) ? mpn : undefined;
}

export function identityOf(input: IdentityInput): ListingIdentity {
  const name = modelKeyOf(input);
  const keys: string[] = [];
  const attrs: Record<string, string> = { ...name.attrs };
  // The chip or processor a card or CPU's name says: listings that say another are never one product
  // (whatever a GTIN claims), and search ranks exact matches of it first.
  const [code] = name.kind === 'gpu' || name.kind === 'cpu' ? name.codes : [];
  if (code) attrs.chip = code;
  const gtin = normalizeGtin(input.ean);
  if (gtin) {
    keys.push(`gtin:${gtin}`);
    attrs.gtin = gtin;
  }
  const brand = name.parts.brand || canonicalBrand(input.brand);
  const mpn = normalizeMpn(input.mpn);
  if (mpn && brand) {
    keys.push(`mpn:${brand}:${mpn}`);
    attrs[`mpn:${brand}`] = mpn;
  }
  if (name.key) keys.push(`name:${name.key}`);
  return { keys, attrs, name };
}

/** Which evidence a key is ('gtin', 'mpn', 'name', or an operator's 'manual'). */
export function evidenceOf(key: string): 'gtin' | 'mpn' | 'name' | 'solo' | 'manual' {
  const kind = key.slice(0, key.indexOf(':'));
  return kind === 'gtin' || kind === 'mpn' || kind === 'name' || kind === 'manual' ? kind : 'solo';
}
