import { describe, expect, it } from 'vitest';
import { normalizeText, parseQuery, queryWords } from './query-text';

describe('query words', () => {
  it('lower-cases and drops accents as the index does', () => {
    expect(normalizeText('Memória RAM Ñandú')).toBe('memoria ram nandu');
    expect(queryWords('  Placa de Vídeo, RTX-4060!  ')).toEqual(['placa', 'de', 'video', 'rtx', '4060']);
  });

  it('keeps dots inside a word and treats every other symbol as a space', () => {
    expect(queryWords('SSD M.2 2.5" 100% [cobre]')).toEqual(['ssd', 'm.2', '2.5', '100', 'cobre']);
    expect(queryWords("'; DROP TABLE x; --")).toEqual(['drop', 'table', 'x']);
  });
});

describe('parseQuery', () => {
  const groups = [
    ['placa de video', 'gpu'],
    ['memoria', 'ram'],
  ];

  it('turns a synonym phrase into one term with every member as an alternative', () => {
    const terms = parseQuery('placa de video 4060', groups);
    expect(terms[0]).toEqual({
      alternatives: [['placa', 'video'], ['gpu']],
      fuzzy: false,
      prefix: false,
    });
    expect(terms[1]).toMatchObject({ alternatives: [['4060']], word: '4060', fuzzy: false });
  });

  it('keeps a phrase whose words, apart, name other things as a phrase, as written', () => {
    const [term] = parseQuery('placa de red ');
    expect(term!.phrases).toEqual(['placa de red', 'tarjeta de red']);
    expect(term!.alternatives).toContainEqual(['adaptador', 'red']);
    expect(term!.alternatives).not.toContainEqual(['placa', 'red']);
    expect(parseQuery('placa de video ')[0]!.phrases).toBeUndefined();
  });

  it('asks an M.2 length of a drive as its form only, the typed digits being no alternative, typed or not', () => {
    for (const query of ['ssd 2230', 'ssd 2230 ']) {
      const term = parseQuery(query, groups)[1]!;
      expect(term).toMatchObject({ alternatives: [['hwformatom22230']], prefix: false, fuzzy: false });
      expect(term.word).toBeUndefined();
    }
  });

  it('also matches a model glued to its number as the two words apart', () => {
    expect(parseQuery('rtx4060 ', groups)[0]!.alternatives).toEqual([['rtx4060'], ['rtx', '4060']]);
    // 'ddr4' is a memory generation, not a model 'ddr' numbered 4.
    expect(parseQuery('ddr4 ', groups)[0]!.alternatives).not.toContainEqual(['ddr', '4']);
  });

  it('lets letters-only words of 4+ letters be typos, and the last word be unfinished while typing', () => {
    const typing = parseQuery('procesdor ryz', groups);
    expect(typing.map((t) => [t.word, t.fuzzy, t.prefix])).toEqual([
      ['procesdor', true, false],
      ['ryz', false, true],
    ]);
    expect(parseQuery('procesdor ryz ', groups)[1]!.prefix).toBe(false);
  });

  it('drops repeated terms and has nothing to search for symbols only', () => {
    expect(parseQuery('ram ram memoria', groups)).toHaveLength(1);
    expect(parseQuery('(.*) %', groups)).toEqual([]);
  });
});

describe('the synonym groups shoppers and stores use', () => {
  it("read English and 'gaming' as stores write them ('Silla Gamer', 'Headset Gaming')", () => {
    const alternatives = (query: string) => parseQuery(query).map((t) => t.alternatives);
    const [gaming, chair] = alternatives('gaming chair');
    expect(gaming!.slice(0, 2)).toEqual([['gamer'], ['gaming']]);
    // Also a maker's gaming line named alone (one way: 'gxt' is no 'gamer' query).
    expect(gaming).toEqual(expect.arrayContaining([['gxt'], ['ak', 'racing']]));
    expect(alternatives('gxt')).toEqual([[['gxt']]]);
    expect(chair).toEqual([['silla'], ['chair'], ['sillon']]);
    expect(alternatives('power supply 650w')[0]).toContainEqual(['fuente']);
    expect(alternatives('graphics card')[0]).toContainEqual(['placa', 'video']);
    // 'Coolermaster' (dinobyte_ar) and 'Cooler Master' (maximus) are one maker; the phrase wins over 'cooler'.
    expect(alternatives('cooler master')).toEqual([[['cooler', 'master'], ['coolermaster']]]);
    expect(alternatives('tp-link archer')[0]).toEqual(expect.arrayContaining([['tp', 'link'], ['tplink']]));
    // The maker alone also names its lines stores write without it (one way: 'archer' is no TP-Link query).
    expect(alternatives('tp-link archer')[0]).toContainEqual(['deco']);
    expect(alternatives('archer')[0]).not.toContainEqual(['tplink']);
  });
});
