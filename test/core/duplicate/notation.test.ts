// Canonical notation (rules §6.4): H8-CASA across (row letter first), 8H-CASA down.
import { checkMove } from '../../../src/core/duplicate';

const key = (text: string) => {
  const verdict = checkMove(text);
  return verdict.ok ? 'ok' : verdict.problem.key;
};

describe('checkMove', () => {
  test('row letter first is across, column number first is down', () => {
    expect(checkMove('H8-CASA')).toMatchObject({ ok: true, row: 8, column: 8, across: true, canonical: 'H8-CASA' });
    expect(checkMove('8H-CASA')).toMatchObject({ ok: true, row: 8, column: 8, across: false, canonical: '8H-CASA' });
    expect(checkMove('A1-LLAVE')).toMatchObject({ ok: true, row: 1, column: 1, across: true });
  });

  test('spelling is normalised: lower-case coordinate, spaces, blanks kept in lower case', () => {
    expect(checkMove(' h8 - CAsA ')).toMatchObject({ ok: true, canonical: 'H8-CAsA' });
  });

  test('coordinates must be inside the 15×15 board', () => {
    expect(key('P8-CASA')).toBe('dup.move.coordinate');
    expect(key('H16-CASA')).toBe('dup.move.coordinate');
    expect(key('0H-CASA')).toBe('dup.move.coordinate');
    expect(key('O15-AS')).toBe('dup.move.tooLong');
    expect(key('15O-AS')).toBe('dup.move.tooLong');
  });

  test('the word must fit from its square, counting CH, LL, RR as one tile', () => {
    // H12 + 4 tiles reaches column 15: fits. 5 letters do not.
    expect(key('H12-CASA')).toBe('ok');
    expect(key('H12-CASAS')).toBe('dup.move.tooLong');
    // CHARRO is 4 tiles (CH A RR O): fits from column 12.
    expect(checkMove('H12-CHARRO')).toMatchObject({ ok: true, canonical: 'H12-CHARRO' });
    expect(key('L8-CASAS')).toBe('ok');
    expect(key('12H-CASAS')).toBe('ok');
    expect(key('8L-CASAS')).toBe('dup.move.tooLong');
  });

  test('wrong shapes are refused', () => {
    expect(key('CASA')).toBe('dup.move.format');
    expect(key('H8 CASA')).toBe('dup.move.format');
    expect(key('H8-')).toBe('dup.move.format');
    expect(key('HH-CASA')).toBe('dup.move.format');
    expect(key('H8-CA?A')).toBe('dup.rack.badTile');
    expect(key('H8-A')).toBe('dup.move.shortWord');
    expect(key('H8-CA5A')).toBe('dup.rack.badTile');
  });
});
