import { readStatedDetails } from '@hardprecios/core/hardware/differences';
import { readListingSpecs } from '@hardprecios/core/hardware/reader';
import { readCatalog } from './hardware/catalog';
const catalog = readCatalog();
const many = Array.from({ length: 100_000 }, (_, i) => { const l = catalog[i % catalog.length]!; return i < catalog.length ? l.nombre : `${l.nombre} ${i}`; });
const readings = many.map((n) => readListingSpecs({ nombre: n }));
for (let round = 0; round < 3; round++) {
  const t = performance.now();
  for (let i = 0; i < many.length; i++) readStatedDetails(many[i]!, readings[i]!.categoria, readings[i]!.especificaciones);
  console.log('readStatedDetails 100k', (performance.now() - t).toFixed(0), 'ms');
}
