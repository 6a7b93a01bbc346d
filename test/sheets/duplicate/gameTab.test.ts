// Reading "Duplicada N" tabs (rules §2).
import { duplicateTabLayout, duplicateTabNumber, readDuplicateTab } from '../../../src/sheets/duplicate/gameTab';
import { errorOf } from '../../support/errors';
import { TAB } from '../../fixtures/duplicateTab';
import { CLUB_LIST } from '../../fixtures/clubList';
import { graphFromText } from '../../../src/core/duplicate/wordGraph';
import { compileList } from '../../../src/core/duplicate/lexiconCompile';

describe('readDuplicateTab (rules §2)', () => {
  const read = readDuplicateTab(TAB, { lang: 'es', tab: 'Duplicada 1' });

  test('names, R1..Rn by header (other columns ignored), Maestra row; blanks are 0', () => {
    expect(read.game.master).toEqual([60, 40, 30]);
    expect(read.game.players).toEqual([
      { name: 'Ana', scores: [60, 30, 20] },
      { name: 'Bea', scores: [50, 0, 30] },
    ]);
    expect(read.playerRows).toEqual([4, 5]);
  });

  test('rules §20: the Semilla and Sorteo rows (either language) are found, and are no players', () => {
    const grid = [
      ['Nombre', 'R1', 'R2'],
      ['Maestra', 20, ''],
      ['Seed', 1234, ''],
      ['Ana', 18, ''],
      ['Sorteo', 'cambio de fichas', ''],
    ];
    const layout = duplicateTabLayout(grid, { lang: 'es', tab: 'Duplicada 1' });
    expect([layout.seedRow, layout.drawRow, layout.rackRow, layout.playerRows]).toEqual([2, 4, -1, [3]]);
    const game = readDuplicateTab(grid, { lang: 'es', tab: 'Duplicada 1' });
    expect(game.game.players).toEqual([{ name: 'Ana', scores: [18] }]);
    expect(game.absent).toEqual([]);
  });

  test('a round without master score nor slips is not played yet (R4)', () => {
    expect(read.game.master).toHaveLength(3);
  });

  test('a name without any score is absent from the game', () => {
    expect(read.absent).toEqual(['Carlos']);
  });

  test('the Jugada row: canonical moves kept, a bad one warned about with its cell', () => {
    expect(read.game.moves).toEqual(['H8-SALTeAr', 'I10-JAZ', 'P1-XX']);
    expect(read.warnings).toEqual([
      {
        key: 'warn.dup.badMove',
        params: {
          tab: 'Duplicada 1',
          row: 3,
          column: 'R3',
          message: 'la casilla «P1» está fuera del tablero (filas A a O, columnas 1 a 15)',
        },
      },
    ]);
  });

  test('English labels are read too', () => {
    const english = readDuplicateTab(
      [
        ['Player', 'Round 1'],
        ['Master', 20],
        ['Ann', 20],
      ],
      { lang: 'en', tab: 'Duplicate 1' },
    );
    expect(english.game).toMatchObject({ master: [20], players: [{ name: 'Ann', scores: [20] }] });
  });

  test('errors name the tab, row, column and value', () => {
    const bad = TAB.map((row) => row.slice());
    bad[4][2] = 'treinta';
    expect(errorOf(() => readDuplicateTab(bad, { lang: 'es', tab: 'Duplicada 1' }))).toBe(
      'Duplicada 1, fila 5, columna R2: «treinta» no es un número',
    );
    bad[4][2] = 45;
    expect(errorOf(() => readDuplicateTab(bad, { lang: 'en', tab: 'Duplicate 1' }), 'en')).toBe(
      'Duplicate 1, row 5, column R2: 45 is above the master move of the round (40)',
    );
    bad[4][2] = -3;
    expect(errorOf(() => readDuplicateTab(bad, { lang: 'es', tab: 'Duplicada 1' }))).toBe(
      'Duplicada 1, fila 5, columna R2: «-3» no puede ser negativo',
    );
    bad[4][2] = 12.5;
    expect(errorOf(() => readDuplicateTab(bad, { lang: 'es', tab: 'Duplicada 1' }))).toBe(
      'Duplicada 1, fila 5, columna R2: «12,5» no es un número entero',
    );
  });

  test('scores go through the same reader as Rondas (rules §9): ambiguous, too high, text decimals; the Maestra row too', () => {
    const cases: [number, string | number, string][] = [
      [4, '1.412', 'Duplicada 1, fila 5, columna R2: «1.412» es ambiguo'],
      [4, 0.025, 'Duplicada 1, fila 5, columna R2: «0,025» es ambiguo'],
      [4, '12,5', 'Duplicada 1, fila 5, columna R2: «12,5» no es un número entero'],
      [1, 2500, 'Duplicada 1, fila 2, columna R2: «2500» es más de 2000 puntos'],
      [1, -40, 'Duplicada 1, fila 2, columna R2: «-40» no puede ser negativo'],
    ];
    for (const [row, value, message] of cases) {
      const bad = TAB.map((line) => line.slice());
      bad[row][2] = value;
      expect(errorOf(() => readDuplicateTab(bad, { lang: 'es', tab: 'Duplicada 1' }))).toContain(message);
    }
    const english = TAB.map((line) => line.slice());
    english[4][2] = '1,412';
    expect(errorOf(() => readDuplicateTab(english, { lang: 'en', tab: 'Duplicate 1' }), 'en')).toContain(
      'Duplicate 1, row 5, column R2: "1,412" is ambiguous',
    );
  });

  test('a slip in a round without master score, a repeated name, a missing Maestra row or round', () => {
    const noMaster = TAB.map((row) => row.slice());
    noMaster[3][5] = 12;
    expect(errorOf(() => readDuplicateTab(noMaster, { lang: 'es', tab: 'Duplicada 1' }))).toBe(
      'Duplicada 1, fila 2, columna R4: falta la puntuación de la maestra en la ronda 4, que ya tiene puntos de jugadores',
    );
    const twice = [...TAB.map((row) => row.slice()), ['ana', 1, 1, '', 1, '']];
    expect(errorOf(() => readDuplicateTab(twice, { lang: 'es', tab: 'Duplicada 1' }))).toBe(
      'Duplicada 1, fila 8, columna Jugador: el jugador «ana» está repetido (también en la fila 4)',
    );
    expect(
      errorOf(() =>
        readDuplicateTab(
          [
            ['Jugador', 'R1'],
            ['Ana', 3],
          ],
          { lang: 'es', tab: 'Duplicada 2' },
        ),
      ),
    ).toBe('Duplicada 2, fila 2: falta la fila «Maestra» con los puntos de la jugada maestra');
    expect(
      errorOf(() =>
        readDuplicateTab(
          [
            ['Jugador', 'R1', 'R3'],
            ['Maestra', 3, 4],
          ],
          { lang: 'es', tab: 'Duplicada 2' },
        ),
      ),
    ).toBe('Duplicada 2, fila 1: falta la columna de la ronda 2');
    expect(errorOf(() => readDuplicateTab([['Jugador', 'Notas']], { lang: 'en', tab: 'Duplicate 2' }), 'en')).toBe(
      'Duplicate 2, row 1: the header row has no round columns (R1, R2, ...)',
    );
  });
});

describe('readDuplicateTab: headers and rows it does not read (rules §9)', () => {
  test.each([
    ['R-2', 'R2'],
    ['R2b', 'R2'],
    ['Ronda 2 (bis)', 'R2'],
    ['2ª', 'R2'],
  ])('a header like a round that is not one is refused: %j', (header, fix) => {
    const grid = [
      ['Jugador', 'R1', header],
      ['Maestra', 60, 40],
      ['Ana', 50, 40],
    ];
    expect(errorOf(() => readDuplicateTab(grid, { lang: 'es', tab: 'Duplicada 1' }))).toBe(
      `Duplicada 1, fila 1, columna ${header}: el encabezado «${header}» parece el de una ronda, pero Atril no lo lee como tal: escribe «${fix}» (o «Ronda 2»)`,
    );
  });

  test('a row like the Maestra row, when there is none, is named', () => {
    const grid = [
      ['Jugador', 'R1'],
      ['Maestras', 60],
      ['Ana', 50],
    ];
    expect(errorOf(() => readDuplicateTab(grid, { lang: 'es', tab: 'Duplicada 1' }))).toBe(
      'Duplicada 1, fila 2, columna Jugador: la fila «Maestras» se parece a «Maestra», pero no es ese nombre y falta la fila «Maestra»: cámbiala a «Maestra»',
    );
  });

  test("a note in a column of the user's own, or with no header, is not a player", () => {
    const grid = [
      ['Jugador', 'R1', 'R2', 'Notas', ''],
      ['Maestra', 60, 40, '', ''],
      ['Ana', 50, 40, '', ''],
      ['', '', '', 'revisar la ronda 2', ''],
      ['', '', '', '', 'suelta'],
    ];
    const read = readDuplicateTab(grid, { lang: 'es', tab: 'Duplicada 1' });
    expect(read.game.players).toEqual([{ name: 'Ana', scores: [50, 40] }]);
  });
});

describe('duplicateTabNumber', () => {
  test('tab names: "Duplicada N" / "Duplicate N" only', () => {
    expect(duplicateTabNumber('Duplicada 3')).toBe(3);
    expect(duplicateTabNumber('duplicate 12')).toBe(12);
    expect(duplicateTabNumber('Clasificación duplicada')).toBeNull();
  });
});

describe('the words on the slips (rules §20)', () => {
  // The club's small list (test/fixtures/clubList.ts): CASAS, COSAS and OSO are in it; CASAX, CO, AS, SO are not.
  const words = graphFromText(compileList(CLUB_LIST).parts);
  // Round 1 on the empty board: H8-CASAS is C3 A1 S1 A1 and S1 on H12 (letter ×2) = 8, × 2 (H8) = 16;
  // COSAS the same 16; CASAX: X 8 on H12 × 2 = 16, 3+1+1+1+16 = 22, × 2 = 44, above the master.
  // Round 2, I8-OSO under CASAS: OSO 1+1+1 (I9 letter ×2 on S: 1 more) and cross-words CO, AS, SO.
  const tab = [
    ['Jugador', 'R1', 'R2'],
    ['Maestra', '', ''],
    ['Jugada', 'H8-CASAS', 'I8-OSO'],
    ['Ana', 'H8-COSAS', 10],
    ['Bea', 'H8-CASAX', 'I8-OSO'],
  ];

  test('without a list nothing changes: CASAX counts, above the master', () => {
    const read = readDuplicateTab(tab, { lang: 'es', tab: 'Duplicada 1' });
    expect(read.game.players[1].scores[0]).toBe(44);
    expect(read.aboveMaster[1][0]).toBe(true);
    expect(read.notInList).toEqual([
      ['', ''],
      ['', ''],
    ]);
    expect(read.warnings.map((warning) => warning.key)).toEqual(['board.warn.aboveMaster']);
  });

  test("a player's move with a word not in the list scores 0 and is named with its cell; the master's stays, warned", () => {
    const read = readDuplicateTab(tab, { lang: 'es', tab: 'Duplicada 1', words });
    const master = read.game.master;
    expect(master[0]).toBe(16);
    expect(read.game.players.map((player) => player.scores[0])).toEqual([16, 0]);
    // Bea's OSO in round 2 is the master move, but its cross-words are not in the list: 0 for her,
    // while the master stands (the arbiter's decision) and keeps its score.
    expect(read.game.players[1].scores[1]).toBe(0);
    expect(master[1]).toBeGreaterThan(0);
    expect(read.notInList).toEqual([
      ['', ''],
      ['CASAX', 'CO, AS, SO'],
    ]);
    expect(read.aboveMaster[1][0]).toBe(false);
    expect(read.warnings).toEqual([
      {
        key: 'lexicon.warn.master',
        params: { tab: 'Duplicada 1', row: 3, column: 'R2', value: 'I8-OSO', word: 'CO, AS, SO' },
      },
      {
        key: 'lexicon.warn.player',
        params: { tab: 'Duplicada 1', row: 5, column: 'R1', value: 'H8-CASAX', word: 'CASAX' },
      },
      {
        key: 'lexicon.warn.player',
        params: { tab: 'Duplicada 1', row: 5, column: 'R2', value: 'I8-OSO', word: 'CO, AS, SO' },
      },
    ]);
  });
});
