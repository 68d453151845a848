import { readCondition, type Condicion } from '../hardware/condition';
import { DESCRIBED, detailsSignature, readStatedDetails } from '../hardware/differences';
import type { KnowledgeBase } from '../hardware/opendb/link';
import { partNumbersInName } from '../hardware/part-numbers';
import { readListingSpecs } from '../hardware/reader';
import { ownName } from '../hardware/text';
import type { Categoria } from '../hardware/types';
import { brandOf, canonicalBrand, makerCodesOf, modelKeyOf, type ModelKey } from './model-key';
import { nameTokens, normalizeText, withoutStoreTag } from './name-tokens';

/**
 * What decides a listing's model, strongest evidence first: a GTIN/EAN, the maker's part number
 * (MPN) with the brand, the hardware-aware key of its name. `attrs` are details that must agree for
 * two listings to be the same product (a GTIN, a part number, a stated CAS latency…).
 */
export interface ListingIdentity {
  keys: string[];
  attrs: Record<string, string>;
  name: ModelKey;
  /** The part type the spec reader reads ('other' for anything else). */
  categoria: Categoria;
  /** The knowledge-base entry the listing links to for certain, or null. */
  opendb: string | null;
  /** A new unit unless the name says outlet, used or refurbished: another offer, never one with new ones. */
  condicion: Condicion;
}

export interface IdentityInput {
  name: string;
  brand?: string | null;
  ean?: string | null;
  mpn?: string | null;
  storeName?: string | null;
  /** The store's own code (maybe the maker's part number): read for part-number links, never compared. */
  sku?: string | null;
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

/**
 * With a knowledge base, a listing linked to one entry (by a part number in its codes or name) gets the
 * entry's key: listings linked to the same entry are one product unless a detail their names state
 * differs, and listings linked to different entries are never one product. Without one, names decide.
 */
export function identityOf(listing: IdentityInput, kb?: KnowledgeBase): ListingIdentity {
  // The store's tag at the end of its names is not the product's ('… - Max Tecno').
  const input = { ...listing, name: withoutStoreTag(listing.name, listing.storeName) };
  // Nor are the products a store lists after it ('+Q 240GB', '(SIMIL 1TB)'): the key reads the rest.
  const own = { ...input, name: ownName(input.name) };
  const reading = readListingSpecs(
    { nombre: input.name, sku: input.sku ?? undefined, mpn: input.mpn ?? undefined },
    kb,
  );
  // A case sold with its power supply ('+ 650W', 'C/FUENTE 750W', 'PSU BUNDLE') is keyed by the case's own
  // name, the supply stated beside the key (see caseWithSupply).
  const withSupply =
    reading.categoria === 'case' &&
    reading.especificaciones.fuenteIncluida === true &&
    !OTHER_PARTS.test(input.name);
  // A board's memory is compared beside its key (see hardware/differences), stated or certain from its
  // chipset, so 'B550M-HDV' and 'B550M-HDV DDR4' share one key.
  const name = modelKeyOf(
    reading.categoria === 'motherboard'
      ? { ...own, name: withoutBoardMemory(own.name) }
      : withSupply
        ? { ...own, name: caseOwnName(own.name) }
        : own,
    reading.categoria,
  );
  const keys: string[] = [];
  const attrs: Record<string, string> = { ...name.attrs };
  // The chip or processor a card or CPU's name says: listings that say another are never one product
  // (whatever a GTIN claims), and search ranks exact matches of it first.
  const [code] = name.kind === 'gpu' || name.kind === 'cpu' ? name.codes : [];
  if (code) attrs.chip = code;
  const condicion = readCondition(input.name);
  // What the name leaves open and its line or linked entry makes certain (a board's memory, a drive's
  // interface) is known: two names no longer differ on it.
  const details = readStatedDetails(input.name, reading.categoria, reading.especificaciones);
  if (withSupply) Object.assign(details, supplyDetails(input.name));
  // Another condition is another offer: its keys never meet a new unit's.
  const offer = condicion === 'nuevo' ? '' : `|${condicion}`;
  if (condicion !== 'nuevo') attrs.condicion = condicion;
  for (const [detail, value] of Object.entries(details)) attrs[`dato:${detail}`] = value;
  const gtin = normalizeGtin(input.ean);
  if (gtin) {
    keys.push(`gtin:${gtin}${offer}`);
    attrs.gtin = gtin;
  }
  const brand = name.parts.brand || canonicalBrand(input.brand);
  const mpn = normalizeMpn(input.mpn);
  if (mpn && brand) {
    keys.push(`mpn:${brand}:${mpn}${offer}`);
    attrs[`mpn:${brand}`] = mpn;
  }
  // Keys hold the details that name an edition, so names stating other ones, or fewer, differ.
  const signature = detailsSignature(details, false);
  const edition = signature ? `|${signature}` : '';
  if (reading.opendb) {
    keys.push(`opendb:${reading.opendb}${edition}${offer}`);
    attrs.opendb = reading.opendb;
  }
  // A maker part number written in the name: listings carrying the same one are one product unless a
  // detail they state differs (the knowledge base, when it knows the code, decided above).
  // Listings carrying other part numbers are never one product, whatever their names say.
  // The part number fixes a size (a fan's 140 mm), a connection, a packaging and a cache: only editions,
  // colours and bundles, which stores write beside a line's base code ('GP-P650SS ICE'), split it.
  // A store's own code may be the maker's part number (a link) or its own (no evidence against a
  // listing carrying another): only codes written in the name are compared.
  const codes = partNumbersInName(own.name);
  const pnEdition = signature ? `|${detailsSignature(details, false, PART_NUMBER_FIXES)}` : '';
  const skuCodes = input.sku ? partNumbersInName(input.sku).filter((c) => !codes.includes(c)) : [];
  for (const code of [...codes, ...skuCodes])
    keys.push(`pn:${code}${pnEdition === '|' ? '' : pnEdition}${offer}`);
  if (codes.length) attrs.pn = codes.sort().join('+');
  // Details that describe (size, refresh rate, capacity…) separate only when both names state them: a
  // listing whose key is taken by a model stating them otherwise starts the model of its full key.
  if (name.key) {
    const described = detailsSignature(details, true);
    const key = `name:${name.key}${edition}`;
    keys.push(`${key}${offer}`);
    if (described) keys.push(`${key}|${described}${offer}`);
    // Each described detail alone too: a name stating only its size ('Monitor Samsung 24 D300') finds the
    // model of its size when the bare key went to another size of the line (a supply line's watts alike).
    const single = describedAlone(details, name.attrs);
    if (single.length > 1 || (single.length === 1 && single[0] !== described))
      for (const detail of single) keys.push(`${key}|${detail}${offer}`);
    // A peripheral's maker codes (G305, NX-7125): listings naming other codes are never one product, whatever
    // part number a store gave them. Its other words are not dropped to merge names on the code alone: on a
    // held-out set that merged look-alikes stores list side by side (an edition word nobody had listed yet).
    const makerCodes = makerCodesOf(name, own.name);
    if (makerCodes) attrs.codigo = makerCodes;
  }
  // Two stores writing the very same name that no key could be made of sell the same thing (both copy
  // the maker's or the distributor's name), when that name says enough (see sameNameKey).
  const same = name.key ? undefined : sameNameKey(input.name, name);
  if (same) keys.push(`${same}${offer}`);
  return { keys, attrs, name, categoria: reading.categoria, opendb: reading.opendb, condicion };
}

/**
 * Why a name made no key, when the name itself is still a product's full name. Not a store's own build,
 * a bundle, a name cut short, nor a line sold in several memory sizes, capacities or speeds the name
 * leaves out ('RTX 3050 Ventus 2X' in two stores may be a 6 GB and an 8 GB card).
 */
const NO_RAM_LINE = 'sin línea (Fury, Vengeance…)';
const FULL_NAME_REASONS = new Set([
  'sin marca',
  'sin marca de la placa',
  NO_RAM_LINE,
  'sin línea del fabricante',
  'sin código de modelo',
  'sin modelo',
  'sin chipset',
  'no se reconoce el chip',
  'no se reconoce el modelo del procesador',
]);
/** A word that names a model: letters and digits ('2U550', 'A4U450'), not a figure ('16GB', 'DDR5', 'CL46'). */
const MODEL_CODE = /^(?=[a-z]*\d)(?=\d*[a-z])[a-z0-9]{4,}$/;
const SPEC_FIGURE =
  /^(?:\d+(?:gb|tb|mb|gbit|gbi|mhz|hz|w|dpi|mm|cm|k|p|fps|hs|v|a|rpm|ms)|(?:ddr|cl|usb|gen|pcie|wifi|hdmi|rtx|gtx|rx)\d+[a-z]?)$/;

/**
 * The key of a name exactly as written (case, accents, spacing and punctuation aside), for names of four
 * words or more that made no key for a reason the name could not help and that hold a model code
 * ('Gabinete SFX Rackeable 2U550 Server'), not a generic name ('Mouse Gamer RGB 7 Colores') two stores may
 * give two products.
 */
function sameNameKey(raw: string, name: ModelKey): string | undefined {
  // A computer without its maker's name is a store's own build ('PC Armada …'), whoever else names one alike.
  if (!name.reason || !FULL_NAME_REASONS.has(name.reason) || name.kind === 'system') return undefined;
  const words = normalizeText(raw)
    .replace(/[^a-z0-9.]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  if (words.length < 4) return undefined;
  if (words.some((w) => MODEL_CODE.test(w) && !SPEC_FIGURE.test(w))) return `same:${words.join(' ')}`;
  // A memory module without its line is still told by its maker and figures ('Crucial 16GB DDR5-5600 UDIMM
  // CL46'); any other name needs a model code ('Mouse Logitech Inalámbrico Negro' may be two mice).
  const branded = Boolean(name.parts.brand) || nameTokens(raw).tokens.some((t) => brandOf(t));
  return branded && name.reason === NO_RAM_LINE ? `same:${words.join(' ')}` : undefined;
}

/** Kit words and other parts: a case sold with more than its supply is a kit, keyed as one. */
const OTHER_PARTS =
  /\b(?:combo|kit|mouse|teclado|auricular(?:es)?|monitor|mother|motherboard|placa|procesador|micro|memoria|ssd|disco|pad)\b/i;

/** A case's name before the power supply sold with it. */
const caseOwnName = (name: string) => name.split(/\s(?:\+|c\/ ?fuente|con fuente|psu bundle)/i)[0]!;

/**
 * The supply of a case sold with one: another product than the case alone ('paquete'), and its watts, a
 * detail that separates two bundles when both state it ('fuenteW', described).
 */
function supplyDetails(name: string): Record<string, string> {
  const watts = /(\d{3,4}) ?w\b/i.exec(name)?.[1];
  return watts ? { paquete: 'fuente', fuenteW: watts } : { paquete: 'fuente' };
}

/** Described details one by one ('pulgadas=24'), a size or watts the name key read counted as stated. */
function describedAlone(details: Record<string, string>, read: Record<string, string>): string[] {
  const alone = Object.keys(details)
    .filter((k) => DESCRIBED.has(k))
    .sort()
    .map((k) => `${k}=${details[k]}`);
  if (read.size && details.pulgadas === undefined) alone.push(`pulgadas=${read.size}`);
  if (read.watts) alone.push(`watts=${read.watts}`);
  return alone;
}

/** Details a maker's part number states by itself (see identityOf). */
const PART_NUMBER_FIXES = ['mm', 'inalambrico', 'empaque', 'cacheMB'];

const withoutBoardMemory = (name: string) => name.replace(/\b(?:ddr ?[45]|d[45])\b/gi, ' ');

/** Which evidence a key is ('gtin', 'mpn', 'name', or an operator's 'manual'). */
export function evidenceOf(key: string): 'gtin' | 'mpn' | 'opendb' | 'pn' | 'name' | 'solo' | 'manual' {
  const kind = key.slice(0, key.indexOf(':'));
  // The same name, written alike by two stores, is name evidence too.
  if (kind === 'same') return 'name';
  return kind === 'gtin' ||
    kind === 'mpn' ||
    kind === 'opendb' ||
    kind === 'pn' ||
    kind === 'name' ||
    kind === 'manual'
    ? kind
    : 'solo';
}
