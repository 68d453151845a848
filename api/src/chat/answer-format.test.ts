import { describe, expect, it } from 'vitest';
import { formatAnswer, stripCitations, type ChatSegment } from './answer-format';

const format = (raw: string) => formatAnswer(raw, { publicOrigin: 'https://hardprecios.test' });
const links = (segments: ChatSegment[]) =>
  segments.filter((s) => s.type === 'link').map(({ text, href }) => [text, href] as [string, string]);

describe('stripCitations', () => {
  it('removes inline citation markers of every common style', () => {
    const answer = format('Rinde bien en 1080p [1]. Consume 115 W[2, 3] y anda fresca.[^4] 【5†fuente】');
    expect(answer.reply).toBe('Rinde bien en 1080p. Consume 115 W y anda fresca.');
  });

  it('removes source sections, footnotes and lines that are only another site’s address', () => {
    const raw = [
      'Te conviene una de 650 W.',
      '',
      '**Fuentes:**',
      '- Tom’s Hardware, review de la RTX 4060',
      '1. https://www.techpowerup.com/review/',
      '',
      '[1]: https://example.com/nota',
      'https://otro-sitio.com/articulo',
      'Fuente: https://www.anandtech.com/x',
      'Referencias: tomshardware.com',
      'Saludos.',
    ].join('\n');
    expect(stripCitations(raw).split('\n').filter(Boolean)).toEqual([
      'Te conviene una de 650 W.',
      'Saludos.',
    ]);
  });

  it('keeps "Fuente:" when it names a power supply in a build, not a source', () => {
    expect(stripCitations('Procesador: Ryzen 5 5600\nFuente: Corsair RM750e 750W')).toBe(
      'Procesador: Ryzen 5 5600\nFuente: Corsair RM750e 750W',
    );
  });
});

describe('formatAnswer', () => {
  it('keeps the text of links to other sites and drops bare external addresses, punctuation kept', () => {
    const answer = format(
      'Mirá [esta review](https://www.youtube.com/watch?v=1) o https://www.otro.com.ar/nota. Y (www.foro.com) listo.',
    );
    expect(answer.reply).toBe('Mirá esta review o. Y listo.');
    expect(links(answer.segments)).toEqual([]);
  });

  it('turns our own product links into in-app links, whether markdown, bare path or our absolute URL', () => {
    const answer = format(
      'Te recomiendo la [MSI Ventus](/product-detail/12) a $ 620.000. También (/product-detail/13) y ' +
        'https://hardprecios.test/product-detail/14. Más: https://hardprecios.test/search-result/?wordKey=msi&page=1',
    );
    expect(links(answer.segments).filter(([, href]) => href.startsWith('/product-detail/'))).toEqual([
      ['MSI Ventus', '/product-detail/12'],
      ['Ver producto', '/product-detail/13'],
      ['Ver producto', '/product-detail/14'],
    ]);
    expect(links(answer.segments).at(-1)).toEqual(['Ver resultados', '/search-result/?wordKey=msi&page=1']);
    expect(answer.reply).toBe(
      'Te recomiendo la MSI Ventus a $ 620.000. También Ver producto y Ver producto. Más: Ver resultados',
    );
  });

  it('links hardware terms to the results page once each, accents and capitals notwithstanding', () => {
    const answer = format(
      'Para 1440p una placa de video RTX 4070 Super va sobrada; la RTX 4070 super también pide una buena Fuente. Con un Ryzen 5 7600 y memoria DDR5 alcanza. La tarjeta gráfica es lo que más importa.',
    );
    expect(links(answer.segments)).toEqual([
      ['placa de video', '/search-result/?wordKey=placa%20de%20video&page=1'],
      ['RTX 4070 Super', '/search-result/?wordKey=RTX%204070%20Super&page=1'],
      ['Fuente', '/search-result/?wordKey=Fuente&page=1'],
      ['Ryzen 5 7600', '/search-result/?wordKey=Ryzen%205%207600&page=1'],
      ['memoria', '/search-result/?wordKey=memoria&page=1'],
      ['DDR5', '/search-result/?wordKey=DDR5&page=1'],
      ['tarjeta gráfica', '/search-result/?wordKey=tarjeta%20gr%C3%A1fica&page=1'],
    ]);
    expect(answer.reply).toContain('la RTX 4070 super también');
  });

  it('never links a term inside a link, nor part of a word', () => {
    const answer = format(
      'La [Fuente Corsair RM750e](/product-detail/7) es buena; el ramal y la memoriaa no son hardware.',
    );
    expect(links(answer.segments)).toEqual([['Fuente Corsair RM750e', '/product-detail/7']]);
  });

  it('only ever produces in-app hrefs, even for links dressed up as ours', () => {
    const answer = format(
      '[a](javascript:alert(1)) [b](//evil.com/product-detail/1) [c](https://hardprecios.test.evil.com/product-detail/2) [d](/product-detail/3"onmouseover=x)',
    );
    expect(links(answer.segments)).toEqual([]);
  });

  it('drops markdown emphasis and headings, keeps lists and paragraphs', () => {
    const answer = format('### Opciones\n\n* **Económica:** algo\n* __Media:__ otra\n\n\n\nListo.');
    expect(answer.reply).toBe('Opciones\n\n- Económica: algo\n- Media: otra\n\nListo.');
  });
});
