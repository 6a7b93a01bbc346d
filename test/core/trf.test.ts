// The FIDE TRF-16 export (docs/pairing.md "TRF export"): the fixed columns of the format,
// and the mapping of every kind of Rondas row to the format's colour and result codes.
import { AtrilError } from '../../src/core/errors';
import type { Game } from '../../src/core/model';
import { tournamentTrf } from '../../src/core/trf';
import { game, players, tournament } from './pairing/helpers';

/** Columns of a TRF-16 player line, 1-based as the format gives them. */
const column = (line: string, from: number, to: number) => [...line].slice(from - 1, to).join('');
/** Round r's opponent, colour and result (positions 92–95, 97, 99 for round 1; ten more a round). */
const roundOf = (line: string, r: number) => {
  const start = 92 + 10 * (r - 1);
  return [column(line, start, start + 3), column(line, start + 5, start + 5), column(line, start + 7, start + 7)];
};
const playerLine = (trf: string, id: number) =>
  trf.split('\r\n').find((line) => line.startsWith('001') && column(line, 5, 8).trim() === String(id)) as string;

const override = (round: number, table: number, first: number, second: number, value: Game['override']): Game => ({
  round,
  table,
  first,
  second,
  score1: null,
  score2: null,
  override: value,
});

describe('tournamentTrf', () => {
  // Six players (the sixth unrated); N° 6 absent in round 2.
  const list = players(6, (id) => (id === 6 ? { rating: null, absentRounds: [2], name: 'Íñigo Ñúñez Aguirre' } : {}));
  const games: Game[] = [
    game(1, 1, 4, 1, 1), // 1 beats 4
    game(1, 5, 2, 0.5, 2), // draw
    override(1, 3, 3, 6, 'NP1'), // 3 did not show: 6 wins by forfeit
    override(2, 1, 1, 5, '1-0'), // off the board: 1 wins
    override(2, 2, 2, 3, 'NP'), // neither showed
    { round: 2, table: 3, first: 4, second: null, score1: null, score2: null, override: null },
  ];
  const t = tournament(list, games, { name: 'Open de Otoño', rounds: 5 });

  it('rules §23: the first day as the 042 line, each licence right-aligned in the ID (58–68)', () => {
    const trf = tournamentTrf(t, { date: '2026-07-28', licences: new Map([[2, '12345']]) });
    expect(trf.split('\r\n')[1]).toBe('042 2026/07/28');
    expect(column(playerLine(trf, 2), 58, 68)).toBe('      12345');
    expect(column(playerLine(trf, 1), 53, 80)).toBe(' '.repeat(28));
    // The points and rank stay where an engine reads them.
    expect(column(playerLine(trf, 2), 81, 84)).toBe(column(playerLine(tournamentTrf(t), 2), 81, 84));
    const long = () => tournamentTrf(t, { licences: new Map([[3, 'ESP-123456789']]) });
    expect(long).toThrow(AtrilError);
    expect(long).toThrow(expect.objectContaining({ key: 'trf.licenceTooLong' }));
  });

  it('writes the tournament lines: name, players, rated players, system, planned rounds, first colour', () => {
    const lines = tournamentTrf(t).split('\r\n');
    expect(lines.slice(0, 6)).toEqual([
      '012 Open de Otoño',
      '062 6',
      '072 5',
      '092 Individual: Swiss system (FISE)',
      'XXR 5',
      'XXC white1',
    ]);
    expect(lines[lines.length - 1]).toBe('');
  });

  it('player lines in N° order, each field in its columns', () => {
    const trf = tournamentTrf(t);
    const lines = trf.split('\r\n').filter((line) => line.startsWith('001'));
    expect(lines.map((line) => Number(column(line, 5, 8)))).toEqual([1, 2, 3, 4, 5, 6]);
    const first = playerLine(trf, 1);
    expect(column(first, 1, 3)).toBe('001');
    expect(column(first, 15, 47)).toBe('Player 001'.padEnd(33));
    expect(column(first, 49, 52)).toBe('1990');
    expect(column(first, 81, 84)).toBe(' 2.0');
    expect(column(first, 86, 89)).toBe('   1');
    // The name is counted in characters, accents included; an unrated player has no rating.
    const sixth = playerLine(trf, 6);
    expect(column(sixth, 15, 47)).toBe('Íñigo Ñúñez Aguirre'.padEnd(33));
    expect(column(sixth, 49, 52)).toBe('    ');
  });

  it('maps each kind of row: who starts is white; 1 / 0 / = on the board, W / L / D off it, + / - for no-shows, U for the bye, Z when not paired', () => {
    const trf = tournamentTrf(t);
    expect(roundOf(playerLine(trf, 1), 1)).toEqual(['   4', 'w', '1']);
    expect(roundOf(playerLine(trf, 4), 1)).toEqual(['   1', 'b', '0']);
    expect(roundOf(playerLine(trf, 5), 1)).toEqual(['   2', 'w', '=']);
    expect(roundOf(playerLine(trf, 3), 1)).toEqual(['   6', 'w', '-']);
    expect(roundOf(playerLine(trf, 6), 1)).toEqual(['   3', 'b', '+']);
    expect(roundOf(playerLine(trf, 1), 2)).toEqual(['   5', 'w', 'W']);
    expect(roundOf(playerLine(trf, 5), 2)).toEqual(['   1', 'b', 'L']);
    expect(roundOf(playerLine(trf, 2), 2)).toEqual(['   3', 'w', '-']);
    expect(roundOf(playerLine(trf, 3), 2)).toEqual(['   2', 'b', '-']);
    expect(roundOf(playerLine(trf, 4), 2)).toEqual(['0000', '-', 'U']);
    expect(roundOf(playerLine(trf, 6), 2)).toEqual(['0000', '-', 'Z']);
    // Points: standings points (6: forfeit win 1; 4: loss, bye 1).
    expect(column(playerLine(trf, 6), 81, 84)).toBe(' 1.0');
    expect(column(playerLine(trf, 4), 81, 84)).toBe(' 1.0');
  });

  it('an off-board draw is D', () => {
    const drawn = tournament(players(2), [override(1, 1, 1, 2, '½-½')]);
    const trf = tournamentTrf(drawn);
    expect(roundOf(playerLine(trf, 1), 1)).toEqual(['   2', 'w', 'D']);
    expect(column(playerLine(trf, 2), 81, 84)).toBe(' 0.5');
  });

  it('a bye worth other than 1 point says so for bbpPairings (BBU); the lower-ranked starting on table 1 is black1', () => {
    const half = tournament(list, games, { byePoints: 0.5, firstMoveTable1: 'lower' });
    const lines = tournamentTrf(half).split('\r\n');
    expect(lines).toContain('BBU 0.5');
    expect(lines).toContain('XXC black1');
    expect(
      tournamentTrf(t)
        .split('\r\n')
        .some((line) => line.startsWith('BBU')),
    ).toBe(false);
  });

  it('a round robin says so; a N° beyond the format’s four digits is refused, naming the player', () => {
    expect(tournamentTrf({ ...t, config: { ...t.config, system: 'roundRobin' } })).toContain(
      '092 Individual: round robin',
    );
    const big = tournament(players(2, (id) => (id === 2 ? { id: 10000 } : {})));
    expect(() => tournamentTrf(big)).toThrow(AtrilError);
    expect(() => tournamentTrf(big)).toThrow(/10000/);
  });
});
