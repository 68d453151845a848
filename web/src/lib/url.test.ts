import { describe, expect, it } from 'vitest';
import { ensureScheme } from './url';

describe('ensureScheme', () => {
  it('adds https:// to store links without a scheme', () => {
    expect(ensureScheme('tienda.com.ar/producto/x')).toBe('https://tienda.com.ar/producto/x');
    expect(ensureScheme('//tienda.com.ar')).toBe('https://tienda.com.ar');
  });

  it('keeps links that have one', () => {
    expect(ensureScheme('http://tienda.com.ar')).toBe('http://tienda.com.ar');
    expect(ensureScheme('https://tienda.com.ar')).toBe('https://tienda.com.ar');
  });

  it('returns nothing for a missing link', () => {
    expect(ensureScheme(null)).toBe('');
    expect(ensureScheme('  ')).toBe('');
  });
});
