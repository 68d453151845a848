/**
 * `npm run read-specs -- <file.jsonl>`: reads listing lines (`nombre`; optional `tienda`, `precio`, `marca`,
 * `sku`, `ean`, `mpn`) and prints, for each, its part type and specs, or `{"error","linea"}`. Writes nothing.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { readSpecsLine } from '@hardprecios/core/hardware/contract';
import { defaultKnowledgeBase } from '@hardprecios/core/hardware/opendb/knowledge-base';

async function main() {
  const file = process.argv[2];
  if (!file || process.argv.length > 3) {
    console.error('uso: npm run read-specs -- <archivo.jsonl>');
    process.exit(2);
  }
  const kb = defaultKnowledgeBase();
  const input = createReadStream(file, 'utf8');
  input.on('error', (err) => {
    console.error(`no se pudo leer ${file}: ${err.message}`);
    process.exit(1);
  });
  let out: string[] = [];
  let linea = 0;
  for await (const line of createInterface({ input, crlfDelay: Infinity })) {
    linea++;
    out.push(JSON.stringify(readSpecsLine(line, linea, kb)));
    if (out.length >= 1000) {
      if (!process.stdout.write(`${out.join('\n')}\n`))
        await new Promise((r) => process.stdout.once('drain', r));
      out = [];
    }
  }
  if (out.length > 0) process.stdout.write(`${out.join('\n')}\n`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
