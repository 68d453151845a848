import type { JobsOptions } from 'bullmq';
import { z } from 'zod';
import { RUN_TRIGGERS } from '../db/schema';
import { readerChoiceSchema } from '../readers/reader-names';
import type { QueueName } from './queue-names';

/**
 * What a job of each kind carries and how it is retried: shared by whoever enqueues (the API, the
 * workers) and the worker that runs it (workers/src/jobs adds the handler). Payloads are parsed when
 * enqueued and again before the handler runs.
 */
export interface JobContract<S extends z.ZodType = z.ZodType> {
  name: QueueName;
  schema: S;
  options: JobsOptions;
}

const contract = <S extends z.ZodType>(c: JobContract<S>) => c;

export const catalogUpdateContract = contract({
  name: 'catalog-update',
  schema: z.object({ storeId: z.number().int().positive(), trigger: z.enum(RUN_TRIGGERS) }),
  options: { attempts: 4, backoff: { type: 'transient', delay: 60_000 } },
});

export const spreadsheetImportContract = contract({
  name: 'spreadsheet-import',
  schema: z.object({
    storeId: z.number().int().positive(),
    /** Name of the stored upload inside UPLOADS_DIR/imports. */
    storedName: z.string().regex(/^[\w.-]+\.(xlsx|csv)$/),
    /** The name the file had when uploaded (shown in the back office). */
    fileName: z.string().min(1).max(255),
    format: z.enum(['xlsx', 'csv']),
  }),
  options: { attempts: 3, backoff: { type: 'transient', delay: 15_000 } },
});

export const globalUpdateContract = contract({
  name: 'global-update',
  schema: z.object({ trigger: z.enum(['global', 'schedule']) }),
  options: { attempts: 3, backoff: { type: 'transient', delay: 10_000 } },
});

export const globalUpdateSummaryContract = contract({
  name: 'global-update-summary',
  schema: z.object({
    trigger: z.enum(['global', 'schedule', 'manual', 'spreadsheet', 'seed']),
    storeIds: z.array(z.number().int().positive()),
    /** Stores whose update was already queued or running, left to it. */
    joinedStoreIds: z.array(z.number().int().positive()).default([]),
  }),
  options: { attempts: 1 },
});

export const alertsContract = contract({
  name: 'alerts',
  schema: z.object({ runId: z.number().int().positive(), modelId: z.number().int().positive() }),
  options: { attempts: 6, backoff: { type: 'transient', delay: 15_000 } },
});

export const priceStatsContract = contract({
  name: 'price-stats',
  schema: z.object({ trigger: z.enum(['schedule', 'manual']) }),
  options: { attempts: 3 },
});

/** 'Probar lectura': the back office asks a worker to read a site's first pages and waits for the answer. */
export const readPreviewContract = contract({
  name: 'read-preview',
  schema: z.object({
    url: z.string().trim().min(1).max(500),
    lector: readerChoiceSchema.default('auto'),
    receta: z.unknown().optional(),
  }),
  // Someone is waiting for it: no retry, and nothing left in Redis once answered.
  options: { attempts: 1 },
});

/** What a read-preview job returns: what was read, or why the site could not be read (in Spanish). */
export type ReadPreviewResult =
  | {
      ok: true;
      lector: string;
      encontrados: number;
      errores: number;
      problemas: string[];
      productos: { nombre: string; precio: number; moneda: string; url: string }[];
      /** Set when the URL was a product page and only it was read. */
      nota?: string;
    }
  | { ok: false; message: string };

export const jobContracts = {
  'catalog-update': catalogUpdateContract,
  'spreadsheet-import': spreadsheetImportContract,
  'global-update': globalUpdateContract,
  'global-update-summary': globalUpdateSummaryContract,
  alerts: alertsContract,
  'price-stats': priceStatsContract,
  'read-preview': readPreviewContract,
} as const;

export type JobName = keyof typeof jobContracts;
export type JobPayload<N extends JobName> = z.input<(typeof jobContracts)[N]['schema']>;
