import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { ReadingQuality } from './reading-quality';
import { ingestionRuns, type RunStatus, type RunTrigger } from '../db/schema';

export type IngestionRunRow = typeof ingestionRuns.$inferSelect;
export type ErrorSample = { where: string; message: string };
export type RejectedRow = { row: number; reason: string };

export interface RunCounts {
  pagesFetched: number;
  seen: number;
  created: number;
  updated: number;
  priceChanged: number;
  removed: number;
  errors: number;
}

export interface OpenRunInput {
  storeId: number;
  jobId: string;
  /** When the job was enqueued: with the job id it names one job instance (ids repeat over time). */
  queuedAt: Date;
  trigger: RunTrigger;
  reader?: string | null;
  fileName?: string | null;
}

/**
 * The run row of one job instance, created on its first attempt and reused by later attempts (a retry,
 * or a rerun after the worker died), so one job never leaves two rows. Marks it running again.
 */
export async function openRun(db: Db, input: OpenRunInput): Promise<IngestionRunRow> {
  const [existing] = await db
    .select()
    .from(ingestionRuns)
    .where(and(eq(ingestionRuns.jobId, input.jobId), eq(ingestionRuns.queuedAt, input.queuedAt)))
    .orderBy(desc(ingestionRuns.id))
    .limit(1);
  const running = { status: 'running' as const, startedAt: new Date(), finishedAt: null, reason: null };
  if (existing) {
    const [row] = await db
      .update(ingestionRuns)
      .set({ ...running, reader: input.reader ?? existing.reader })
      .where(eq(ingestionRuns.id, existing.id))
      .returning();
    return row!;
  }
  const [row] = await db
    .insert(ingestionRuns)
    .values({
      storeId: input.storeId,
      jobId: input.jobId,
      queuedAt: input.queuedAt,
      trigger: input.trigger,
      reader: input.reader ?? null,
      fileName: input.fileName ?? null,
      ...running,
    })
    .returning();
  return row!;
}

export interface FinishRunInput extends Partial<RunCounts> {
  status: Extract<RunStatus, 'done' | 'failed' | 'queued'>;
  reason?: string | null;
  reader?: string | null;
  errorSamples?: ErrorSample[];
  rejectedRows?: RejectedRow[];
  quality?: ReadingQuality;
}

/** Final counts and outcome; `queued` means the job will be retried (the reason says why). */
export async function finishRun(db: Db, runId: number, input: FinishRunInput): Promise<IngestionRunRow> {
  const { status, reason, ...rest } = input;
  const [row] = await db
    .update(ingestionRuns)
    .set({
      ...rest,
      status,
      reason: reason ?? null,
      finishedAt: status === 'queued' ? null : new Date(),
    })
    .where(eq(ingestionRuns.id, runId))
    .returning();
  return row!;
}

export async function getRun(db: Db, runId: number): Promise<IngestionRunRow | undefined> {
  const [row] = await db.select().from(ingestionRuns).where(eq(ingestionRuns.id, runId));
  return row;
}

export async function listRunsOfStore(db: Db, storeId: number, limit = 20): Promise<IngestionRunRow[]> {
  return db
    .select()
    .from(ingestionRuns)
    .where(eq(ingestionRuns.storeId, storeId))
    .orderBy(desc(ingestionRuns.queuedAt), desc(ingestionRuns.id))
    .limit(limit);
}

/** The latest `perStore` runs of each store (all stores, or the given ones), newest first. */
export async function latestRunsPerStore(
  db: Db,
  options: { storeIds?: number[]; perStore?: number } = {},
): Promise<IngestionRunRow[]> {
  const perStore = options.perStore ?? 5;
  const filter = options.storeIds ? inArray(ingestionRuns.storeId, options.storeIds) : undefined;
  if (options.storeIds?.length === 0) return [];
  const ranked = db
    .select({
      id: ingestionRuns.id,
      rank: sql<number>`row_number() over (partition by ${ingestionRuns.storeId} order by ${ingestionRuns.queuedAt} desc, ${ingestionRuns.id} desc)`.as(
        'rank',
      ),
    })
    .from(ingestionRuns)
    .where(filter)
    .as('ranked');
  const ids = await db
    .select({ id: ranked.id })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${perStore}`);
  if (ids.length === 0) return [];
  return db
    .select()
    .from(ingestionRuns)
    .where(
      inArray(
        ingestionRuns.id,
        ids.map((r) => r.id),
      ),
    )
    .orderBy(ingestionRuns.storeId, desc(ingestionRuns.queuedAt), desc(ingestionRuns.id));
}
