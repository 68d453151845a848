import pg from 'pg';

/**
 * A store update writing while the bench measures: every `everyMs`, one transaction updates `batch`
 * random search documents, as an ingestion run writes its pages. The update leaves the values as they
 * are (the bench database stays as loaded), but the catalog has changed for every reader of it: the
 * change rows and notifications are those of a real write.
 */
export function startStoreWrites(url: string, { everyMs = 1000, batch = 50 } = {}) {
  const client = new pg.Client({ connectionString: url });
  let writes = 0;
  let stopped = false;
  const running = (async () => {
    await client.connect();
    const { rows } = await client.query<{ max: number }>(
      'SELECT max(product_id)::int AS max FROM search_documents',
    );
    const max = rows[0]!.max;
    while (!stopped) {
      const ids = Array.from({ length: batch }, () => 1 + Math.floor(Math.random() * max));
      await client.query('UPDATE search_documents SET price = price WHERE product_id = ANY($1::int[])', [
        ids,
      ]);
      writes++;
      await new Promise((r) => setTimeout(r, everyMs));
    }
    await client.end();
  })();
  return {
    /** Stops writing; resolves to the number of write transactions. */
    async stop(): Promise<number> {
      stopped = true;
      await running;
      return writes;
    },
  };
}
