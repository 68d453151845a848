import { expect, it } from 'vitest';
import { describeRealWorld, hasRealWorld, readRealWorld } from '../testing/real-world';
import { groupListings } from './group-listings';
import { modelKeyOf } from './model-key';

/**
 * Real Argentine listings with hand-checked "same product" groups (shared/real-world/matching, kept
 * outside the project so it stays an honest test). Listings marked `unsure` (names too vague to
 * decide) are left out of the scoring, as the set's README says.
 */
interface Labelled {
  store: string;
  nombre: string;
  precio: number;
  group: string;
  unsure: boolean;
}

const MATCHING = 'matching/ar-dev.jsonl';
const labelled: Labelled[] = hasRealWorld(MATCHING)
  ? readRealWorld(MATCHING)
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Labelled)
  : [];

/** The store's name as our stores table would hold it ('dinobyte_ar' → 'dinobyte'). */
const storeName = (store: string) => store.replace(/_(com|ar|net)(_ar)?$/, '').replace(/_/g, ' ');

/** Pairwise precision and recall over listings of different stores. */
function score(groups: string[]) {
  let truePairs = 0;
  let falsePairs = 0;
  let missedPairs = 0;
  const wrong: string[] = [];
  for (let i = 0; i < labelled.length; i++) {
    for (let j = i + 1; j < labelled.length; j++) {
      const [a, b] = [labelled[i]!, labelled[j]!];
      if (a.store === b.store || a.unsure || b.unsure) continue;
      const same = a.group === b.group;
      const grouped = groups[i] === groups[j];
      if (same && grouped) truePairs++;
      else if (grouped) {
        falsePairs++;
        wrong.push(`${a.nombre} ≠ ${b.nombre}`);
      } else if (same) missedPairs++;
    }
  }
  return {
    precision: truePairs / (truePairs + falsePairs),
    recall: truePairs / (truePairs + missedPairs),
    truePairs,
    falsePairs,
    missedPairs,
    wrong,
  };
}

describeRealWorld(MATCHING, 'grouping real Argentine listings (real-world matching/ar-dev.jsonl)', () => {
  it('holds 200+ real names in 80 groups, most sold by several stores', () => {
    expect(labelled.length).toBeGreaterThanOrEqual(200);
    expect(new Set(labelled.map((l) => l.group)).size).toBeGreaterThanOrEqual(80);
  });

  it('groups listings of different stores with precision ≥ 0.98 and recall ≥ 0.90', () => {
    const groups = groupListings(
      labelled.map((l) => ({ name: l.nombre, storeName: storeName(l.store) })),
    ).map((g) => g.grupo);
    const result = score(groups);
    console.log(
      `real listings: pairwise precision ${result.precision.toFixed(3)}, recall ${result.recall.toFixed(3)} ` +
        `(${result.truePairs} pairs grouped right, ${result.falsePairs} wrong, ${result.missedPairs} missed)`,
    );
    expect(result.wrong).toEqual([]);
    expect(result.precision).toBeGreaterThanOrEqual(0.98);
    expect(result.recall).toBeGreaterThanOrEqual(0.9);
  });

  it('gives every decided name of one labelled group the same key, and different groups different keys', () => {
    const keyed = labelled
      .filter((l) => !l.unsure)
      .map((l) => ({
        group: l.group,
        name: l.nombre,
        key: modelKeyOf({ name: l.nombre, storeName: storeName(l.store) }).key,
      }))
      .filter((l) => l.key !== null);
    expect(keyed.length).toBeGreaterThanOrEqual(150);
    const groupsOfKey = new Map<string, Set<string>>();
    for (const l of keyed) groupsOfKey.set(l.key!, (groupsOfKey.get(l.key!) ?? new Set()).add(l.group));
    const mixed = [...groupsOfKey].filter(([, groups]) => groups.size > 1);
    expect(mixed).toEqual([]);
  });
});
