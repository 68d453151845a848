/**
 * `npm run parts:load`: loads the OpenDB derivative (core/data/opendb) into the `parts` table of
 * DATABASE_URL, else of the embedded database under PGLITE_DIR (stop `npm start` first: PGlite allows one
 * process). Does nothing when the database already holds the derivative's commit. Prints a JSON summary.
 */
import { loadEnv } from '@hardprecios/core/config/env';
import { openDatabase } from '@hardprecios/core/db/client';
import { loadParts } from '@hardprecios/core/hardware/opendb/parts.repository';

const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
try {
  await database.migrate();
  const result = await loadParts(database.db);
  process.stdout.write(
    `${JSON.stringify({ partes: result.loaded, commit: result.commit, sinCambios: result.unchanged })}\n`,
  );
} finally {
  await database.close();
}
