/**
 * `npm run audit`: the catalog audit on the live database (DATABASE_URL, else the embedded one under
 * PGLITE_DIR). Prints each check's count and every violation with its ids; `--json` prints the report
 * as JSON. Exits 1 when any check found a violation.
 */
import { loadEnv } from '../config/env';
import { openDatabase } from '../db/client';
import { runCatalogAudit } from './catalog-audit';
import { formatAudit } from './format-audit';

const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
try {
  await database.migrate();
  const report = await runCatalogAudit(database.db);
  process.stdout.write(
    process.argv.includes('--json') ? `${JSON.stringify(report, null, 2)}\n` : formatAudit(report),
  );
  process.exitCode = report.total > 0 ? 1 : 0;
} finally {
  await database.close();
}
