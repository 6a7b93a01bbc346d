// Reparto de premios as data (rules §11): one line per prize in Premios' order, a tied
// player's own line after the last prize his tie pooled, trophies on their prize's line.
import { prizeList } from '../../../src/core/prizes';
import { clubTournament, fieldOf, prize, rankedField } from '../../fixtures/prizeField';

const field = fieldOf(clubTournament());

describe('prizeList: lines in Premios order, a tied player’s own line after the last prize pooled', () => {
  it('trophies stay on their prize’s line; the total paid equals the amounts assigned', () => {
    const prizes = [
      prize('1.º', 10000, { trophy: 'Copa' }),
      prize('2.º', 6000),
      prize('Mejor sin escalafón', 3000, { conditions: { unrated: true } }),
    ];
    const list = prizeList(prizes, field, { sharing: 'hort', minimumShare: null });
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
    const list = prizeList([prize('1.º', 500), prize('Sub16', 300, { conditions: { tag: 'Sub16' } })], field, {
      sharing: 'equal',
      minimumShare: null,
    });
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

describe('prizeList with a minimum share (rules §11.1)', () => {
  it('who left the share keeps his line with nothing paid; the others’ lines carry the tie', () => {
    const field = rankedField([
      ['Alba', 5],
      ['Bruno', 4],
      ['Carla', 4],
      ['Dario', 4],
      ['Elena', 4],
    ]);
    const prizes = [prize('1.º', 10000), prize('2.º', 6000), prize('3.º', 4000), prize('4.º', 2000)];
    const list = prizeList(prizes, field, { sharing: 'equal', minimumShare: 3500 });
    expect(
      list.lines.map((line) => [line.award?.prize.name ?? '(compartido)', line.player?.player.name, line.amount]),
    ).toEqual([
      ['1.º', 'Alba', 10000],
      ['2.º', 'Bruno', 4000],
      ['3.º', 'Carla', 4000],
      ['4.º', 'Dario', 4000],
    ]);
    const tie = list.lines[1].tie;
    expect(tie?.dropped.map((row) => row.player.name)).toEqual(['Elena']);
    expect([tie?.below, tie?.minimum]).toEqual([3000, 3500]);
    expect(list.cash).toBe(22000);
  });
});
