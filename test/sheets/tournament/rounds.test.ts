import { errorOf } from '../../support/errors';
import type { Grid } from '../../../src/sheets/grid/cells';
import { readGames } from '../../../src/sheets/tournament/rounds';
import { readTournament } from '../../../src/sheets/tournament/readTournament';
import { renderWarning, type Warning } from '../../../src/sheets/grid/warnings';

describe('readGames (rules §2 Rondas)', () => {
  const players = readTournament(
    {
      players: [
        ['N°', 'Nombre'],
        [1, 'Ana'],
        [2, 'Bea'],
        [3, 'Carla'],
        [4, 'Dora'],
      ],
    },
    'es',
  ).tournament.players;
  const HEADER = ['Ronda', 'Mesa', 'Jugador 1', 'Jugador 2', 'Puntos Scrabble 1', 'Puntos Scrabble 2', 'Resultado'];

  it('reads games, byes (DESCANSO or BYE) and result overrides', () => {
    const games = readGames(
      [
        HEADER,
        [1, 1, 'Ana', 'Bea', 420, 380, ''],
        [1, 2, 'Carla', 'Dora', '', '', 'NP2'],
        [2, 1, 'Bea', 'Carla', '', '', '½-½'],
        [2, 2, 'Dora', 'bye', '', '', ''],
        [2, '', 'Ana', 'Descanso', '', '', ''],
      ],
      players,
      { lang: 'es' },
    );
    expect(games.map((g) => [g.round, g.table, g.first, g.second, g.score1, g.score2, g.override])).toEqual([
      [1, 1, 1, 2, 420, 380, null],
      [1, 2, 3, 4, null, null, 'NP2'],
      [2, 1, 2, 3, null, null, '½-½'],
      [2, 2, 4, null, null, null, null],
      [2, 3, 1, null, null, null, null],
    ]);
  });

  it("reads names stored with Atril's leading apostrophe as the players they name", () => {
    const games = readGames(
      [HEADER, [1, 1, "'Ana", "'Bea", 420, 380, ''], [1, 2, 'Carla', "'Descanso", '', '', '']],
      players,
      {
        lang: 'es',
      },
    );
    expect(games.map((g) => [g.first, g.second])).toEqual([
      [1, 2],
      [3, null],
    ]);
  });

  it('accepts 1/2-1/2 for ½-½ and lower case np1', () => {
    const games = readGames(
      [HEADER, [1, 1, 'Ana', 'Bea', '', '', '1/2-1/2'], [1, 2, 'Carla', 'Dora', '', '', 'np1']],
      players,
      { lang: 'es' },
    );
    expect(games.map((g) => g.override)).toEqual(['½-½', 'NP1']);
  });

  it('reads the English forfeit codes FF1, FF2 and FF as NP1, NP2 and NP, in a Spanish workbook too (docs/glossary.md)', () => {
    const games = readGames(
      [
        HEADER,
        [1, 1, 'Ana', 'Bea', '', '', 'FF1'],
        [1, 2, 'Carla', 'Dora', '', '', 'ff2'],
        [2, 1, 'Ana', 'Carla', '', '', 'FF'],
      ],
      players,
      { lang: 'es' },
    );
    expect(games.map((g) => g.override)).toEqual(['NP1', 'NP2', 'NP']);
  });

  it.each([
    [
      [1, 1, 'Ana', 'Zoe', '', '', ''],
      'Rondas, fila 2, columna Jugador 2: «Zoe» no es un jugador de la pestaña Jugadores (si le has cambiado el nombre allí, usa Atril › Renombrar jugador; si has borrado su fila, vuelve a ponerla, con su nombre y su N°, y si ya no juega escribe en «Retirado desde ronda» la ronda desde la que no juega)',
    ],
    [[1, 1, 'Ana', 'Ana', '', '', ''], 'Rondas, fila 2, columna Jugador 2: «Ana» aparece como su propio rival'],
    [[1, 1, 'Ana', 'Bea', 'cuatro', '', ''], 'Rondas, fila 2, columna Puntos Scrabble 1: «cuatro» no es un número'],
    [
      [1, 1, 'Ana', 'Bea', '', '', '2-0'],
      'Rondas, fila 2, columna Resultado: «2-0» no es un Resultado válido: escribe 1-0, 0-1 o ½-½ para fijar el resultado; NP1 si no se presentó el jugador 1, NP2 si no se presentó el jugador 2, NP si no se presentó ninguno; o déjalo en blanco para que cuenten los puntos Scrabble',
    ],
    [['', 1, 'Ana', 'Bea', '', '', ''], 'Rondas, fila 2, columna Ronda: falta el número de ronda'],
  ])('names the bad value: %j', (row, message) => {
    expect(errorOf(() => readGames([HEADER, row], players, { lang: 'es' }))).toBe(message);
  });

  // rules §9: a score is a whole number 0–2000; Puntos 1 and Puntos 2 alike (cellScore).
  it.each([
    [[420.5, 380], 'Rondas, fila 2, columna Puntos Scrabble 1: «420,5» no es un número entero'],
    [['420,5', 380], 'Rondas, fila 2, columna Puntos Scrabble 1: «420,5» no es un número entero'],
    [[420, -380], 'Rondas, fila 2, columna Puntos Scrabble 2: «-380» no puede ser negativo'],
    [[420, '1.412'], 'Rondas, fila 2, columna Puntos Scrabble 2: «1.412» es ambiguo'],
    [['1,412', 380], 'Rondas, fila 2, columna Puntos Scrabble 1: «1,412» es ambiguo'],
    [[1.412, 380], 'Rondas, fila 2, columna Puntos Scrabble 1: «1,412» es ambiguo'],
    [[4120, 380], 'Rondas, fila 2, columna Puntos Scrabble 1: «4120» es más de 2000 puntos: ¿un error al teclear?'],
  ])('refuses the score pair %j', (scores, message) => {
    const grid: Grid = [HEADER, [1, 1, 'Ana', 'Bea', ...scores, '']];
    expect(errorOf(() => readGames(grid, players, { lang: 'es' }))).toContain(message);
  });

  it('score messages in English name tab, row, column and value', () => {
    const grid: Grid = [HEADER, [1, 1, 'Ana', 'Bea', 412, '1,412', '']];
    expect(errorOf(() => readGames(grid, players, { lang: 'en', tab: 'Rounds' }), 'en')).toContain(
      'Rounds, row 2, column Puntos Scrabble 2: "1,412" is ambiguous: a thousands separator or decimals?',
    );
  });

  it('reads whole scores written as text, 0 and the bound 2000', () => {
    const grid: Grid = [HEADER, [1, 1, 'Ana', 'Bea', '412', 0, ''], [1, 2, 'Carla', 'Dora', 2000, ' 388 ', '']];
    expect(readGames(grid, players, { lang: 'es' }).map((g) => [g.score1, g.score2])).toEqual([
      [412, 0],
      [2000, 388],
    ]);
  });

  it('refuses a player twice in one round, naming the other row', () => {
    const grid: Grid = [HEADER, [1, 1, 'Ana', 'Bea', '', '', ''], [1, 2, 'Carla', 'Ana', '', '', '']];
    expect(errorOf(() => readGames(grid, players, { lang: 'es' }))).toBe(
      'Rondas, fila 3, columna Jugador 2: «Ana» juega dos veces en la ronda 1 (también en la fila 2)',
    );
  });

  it.each([
    ['Resultados', 6, 'columna Resultados: el encabezado «Resultados» se parece a «Resultado»'],
    ['Puntos J1', 4, 'columna Puntos J1: el encabezado «Puntos J1» se parece a «Puntos Scrabble 1»'],
    ['Jugador', 2, 'columna Jugador: el encabezado «Jugador» se parece a «Jugador 1»'],
  ])('refuses a header like a needed column (rules §9): %s', (header, index, message) => {
    const grid: Grid = [HEADER.map((name, i) => (i === index ? header : name)), [1, 1, 'Ana', 'Bea', 420, 380, '']];
    expect(errorOf(() => readGames(grid, players, { lang: 'es' }))).toBe(
      `Rondas, fila 1, ${message}, pero no es ese nombre y la columna «${HEADER[index]}» hace falta: cámbialo a «${HEADER[index]}»`,
    );
  });

  it('warns about "Mesa nº" (Mesa is informative: tables numbered by row) and accepts Tablero, Board, Jugador1', () => {
    const warnings: Warning[] = [];
    const typed = ['Ronda', 'Mesa nº', 'Jugador1', 'Jugador 2', 'Puntos 1', 'Puntos 2', 'Resultado'];
    const games = readGames([typed, [1, 7, 'Ana', 'Bea', 420, 380, ''], [1, 8, 'Carla', 'Dora', 1, 2, '']], players, {
      lang: 'es',
      warnings,
    });
    expect(games.map((game) => [game.table, game.first])).toEqual([
      [1, 1],
      [2, 3],
    ]);
    expect(warnings.map((warning) => renderWarning(warning, 'es'))).toEqual([
      'Rondas, fila 1, columna Mesa nº: el encabezado «Mesa nº» se parece a «Mesa», pero no es ese nombre: Atril no lee esta columna. Si es «Mesa», cámbiale el nombre',
    ]);
    for (const name of ['Tablero', 'Board']) {
      const aliased = readGames(
        [typed.map((cell, i) => (i === 1 ? name : cell)), [1, 7, 'Ana', 'Bea', '', '', '']],
        players,
        {
          lang: 'es',
        },
      );
      expect(aliased[0].table).toBe(7);
    }
  });
});

describe('readGames: contradictions named where they are (rules §9, docs/input.md "Rondas")', () => {
  const HEADER = ['Ronda', 'Mesa', 'Jugador 1', 'Jugador 2', 'Puntos Scrabble 1', 'Puntos Scrabble 2', 'Resultado'];
  // Bea absent in round 2, Carla withdrawn from round 3, Dora entering in round 2.
  const { entries } = readTournament(
    {
      players: [
        ['N°', 'Nombre', 'Entra en ronda', 'Retirado desde ronda', 'Ausente en rondas'],
        [1, 'Ana', '', '', ''],
        [2, 'Bea', '', '', '2'],
        [3, 'Carla', '', 3, ''],
        [4, 'Dora', 2, '', ''],
      ],
    },
    'es',
  );
  const read = (...rows: (string | number)[][]) => {
    const warnings: Warning[] = [];
    const games = readGames([HEADER, ...rows], entries, { lang: 'es', warnings });
    return { games, warnings: warnings.map((warning) => renderWarning(warning, 'es')) };
  };

  it.each([
    [
      [2, 1, 'Ana', 'Bea', '', '', ''],
      'Rondas, fila 2, columna Jugador 2: «Bea» no juega la ronda 2 según Jugadores (fila 3, columna Ausente en rondas: 2), pero tiene partida en esta fila: si no se presentó, escribe NP2 (no presentado) en Resultado; si jugó, corrige Jugadores',
    ],
    [
      [2, 1, 'Bea', 'Ana', 400, 350, ''],
      'Rondas, fila 2, columna Jugador 1: «Bea» no juega la ronda 2 según Jugadores (fila 3, columna Ausente en rondas: 2), pero tiene partida en esta fila: si no se presentó, escribe NP1',
    ],
    [[2, 1, 'Ana', 'Bea', '', '', 'NP1'], 'Rondas, fila 2, columna Jugador 2: «Bea» no juega la ronda 2'],
    [
      [4, 1, 'Carla', 'Ana', 400, 350, ''],
      'Rondas, fila 2, columna Jugador 1: «Carla» no juega la ronda 4 según Jugadores (fila 4, columna Retirado desde ronda: 3)',
    ],
    [
      [1, 1, 'Ana', 'Dora', 400, 350, ''],
      'Rondas, fila 2, columna Jugador 2: «Dora» no juega la ronda 1 según Jugadores (fila 5, columna Entra en ronda: 2)',
    ],
    [
      [2, 3, 'Bea', 'DESCANSO', '', '', ''],
      'Rondas, fila 2, columna Jugador 1: «Bea» no juega la ronda 2 según Jugadores (fila 3, columna Ausente en rondas: 2), pero tiene el descanso en esta fila: borra la fila o corrige Jugadores',
    ],
    [
      [1, 3, 'Ana', 'DESCANSO', 50, '', ''],
      'Rondas, fila 2, columna Puntos Scrabble 1: un descanso no lleva puntos («50»): los puntos Scrabble de un descanso son los de «Puntos Scrabble por descanso» en Configuración; borra este valor',
    ],
    [
      [1, 3, 'Ana', 'DESCANSO', '', '', 'NP1'],
      'Rondas, fila 2, columna Resultado: un descanso no lleva Resultado («NP1»): si el jugador no vino, borra esta fila',
    ],
    [
      [1, 3, 'DESCANSO', 'Ana', '', '', ''],
      'Rondas, fila 2, columna Jugador 1: «DESCANSO» (el descanso) va en Jugador 2, y el jugador que descansa en Jugador 1',
    ],
    [[1, 3, 'Ana', '', '', '', ''], 'Rondas, fila 2, columna Jugador 2: falta el nombre del jugador'],
  ])('refuses %j', (row, message) => {
    expect(errorOf(() => read(row))).toContain(message);
  });

  it('a Resultado by which the absent player did not show is no contradiction', () => {
    const { games, warnings } = read([2, 1, 'Ana', 'Bea', '', '', 'NP2'], [4, 1, 'Carla', 'Ana', '', '', 'NP']);
    expect(games.map((game) => game.override)).toEqual(['NP2', 'NP']);
    expect(warnings).toEqual([]);
  });

  it('a Resultado against the typed scores counts, with a warning naming it; agreeing ones say nothing', () => {
    const { games, warnings } = read(
      [1, 1, 'Ana', 'Bea', 400, 350, '0-1'],
      [2, 1, 'Carla', 'Dora', 300, 300, '1-0'],
      [3, 1, 'Ana', 'Bea', 400, 0, 'NP2'],
      [3, 2, 'Dora', 'Carla', 0, '', 'NP2'],
      [4, 1, 'Ana', 'Bea', 400, 350, '1-0'],
      [5, 1, 'Ana', 'Bea', 400, '', '½-½'],
    );
    expect(games.map((game) => game.override)).toEqual(['0-1', '1-0', 'NP2', 'NP2', '1-0', '½-½']);
    expect(warnings).toEqual([
      'Rondas, fila 2, columna Resultado: el Resultado «0-1» contradice los puntos Scrabble 400-350; cuenta el Resultado',
      'Rondas, fila 3, columna Resultado: el Resultado «1-0» contradice los puntos Scrabble 300-300; cuenta el Resultado',
      'Rondas, fila 4, columna Resultado: el Resultado «NP2» dice que la partida no se jugó: los puntos Scrabble 400-0 no cuentan',
    ]);
  });
});
