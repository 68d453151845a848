import { describe, expect, it } from 'vitest';
import { TRUNCATE } from '../config/constants';
import { matchesEveryWord, stripHtml, truncate } from './text';

describe('matchesEveryWord (client search-key filter)', () => {
  it('ignores accents and case on both sides', () => {
    expect(matchesEveryWord('Refrigeración Líquida', 'refrigeracion liquida')).toBe(true);
    expect(matchesEveryWord('Compumundo', 'COMPUMUNDO')).toBe(true);
    expect(matchesEveryWord('Tienda Cordoba', 'córdoba')).toBe(true);
  });

  it('needs every word, in any order', () => {
    expect(matchesEveryWord('Placa de Video MSI RTX 4060', 'rtx msi')).toBe(true);
    expect(matchesEveryWord('Placa de Video MSI RTX 4060', 'rtx asus')).toBe(false);
  });

  it('ignores extra spaces, and an empty key matches everything', () => {
    expect(matchesEveryWord('Mexx Computación', '   mexx    comp  ')).toBe(true);
    expect(matchesEveryWord('Mexx', '   ')).toBe(true);
    expect(matchesEveryWord(null, 'x')).toBe(false);
  });
});

describe('truncate', () => {
  const long = 'x'.repeat(700);
  it.each([
    ['card name', TRUNCATE.cardName, 60],
    ['mobile slide name', TRUNCATE.mobileSlideName, 16],
    ['related card name', TRUNCATE.relatedName, 20],
    ['store address', TRUNCATE.storeAddress, 26],
    ['ranking name', TRUNCATE.rankingName, 38],
  ])('cuts the %s at %i characters', (_, limit, expected) => {
    expect(limit).toBe(expected);
    expect(truncate(long, limit)).toBe(`${'x'.repeat(expected)}...`);
    expect(truncate('x'.repeat(expected), limit)).toBe('x'.repeat(expected));
  });

  it('treats missing text as empty', () => {
    expect(truncate(undefined, 10)).toBe('');
  });
});

describe('stripHtml', () => {
  it('keeps the text of the store HTML, decoding entities and collapsing spaces', () => {
    expect(stripHtml('<p>Placa&nbsp;de <b>video</b></p><ul><li>8GB</li><li>PCIe&nbsp;4.0</li></ul>')).toBe(
      'Placa de video 8GB PCIe 4.0',
    );
  });

  it('drops scripts and styles instead of showing their code', () => {
    expect(stripHtml('<img src=x onerror="alert(1)">Hola<script>alert(1)</script><style>p{}</style>')).toBe(
      'Hola',
    );
    expect(stripHtml(null)).toBe('');
  });
});
