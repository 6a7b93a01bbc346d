// Reading TRF-16 into a RatedEvent (rules §23): dates as programs write them, the result
// codes (1 = 0 rated; + - W D L not rated; H F U byes; Z no game), every refusal naming the
// file, line and column, a real file written by another program, and the round trip with
// `atril trf` (core/trf.ts): a tournament and its TRF rate alike.
import { AtrilError } from '../../src/core/errors';
import { seededRandom } from '../../src/core/random';
import { simulatedField } from '../../src/core/simulation/field';
import { simulatedResult } from '../../src/core/simulation/results';
import { DEFAULT_RATING_SETTINGS, rateEvents, tournamentEvent } from '../../src/core/season';
import { tournamentTrf } from '../../src/core/trf';
import { givenNamesFirst, readTrf } from '../../src/core/trfRead';
import { DEFAULT_CONFIG, type Game, type Player, type Tournament } from '../../src/core/model';
import { pairRound } from '../../src/core/pairing';
import { game, player } from '../fixtures/prizeField';

/** A 001 line laid out by columns as TRF-16 fixes them (start number 5–8, name 15–47, rating 49–52, ID 58–68, rounds from 92). */
function line(number: number, name: string, rating: number | null, id: string, rounds: string[]): string {
  const head =
    `001 ${String(number).padStart(4)} m    ${name.padEnd(33)} ${rating === null ? '    ' : String(rating).padStart(4)}` +
    ` ESP ${id.padStart(11)} 1990/00/00  0.0    1`;
  return head.padEnd(89) + rounds.map((round) => `  ${round}`).join('');
}

const file = (lines: string[], date = '042 2026/11/07') =>
  ['012 Open de Prueba', '022 Zaragoza', date, ...lines].join('\r\n');

const three = [
  line(1, 'Ruiz, Ana', 1800, '22001', ['   2 w 1', '   3 b =', '0000 - H']),
  line(2, 'Gil, Luis', 1700, '22002', ['   1 b 0', '0000 - U', '   3 w +']),
  line(3, 'Sanz, Eva', null, '', ['0000 - Z', '   1 w =', '   2 b -']),
];

describe('readTrf', () => {
  const event = readTrf(file(three), { file: 'open.trf' });

  test('the tournament: name, date, place as club, the player lines', () => {
    expect(event).toMatchObject({ name: 'Open de Prueba', date: '2026-11-07', club: 'Zaragoza', kind: 'swiss' });
    expect(event.source).toMatchObject({ file: 'open.trf', format: 'trf' });
    expect(event.players).toEqual([
      // TRF's «Surname, Given» read given names first, as the list writes names.
      { name: 'Ana Ruiz', club: '', country: 'ESP', licence: '22001', rating: 1800, eloDi: null },
      { name: 'Luis Gil', club: '', country: 'ESP', licence: '22002', rating: 1700, eloDi: null },
      { name: 'Eva Sanz', club: '', country: 'ESP', licence: '', rating: null, eloDi: null },
    ]);
  });

  test('each game once, White first; 1 = 0 rated, a forfeit not; byes without a second player, Z no game', () => {
    expect(event.swissGames).toEqual([
      { round: 1, first: 0, second: 1, result: 1, rated: true },
      { round: 2, first: 1, second: null, result: 1, rated: false },
      { round: 2, first: 2, second: 0, result: 0.5, rated: true },
      { round: 3, first: 0, second: null, result: 0.5, rated: false },
      { round: 3, first: 1, second: 2, result: 1, rated: false },
    ]);
  });

  test('the club the officer gives wins over the place; the same text gives the same fingerprint', () => {
    expect(readTrf(file(three), { file: 'x.trf', club: 'Alfil' }).club).toBe('Alfil');
    expect(readTrf(file(three).replace(/\r\n/g, '\n'), { file: 'y.trf' }).source.fingerprint).toBe(
      event.source.fingerprint,
    );
  });

  test('a player whose only rounds are Z (or blank) took no part', () => {
    const lines = [...three, line(4, 'Nadie, Juan', 1500, '', ['0000 - Z', '0000 - Z', '0000 - Z'])];
    expect(readTrf(file(lines), { file: 'a.trf' }).players.map((p) => p.name)).not.toContain('Juan Nadie');
    expect(readTrf(file(lines), { file: 'a.trf' }).players).toHaveLength(3);
  });

  test('names: «Surnames, Given» (with or without the space) given names first; no comma, or two, as written', () => {
    expect(givenNamesFirst('Ramos Vidal,Hector')).toBe('Hector Ramos Vidal');
    expect(givenNamesFirst('García López, José María')).toBe('José María García López');
    expect(givenNamesFirst('Héctor Ramos Vidal')).toBe('Héctor Ramos Vidal');
    expect(givenNamesFirst('Ramos, Vidal, Héctor')).toBe('Ramos, Vidal, Héctor');
    expect(givenNamesFirst('Ramos,')).toBe('Ramos,');
  });

  test("a Swiss-Manager name meets the club's: one player of the list, not two", () => {
    const swissManager = [
      line(1, 'Ramos Vidal,Hector', 1800, '', ['   2 w 1']),
      line(2, 'Gil,Luis', 1700, '', ['   1 b 0']),
    ];
    const fromTrf = readTrf(file(swissManager, '042 2026/11/14'), { file: 'sm.trf', club: 'Alfil' });
    const tournament: Tournament = {
      config: { ...DEFAULT_CONFIG, name: 'Liga', rounds: 1 },
      players: [player(1, 'Héctor Ramos Vidal', 1800, 'Alfil'), player(2, 'Luis Gil', 1700, 'Alfil')],
      games: [game(1, 2, 1, 420, 380)],
    };
    const fromClub = tournamentEvent({
      name: 'Liga',
      date: '2026-11-07',
      club: 'Alfil',
      source: { file: 'liga.atril', fingerprint: 'x', format: 'atril' },
      tournament,
      duplicate: [],
    });
    const list = rateEvents([fromClub, fromTrf], DEFAULT_RATING_SETTINGS);
    expect(list.escalafon.map((entry) => [entry.name, entry.tournaments])).toEqual(
      expect.arrayContaining([
        ['Héctor Ramos Vidal', 2],
        ['Luis Gil', 2],
      ]),
    );
    expect(list.escalafon).toHaveLength(2);
  });
});

describe('readTrf refuses, naming the file, line and column', () => {
  const refusal = (text: string) => {
    try {
      readTrf(text, { file: 'malo.trf' });
    } catch (error) {
      expect(error).toBeInstanceOf(AtrilError);
      const e = error as AtrilError;
      return { key: e.key, ...e.params, es: e.render('es') };
    }
    throw new Error('not refused');
  };

  test('a result code TRF-16 does not define', () => {
    const bad = [three[0].replace('   3 b =', '   3 b X'), three[1], three[2]];
    expect(refusal(file(bad))).toMatchObject({
      key: 'trfRead.badResult',
      file: 'malo.trf',
      line: 4,
      column: 109,
      value: 'X',
    });
    expect(refusal(file(bad)).es).toBe(
      '«malo.trf», línea 4, columna 109: «X» no es un resultado de TRF-16 (1, =, 0, +, -, W, D, L, H, F, U, Z). No se ha cambiado nada.',
    );
  });

  test('a date missing, or one that is no date', () => {
    expect(refusal(['012 X', ...three].join('\n'))).toMatchObject({ key: 'trfRead.noDate', file: 'malo.trf' });
    expect(refusal(file(three, '042 mañana'))).toMatchObject({
      key: 'trfRead.badDate',
      line: 3,
      column: 5,
      value: 'mañana',
    });
  });

  test('lines that cannot be read: start number, rating, opponent, colour', () => {
    const number = three[0].replace('001    1', '001    A');
    expect(refusal(file([number, ...three.slice(1)]))).toMatchObject({ key: 'trfRead.badNumber', line: 4, column: 5 });
    const repeated = three[1].replace('001    2', '001    1');
    expect(refusal(file([three[0], repeated, three[2]]))).toMatchObject({
      key: 'trfRead.repeatedNumber',
      line: 5,
      other: 4,
    });
    const rating = three[0].replace(' 1800 ', ' 18x0 ');
    expect(refusal(file([rating, ...three.slice(1)]))).toMatchObject({ key: 'trfRead.badRating', line: 4, column: 49 });
    const opponent = three[0].replace('   2 w 1', '   9 w 1');
    expect(refusal(file([opponent, ...three.slice(1)]))).toMatchObject({
      key: 'trfRead.badOpponent',
      line: 4,
      column: 92,
      value: 9,
    });
    const colour = three[0].replace('   2 w 1', '   2 q 1');
    expect(refusal(file([colour, ...three.slice(1)]))).toMatchObject({ key: 'trfRead.badColour', line: 4, column: 97 });
  });

  test('the two lines of one game disagreeing', () => {
    const other = three[1].replace('   1 b 0', '   1 b 1');
    expect(refusal(file([three[0], other, three[2]]))).toMatchObject({
      key: 'trfRead.mismatch',
      line: 5,
      column: 99,
      round: 1,
      other: 4,
    });
  });

  test('no player at all', () => {
    expect(refusal('012 Vacío\n042 2026/01/01\n')).toMatchObject({ key: 'trfRead.noPlayers' });
  });
});

/**
 * A TRF written by another program: lines 1–18 of the official TRF-16 report of the
 * «Διασυλλογικό Κύπελλο Κρητικής Φιλίας 2024» (Heraklion, 23–24 Nov 2024; a Swiss-Manager
 * style report with forfeits «0000 - +» and absences «0000 - -»), as published in the
 * repository Lichess4545/heltour, heltour/tournament_core/tests/test_friendship_cup_standings.py
 * (commit cfa4f5124daebf1b049e589d426bf3fabe08f08c). Typed by hand (results are facts). The
 * rounds these 18 played against players outside the excerpt are blanked by `excerpt` below
 * (a round not played), so the excerpt is a whole file.
 */
const FRIENDSHIP_CUP = [
  '012 ΔΙΑΣΥΛΛΟΓΙΚΟ ΚΥΠΕΛΛΟ ΚΡΗΤΙΚΗΣ ΦΙΛΙΑΣ 2024 ',
  '022 Heraklion',
  '032 GRE',
  '042 2024/11/23',
  '052 2024/11/24',
  '001    1 m    Psarianos,Emmanouil               1442 GRE    42143683 2014/00/00  3.5   34  0000 - -     7 w 1    99 b 1    19 w 1    59 b 0    29 w 0    13 b =  ',
  '001    2 m    Psarakis,Kyriakos                 0000 GRE    42172284 2017/00/00  3.5   38  0000 - -     8 b 1   100 w 1    20 b 1    60 w 0    30 b 0    14 w =  ',
  '001    3 m    Bouchlis,Nikolaos                 1424 GRE    42183219 2014/00/00  3.5   37  0000 - -     9 w 1   101 b 1    21 w 1    61 b 0    31 w 0    15 b =  ',
  '001    4 m    Lampousakis,Dimitrios Christos    0000 GRE    42189209 2015/00/00  2.0   76  0000 - -    10 b =   102 w 0    55 b =    62 w 1    32 b 0    16 w 0  ',
  '001    5 m    Lampousakis,Michail               0000 GRE    42189217 2015/00/00  2.0   77  0000 - -    11 w 0   103 b 0    56 w 0    63 b 1    33 w 1    17 b 0  ',
  '001    6 m    Stylianakis,Iosif                 0000 GRE    42185890 2011/00/00  2.5   68  0000 - -    12 b 0   104 w =    57 b 0    64 w 1    34 b 1    18 w 0  ',
  '001    7 m    Naoum,Spyridon                    2250 GRE     4227506 1997/00/00  4.0   30    22 w 1     1 b 0   107 w 1    44 b 1    13 w 1  0000 - -    84 b 0  ',
  '001    8 m    Bairamian,Artur                   1826 GRE     4295064 2004/00/00  2.5   66    23 b 0     2 w 0   108 b =    45 w 1    14 b 1  0000 - -    85 w 0  ',
  '001    9 m    Hatzidakis,Nikolaos               1736 GRE     4252659 1994/00/00  3.5   41    24 w 1     3 b 0   109 w =    46 b 1    15 w 0  0000 - -  0000 - +  ',
  '001   10 m    Tripodakis,Emmanouil              0000 GRE    42197740 1984/00/00  2.0   80    25 b 1     4 w =   110 b =    47 w 0    16 b 0  0000 - -    86 w 0  ',
  '001   11 f    Schinaraki,Despina                1447 GRE    25835572 1996/00/00  1.0   85    26 w 0     5 b 1   111 w 0    48 b 0    17 w 0  0000 - -    87 b 0  ',
  '001   12 f    Agnanti,Danai                     1792 GRE     4231147 1995/00/00  2.5   70    27 b 0     6 w 1  0000 - +    49 w 0    18 b 0  0000 - -    88 w =  ',
  '001   13 m    Lirindzakis,Timotheos             2186 GRE     4200381 1960/00/00  4.0   27    44 b 0    19 w 1    36 b =    84 w 1     7 b 0    92 w 1     1 w =  ',
  '001   14 m    Stefanatos,Nikolaos               1900 GRE     4223101 1992/00/00  2.5   67    45 w 0    20 b 0    37 w =    85 b 1     8 w 0    93 b =     2 b =  ',
  '001   15 m    Papathanasiou,Panayotis           1986 GRE     4203232 1960/00/00  4.5   19    46 b 1    21 w 0    38 b =  0000 - +     9 b 1    94 w =     3 w =  ',
  '001   16 m    Spirou,Gerasimos                  1756 GRE     4239814 1987/00/00  4.5   21    47 w 1    55 b 0    39 w 0    86 b 1    10 w 1    95 b =     4 b 1  ',
  '001   17 m    Fragiadakis,Emanouel              1788 GRE     4204026 1975/00/00  4.0   33    48 b 0    56 w 0    40 b 0    87 w 1    11 b 1    96 w 1     5 w 1  ',
  '001   18 f    Papadimitriou,Argyro              1559 GRE    42133041 2004/00/00  5.5    4    49 w 1    57 b 0    41 w 1    88 b =    12 w 1    97 b 1     6 b 1  ',
];

/** The excerpt as a whole file: a round against a player outside lines 1–18 becomes a round not played. */
function excerpt(): string {
  return FRIENDSHIP_CUP.map((text) => {
    if (!text.startsWith('001')) return text;
    const chars = [...text];
    for (let start = 92; start + 7 <= chars.length; start += 10) {
      const opponent = Number(chars.slice(start - 1, start + 3).join(''));
      if (opponent > 18) for (let c = start - 1; c < start + 7; c++) chars[c] = ' ';
    }
    return chars.join('');
  }).join('\r\n');
}

describe('a TRF written by another program (Swiss-Manager style, Heraklion 2024)', () => {
  const event = readTrf(excerpt(), { file: 'friendship-cup-2024.trf' });

  test('read whole: the date as written, the FIDE ID as licence, a rating of 0000 as unrated', () => {
    expect(event).toMatchObject({
      name: 'ΔΙΑΣΥΛΛΟΓΙΚΟ ΚΥΠΕΛΛΟ ΚΡΗΤΙΚΗΣ ΦΙΛΙΑΣ 2024',
      date: '2024-11-23',
      club: 'Heraklion',
    });
    expect(event.players).toHaveLength(18);
    expect(event.players[6]).toMatchObject({
      // Written «Naoum,Spyridon»: read given name first (rules §23).
      name: 'Spyridon Naoum',
      licence: '4227506',
      rating: 2250,
      country: 'GRE',
    });
    expect(event.players[1].rating).toBeNull();
  });

  test('every game counted: the 18 games among these players, each once, rated; the forfeits «0000 - +» not', () => {
    const rated = event.swissGames.filter((game) => game.rated);
    expect(rated).toHaveLength(18);
    expect(rated.filter((game) => game.round === 2)).toHaveLength(6);
    expect(rated.filter((game) => game.round === 5)).toHaveLength(6);
    expect(rated.filter((game) => game.round === 7)).toHaveLength(6);
    // Round 2, board 1: Psarianos (White) beat Naoum; round 7: Psarianos drew Lirindzakis (White).
    expect(rated).toContainEqual({ round: 2, first: 0, second: 6, result: 1, rated: true });
    expect(rated).toContainEqual({ round: 7, first: 12, second: 0, result: 0.5, rated: true });
    expect(event.swissGames.filter((game) => !game.rated).map((game) => [game.round, game.first])).toEqual([
      [3, 11],
      [4, 14],
      [7, 8],
    ]);
  });

  test('rated into a list: each game between two rated players counts for both', () => {
    const list = rateEvents([event], DEFAULT_RATING_SETTINGS);
    const ratedBoth = event.swissGames.filter(
      (game) =>
        game.rated &&
        game.second !== null &&
        event.players[game.first].rating !== null &&
        event.players[game.second].rating !== null,
    ).length;
    const counted = list.escalafon.filter((entry) => entry.rating !== null).reduce((sum, e) => sum + e.ratedGames, 0);
    expect(counted).toBe(2 * ratedBoth);
    expect(list.escalafon).toHaveLength(18);
  });
});

/** A seeded Swiss tournament played out by the pairing engine (no pending games). */
function playedTournament(seed: number): Tournament {
  const random = seededRandom(seed);
  const field = simulatedField(
    { players: 9 + (seed % 6), rounds: 5, clubs: 2, unrated: 0.3, lateEntries: 0, withdrawals: 0, absences: 0.05 },
    random,
  );
  const players: Player[] = field.map((p, i) => ({
    id: i + 1,
    name: p.name,
    rating: p.rating,
    club: p.club,
    average: null,
    entryRound: 1,
    withdrawnFromRound: null,
    absentRounds: p.absentRounds,
  }));
  let tournament: Tournament = { config: { ...DEFAULT_CONFIG, name: `Torneo ${seed}`, rounds: 5 }, players, games: [] };
  for (let round = 1; round <= 5; round++) {
    const { pairings } = pairRound(tournament, round);
    const games: Game[] = pairings.map((pair) => {
      const table = pair.table - 1;
      if (pair.second === null)
        return { round, table: table + 1, first: pair.first, second: null, score1: null, score2: null, override: null };
      const s = (id: number) => field[id - 1].strength;
      const result = simulatedResult(
        s(pair.first),
        s(pair.second),
        { kind: 'rating', draws: 0.1, forfeits: 0.05 },
        random,
      );
      return {
        round,
        table: table + 1,
        first: pair.first,
        second: pair.second,
        score1: 'score1' in result ? result.score1 : null,
        score2: 'score2' in result ? result.score2 : null,
        override: 'override' in result ? result.override : null,
      };
    });
    tournament = { ...tournament, games: [...tournament.games, ...games] };
  }
  return tournament;
}

describe('round trip with `atril trf`', () => {
  for (const seed of [1, 2, 3]) {
    test(`tournament ${seed}: its TRF and its RatedEvent give the same list`, () => {
      const tournament = playedTournament(seed);
      // `atril trf` writes 042 from Configuración «Fecha» (rules §23); added here when the writer does not.
      const written = tournamentTrf(tournament);
      const trf = written.includes('\r\n042 ') ? written : written.replace('\r\n', '\r\n042 2026/11/07\r\n');
      const fromTrf = readTrf(trf, { file: 't.trf', club: 'Alfil' });
      const direct = tournamentEvent({
        name: tournament.config.name,
        date: '2026-11-07',
        club: 'Alfil',
        source: { file: 't.atril', fingerprint: 'x', format: 'atril' },
        tournament,
        duplicate: [],
      });
      const settings = { ...DEFAULT_RATING_SETTINGS, k: tournament.config.k };
      const shown = (events: (typeof direct)[]) =>
        rateEvents(events, settings).escalafon.map((e) => [e.name, e.rating, e.ratedGames, e.tournaments]);
      expect(shown([fromTrf])).toEqual(shown([direct]));
      const rated = (event: typeof direct) =>
        event.swissGames
          .filter((g) => g.rated)
          .map((g) => [g.round, g.first, g.second, g.result])
          .sort((a, b) => (a < b ? -1 : 1));
      expect(rated(fromTrf)).toEqual(rated(direct));
      expect(rated(direct).length).toBeGreaterThan(10);
    });
  }
});
