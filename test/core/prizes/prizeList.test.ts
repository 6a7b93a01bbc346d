// Reparto de premios as data (rules §11): one line per prize in Premios' order, a tied
// player's own line after the last prize his tie pooled, trophies on their prize's line.
import { prizeList } from '../../../src/core/prizes';
import { clubTournament, fieldOf, prize } from '../../fixtures/prizeField';

const field = fieldOf(clubTournament());

describe('prizeList: lines in Premios order, a tied player’s own line after the last prize pooled', () => {
  it('trophies stay on their prize’s line; the total paid equals the amounts assigned', () => {
    const prizes = [
      prize('1.º', 10000, { trophy: 'Copa' }),
      prize('2.º', 6000),
      prize('Mejor sin escalafón', 3000, { conditions: { unrated: true } }),
    ];
    const list = prizeList(prizes, field, 'hort');
    expect(
      list.lines.map((line) => [line.award?.prize.name ?? '(compartido)', line.player?.player.name, line.amount]),
    ).toEqual([
      ['1.º', 'Carlos', 7667],
      ['2.º', 'Ana', 5667],
      ['(compartido)', 'Bea', 2666],
      ['Mejor sin escalafón', 'Eva', 3000],
    ]);
    expect(list.lines[0].award?.prize.trophy).toBe('Copa');
    expect(list.cash).toBe(19000);
  });
});

describe('prizeList with a Desierto', () => {
  it('a Desierto line has no player and pays nothing; the cash is the sum of the lines', () => {
    // 1.º's 500 shared equally by the four players on 2 points (none holds another prize).
    const list = prizeList([prize('1.º', 500), prize('Sub16', 300, { conditions: { tag: 'Sub16' } })], field, 'equal');
    const shown = list.lines.map((line) => [
      line.award?.prize.name ?? '(compartido)',
      line.player?.player.name ?? null,
      line.amount,
    ]);
    expect(shown).toEqual([
      ['1.º', 'Carlos', 125],
      ['(compartido)', 'Ana', 125],
      ['(compartido)', 'Eva', 125],
      ['(compartido)', 'Bea', 125],
      ['Sub16', null, 0],
    ]);
    expect(list.cash).toBe(500);
  });
});
