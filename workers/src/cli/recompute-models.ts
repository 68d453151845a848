/**
 * `npm run models:recompute`: regroups every listing with the current rules (after a change to
 * core/src/models), keeping operators' splits and merges. Uses DATABASE_URL, else the embedded database
 * under PGLITE_DIR (stop `npm start` first: PGlite allows one process). Prints a JSON summary.
 */
import { loadEnv } from '@hardprecios/core/config/env';
import { openDatabase } from '@hardprecios/core/db/client';
import { recomputeModels } from '@hardprecios/core/models/recompute-models';

const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
try {
  await database.migrate();
  const result = await recomputeModels(database.db);
  process.stdout.write(
    `${JSON.stringify({ listados: result?.listings, modelos: result?.models, movidos: result?.moved, ms: result?.ms })}\n`,
  );
} finally {
  await database.close();
}
