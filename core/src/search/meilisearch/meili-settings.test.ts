import { describe, expect, it } from 'vitest';
import { meiliSettings } from '@hardprecios/search-config/meilisearch';
import { hardwareSynonyms } from '../../hardware/query/synonyms';
import { specTermsOf } from '../../hardware/query/spec-terms';

// The settings the Meilisearch engine gives its index (meili-search-engine.ts), read as data: there is no
// server in the test run, so what they say is checked here.
describe('Meilisearch settings: hardware words', () => {
  const settings = meiliSettings(hardwareSynonyms());
  const { synonyms } = settings;

  it('match a socket however written, and the spec word documents carry', () => {
    const [socketWord] = specTermsOf({ socket: 'LGA1700' });
    for (const form of ['lga 1700', 'lga1700', 's1700', 'socket 1700']) {
      expect(synonyms[form], form).toContain(socketWord);
      for (const other of ['lga 1700', 'lga1700', 's1700', 'socket 1700'].filter((f) => f !== form))
        expect(synonyms[form], form).toContain(other);
    }
    expect(synonyms.am5).toContain(specTermsOf({ socket: 'AM5' })[0]);
  });

  it('let a chipset find its boards with the size letter, not the other way', () => {
    expect(synonyms.b550).toEqual(expect.arrayContaining(['b550m', specTermsOf({ chipset: 'B550' })[0]]));
    expect(synonyms.b550m ?? []).not.toContain('b550');
  });

  it('read D4 as DDR4 and 1tb as 1000gb, and keep 480, 500 and 512 apart', () => {
    expect(synonyms.d4).toContain('ddr4');
    expect(synonyms['1tb']).toEqual(
      expect.arrayContaining(['1000gb', specTermsOf({ capacidadGB: 1000 })[0]]),
    );
    for (const [size, others] of [
      ['480gb', ['500gb', '512gb']],
      ['500gb', ['480gb', '512gb']],
    ] as const) {
      expect(synonyms[size]).toContain(specTermsOf({ capacidadGB: Number(size.slice(0, 3)) })[0]);
      for (const other of others) expect(synonyms[size]).not.toContain(other);
    }
  });

  it('read a case or board format as its spec; Micro ATX never as an ATX case', () => {
    // (Not the case's largest-format word specTermsOf adds: 'atx' asks for any case taking ATX.)
    expect(synonyms.atx).toEqual(
      expect.arrayContaining(specTermsOf({ formato: 'ATX', formatosPlaca: ['ATX'] }).slice(0, 2)),
    );
    expect(synonyms['micro atx']).toEqual(expect.arrayContaining(['matx', 'microatx']));
    expect(synonyms['micro atx']).not.toContain(specTermsOf({ formatosPlaca: ['Micro ATX'] })[0]);
  });

  it('keep the word groups shoppers and stores use', () => {
    expect(synonyms.inalambrico).toContain('wireless');
    expect(synonyms.auriculares).toContain('headset');
    expect(synonyms.gabinete).toContain('case');
    expect(synonyms.fuente).toContain('psu');
    expect(synonyms.vga).toContain('placa de video');
    expect(synonyms.mother).toEqual(expect.arrayContaining(['motherboard', 'placa madre']));
    expect(synonyms['disco solido']).toContain('ssd');
  });

  it('search the spec words after the name, and filter by part type', () => {
    expect(settings.searchableAttributes.at(-1)).toBe('especificaciones');
    expect(settings.searchableAttributes[0]).toBe('nombre');
    expect(settings.filterableAttributes).toContain('tipo');
    for (const [word, values] of Object.entries(synonyms)) {
      expect(word).toBe(word.toLowerCase());
      expect(values.length, word).toBeGreaterThan(0);
      expect(values, word).not.toContain(word);
    }
  });
});
