/** Pairwise precision and recall of a grouping against hand-labelled groups, over listings of different stores. */
export interface Labelled {
  store: string;
  nombre: string;
  group: string;
  unsure?: boolean;
}

export interface PairScore {
  precision: number;
  recall: number;
  truePairs: number;
  falsePairs: number;
  missedPairs: number;
}

export function scorePairs(labelled: Labelled[], groups: string[]): PairScore {
  let truePairs = 0;
  let falsePairs = 0;
  let missedPairs = 0;
  for (let i = 0; i < labelled.length; i++)
    for (let j = i + 1; j < labelled.length; j++) {
      const [a, b] = [labelled[i]!, labelled[j]!];
      if (a.store === b.store || a.unsure || b.unsure) continue;
      const same = a.group === b.group;
      const grouped = groups[i] === groups[j];
      if (same && grouped) truePairs++;
      else if (grouped) falsePairs++;
      else if (same) missedPairs++;
    }
  return {
    precision: truePairs + falsePairs ? truePairs / (truePairs + falsePairs) : 1,
    recall: truePairs + missedPairs ? truePairs / (truePairs + missedPairs) : 1,
    truePairs,
    falsePairs,
    missedPairs,
  };
}

/** Missed ('falta') and wrong ('mal') cross-store pairs, one line each, for reading the failures of a dev set. */
export function pairFailures(labelled: Labelled[], groups: string[]): string[] {
  const lines: string[] = [];
  for (let i = 0; i < labelled.length; i++)
    for (let j = i + 1; j < labelled.length; j++) {
      const [a, b] = [labelled[i]!, labelled[j]!];
      if (a.store === b.store || a.unsure || b.unsure) continue;
      const same = a.group === b.group;
      if (same === (groups[i] === groups[j])) continue;
      lines.push(`${same ? 'falta' : 'mal'} [${a.group}] ${a.nombre}  |  ${b.nombre}`);
    }
  return lines;
}

export const formatPairs = (s: PairScore) =>
  `precisión ${s.precision.toFixed(3)}, recall ${s.recall.toFixed(3)} ` +
  `(${s.truePairs} pares bien agrupados, ${s.falsePairs} mal, ${s.missedPairs} sin agrupar)`;

/** The store's name as the stores table holds it ('dinobyte_ar' → 'dinobyte'). */
export const storeName = (store: string) => store.replace(/_(com|ar|net)(_ar)?$/, '').replace(/_/g, ' ');
