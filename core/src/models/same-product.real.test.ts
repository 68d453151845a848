import { expect, it } from 'vitest';
import { describeRealWorld, hasRealWorld, readRealWorld } from '../testing/real-world';
import { compareProducts } from './same-product';

/**
 * sameProduct on real Argentine listings with hand-checked "same product" groups
 * (real-world/matching/ar-dev.jsonl, kept outside the project). A store that reuses a URL or SKU puts
 * another product of its catalogue under it: every pair of listings of different groups must be told
 * apart. A store that renames a listing keeps the product: each real name, renamed as stores do (a
 * letter dropped, slogans, the store's name, casing, offer terms), must still be the same product.
 */
const MATCHING = 'matching/ar-dev.jsonl';

interface Labelled {
  store: string;
  nombre: string;
  group: string;
  unsure: boolean;
}

const storeName = (store: string) => store.replace(/_(com|ar|net)(_ar)?$/, '').replace(/_/g, ' ');

/** A letter dropped from the name's longest word (5+ letters), as a hurried operator does. */
function typo(name: string): string | undefined {
  const words = name.split(' ');
  let at = -1;
  words.forEach((w, i) => {
    if (/^\p{L}{5,}$/u.test(w) && (at < 0 || w.length > words[at]!.length)) at = i;
  });
  if (at < 0) return undefined;
  const word = words[at]!;
  words[at] = word.slice(0, -2) + word.slice(-1);
  return words.join(' ');
}

const RENAMES: Record<string, (name: string, store: string) => string | undefined> = {
  'a letter dropped': typo,
  'slogans added': (n) => `OFERTA ${n} Envío gratis`,
  'upper case': (n) => n.toUpperCase(),
  "the store's name appended": (n, s) => `${n} - ${s.toUpperCase()}`,
  'offer terms added': (n) => `${n} 12 cuotas sin interés`,
};

describeRealWorld(MATCHING, 'sameProduct on real listings (real-world matching/ar-dev.jsonl)', () => {
  const labelled = hasRealWorld(MATCHING)
    ? readRealWorld(MATCHING)
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Labelled)
        .filter((l) => !l.unsure)
    : [];
  const identity = (l: Labelled, name = l.nombre) => ({ name, storeName: storeName(l.store) });

  it('never takes another product for the listing it replaced (every ordered pair of different groups)', () => {
    const wrong: string[] = [];
    let pairs = 0;
    for (const a of labelled) {
      for (const b of labelled) {
        if (a.group === b.group) continue;
        pairs++;
        const decision = compareProducts(identity(a), identity(b));
        if (decision.same) wrong.push(`${a.nombre} → ${b.nombre} (${decision.reason})`);
      }
    }
    expect(pairs).toBeGreaterThan(30_000);
    expect(wrong).toEqual([]);
  });

  it.each(Object.keys(RENAMES))('keeps the product when a store renames it: %s', (kind) => {
    const wrong: string[] = [];
    let renamed = 0;
    for (const l of labelled) {
      const after = RENAMES[kind]!(l.nombre, storeName(l.store));
      if (!after) continue;
      renamed++;
      const decision = compareProducts(identity(l), identity(l, after));
      if (!decision.same) wrong.push(`${l.nombre} → ${after} (${decision.reason})`);
    }
    expect(renamed).toBeGreaterThan(150);
    expect(wrong).toEqual([]);
  });
});
