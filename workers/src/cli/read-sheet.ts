/**
 * `npm run read-sheet -- <file.xlsx|file.csv> [--url https://tienda.com.ar]`: parses a spreadsheet as an
 * import would and writes nothing. Prints one JSON line per normalized listing, one per rejected row
 * (`{"rechazada": {"fila", "motivo"}}`), then a summary line. Exit code 1 when the file cannot be read.
 */
import { parseArgs } from 'node:util';
import { classifyFailure } from '../catalog-update/failure';
import { listingLine } from './listing-line';
import { previewSheet } from './preview-sheet';

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { url: { type: 'string' }, help: { type: 'boolean', default: false } },
  });
  const file = positionals[0];
  if (values.help || !file) {
    console.error('uso: npm run read-sheet -- <archivo.xlsx|archivo.csv> [--url https://tienda.com.ar]');
    process.exit(2);
  }
  const out = (value: unknown) => process.stdout.write(`${JSON.stringify(value)}\n`);
  const summary = await previewSheet(
    file,
    { defaultUrl: values.url },
    {
      listing: (listing) => out(listingLine(listing)),
      rejected: (row) => out({ rechazada: { fila: row.row, motivo: row.reason } }),
    },
  );
  out({
    resumen: {
      formato: summary.format,
      listados: summary.listings,
      rechazadas: summary.rejected,
      ms: summary.ms,
    },
  });
}

main().catch((err) => {
  process.stdout.write(`${JSON.stringify({ error: classifyFailure(err).reason })}\n`);
  process.exit(1);
});
