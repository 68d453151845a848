import { describe, expect, it } from 'vitest';
import { checkSearchText } from './search-text';

describe('checkSearchText (the 3-letter rule)', () => {
  it('does nothing for empty or blank text', () => {
    expect(checkSearchText('')).toEqual({ kind: 'empty' });
    expect(checkSearchText('    ')).toEqual({ kind: 'empty' });
  });

  it('asks for at least 3 letters, counting after trimming', () => {
    expect(checkSearchText('ab')).toEqual({
      kind: 'too-short',
      message: 'Por favor escribí al menos 3 letras',
    });
    expect(checkSearchText('  ab  ')).toEqual({
      kind: 'too-short',
      message: 'Por favor escribí al menos 3 letras',
    });
  });

  it('searches the trimmed text from 3 letters on', () => {
    expect(checkSearchText(' rtx ')).toEqual({ kind: 'ok', text: 'rtx' });
    expect(checkSearchText('ryzen 5 5600')).toEqual({ kind: 'ok', text: 'ryzen 5 5600' });
  });
});
