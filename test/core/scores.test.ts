// Per-player round records (rules §3.1 points, §4 Scrabble points and spread), on the
// hand-worked tournament of test/fixtures/workedTournament.ts.
import { DEFAULT_CONFIG, type Player } from '../../src/core/model';
import { scoresheet } from '../../src/core/scores';
import { PLAYERS, WORKED } from '../fixtures/workedTournament';

describe('scoresheet', () => {
  const sheet = scoresheet(WORKED);
  const rec = (id: number) => sheet.byId.get(id)!;

  test('points: win 1, draw ½, loss 0, bye and forfeit 1 (rules §3.1)', () => {
    // By hand, round by round:
    //   A 1 + 0 + 1 = 2      B 1 + 1 + 0 = 2      C ½ + 1 + 1 = 2.5   D 1 + 0 + 1 = 2
    //   E 0 + 0 + 1 (bye) = 1  F 0 + 1 (forfeit) + 0 = 1  G 0 + 1 + 0 = 1  H ½ + 0 (NP) + 0 (withdrawn) = ½
    expect(sheet.records.map((r) => r.points)).toEqual([2, 2, 2.5, 2, 1, 1, 1, 0.5]);
    expect(sheet.roundCount).toBe(3);
  });

  test('Scrabble points: own scores, bye 0 by default, forfeit 0 (rules §4)', () => {
    // A 400+390+410 = 1200   B 380+420+380 = 1180   C 370+400+430 = 1200   D 410+380+390 = 1180
    // E 300+340+0 (bye) = 640   F 350+0 (forfeit)+290 = 640   G 320+360+350 = 1030   H 370
    expect(sheet.records.map((r) => r.scrabblePoints)).toEqual([1200, 1180, 1200, 1180, 640, 640, 1030, 370]);
  });

  test('spread: own − opponent, byes and forfeits 0 by default; the field sums to 0 (rules §4)', () => {
    // A +100 −30 +60 = 130   B +30 +30 −50 = 10   C 0 +20 +50 = 70   D +90 −20 +100 = 170
    // E −100 −20 0 = −120    F −30 0 −100 = −130  G −90 +20 −60 = −130  H 0 0 = 0
    expect(sheet.records.map((r) => r.spread)).toEqual([130, 10, 70, 170, -120, -130, -130, 0]);
  });

  test('what each round was: game, forfeit, bye, withdrawal (rules §2 Resultado, §3.4 regla 5)', () => {
    expect(rec(8).rounds.map((r) => r.status)).toEqual(['played', 'forfeit', 'withdrawn']);
    expect(rec(5).rounds[2]).toMatchObject({
      status: 'bye',
      opponent: null,
      points: 1,
      firstMove: null,
      contested: false,
    });
    expect(rec(6).rounds[1]).toMatchObject({
      status: 'forfeit',
      opponent: 8,
      result: 'win',
      points: 1,
      firstMove: null,
      contested: false,
    });
    expect(rec(2).rounds[0]).toMatchObject({
      opponent: 6,
      firstMove: false,
      result: 'win',
      score: 380,
      opponentScore: 350,
    });
    expect(rec(6).rounds[0]).toMatchObject({ opponent: 2, firstMove: true, result: 'loss' });
  });

  test('settings: bye ½ point, 400 Scrabble points, +50 spread; forfeit spread ±50 (rules §2 Config)', () => {
    const config = { ...DEFAULT_CONFIG, byePoints: 0.5, byeScrabblePoints: 400, byeSpread: 50, forfeitSpread: 50 };
    const custom = scoresheet({ ...WORKED, config });
    // E: 0 + 0 + ½ = ½, 300 + 340 + 400 = 1040, −100 −20 +50 = −70.
    expect(custom.byId.get(5)).toMatchObject({ points: 0.5, scrabblePoints: 1040, spread: -70 });
    // F won the forfeit: −30 +50 −100 = −80; H lost it: 0 − 50 = −50.
    expect(custom.byId.get(6)!.spread).toBe(-80);
    expect(custom.byId.get(8)!.spread).toBe(-50);
  });

  test('absent rounds and late entry count 0 with no game; pending games count 0 (rules §3.4 regla 5)', () => {
    const p = (id: number, extra: Partial<Player> = {}): Player => ({ ...PLAYERS[0], id, name: `P${id}`, ...extra });
    const sheet2 = scoresheet({
      config: DEFAULT_CONFIG,
      players: [p(1), p(2), p(3, { absentRounds: [1] }), p(4, { entryRound: 2 })],
      games: [
        { round: 1, table: 1, first: 1, second: 2, score1: 300, score2: 200, override: null },
        { round: 2, table: 1, first: 3, second: 4, score1: null, score2: null, override: null },
      ],
    });
    expect(sheet2.byId.get(3)!.rounds.map((r) => r.status)).toEqual(['absent', 'pending']);
    expect(sheet2.byId.get(4)!.rounds.map((r) => r.status)).toEqual(['notEntered', 'pending']);
    expect(sheet2.byId.get(1)!.rounds.map((r) => r.status)).toEqual(['played', 'unpaired']);
    expect(sheet2.records.map((r) => r.points)).toEqual([1, 0, 0, 0]);
    expect(sheet2.byId.get(3)!.rounds[1].result).toBeNull();
  });

  test('NP: both lose; off-board ½-½ is a contested draw with no spread when scores are blank', () => {
    const players = [1, 2, 3, 4].map((id) => ({ ...PLAYERS[0], id, name: `P${id}` }));
    const sheet3 = scoresheet({
      config: { ...DEFAULT_CONFIG, forfeitSpread: 30 },
      players,
      games: [
        { round: 1, table: 1, first: 1, second: 2, score1: null, score2: null, override: 'NP' },
        { round: 1, table: 2, first: 3, second: 4, score1: null, score2: null, override: '½-½' },
      ],
    });
    expect(sheet3.records.map((r) => [r.points, r.spread])).toEqual([
      [0, -30],
      [0, -30],
      [0.5, 0],
      [0.5, 0],
    ]);
    expect(sheet3.byId.get(3)!.rounds[0]).toMatchObject({
      status: 'offBoard',
      result: 'draw',
      contested: true,
      firstMove: true,
    });
  });
});
