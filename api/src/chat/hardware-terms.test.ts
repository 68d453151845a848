import { describe, expect, it } from 'vitest';
import { searchQueriesFor } from './hardware-terms';

describe('searchQueriesFor', () => {
  it('searches the model names first, then the question without filler, then the components named', () => {
    expect(searchQueriesFor('¿Qué placa de video me recomendás entre la RTX 4060 y la RX 7600 XT?')).toEqual([
      'RTX 4060',
      'RX 7600 XT',
      'placa video rtx 4060 rx 7600 xt',
      'placa de video',
    ]);
  });

  it('keeps a brand and line a question names, which no term list knows', () => {
    expect(searchQueriesFor('Hola, ¿cuánto sale la Kingston Fury?')).toEqual(['kingston fury']);
  });

  it('recognizes processors, chipsets and memory standards, once each however written', () => {
    expect(
      searchQueriesFor('Ryzen 5 5600X con B550 o i5-12400F con ddr4, ¿cuál conviene? ¿Y DDR4 de 3200?', 8),
    ).toEqual(['Ryzen 5 5600X', 'B550', 'i5-12400F', 'ddr4', 'ryzen 5 5600x b550 i5-12400f ddr4 ddr4 3200']);
  });

  it('asks nothing of the search for a question with nothing to search', () => {
    expect(searchQueriesFor('¡Hola! ¿Qué me recomendás?')).toEqual([]);
  });
});
