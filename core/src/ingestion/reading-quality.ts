import type { AuditCounts } from '../audit/catalog-audit';

/**
 * A run's reading-quality report: what a person should look at before trusting the prices it read.
 * Kept with the run (ingestion_runs.quality) and shown in the back office.
 */
export type QualityKind =
  /**
   * The structured data and the price on the page, or two structured sources, disagree: the price the
   * page shows was published, or none when the page confirms none.
   */
  | 'price-disagreement'
  /** A price moved more than 60 % since the last read: held 'a revisar', not published. */
  | 'held-for-review'
  /** Zero, or outside what any listing of this catalog can cost: not published. */
  | 'absurd-price'
  /** A listing without a price: not published. */
  | 'no-price'
  /** A listing the store now uses for another product: a new product was started, the old one retired. */
  | 'product-replaced';

export interface QualitySample {
  kind: QualityKind;
  where: string;
  message: string;
}

export interface ReadingQuality {
  counts: Record<QualityKind, number>;
  /** The first few of each kind. */
  samples: QualitySample[];
  /** The catalog audit run as the run ended: violations per check (core/src/audit); absent when it could not run. */
  audit?: AuditCounts;
}

export const EMPTY_QUALITY: ReadingQuality = {
  counts: {
    'price-disagreement': 0,
    'held-for-review': 0,
    'absurd-price': 0,
    'no-price': 0,
    'product-replaced': 0,
  },
  samples: [],
};

const SAMPLES_PER_KIND = 20;

/** Collects a run's quality findings as batches are written. */
export function qualityCollector() {
  const report: ReadingQuality = structuredClone(EMPTY_QUALITY);
  return {
    add(sample: QualitySample) {
      report.counts[sample.kind]++;
      if (report.samples.filter((s) => s.kind === sample.kind).length < SAMPLES_PER_KIND)
        report.samples.push(sample);
    },
    get report(): ReadingQuality {
      return report;
    },
  };
}

/**
 * What no listing of this catalog can cost. Below: cents read as pesos, a placeholder price ("$1"),
 * a quantity read as a price. Above: digits run together (a price beside a code). Generous on purpose:
 * a refused real price is a reading problem shown to the operator, a published absurd one is a lie.
 */
const PLAUSIBLE: Record<'ARS' | 'USD', { min: number; max: number }> = {
  ARS: { min: 50, max: 1_000_000_000 },
  USD: { min: 0.5, max: 1_000_000 },
};

/** Why a price cannot be published as read (in Spanish, for the report), or undefined when it can. */
export function absurdPrice(price: number, currency: string): string | undefined {
  const bounds = PLAUSIBLE[currency as 'ARS' | 'USD'];
  if (!bounds || !Number.isFinite(price)) return undefined;
  if (price < bounds.min) return `precio ${price} ${currency} demasiado bajo para publicarlo`;
  if (price > bounds.max) return `precio ${price} ${currency} demasiado alto para publicarlo`;
  return undefined;
}
