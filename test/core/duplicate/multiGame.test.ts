// Several games (rules §6.2): the four criteria, an absent player, remaining ties by the
// one-game tiebreaks over all rounds.
import { type DuplicateGameInput, nameKey, rankOverall, scoreGame } from '../../../src/core/duplicate';

const NO_BONUS = { bonuses: { enabled: false, master: 10, top: 5 } };
const make = (name: string, master: number[], players: [string, ...number[]][]): DuplicateGameInput => ({
  name,
  master,
  players: players.map(([player, ...scores]) => ({ name: player, scores })),
});

// Game 1 (master 50 50): C 100 (place 1), A 90 (2), B 80 (3).
// Game 2 (master 40 60): B 100 (1), A 60 (2); C absent.
const games = [
  scoreGame(
    make(
      'Duplicada 1',
      [50, 50],
      [
        ['A', 50, 40],
        ['B', 40, 40],
        ['C', 50, 50],
      ],
    ),
    NO_BONUS,
  ),
  scoreGame(
    make(
      'Duplicada 2',
      [40, 60],
      [
        ['A', 30, 30],
        ['B', 40, 60],
      ],
    ),
    NO_BONUS,
  ),
];
const table = (criterion: Parameters<typeof rankOverall>[1]['criterion']) =>
  rankOverall(games, { criterion }).players.map((p) => [p.name, p.place, p.rank]);

describe('the four criteria of rules §6.2 with an absent player', () => {
  test("1. average place: absent = that game's last place (its number of players)", () => {
    const overall = rankOverall(games, { criterion: 'averagePlace' });
    // A (2 + 2) / 2 = 2; B (3 + 1) / 2 = 2; C (1 + 2) / 2 = 1.5.
    expect(overall.players.map((p) => [p.name, p.value])).toEqual([
      ['C', 1.5],
      ['B', 2],
      ['A', 2],
    ]);
    // A and B tied on 2: over all four rounds B matched 2 masters, A 1.
    expect(table('averagePlace')).toEqual([
      ['C', 1, 1],
      ['B', 2, 2],
      ['A', 2, 3],
    ]);
    expect(overall.players[0].perGame).toEqual([1, 2]);
  });

  test('2. average percentage: absent = 0 %', () => {
    const overall = rankOverall(games, { criterion: 'averagePercent' });
    // A (.9 + .6) / 2 = .75; B (.8 + 1) / 2 = .9; C (1 + 0) / 2 = .5.
    expect(overall.players.map((p) => p.name)).toEqual(['B', 'A', 'C']);
    expect(overall.players.map((p) => p.value)).toEqual([
      expect.closeTo(0.9, 12),
      expect.closeTo(0.75, 12),
      expect.closeTo(0.5, 12),
    ]);
  });

  test('3. deviation sqrt(Σ(M − p)²) / n over all rounds, lower is better; absent scores 0', () => {
    const overall = rankOverall(games, { criterion: 'deviation' });
    // A: 0 + 100 + 100 + 900 = 1100; B: 100 + 100 = 200; C: 40² + 60² = 5200; n = 4.
    expect(overall.players.map((p) => p.name)).toEqual(['B', 'A', 'C']);
    expect(overall.players.map((p) => p.value)).toEqual([Math.sqrt(200) / 4, Math.sqrt(1100) / 4, Math.sqrt(5200) / 4]);
  });

  test('4. quadratic scale: points per game by place, summed; absent scores none', () => {
    const overall = rankOverall(games, { criterion: 'quadratic' });
    // N = 3 → 90 58 28; N = 2 → 58 28. A 58 + 28 = 86; B 28 + 58 = 86; C 90.
    expect(overall.players.map((p) => [p.name, p.value, p.perGame])).toEqual([
      ['C', 90, [90, 0]],
      ['B', 86, [28, 58]],
      ['A', 86, [58, 28]],
    ]);
    expect(table('quadratic')).toEqual([
      ['C', 1, 1],
      ['B', 2, 2],
      ['A', 2, 3],
    ]);
  });

  test('the quadratic criterion averages shared places within a game', () => {
    // A and B tie for place 1 of 3: (90 + 58) / 2 = 74 each; C third: 28.
    const tied = [
      scoreGame(
        make(
          'Duplicada 1',
          [50],
          [
            ['A', 40],
            ['B', 40],
            ['C', 10],
          ],
        ),
        NO_BONUS,
      ),
    ];
    expect(rankOverall(tied, { criterion: 'quadratic' }).players.map((p) => [p.name, p.value])).toEqual([
      ['A', 74],
      ['B', 74],
      ['C', 28],
    ]);
  });

  test('K = 220 reaches the quadratic criterion as a setting', () => {
    const twenty = [
      scoreGame(
        make(
          'Duplicada 1',
          [50],
          Array.from({ length: 20 }, (_, i): [string, number] => [`P${i}`, 49 - i]),
        ),
        NO_BONUS,
      ),
    ];
    expect(rankOverall(twenty, { criterion: 'quadratic' }).players[0].value).toBe(635);
    expect(rankOverall(twenty, { criterion: 'quadratic', quadratic: { k: 220 } }).players[0].value).toBe(636);
  });
});

describe('players across games', () => {
  test('are matched by name ignoring case and accents', () => {
    expect(nameKey('  José  Pérez ')).toBe(nameKey('jose perez'));
    const two = [
      scoreGame(
        make(
          'Duplicada 1',
          [50],
          [
            ['José Pérez', 50],
            ['Ana', 40],
          ],
        ),
        NO_BONUS,
      ),
      scoreGame(
        make(
          'Duplicada 2',
          [50],
          [
            ['jose perez', 30],
            ['Ana', 40],
          ],
        ),
        NO_BONUS,
      ),
    ];
    const overall = rankOverall(two, { criterion: 'averagePercent' });
    expect(overall.players.map((p) => [p.name, p.gamesPlayed])).toEqual([
      ['José Pérez', 2],
      ['Ana', 2],
    ]);
  });

  test('remaining ties with the regulation set look at all rounds as one game', () => {
    // A and B equal on average % (both 70/80 and 20/40); one sole top each (R1 A, R2 B);
    // largest shortfall over the three rounds: A 25 (R2), B 20 → B ahead.
    const two = [
      scoreGame(
        make(
          'Duplicada 1',
          [40, 40],
          [
            ['A', 35, 15],
            ['B', 20, 30],
          ],
        ),
        NO_BONUS,
      ),
      scoreGame(
        make(
          'Duplicada 2',
          [40],
          [
            ['A', 20],
            ['B', 20],
          ],
        ),
        NO_BONUS,
      ),
    ];
    const overall = rankOverall(two, { criterion: 'averagePercent', tiebreaks: 'regulation' });
    expect(overall.players.map((p) => [p.name, p.place, p.rank, p.soleTops])).toEqual([
      ['B', 1, 1, 1],
      ['A', 1, 2, 1],
    ]);
  });
});
