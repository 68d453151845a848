import { describe, expect, it } from 'vitest';
import { findControlCharacters, hasControlCharacters, stripControlCharacters } from './control-characters';

describe('control characters in incoming text', () => {
  it('counts NUL, the other C0 and C1 controls and DEL, but not tab, line breaks or accented text', () => {
    for (const bad of ['a\u0000b', '\u0001', 'x\u001b[31m', '\u007f', 'caf\u0085e', '\u009f'])
      expect(hasControlCharacters(bad), JSON.stringify(bad)).toBe(true);
    for (const good of ['Placa de video\tRTX', 'línea 1\r\nlínea 2', 'Córdoba ñandú €', '💾', ''])
      expect(hasControlCharacters(good), JSON.stringify(good)).toBe(false);
  });

  it('strips them from free text and leaves the rest as it was', () => {
    expect(stripControlCharacters('rtx\u0000 40\u000160')).toBe('rtx 4060');
    expect(stripControlCharacters('Firefox\u0007\tLinux\n')).toBe('Firefox\tLinux\n');
    const clean = 'ryzen 5 5600';
    expect(stripControlCharacters(clean)).toBe(clean);
  });

  it('says where the first one is inside a parsed body: values and keys, arrays, deep nesting', () => {
    expect(findControlCharacters({ a: 'ok', b: ['ok', { c: 'x\u0000' }] })).toEqual(['b', 1, 'c']);
    expect(findControlCharacters({ receta: { 'sel\u0000': 'h1' } })).toEqual(['receta', 'sel\u0000']);
    expect(findControlCharacters('\u0000')).toEqual([]);
    expect(findControlCharacters({ n: 1, t: true, z: null, s: 'texto' })).toBeUndefined();
    let deep: unknown = 'fondo\u0000';
    for (let i = 0; i < 5000; i++) deep = [deep];
    expect(findControlCharacters(deep)).toHaveLength(5000);
  });
});
