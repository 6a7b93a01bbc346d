// A generated tab's values as a plain-text table for the terminal (src/local/textTable.ts):
// numbers right-aligned in the reader's notation, text left, a rule under the header.
import { textTable } from '../../src/local/textTable';

describe('textTable', () => {
  it('aligns text left and numeric columns right, with a rule under the header', () => {
    const table = textTable(
      [
        ['Jugador', 'Puntos'],
        ['Ana', 4.5],
        ['Luis Núñez', 12],
      ],
      'es',
    );
    expect(table.split('\n')).toEqual([
      'Jugador     Puntos',
      '----------  ------',
      'Ana            4,5',
      'Luis Núñez      12',
    ]);
  });

  it('in English the decimal point; money columns with two decimals', () => {
    const table = textTable(
      [
        ['Premio', 'Importe'],
        ['1.º', 137.5],
      ],
      'en',
      [1],
    );
    expect(table).toContain('137.50');
    expect(
      textTable(
        [
          ['Premio', 'Importe'],
          ['1.º', 137.5],
        ],
        'es',
        [1],
      ),
    ).toContain('137,50');
  });

  it('leaves out blank rows and columns blank all the way down; nothing for a blank grid', () => {
    const table = textTable(
      [
        ['A', 'B', '', ''],
        ['', '', '', ''],
        ['x', 1, '', ''],
      ],
      'es',
    );
    expect(table.split('\n')).toEqual(['A  B', '-  -', 'x  1']);
    expect(textTable([['', ''], []], 'es')).toBe('');
  });

  it('a column with text below its header is text; a line break in a cell becomes a space', () => {
    const table = textTable(
      [
        ['N°', 'Nota'],
        [1, 'dos\nlíneas'],
        ['—', 'x'],
      ],
      'es',
    );
    expect(table.split('\n')).toEqual(['N°  Nota', '--  ----------', '1   dos líneas', '—   x']);
  });
});
