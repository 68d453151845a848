import { describe, expect, it } from 'vitest';
import { groupListings } from './group-listings';

const groups = (names: string[]) =>
  groupListings(names.map((name, i) => ({ name, storeName: `tienda ${i}` }))).map((g) => g.grupo);

// Names as real Argentine stores publish them (fixtures/data/real-listings/catalog.jsonl.gz).
describe('part numbers as evidence', () => {
  it('groups names that carry the same part number however else they are written', () => {
    const [a, b] = groups([
      'Monitor SAMSUNG FLAT 27&#039;&#039; IPS 100HZ (LS27D300GALX)',
      "Monitor Gamer 27'' Samsung S3 S30GD Full Hd Ips 100Hz LS27D300GALX",
    ]);
    expect(a).toBe(b);
  });

  it('never groups names that carry different part numbers, whatever the rest says', () => {
    const [a, b] = groups([
      'Disco SSD M2 WD Black 1Tb SN850X 7300MB/S NVME WDS100T2X0E',
      'Disco SSD M2 WD Black 1Tb SN850X 7300MB/S NVME WDS100T2XHE',
    ]);
    expect(a).not.toBe(b);
  });

  it('keeps an outlet unit apart from new ones, and says so', () => {
    const grouped = groupListings([
      { name: 'Monitor Gigabyte 27" Gs27fa 180hz 1ms', storeName: 'armytech' },
      { name: 'Monitor Gigabyte 27" Gs27fa 180hz 1ms OUTLET', storeName: 'armytech' },
      { name: 'Monitor GIGABYTE 27" Edge FHD GS27FA 180hz 1ms', storeName: 'integrados' },
    ]);
    expect(grouped.map((g) => g.condicion)).toEqual(['nuevo', 'outlet', 'nuevo']);
    expect(grouped[0]!.grupo).toBe(grouped[2]!.grupo);
    expect(grouped[1]!.grupo).not.toBe(grouped[0]!.grupo);
  });
});
