import { readCategory } from '@hardprecios/core/hardware/category';
import { readListingSpecs } from '@hardprecios/core/hardware/reader';
import { specText } from '@hardprecios/core/hardware/text';
for (const n of process.argv.slice(2)) { const t = specText(n); console.log(JSON.stringify(t), readCategory(t), JSON.stringify(readListingSpecs({ nombre: n }))); }
