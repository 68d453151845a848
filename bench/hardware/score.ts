import { isDeepStrictEqual } from 'node:util';
import type { SpecReading } from '@hardprecios/core/hardware/types';

/** One hand-labelled listing of a spec set (fixtures/data/real-listings/README.md). */
export interface LabelledListing {
  nombre: string;
  tienda?: string;
  precio?: number;
  sku?: string;
  categoria: string;
  especificaciones: Record<string, unknown>;
  trampa: boolean;
}

export interface SpecScore {
  listings: number;
  categoryRight: number;
  labelledValues: number;
  valuesRight: number;
  valuesWrong: number;
  traps: number;
  trapsTaken: number;
  byCategory: Record<
    string,
    { listings: number; categoryRight: number; labelled: number; right: number; wrong: number }
  >;
}

/**
 * Scores readings against labels: a value is right when it equals the label, wrong when it differs, and
 * not counted when the label has no such key (an undecided key is neither). A trap is taken when the
 * reading gets its category wrong or gives a wrong value.
 */
export function scoreReadings(labelled: LabelledListing[], readings: SpecReading[]): SpecScore {
  const score: SpecScore = {
    listings: 0, categoryRight: 0, labelledValues: 0, valuesRight: 0, valuesWrong: 0, traps: 0, trapsTaken: 0,
    byCategory: {},
  }; // prettier-ignore
  labelled.forEach((label, i) => {
    const reading = readings[i]!;
    const cat = (score.byCategory[label.categoria] ??= {
      listings: 0,
      categoryRight: 0,
      labelled: 0,
      right: 0,
      wrong: 0,
    });
    score.listings++;
    cat.listings++;
    const categoryRight = reading.categoria === label.categoria;
    if (categoryRight) {
      score.categoryRight++;
      cat.categoryRight++;
    }
    let wrong = 0;
    for (const [key, expected] of Object.entries(label.especificaciones)) {
      score.labelledValues++;
      cat.labelled++;
      if (!(key in reading.especificaciones)) continue;
      if (isDeepStrictEqual(reading.especificaciones[key], expected)) {
        score.valuesRight++;
        cat.right++;
      } else {
        score.valuesWrong++;
        cat.wrong++;
        wrong++;
      }
    }
    if (label.trampa) {
      score.traps++;
      if (!categoryRight || wrong > 0) score.trapsTaken++;
    }
  });
  return score;
}

const pct = (n: number, d: number) => (d === 0 ? '—' : `${((100 * n) / d).toFixed(1)} %`);

/** The figures only: never a listing's name or label. */
export function formatScore(score: SpecScore): string[] {
  const lines = [
    `listados: ${score.listings}`,
    `categoría: ${pct(score.categoryRight, score.listings)} (${score.categoryRight}/${score.listings})`,
    `valores correctos: ${pct(score.valuesRight, score.valuesRight + score.valuesWrong)} (${score.valuesRight}/${score.valuesRight + score.valuesWrong})`,
    `cobertura: ${pct(score.valuesRight, score.labelledValues)} (${score.valuesRight}/${score.labelledValues})`,
    `trampas caídas: ${score.trapsTaken} de ${score.traps}`,
  ];
  for (const [name, c] of Object.entries(score.byCategory).sort())
    lines.push(
      `  ${name.padEnd(12)} categoría ${c.categoryRight}/${c.listings}  valores ${c.right} bien, ${c.wrong} mal, de ${c.labelled}`,
    );
  return lines;
}
