// "Cerrar torneo" and "Deshacer cierre del torneo" (rules §2, §8; docs/season.md) over the
// in-memory workbook: ratings into Escalafón (the ELO tab's Nuevo), points into Temporada,
// refusals and bad input leaving every tab as it was, and the undo.
import { closeTournament } from '../../../src/sheets/actions/closeTournament';
import { pairNextRound } from '../../../src/sheets/actions/pairNextRound';
import { reopenTournament } from '../../../src/sheets/actions/reopenTournament';
import { undoLastRound } from '../../../src/sheets/actions/undoLastRound';
import type { Grid } from '../../../src/sheets/grid/cells';
import { MemoryWorkbook } from '../../support/memoryWorkbook';
import { errorOf } from '../../support/errors';
import { CLUB_GAMES, CLUB_PLAYERS } from '../../fixtures/clubTournament';

type Row = (string | number)[];

function league(config: Row[] = [], tabs: Record<string, Grid> = {}): MemoryWorkbook {
  return new MemoryWorkbook({
    Configuración: [['Torneo', 'Liga de otoño'], ['Rondas', 2], ...config],
    Jugadores: CLUB_PLAYERS,
    Rondas: CLUB_GAMES,
    ...tabs,
  });
}

const everyTab = (book: MemoryWorkbook) => book.tabNames().map((name) => [name, book.snapshot(name)]);
const close = (book: MemoryWorkbook, early = false) => closeTournament({ workbook: book, lang: 'es' }, { early });

/** The refusal or error leaves every tab exactly as it was, and nothing was written. */
function unchanged(book: MemoryWorkbook, run: () => unknown): void {
  const before = everyTab(book);
  book.resetCounts();
  run();
  expect(book.writes).toBe(0);
  expect(everyTab(book)).toEqual(before);
}

describe('closing a finished tournament', () => {
  const book = league();
  let result: ReturnType<typeof close>;
  beforeAll(() => {
    book.resetCounts();
    result = close(book);
  });

  test('says what it did; at most 15 data calls', () => {
    expect(result).toMatchObject({ ok: true, confirm: null });
    expect(result.message).toContain('Torneo «Liga de otoño» cerrado.');
    expect(result.message).toContain('Escalafón: 6 jugadores actualizados (6 nuevos, 0 con su primer escalafón)');
    expect(result.message).toContain('Temporada: columna «Liga de otoño» con los puntos de 6 jugadores.');
    expect(book.reads + book.writes).toBeLessThanOrEqual(15);
  });

  test("Escalafón holds each player's new rating: the ELO tab's Nuevo (unrated players stay unrated)", () => {
    // By hand (rules §5, K = 10, FIDE table): Ana beats Carlos (D 200: .76) and Dani (D 300: .85):
    // 10 × (2 − 1.61) = +3.9 → +4. Bea loses to Dani (.76): −7.6 → −8. Carlos loses to Ana (.24):
    // −2.4 → −2 (his win over unrated Eva does not count). Dani beats Bea (.24), loses to Ana
    // (.15): 10 × (1 − .39) = +6.1 → +6. Eva and Fede played one rated opponent each: unrated.
    expect(book.snapshot('Escalafón')).toEqual([
      ['Puesto', 'Nombre', 'Escalafón', 'Partidas valoradas', 'Torneos', 'Último torneo', 'Club'],
      [1, 'Ana García', 2004, 2, 1, 'Liga de otoño', 'Alfil'],
      [2, 'Bea Soto', 1892, 1, 1, 'Liga de otoño', 'Alfil'],
      [3, 'Carlos Ruiz', 1798, 1, 1, 'Liga de otoño', 'Torre'],
      [4, 'Dani Vidal', 1706, 2, 1, 'Liga de otoño', 'Torre'],
      ['', 'Fede Gil', '', 0, 1, 'Liga de otoño', ''],
      ['', 'Eva Mora', '', 0, 1, 'Liga de otoño', 'alfil'],
    ]);
    // Row 1 is the ELO tab's printed title, row 2 its header.
    const elo = (book.snapshot('ELO') as Grid).slice(1);
    const nuevo = elo[0].indexOf('Nuevo');
    const escalafon = new Map((book.snapshot('Escalafón') as Grid).slice(1).map((row) => [row[1], row[2]] as const));
    for (const row of elo.slice(1)) expect([row[1], escalafon.get(row[1])]).toEqual([row[1], row[nuevo]]);
  });

  test('Temporada: the quadratic scale by final place (6 players: the N = 10 scale from place 5), and the total', () => {
    expect(book.snapshot('Temporada')).toEqual([
      ['Puesto', 'Nombre', 'Liga de otoño', 'Total'],
      [1, 'Ana García', 205, 205],
      [2, 'Dani Vidal', 163, 163],
      [3, 'Bea Soto', 125, 125],
      [4, 'Carlos Ruiz', 90, 90],
      [5, 'Fede Gil', 58, 58],
      [6, 'Eva Mora', 28, 28],
    ]);
  });

  test('Escalafón anterior keeps the Escalafón as it was (none yet: its header)', () => {
    const blank = ['', '', '', '', '', '', ''];
    expect(book.snapshot('Escalafón anterior')).toEqual([
      ['Escalafón antes de cerrar', 'Liga de otoño', '', '', '', '', ''],
      blank,
      ['Puesto', 'Nombre', 'Escalafón', 'Partidas valoradas', 'Torneos', 'Último torneo', 'Club'],
    ]);
  });

  test('closing twice is refused, naming Temporada; nothing is written', () => {
    unchanged(book, () => {
      const again = close(book);
      expect(again.ok).toBe(false);
      expect(again.message).toMatch(/^El torneo «Liga de otoño» ya está cerrado: Temporada tiene su columna/);
    });
  });
});

describe("the tournament's date (rules §23): Configuración › Fecha", () => {
  test('blank or absent: the day it closed, written into Fecha and said; typed: kept as typed', () => {
    const at = { now: () => new Date(2026, 11, 7, 18, 30) };
    const absent = Object.assign(league(), at);
    expect(close(absent).message).toContain('Fecha del torneo: 2026-12-07 (escrita en Configuración › Fecha).');
    expect(absent.snapshot('Configuración')?.slice(-1)).toEqual([['Fecha', '2026-12-07']]);
    const blank = Object.assign(league([['Fecha', '']]), at);
    close(blank);
    expect(blank.snapshot('Configuración')?.[2]).toEqual(['Fecha', '2026-12-07']);
    const typed = league([['Fecha', '28/11/2026']]);
    const result = close(typed);
    expect(result.ok).toBe(true);
    expect(result.message).not.toContain('Fecha del torneo');
    expect(typed.snapshot('Configuración')?.[2]).toEqual(['Fecha', '28/11/2026']);
  });

  test('a Fecha that is not a date stops the closing at its row; nothing written', () => {
    const book = league([['Fecha', 'sábado']]);
    unchanged(book, () =>
      expect(errorOf(() => close(book))).toBe(
        'Configuración, fila 3, columna Fecha: «sábado» no es una fecha: escribe el primer día del torneo como 28/07/2026 o 2026-07-28',
      ),
    );
  });
});

describe('closing refused, or bad input: a clear message and every tab as it was', () => {
  test('a game without a result (an unfinished tournament): the tables are named', () => {
    const book = league([['Rondas', 3]], {
      Rondas: [
        ...CLUB_GAMES,
        [3, 1, 'Ana García', 'Bea Soto', '', '', ''],
        [3, 2, 'Carlos Ruiz', 'Dani Vidal', 400, 380, ''],
      ],
    });
    unchanged(book, () => {
      const result = close(book, true);
      expect(result).toMatchObject({ ok: false, confirm: null });
      expect(result.message).toBe(
        'No se puede cerrar: faltan resultados (ronda 3: mesa 1). Escribe los puntos (o el Resultado) en Rondas, o deshaz la última ronda si no se ha jugado.',
      );
    });
  });

  test('fewer rounds than planned: a question to confirm; confirmed (early), it closes', () => {
    const book = league([['Rondas', 5]]);
    unchanged(book, () => {
      const result = close(book);
      expect(result).toMatchObject({
        ok: false,
        message: 'Solo se han jugado 2 de las 5 rondas previstas (Configuración › Rondas).',
        confirm:
          'Solo se han jugado 2 de las 5 rondas previstas. ¿Cerrar el torneo «Liga de otoño» igualmente, con la clasificación actual?',
      });
    });
    expect(close(book, true).ok).toBe(true);
    expect(book.snapshot('Temporada')?.[0]).toEqual(['Puesto', 'Nombre', 'Liga de otoño', 'Total']);
  });

  test('nothing played yet', () => {
    const book = league([], { Rondas: [CLUB_GAMES[0]] });
    unchanged(book, () => expect(close(book).message).toMatch(/^No hay nada que cerrar/));
  });

  test('no tournament name: the Torneo row of Configuración', () => {
    const book = new MemoryWorkbook({
      Configuración: [
        ['Rondas', 2],
        ['Torneo', ''],
      ],
      Jugadores: CLUB_PLAYERS,
      Rondas: CLUB_GAMES,
    });
    unchanged(book, () =>
      expect(errorOf(() => close(book))).toBe(
        'Configuración, fila 2, columna Torneo: falta el nombre del torneo: escríbelo en Configuración › Torneo (la columna de Temporada y las pestañas que se guardan llevan ese nombre)',
      ),
    );
  });

  test('a name in Jugadores matching two Escalafón rows after accent folding', () => {
    const book = league([], {
      Escalafón: [
        ['Nombre', 'Escalafón'],
        ['Ana García', 2000],
        ['ANA GARCIA', 1990],
      ],
    });
    unchanged(book, () =>
      expect(errorOf(() => close(book))).toBe(
        'Jugadores, fila 2, columna Nombre: «Ana García» coincide con 2 filas de Escalafón (filas 2, 3) al no distinguir acentos ni mayúsculas; deja una sola fila para ese jugador en Escalafón',
      ),
    );
  });

  test('a season points list that is not numbers', () => {
    const book = league([['Puntos de temporada', '25, 18, diez']]);
    unchanged(book, () =>
      expect(errorOf(() => close(book))).toBe(
        'Configuración, fila 3, columna Puntos de temporada: «diez» no es un número: Puntos de temporada lleva «Escala cuadrática» o números separados por comas, p. ej. «25, 18, 15, 12, 10»',
      ),
    );
  });

  test('a bad cell in Temporada or Escalafón', () => {
    const season = league([], {
      Temporada: [
        ['Puesto', 'Nombre', 'Verano', 'Total'],
        [1, 'Ana García', 'x', 0],
      ],
    });
    unchanged(season, () =>
      expect(errorOf(() => close(season))).toBe('Temporada, fila 2, columna Verano: «x» no es un número'),
    );
  });
});

describe('the season across closings', () => {
  test('a list of points; an earlier Escalafón updated, its other players and columns kept; a known rating kept', () => {
    const players = CLUB_PLAYERS.map((row) => (row[1] === 'Bea Soto' ? [row[0], row[1], '', row[3]] : row));
    const book = league([['Puntos de temporada', '10, 6, 4, 2']], {
      Jugadores: players,
      Escalafón: [
        ['Nombre', 'Escalafón', 'Torneos', 'Partidas valoradas', 'Notas'],
        ['Bea Soto', 1900, 3, 20, 'capitana'],
        ['Socio Ausente', 1500, 1, 4, 'de baja'],
      ],
      Temporada: [
        ['Puesto', 'Nombre', 'Verano', 'Total'],
        [1, 'Socio Ausente', 30, 30],
        [2, 'ana garcia', 5, 5],
      ],
    });
    const result = close(book);
    // Bea was left unrated in Jugadores: the Escalafón's 1900 stays, and the message says so.
    expect(result.message).toContain(
      'Bea Soto no tenía escalafón en Jugadores, pero sí en Escalafón (1900): se mantiene el de Escalafón.',
    );
    const escalafon = book.snapshot('Escalafón') as Grid;
    expect(escalafon[0]).toEqual([
      'Nombre',
      'Escalafón',
      'Torneos',
      'Partidas valoradas',
      'Notas',
      'Puesto',
      'Último torneo',
      'Club',
    ]);
    expect(escalafon.find((row) => row[0] === 'Bea Soto')).toEqual([
      'Bea Soto',
      1900,
      4,
      20,
      'capitana',
      2,
      'Liga de otoño',
      'Alfil',
    ]);
    expect(escalafon.find((row) => row[0] === 'Socio Ausente')).toEqual([
      'Socio Ausente',
      1500,
      1,
      4,
      'de baja',
      5,
      '',
      '',
    ]);
    // Ana 10, Dani 6, Bea 4, Carlos 2, Fede and Eva 0; "ana garcia" of Verano is Ana García.
    expect(book.snapshot('Temporada')).toEqual([
      ['Puesto', 'Nombre', 'Verano', 'Liga de otoño', 'Total'],
      [1, 'Socio Ausente', 30, '', 30],
      [2, 'ana garcia', 5, 10, 15],
      [3, 'Dani Vidal', '', 6, 6],
      [4, 'Bea Soto', '', 4, 4],
      [5, 'Carlos Ruiz', '', 2, 2],
      [6, 'Eva Mora', '', 0, 0],
      [6, 'Fede Gil', '', 0, 0],
    ]);
  });

  test('Deshacer cierre: Escalafón and Temporada back as they were; then it closes again the same', () => {
    const escalafon = [
      ['Nombre', 'Escalafón'],
      ['Ana García', 2000],
    ];
    const temporada = [
      ['Puesto', 'Nombre', 'Verano', 'Total'],
      [1, 'Ana García', 5, 5],
    ];
    const book = league([], { Escalafón: escalafon, Temporada: temporada });
    close(book);
    const closed = everyTab(book);
    const undone = reopenTournament({ workbook: book, lang: 'es' });
    expect(undone).toMatchObject({
      ok: true,
      message: 'Cierre de «Liga de otoño» deshecho: Escalafón vuelve a como estaba y Temporada ya no tiene su columna.',
    });
    expect(book.snapshot('Escalafón')).toEqual(escalafon);
    expect(book.snapshot('Temporada')).toEqual(temporada);
    expect(close(book).ok).toBe(true);
    expect(everyTab(book)).toEqual(closed);
  });

  test('Deshacer cierre refused when the tournament is not closed, or its copy was not kept', () => {
    const open = league();
    unchanged(open, () =>
      expect(reopenTournament({ workbook: open, lang: 'es' }).message).toBe(
        'El torneo «Liga de otoño» no está cerrado (no hay columna «Liga de otoño» en Temporada); no hay nada que deshacer.',
      ),
    );
    const other = league([], {
      Temporada: [['Puesto', 'Nombre', 'Liga de otoño', 'Total']],
      'Escalafón anterior': [['Escalafón antes de cerrar', 'Verano']],
    });
    unchanged(other, () =>
      expect(reopenTournament({ workbook: other, lang: 'es' }).message).toMatch(
        /^No se puede deshacer el cierre de «Liga de otoño»: Escalafón anterior no guarda/,
      ),
    );
  });
});

describe('a closed tournament is not paired or undone (docs/season.md "closed")', () => {
  /** Three rounds planned, two played, closed early: "Emparejar" would otherwise pair round 3. */
  function closedEarly(): MemoryWorkbook {
    const book = league([['Rondas', 3]]);
    expect(close(book, true).ok).toBe(true);
    return book;
  }

  test('Emparejar siguiente ronda refuses, pointing to Deshacer cierre and Nuevo torneo; nothing written', () => {
    const book = closedEarly();
    unchanged(book, () =>
      expect(pairNextRound({ workbook: book, lang: 'es' })).toMatchObject({
        ok: false,
        round: null,
        message:
          'El torneo «Liga de otoño» está cerrado (Temporada tiene su columna): no se empareja ninguna ronda más. Para seguir jugándolo, usa antes Atril › Deshacer cierre del torneo; para empezar el siguiente, Atril › Nuevo torneo.',
      }),
    );
    // Reopened, it is the director's tournament again: round 3 is paired.
    expect(reopenTournament({ workbook: book, lang: 'es' }).ok).toBe(true);
    expect(pairNextRound({ workbook: book, lang: 'es' })).toMatchObject({ ok: true, round: 3 });
  });

  test('Deshacer última ronda refuses even when the last round has no result left', () => {
    const book = closedEarly();
    // The director clears round 2's scores after closing: undoing it would still change a closed tournament.
    book.type('Rondas', 5, 5, [
      ['', ''],
      ['', ''],
      ['', ''],
    ]);
    unchanged(book, () =>
      expect(undoLastRound({ workbook: book, lang: 'es' })).toMatchObject({
        ok: false,
        rows: [],
        message:
          'El torneo «Liga de otoño» está cerrado (Temporada tiene su columna): no se deshace ninguna ronda. Para corregirlo, usa antes Atril › Deshacer cierre del torneo; para empezar el siguiente, Atril › Nuevo torneo.',
      }),
    );
    expect(reopenTournament({ workbook: book, lang: 'es' }).ok).toBe(true);
    expect(undoLastRound({ workbook: book, lang: 'es' })).toMatchObject({ ok: true, round: 2 });
  });

  test("in an English workbook, in English (the user's locale aside); the column found with accents and case aside", () => {
    const english = new MemoryWorkbook({
      Config: [
        ['Tournament', 'Autumn league'],
        ['Rounds', 3],
      ],
      Players: [
        ['No.', 'Name'],
        [1, 'Ana'],
        [2, 'Bea'],
      ],
      Rounds: [
        ['Round', 'Table', 'Player 1', 'Player 2', 'Score 1', 'Score 2', 'Result'],
        [1, 1, 'Ana', 'Bea', 400, 300, ''],
      ],
      Season: [['Place', 'Name', 'autumn LEAGUE', 'Total']],
    });
    expect(pairNextRound({ workbook: english, lang: 'es' }).message).toBe(
      'The tournament "Autumn league" is closed (Season has its column): no more rounds are paired. To go on playing it, first use Atril › Undo closing the tournament; to start the next one, Atril › New tournament.',
    );
    expect(undoLastRound({ workbook: english, lang: 'es' }).message).toBe(
      'The tournament "Autumn league" is closed (Season has its column): no round is undone. To correct it, first use Atril › Undo closing the tournament; to start the next one, Atril › New tournament.',
    );
  });
});

describe('duplicate games in the season (docs/season.md)', () => {
  // Ana matches the master twice; Fede is second, Lola (only in the duplicate game) third.
  const DUPLICADA: Grid = [
    ['Nombre', 'R1', 'R2'],
    ['Maestra', 50, 40],
    ['Ana García', 50, 40],
    ['Lola Nueva', 30, 20],
    ['Fede Gil', 40, 30],
  ];

  test("the duplicate game's quadratic points by place add to the classic ones in the tournament's column", () => {
    const book = league([], { 'Duplicada 1': DUPLICADA });
    const result = close(book);
    expect(result.message).toContain(
      'Incluye 1 partida duplicada: cada jugador suma los puntos de su puesto en cada una (escala de Puntos de temporada).',
    );
    // Classic (6 players): Ana 205, Dani 163, Bea 125, Carlos 90, Fede 58, Eva 28; the
    // duplicate game (3 players): Ana 90, Fede 58, Lola 28. Eva and Lola tie on 28: both 6th.
    expect(book.snapshot('Temporada')).toEqual([
      ['Puesto', 'Nombre', 'Liga de otoño', 'Total'],
      [1, 'Ana García', 295, 295],
      [2, 'Dani Vidal', 163, 163],
      [3, 'Bea Soto', 125, 125],
      [4, 'Fede Gil', 116, 116],
      [5, 'Carlos Ruiz', 90, 90],
      [6, 'Eva Mora', 28, 28],
      [6, 'Lola Nueva', 28, 28],
    ]);
    // Duplicate games rate nobody: Lola is not added to the Escalafón.
    expect((book.snapshot('Escalafón') as Grid).map((row) => row[1])).not.toContain('Lola Nueva');
  });

  test('a duplicate-only tournament closes: Temporada from its games, no ELO, the Escalafón as it was', () => {
    const book = new MemoryWorkbook({
      Configuración: [['Torneo', 'Duplicada de mayo']],
      Jugadores: [CLUB_PLAYERS[0]],
      Rondas: [CLUB_GAMES[0]],
      Escalafón: [
        ['Nombre', 'Escalafón'],
        ['Ana García', 2000],
      ],
      'Duplicada 1': DUPLICADA,
    });
    expect(close(book)).toMatchObject({ ok: true });
    expect(book.snapshot('Temporada')).toEqual([
      ['Puesto', 'Nombre', 'Duplicada de mayo', 'Total'],
      [1, 'Ana García', 90, 90],
      [2, 'Fede Gil', 58, 58],
      [3, 'Lola Nueva', 28, 28],
    ]);
    expect(book.tabNames()).not.toContain('ELO');
    expect(book.snapshot('Escalafón')).toEqual([
      ['Nombre', 'Escalafón'],
      ['Ana García', 2000],
    ]);
  });

  test('an unused Duplicada template (header and Maestra row only) is no game: the classic tournament closes alone', () => {
    const template: Grid = [
      ['Nombre', 'R1', 'R2'],
      ['Maestra', '', ''],
    ];
    const book = league([], { 'Duplicada 1': template });
    expect(close(book).message).not.toContain('duplicadas');
    expect((book.snapshot('Temporada') as Grid).map((row) => row[1])).toEqual([
      'Nombre',
      'Ana García',
      'Dani Vidal',
      'Bea Soto',
      'Carlos Ruiz',
      'Fede Gil',
      'Eva Mora',
    ]);
  });
});
