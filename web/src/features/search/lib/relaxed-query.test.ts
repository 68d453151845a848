import { describe, expect, it } from 'vitest';
import { searchedInstead } from './relaxed-query';

describe('what the search searched instead', () => {
  it('is the query without the words it left out', () => {
    expect(searchedInstead('<em>placa</em> capturadora')).toBe('capturadora');
    expect(searchedInstead('monitor <em>panoramico</em> <em>curvo</em> 34')).toBe('monitor 34');
  });

  it('is nothing when no word was left out, or the answer says nothing', () => {
    expect(searchedInstead('monitor 27')).toBeUndefined();
    expect(searchedInstead(undefined)).toBeUndefined();
    expect(searchedInstead('<em>todo</em>')).toBeUndefined();
  });
});
