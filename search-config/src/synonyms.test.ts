import { describe, expect, it } from 'vitest';
import { ONE_WAY_SYNONYMS, SYNONYM_GROUPS, synonymMap } from './synonyms';
import { MEILI_SETTINGS } from './meilisearch';

describe('synonym groups', () => {
  it('are written the way queries are normalized (lower-case, unaccented, single spaces)', () => {
    for (const member of SYNONYM_GROUPS.flat()) {
      expect(member).toBe(
        member
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase()
          .trim(),
      );
      expect(member).not.toMatch(/\s{2,}/);
    }
  });

  it('never put one phrase in two groups (expansion would be ambiguous)', () => {
    const all = SYNONYM_GROUPS.flat();
    expect(new Set(all).size).toBe(all.length);
  });

  it('map every member to every other member of its group, both ways', () => {
    const map = synonymMap([['gpu', 'placa de video', 'tarjeta grafica']]);
    expect(map).toEqual({
      gpu: ['placa de video', 'tarjeta grafica'],
      'placa de video': ['gpu', 'tarjeta grafica'],
      'tarjeta grafica': ['gpu', 'placa de video'],
    });
    expect(MEILI_SETTINGS.synonyms.ram).toContain('memoria');
    expect(MEILI_SETTINGS.synonyms.psu).toContain('fuente');
  });

  it('add one-way phrases to the phrase typed only (a Wi-Fi adapter is a network adapter, not the reverse)', () => {
    const map = synonymMap();
    expect(map['placa de red']).toEqual(expect.arrayContaining(['tarjeta de red', 'placa wifi']));
    expect(map['placa wifi']).not.toContain('placa de red');
    for (const [phrase, also] of Object.entries(ONE_WAY_SYNONYMS))
      for (const member of [phrase, ...also]) expect(member).toBe(member.toLowerCase().trim());
  });
});
