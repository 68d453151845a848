/**
 * `npm run group-listings -- <file.jsonl|->`: groups listings the way the catalog does and writes
 * nothing. Reads JSON lines ({ nombre, tienda?, precio?, marca?, sku?, ean?, mpn? }) and prints, for
 * each input line in order, one JSON line: `grupo` (equal strings are the same product), the evidence
 * that decided (`gtin`, `mpn`, `opendb`, `name`, or `solo` when nothing did), the OpenDB entry the listing
 * links to for certain (`opendb`, or null), its `condicion` (`nuevo`, `outlet`, `usado`,
 * `reacondicionado`: another condition is never grouped with new units), the name key's `partes` (kind,
 * brand, line, model, variant, capacity…) and, when the name could not decide, the `motivo`. A bad line
 * gets `{ "error", "linea" }`. Exit code 1 when the file cannot be read.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { groupListingsInThreads } from '@hardprecios/core/models/group-listings';
import type { IdentityInput } from '@hardprecios/core/models/listing-identity';

const optionalText = z
  .union([z.string().max(300), z.number()])
  .transform(String)
  .optional()
  .nullable();
const lineSchema = z.object({
  nombre: z
    .string({ error: 'falta el nombre' })
    .trim()
    .min(1, 'el nombre está vacío')
    .max(300, 'el nombre es demasiado largo'),
  tienda: optionalText,
  precio: z
    .union([z.number().finite().nonnegative(), z.string().max(40)])
    .optional()
    .nullable(),
  marca: optionalText,
  sku: optionalText,
  ean: optionalText,
  mpn: optionalText,
});

type Parsed = { ok: true; input: IdentityInput } | { ok: false; error: string };

function parseLine(text: string): Parsed {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: 'la línea no es JSON' };
  }
  const parsed = lineSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, error: `${issue.path.join('.') || 'línea'}: ${issue.message}` };
  }
  const l = parsed.data;
  return {
    ok: true,
    input: { name: l.nombre, storeName: l.tienda, brand: l.marca, ean: l.ean, mpn: l.mpn, sku: l.sku },
  };
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { help: { type: 'boolean' } },
  });
  const file = positionals[0];
  if (values.help || !file) {
    console.error('uso: npm run group-listings -- <archivo.jsonl | - (entrada estándar)>');
    process.exit(2);
  }
  const text = file === '-' ? await readStdin() : await readFile(file, 'utf8');
  const lines = text.split(/\r?\n/);
  if (lines.at(-1) === '') lines.pop();
  const parsed = lines.map((line) =>
    line.trim() === '' ? ({ ok: false, error: 'línea vacía' } as const) : parseLine(line),
  );
  const grouped = await groupListingsInThreads(parsed.flatMap((p) => (p.ok ? [p.input] : [])));
  let next = 0;
  const out: string[] = parsed.map((p, i) => {
    if (!p.ok) return JSON.stringify({ error: p.error, linea: i + 1 });
    const g = grouped[next++]!;
    return JSON.stringify({
      grupo: g.grupo,
      evidencia: g.via,
      opendb: g.opendb,
      condicion: g.condicion,
      partes: g.parts,
      ...(g.reason ? { motivo: g.reason } : {}),
    });
  });
  process.stdout.write(out.length ? `${out.join('\n')}\n` : '');
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

main().catch((err: unknown) => {
  process.stdout.write(
    `${JSON.stringify({ error: `no se pudo leer el archivo: ${(err as Error).message}` })}\n`,
  );
  process.exit(1);
});
