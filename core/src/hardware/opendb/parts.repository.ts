import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { parts } from '../../db/schema';
import { readDerivative, type DerivativeHeader } from './derivative';
import type { PartEntry } from './map-entry';

const BATCH = 1000;

/**
 * Loads the OpenDB derivative into the `parts` table, replacing what an older commit left; a database
 * that already holds this commit's parts is left as it is. One transaction: readers never see half a load.
 */
export async function loadParts(
  db: Db,
  derivative: { header: DerivativeHeader; parts: PartEntry[] } = readDerivative(),
): Promise<{ loaded: number; commit: string; unchanged: boolean }> {
  const { header } = derivative;
  const [current] = await db.select({ n: count() }).from(parts).where(eq(parts.sourceCommit, header.commit));
  const [total] = await db.select({ n: count() }).from(parts);
  if (current!.n === derivative.parts.length && total!.n === current!.n)
    return { loaded: 0, commit: header.commit, unchanged: true };
  await db.transaction(async (tx) => {
    await tx.delete(parts);
    for (let i = 0; i < derivative.parts.length; i += BATCH)
      await tx.insert(parts).values(
        derivative.parts.slice(i, i + BATCH).map((p) => ({
          opendbId: p.id,
          category: p.categoria,
          name: p.nombre,
          maker: p.marca,
          partNumbers: p.pn,
          specs: p.especificaciones,
          sourceCommit: header.commit,
        })),
      );
  });
  return { loaded: derivative.parts.length, commit: header.commit, unchanged: false };
}

/** One part of the knowledge base by its OpenDB id, as the spec reader's links name it. */
export async function findPart(db: Db, opendbId: string): Promise<PartEntry | undefined> {
  const [row] = await db.select().from(parts).where(eq(parts.opendbId, opendbId));
  if (!row) return undefined;
  return {
    id: row.opendbId,
    categoria: row.category as PartEntry['categoria'],
    nombre: row.name,
    marca: row.maker,
    pn: row.partNumbers,
    especificaciones: row.specs as PartEntry['especificaciones'],
  };
}

/** Parts per category, for the credit line and checks. */
export async function partCounts(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .select({ category: parts.category, n: sql<number>`count(*)::int` })
    .from(parts)
    .groupBy(parts.category);
  return Object.fromEntries(rows.map((r) => [r.category, r.n]));
}
