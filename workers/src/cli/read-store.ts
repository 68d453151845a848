/**
 * `npm run read-store -- <url> [--reader auto|woocommerce|…] [--recipe file.json] [--max-pages N]
 * [--allow-private] [--delay-ms N]`: reads a store's site as the workers would and writes nothing. Prints one
 * JSON line per normalized listing, then a summary line. Exit code 1 when the site cannot be read.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { readerChoiceSchema } from '@hardprecios/core/readers/reader-names';
import { classifyFailure } from '../catalog-update/failure';
import { listingLine } from './listing-line';
import { previewStoreRead, SINGLE_PAGE_NOTE } from './preview-store-read';

const USAGE =
  'uso: npm run read-store -- <url> [--reader auto|woocommerce|tiendanube|prestashop|shopify|vtex|magento|jsonld|recipe|browser] [--recipe receta.json] [--max-pages N] [--allow-private] [--delay-ms N]';

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      reader: { type: 'string', default: 'auto' },
      recipe: { type: 'string' },
      'max-pages': { type: 'string' },
      'allow-private': { type: 'boolean', default: false },
      'delay-ms': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  const url = positionals[0];
  const reader = readerChoiceSchema.safeParse(values.reader);
  const maxPages = values['max-pages'] === undefined ? undefined : Number(values['max-pages']);
  if (
    values.help ||
    !url ||
    !reader.success ||
    (maxPages !== undefined && !(Number.isInteger(maxPages) && maxPages > 0))
  ) {
    console.error(USAGE);
    process.exit(2);
  }
  const recipe = values.recipe ? JSON.parse(await readFile(values.recipe, 'utf8')) : undefined;
  const { summary } = await previewStoreRead(
    {
      url,
      reader: reader.data,
      recipe,
      maxPages,
      allowPrivate: values['allow-private'],
      delayMs: values['delay-ms'] === undefined ? undefined : Number(values['delay-ms']),
      keep: 0,
    },
    (listing) => process.stdout.write(`${JSON.stringify(listingLine(listing))}\n`),
  );
  process.stdout.write(
    `${JSON.stringify({
      resumen: {
        lector: summary.reader,
        sitio: summary.baseUrl,
        listados: summary.listings,
        paginas: summary.pagesFetched + summary.probes,
        consultasDeDeteccion: summary.probes,
        ...(summary.singleProductPage ? { nota: SINGLE_PAGE_NOTE } : {}),
        errores: summary.errors,
        completa: summary.complete,
        problemas: summary.issues,
        ms: summary.ms,
      },
    })}\n`,
  );
}

main().catch((err) => {
  process.stdout.write(`${JSON.stringify({ error: classifyFailure(err).reason })}\n`);
  process.exit(1);
});
