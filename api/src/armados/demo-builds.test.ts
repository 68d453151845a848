import { describe, expect, it } from 'vitest';
import { checkBuild } from '@hardprecios/core/hardware/compatibility/index';
import type { BuildPart, BuildSpecs } from '@hardprecios/core/hardware/compatibility/index';
import { CATALOG } from '@hardprecios/fixtures/demo/models/index';
import { combineSpecs } from '@hardprecios/core/models/specs/combine-specs';
import { readListing } from '@hardprecios/core/models/specs/model-specs.repository';

const MODELS = CATALOG.flatMap((c) => c.models);

/**
 * A demo part as the builder sees it: its model's specs as core/src/models/specs decides them from the
 * stores' listings (every name variant, each with the spec list of its description).
 */
function demo(...words: string[]): BuildPart {
  const model = MODELS.find((m) => words.every((w) => m.names[0]!.includes(w)));
  if (!model) throw new Error(`no demo model with ${words.join(' ')}`);
  const description = `<ul>${model.specs.map(([l, v]) => `<li><strong>${l}:</strong> ${v}</li>`).join('')}</ul>`;
  const specs = combineSpecs(
    model.names.map((name) =>
      readListing({ modelId: 0, name, brand: model.brand, ean: null, mpn: null, description }),
    ),
  );
  return { nombre: model.names[0]!, especificaciones: specs?.especificaciones ?? {} };
}

const BUILDS: Record<string, BuildSpecs> = {
  entrada: {
    cpu: demo('Ryzen 5 5600G'),
    motherboard: demo('MSI PRO B550M-P'),
    ram: demo('Vengeance LPX', '16GB (2x8GB)', '3200'),
    storage: [demo('Kingston NV2 1TB')],
    psu: demo('Thermaltake Smart 500W'),
    case: demo('Versa H17'),
    cooler: demo('DeepCool AG400'),
  },
  media: {
    cpu: demo('Ryzen 5 7600', '5.1GHz'),
    motherboard: demo('TUF GAMING B650-PLUS'),
    ram: demo('Corsair Vengeance 32GB (2x16GB) DDR5'),
    gpu: demo('ASUS GeForce RTX 4060 Dual'),
    storage: [demo('WD Black SN770 1TB')],
    psu: demo('Corsair CX650'),
    case: demo('NZXT H5 Flow', 'Negro'),
    cooler: demo('DeepCool AK400'),
  },
  alta: {
    cpu: demo('Ryzen 7 7800X3D', '5.0GHz'),
    motherboard: demo('ROG STRIX X870-F'),
    ram: demo('Corsair Vengeance RGB'),
    gpu: demo('Gigabyte GeForce RTX 5080 Gaming OC'),
    storage: [demo('WD Black SN850X 2TB')],
    psu: demo('Corsair RM850e'),
    case: demo('Lian Li Lancool 216', 'Negro'),
    cooler: demo('Liquid Freezer III 360'),
  },
};

describe('demo catalog: three sensible PCs pass every check', () => {
  it.each(Object.entries(BUILDS))('%s', (_, build) => {
    const result = checkBuild(build);
    expect(result.verificaciones.filter((v) => v.estado !== 'ok')).toEqual([]);
    expect(result.compatible).toBe(true);
  });

  it('and tempting parts beside them are flagged: an AM5 CPU on an AM4 board, DDR4 on a DDR5 board', () => {
    const result = checkBuild({
      ...BUILDS.entrada,
      cpu: demo('Ryzen 5 8600G', '5.0GHz'),
      ram: demo('Vengeance LPX', '16GB (2x8GB)'),
      motherboard: demo('TUF GAMING B650-PLUS'),
    });
    const incompatible = result.verificaciones.filter((v) => v.estado === 'incompatible').map((v) => v.regla);
    expect(incompatible).toEqual(expect.arrayContaining(['memoria', 'formato']));
    const socket = checkBuild({ cpu: demo('Ryzen 7 7800X3D'), motherboard: demo('MSI PRO B550M-P') });
    expect(socket.verificaciones[0]).toMatchObject({ regla: 'socket', estado: 'incompatible' });
  });
});
