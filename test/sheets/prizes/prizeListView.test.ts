// Reparto de premios' words (rules §11): ordinals in either language, and the live page's
// grid — names, prizes and trophies, never the Motivo, the Firma or the account.
import { ordinal, prizePageGrid } from '../../../src/sheets/prizes/prizeListView';
import { prizeList } from '../../../src/core/prizes';
import { clubTournament, fieldOf, prize } from '../../fixtures/prizeField';

describe('ordinal', () => {
  it.each([
    [1, '1.º', '1st'],
    [2, '2.º', '2nd'],
    [3, '3.º', '3rd'],
    [4, '4.º', '4th'],
    [11, '11.º', '11th'],
    [12, '12.º', '12th'],
    [13, '13.º', '13th'],
    [21, '21.º', '21st'],
    [102, '102.º', '102nd'],
  ])('%d → %s / %s', (n, es, en) => {
    expect(ordinal(n, 'es')).toBe(es);
    expect(ordinal(n, 'en')).toBe(en);
  });
});

describe('prizePageGrid', () => {
  it('Premio, Jugador, Importe, Obsequio: a shared line names the places; a Desierto no player', () => {
    const list = prizeList(
      [prize('1.º', 10000, { trophy: 'Copa' }), prize('2.º', 6000), prize('Sub16', 100, { conditions: { tag: 'x' } })],
      fieldOf(clubTournament()),
      'equal',
    );
    expect(prizePageGrid(list, 'es')).toEqual([
      ['Premio', 'Jugador', 'Importe', 'Obsequio'],
      ['1.º', 'Carlos', 40, 'Copa'],
      ['2.º', 'Ana', 40, ''],
      ['1.º–4.º (compartido)', 'Eva', 40, ''],
      ['1.º–4.º (compartido)', 'Bea', 40, ''],
      ['Sub16', 'Desierto', '', ''],
    ]);
  });
});
