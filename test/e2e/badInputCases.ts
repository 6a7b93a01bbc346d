// The bad-input corpus (rules §9, issue 12 item 7; docs/input.md): workbooks with the
// mistakes directors make — in every typed column, in headers, in Configuración, in the
// Duplicada tabs, and rows that contradict each other or Jugadores — each with the message
// it must get. One table, run three ways: over the in-memory workbook (badInput.test.ts),
// through the built bundle in the Apps Script fakes (gasPath.test.ts) and through the CLI on
// real .xlsx files (badInputCli.test.ts, which adds the files that are not workbooks at all).
//
// Every case starts from the same tournament: set up in Spanish, the nine PLAYERS of
// directorPath.ts typed into Jugadores (rows 2–10), round 1 paired (Rondas rows 2–5 four
// games, row 6 the bye) and its four games scored.
import type { Cell, Grid } from '../../src/sheets/grid/cells';
import { DUPLICATE_1 } from './directorPath';

/** What a case may look at to place itself: the tab as it is before the bad input. */
export type Snapshot = { snapshot(tab: string): Grid | null };
type Where = number | ((workbook: Snapshot) => number);

/** A block of cells to type, its top-left cell at (row, column), 1-based. */
export interface Typed {
  tab: string;
  row: Where;
  column: Where;
  values: Grid | ((workbook: Snapshot) => Grid);
}

export type BadInputAction =
  'updateStandings' | 'pairNextRound' | 'scoreDuplicate' | 'prepareDuplicate' | 'computePrizes';

export interface BadInputCase {
  what: string;
  typed: Typed[];
  /** Where the message places the fault: "tab, fila row, columna column: " (no column: "tab, fila row: "). */
  tab: string;
  row: Where;
  column: string | ((workbook: Snapshot) => string) | null;
  /** What follows the place: must name the value at fault. */
  message: RegExp;
  /** The actions that read the bad input and must refuse writing nothing (the first one is the CLI's). */
  actions: BadInputAction[];
  /**
   * The value is text that looks like a number ("1.950", "3-5"): typed as text (a cell
   * formatted as plain text, a pasted list) — Sheets would otherwise read it its own way.
   */
  text?: boolean;
  /**
   * A mistake of the board (rules §6.7): the action does not refuse; the rounds before this one
   * (1-based) are scored, and the message's warning names the cell (BOARD_STOP_CASES).
   */
  stops?: number;
}

const TOURNAMENT: BadInputAction[] = ['updateStandings', 'pairNextRound'];

/** The row of Configuración whose key is `key`. */
const configRow =
  (key: string) =>
  (workbook: Snapshot): number =>
    (workbook.snapshot('Configuración') as Grid).findIndex((line) => line[0] === key) + 1;

/** The row under Configuración's last one. */
const configEnd = (workbook: Snapshot): number => (workbook.snapshot('Configuración') as Grid).length + 1;

/** The row of Rondas where `name` plays round 1, and the column (3 or 4) holding the name. */
const gameOf = (name: string) => (workbook: Snapshot) => {
  const grid = workbook.snapshot('Rondas') as Grid;
  const row = grid.findIndex((line) => line[0] === 1 && (line[2] === name || line[3] === name));
  return { row: row + 1, column: grid[row][2] === name ? 3 : 4 };
};
/** Rondas' row of the round-1 bye. */
const byeRow = (workbook: Snapshot): number =>
  (workbook.snapshot('Rondas') as Grid).findIndex((line) => line[3] === 'DESCANSO') + 1;
/** The name on a row of Rondas (column 3: Jugador 1). */
const nameAt =
  (row: number, column = 3) =>
  (workbook: Snapshot): Cell =>
    (workbook.snapshot('Rondas') as Grid)[row - 1][column - 1];

const cell = (tab: string, row: Where, column: Where, value: Cell): Typed => ({ tab, row, column, values: [[value]] });

/** A one-cell case read by the tournament actions, placed at the typed cell under `header`. */
function at(
  what: string,
  tab: string,
  row: Where,
  column: number,
  header: string,
  value: Cell,
  message: RegExp,
): BadInputCase {
  return { what, typed: [cell(tab, row, column, value)], tab, row, column: header, message, actions: TOURNAMENT };
}

/** The case with its value typed as text. */
const asText = (test: BadInputCase): BadInputCase => ({ ...test, text: true });

/** A Duplicada 1 tab (DUPLICATE_1 of directorPath.ts) with one cell changed, read by "Calcular duplicada". */
function duplicate(
  what: string,
  row: number,
  column: number,
  value: Cell,
  header: string,
  message: RegExp,
): BadInputCase {
  return {
    what,
    typed: [{ tab: 'Duplicada 1', row: 1, column: 1, values: DUPLICATE_1 }, cell('Duplicada 1', row, column, value)],
    tab: 'Duplicada 1',
    row,
    column: header,
    message,
    actions: ['scoreDuplicate'],
  };
}

/**
 * A Duplicada 1 tab kept as moves (rules §6.7): H8-CASA (12) and 9G-PAZ (27) as master moves
 * with their racks, the Maestra left for Atril to compute; Ana García (row 5) and Luis
 * Pérez (row 6) with a move or a score per round.
 */
const BOARD_TAB: Grid = [
  ['Nombre', 'R1', 'R2'],
  ['Maestra', '', ''],
  ['Jugada', 'H8-CASA', '9G-PAZ'],
  ['Atril', 'CASAEIO', 'EIOPZRT'],
  ['Ana García', 'H8-CASA', 20],
  ['Luis Pérez', 10, '9G-PAR'],
];

/**
 * BOARD_TAB with one cell changed, read by "Calcular duplicada": a mistake of the board in round
 * `column − 1` (rules §6.7) stops the scoring there — the rounds before are scored and a warning
 * names the cell — rather than refusing the whole tab.
 */
function onBoard(what: string, row: number, column: number, value: Cell, message: RegExp): BadInputCase {
  return {
    stops: column - 1,
    what,
    typed: [{ tab: 'Duplicada 1', row: 1, column: 1, values: BOARD_TAB }, cell('Duplicada 1', row, column, value)],
    tab: 'Duplicada 1',
    row,
    column: `R${column - 1}`,
    message,
    actions: ['scoreDuplicate'],
  };
}

/** The Duplicada 1 tab and an EloDI tab (Nombre | EloDI | Volatilidad | Partidas EloDI | Último torneo) with these rows. */
function eloDi(what: string, rows: Grid, row: number, header: string, message: RegExp): BadInputCase {
  return {
    what,
    typed: [
      { tab: 'Duplicada 1', row: 1, column: 1, values: DUPLICATE_1 },
      {
        tab: 'EloDI',
        row: 1,
        column: 1,
        values: [['Nombre', 'EloDI', 'Volatilidad', 'Partidas EloDI', 'Último torneo'], ...rows],
      },
    ],
    tab: 'EloDI',
    row,
    column: header,
    message,
    actions: ['scoreDuplicate'],
  };
}

export const BAD_INPUT_CASES: BadInputCase[] = [
  // Jugadores: N° | Nombre | Escalafón | Club | Promedio | Entra en ronda | Retirado desde ronda | Ausente en rondas
  at('N° not a number', 'Jugadores', 3, 1, 'N°', 'x', /^«x» no es un número$/),
  at('N° repeated', 'Jugadores', 3, 1, 'N°', 1, /^el N° 1 está repetido \(también en la fila 2\)$/),
  at('N° with decimals', 'Jugadores', 3, 1, 'N°', 2.5, /^«2,5» no es un número entero$/),
  at('Nombre repeated', 'Jugadores', 3, 2, 'Nombre', 'Ana García', /^el nombre «Ana García» está repetido/),
  at(
    'Nombre repeated in other case and accents',
    'Jugadores',
    4,
    2,
    'Nombre',
    'ANA GARCIA',
    /«ANA GARCIA» está repetido \(también en la fila 2\)/,
  ),
  at('a player row without a name', 'Jugadores', 11, 3, 'Nombre', 1800, /^falta el nombre del jugador$/),
  at('Escalafón not a number', 'Jugadores', 4, 3, 'Escalafón', 'mucho', /^«mucho» no es un número$/),
  asText(
    at(
      // rules §16.1: up to 3000 a group of three digits is thousands ("1.950" reads 1950); above it, ambiguous.
      'Escalafón "5.950": thousands or decimals?',
      'Jugadores',
      4,
      3,
      'Escalafón',
      '5.950',
      /^«5\.950» es ambiguo: ¿5950 \(con separador de miles\) o 5,95/,
    ),
  ),
  at('Escalafón with decimals', 'Jugadores', 4, 3, 'Escalafón', 1950.5, /^«1950,5» no es un número entero$/),
  at('Escalafón negative', 'Jugadores', 4, 3, 'Escalafón', -100, /^«-100» no puede ser negativo$/),
  at('Promedio negative', 'Jugadores', 7, 5, 'Promedio', -5, /^«-5» no puede ser negativo$/),
  at('Promedio in words', 'Jugadores', 7, 5, 'Promedio', 'alto', /^«alto» no es un número$/),
  at('Entra en ronda 0', 'Jugadores', 5, 6, 'Entra en ronda', 0, /^«0» debe ser como mínimo 1$/),
  at('Retirado desde ronda in words', 'Jugadores', 5, 7, 'Retirado desde ronda', 'dos', /^«dos» no es un número$/),
  at('Ausente en rondas with a word', 'Jugadores', 5, 8, 'Ausente en rondas', '3, x', /^«x» no es un número$/),
  at(
    'Ausente en rondas a date (a sheet read "3-5" as one)',
    'Jugadores',
    5,
    8,
    'Ausente en rondas',
    new Date(Date.UTC(2026, 2, 5)),
    /^«2026-03-05» es una fecha, no un número/,
  ),
  asText(at('Ausente en rondas as a range', 'Jugadores', 5, 8, 'Ausente en rondas', '3-5', /^«3-5» no es un número$/)),

  // Jugadores' headers
  at(
    'Escalafón header misspelt',
    'Jugadores',
    1,
    3,
    'Escalafones',
    'Escalafones',
    /^el encabezado «Escalafones» se parece a «Escalafón», pero no es ese nombre y la columna «Escalafón» hace falta/,
  ),
  at(
    'Ausente en rondas header in the plural',
    'Jugadores',
    1,
    8,
    'Ausentes en rondas',
    'Ausentes en rondas',
    /^el encabezado «Ausentes en rondas» se parece a «Ausente en rondas»/,
  ),
  at(
    'two headers for Nombre',
    'Jugadores',
    1,
    9,
    'Jugador',
    'Jugador',
    /^las columnas «Nombre» \(B\) y «Jugador» son las dos «Nombre»: deja solo una$/,
  ),

  // Contradictions between Jugadores and Rondas (rules §2): round 1 is played.
  {
    what: 'absent in round 1 with a game in it',
    typed: [cell('Jugadores', 3, 8, '1')],
    tab: 'Rondas',
    row: (w) => gameOf('Luis Pérez')(w).row,
    column: (w) => `Jugador ${gameOf('Luis Pérez')(w).column - 2}`,
    message:
      /^«Luis Pérez» no juega la ronda 1 según Jugadores \(fila 3, columna Ausente en rondas: 1\), pero tiene partida en esta fila: si no se presentó, escribe NP[12] \(no presentado\) en Resultado/,
    actions: TOURNAMENT,
  },
  {
    what: 'withdrawn from round 1 with a game in it',
    typed: [cell('Jugadores', 4, 7, 1)],
    tab: 'Rondas',
    row: (w) => gameOf('Eva Ruiz')(w).row,
    column: (w) => `Jugador ${gameOf('Eva Ruiz')(w).column - 2}`,
    message: /^«Eva Ruiz» no juega la ronda 1 según Jugadores \(fila 4, columna Retirado desde ronda: 1\)/,
    actions: TOURNAMENT,
  },
  {
    what: 'entering in round 2 with a game in round 1',
    typed: [cell('Jugadores', 5, 6, 2)],
    tab: 'Rondas',
    row: (w) => gameOf('Juan Sanz')(w).row,
    column: (w) => `Jugador ${gameOf('Juan Sanz')(w).column - 2}`,
    message: /^«Juan Sanz» no juega la ronda 1 según Jugadores \(fila 5, columna Entra en ronda: 2\)/,
    actions: TOURNAMENT,
  },
  {
    what: 'the bye of round 1 for a player absent in it',
    typed: [cell('Jugadores', 10, 8, 1)],
    tab: 'Rondas',
    row: byeRow,
    column: 'Jugador 1',
    message:
      /^«Tomás Vega» no juega la ronda 1 según Jugadores \(fila 10, columna Ausente en rondas: 1\), pero tiene el descanso en esta fila/,
    actions: TOURNAMENT,
  },

  // Rondas: Ronda | Mesa | Jugador 1 | Jugador 2 | Puntos 1 | Puntos 2 | Resultado
  at('Ronda in words', 'Rondas', 3, 1, 'Ronda', 'uno', /^«uno» no es un número$/),
  at('Ronda 0', 'Rondas', 3, 1, 'Ronda', 0, /^«0» debe ser como mínimo 1$/),
  at('Ronda blank on a game row', 'Rondas', 3, 1, 'Ronda', '', /^falta el número de ronda$/),
  at('Mesa negative', 'Rondas', 3, 2, 'Mesa', -1, /^«-1» debe ser como mínimo 1$/),
  at('Mesa with decimals', 'Rondas', 3, 2, 'Mesa', 1.5, /^«1,5» no es un número entero$/),
  at(
    'Jugador 1 unknown',
    'Rondas',
    3,
    3,
    'Jugador 1',
    'Nadie',
    /^«Nadie» no es un jugador de la pestaña Jugadores \(si le has cambiado el nombre allí, usa Atril › Renombrar jugador; si has borrado su fila, vuelve a ponerla, con su nombre y su N°, y si ya no juega escribe en «Retirado desde ronda» la ronda desde la que no juega\)$/,
  ),
  at(
    'Jugador 2 unknown (a typo)',
    'Rondas',
    3,
    4,
    'Jugador 2',
    'Ana Garcya',
    /^«Ana Garcya» no es un jugador de la pestaña Jugadores/,
  ),
  at('Jugador 2 blank', 'Rondas', 3, 4, 'Jugador 2', '', /^falta el nombre del jugador$/),
  at('DESCANSO as Jugador 1', 'Rondas', 3, 3, 'Jugador 1', 'DESCANSO', /^«DESCANSO» \(el descanso\) va en Jugador 2/),
  {
    what: 'a player against himself',
    typed: [{ tab: 'Rondas', row: 3, column: 4, values: (w) => [[nameAt(3)(w)]] }],
    tab: 'Rondas',
    row: 3,
    column: 'Jugador 2',
    message: /^«.+» aparece como su propio rival$/,
    actions: TOURNAMENT,
  },
  {
    what: 'a player twice in round 1',
    typed: [{ tab: 'Rondas', row: 4, column: 3, values: (w) => [[nameAt(2)(w)]] }],
    tab: 'Rondas',
    row: 4,
    column: 'Jugador 1',
    message: /^«.+» juega dos veces en la ronda 1 \(también en la fila 2\)$/,
    actions: TOURNAMENT,
  },
  at('Puntos 1 in words', 'Rondas', 3, 5, 'Puntos Scrabble 1', 'cien', /^«cien» no es un número$/),
  at('Puntos 2 in words', 'Rondas', 3, 6, 'Puntos Scrabble 2', 'cuatrocientos', /^«cuatrocientos» no es un número$/),
  at('Puntos 1 a decimal number', 'Rondas', 3, 5, 'Puntos Scrabble 1', 412.5, /^«412,5» no es un número entero$/),
  asText(
    at(
      'Puntos 1 a decimal typed as text',
      'Rondas',
      3,
      5,
      'Puntos Scrabble 1',
      '412,5',
      /^«412,5» no es un número entero$/,
    ),
  ),
  at('Puntos 1 negative', 'Rondas', 3, 5, 'Puntos Scrabble 1', -12, /^«-12» no puede ser negativo$/),
  // rules §16.1: both scores in one cell, refused with what to type instead.
  asText(
    at(
      'Puntos 1 with both scores',
      'Rondas',
      3,
      5,
      'Puntos Scrabble 1',
      '420-380',
      /^«420-380» son los dos tanteos: escribe 420 en esta celda y 380 en la del otro jugador, en la misma fila\.$/,
    ),
  ),
  asText(
    at(
      'Puntos 1 "1.412": thousands or decimals?',
      'Rondas',
      3,
      5,
      'Puntos Scrabble 1',
      '1.412',
      /^«1\.412» es ambiguo: ¿separador de miles o decimales\?/,
    ),
  ),
  at(
    'Puntos 2 the number 1.412 (a sheet read "1,412" as a decimal)',
    'Rondas',
    3,
    6,
    'Puntos Scrabble 2',
    1.412,
    /^«1,412» es ambiguo/,
  ),
  at(
    'Puntos 1 above 2000',
    'Rondas',
    3,
    5,
    'Puntos Scrabble 1',
    4120,
    /^«4120» es más de 2000 puntos: ¿un error al teclear\?/,
  ),
  at('Puntos 1 TRUE', 'Rondas', 3, 5, 'Puntos Scrabble 1', true, /^«true» no es un número$/),
  at(
    'Resultado unknown',
    'Rondas',
    3,
    7,
    'Resultado',
    '2-0',
    /^«2-0» no es un Resultado válido: escribe 1-0, 0-1 o ½-½ para fijar el resultado; NP1 si no se presentó el jugador 1, NP2 si no se presentó el jugador 2, NP si no se presentó ninguno; o déjalo en blanco para que cuenten los puntos Scrabble$/,
  ),
  at(
    'Puntos 2 on the bye',
    'Rondas',
    byeRow,
    6,
    'Puntos Scrabble 2',
    300,
    /^un descanso no lleva puntos del rival \(«300»\)$/,
  ),
  at(
    'Puntos 1 on the bye',
    'Rondas',
    byeRow,
    5,
    'Puntos Scrabble 1',
    300,
    /^un descanso no lleva puntos \(«300»\): los puntos Scrabble de un descanso son los de «Puntos Scrabble por descanso» en Configuración/,
  ),
  at('Resultado on the bye', 'Rondas', byeRow, 7, 'Resultado', 'NP1', /^un descanso no lleva Resultado \(«NP1»\)/),

  // Rondas' headers
  at(
    'Resultado header in the plural',
    'Rondas',
    1,
    7,
    'Resultados',
    'Resultados',
    /^el encabezado «Resultados» se parece a «Resultado», pero no es ese nombre y la columna «Resultado» hace falta: cámbialo a «Resultado»$/,
  ),
  at(
    'Puntos 1 header as "Puntos J1"',
    'Rondas',
    1,
    5,
    'Puntos J1',
    'Puntos J1',
    /^el encabezado «Puntos J1» se parece a «Puntos Scrabble 1»/,
  ),
  at(
    'Jugador 2 header as "Jugador B"',
    'Rondas',
    1,
    4,
    'Jugador B',
    'Jugador B',
    /^el encabezado «Jugador B» se parece a «Jugador 2»/,
  ),

  // A round robin takes no new player once under way (rules §3.8, docs/pairing.md "No rematch, ever").
  {
    what: 'a player typed into a round robin already under way',
    typed: [
      cell('Configuración', configRow('Sistema'), 2, 'Todos contra todos'),
      { tab: 'Jugadores', row: 11, column: 1, values: [['', 'Gema Ortiz', 1750, '', '', '', '', '']] },
    ],
    tab: 'Jugadores',
    row: 11,
    column: 'Nombre',
    message:
      /^«Gema Ortiz» \(N° 10\) se ha añadido a un todos contra todos ya empezado \(la ronda 1 se emparejó sin este jugador\)\. El cuadro de Berger cambiaría y habría rivales repetidos, así que un todos contra todos no admite jugadores nuevos: borra la fila, o empieza de nuevo el torneo con este jugador$/,
    actions: ['pairNextRound'],
  },

  // Configuración: Clave | Valor
  at('Rondas in words', 'Configuración', configRow('Rondas'), 2, 'Rondas', 'siete', /^«siete» no es un número$/),
  at('K not a number', 'Configuración', configRow('K'), 2, 'K', 'diez', /^«diez» no es un número$/),
  at(
    'Sistema unknown',
    'Configuración',
    configRow('Sistema'),
    2,
    'Sistema',
    'Holandés',
    /^«Holandés» no es un valor válido; se espera: Suizo, Todos contra todos$/,
  ),
  at(
    'Desempates with a misspelt tiebreak',
    'Configuración',
    configRow('Desempates'),
    2,
    'Desempates',
    'SB, Bucholz',
    /^«Bucholz» no es un valor válido/,
  ),
  asText(
    at(
      'Puntos por descanso "1.000"',
      'Configuración',
      configRow('Puntos por descanso'),
      2,
      'Puntos por descanso',
      '1.000',
      /^«1\.000» es ambiguo: ¿1000 \(con separador de miles\) o 1 \(con decimales\)\?/,
    ),
  ),
  at(
    'Aceleración not in groups',
    'Configuración',
    configRow('Aceleración'),
    2,
    'Aceleración',
    'los 8 primeros',
    /^«los 8 primeros» no es un grupo de aceleración válido/,
  ),
  at(
    'the key Rondas misspelt',
    'Configuración',
    configRow('Rondas'),
    1,
    'Ronda',
    'Ronda',
    /^la clave «Ronda» se parece a «Rondas», pero no es ese nombre, así que su valor no se aplica: cámbiala a «Rondas»$/,
  ),

  // A "Duplicada N" tab: Nombre | R1 | R2 | R3; Maestra 60 40 30; Ana García 60 20 30 (row 3)
  duplicate('a duplicate score with decimals', 3, 3, 20.5, 'R2', /^«20,5» no es un número entero$/),
  asText(duplicate('a duplicate score "1.040"', 3, 3, '1.040', 'R2', /^«1\.040» es ambiguo/)),
  duplicate(
    'a duplicate score above the master move',
    3,
    3,
    45,
    'R2',
    /^45 supera la jugada maestra de la ronda \(40\)$/,
  ),
  duplicate('a master score above 2000', 2, 2, 6000, 'R1', /^«6000» es más de 2000 puntos/),
  duplicate(
    'a round header "R-2"',
    1,
    3,
    'R-2',
    'R-2',
    /^el encabezado «R-2» parece el de una ronda, pero Atril no lo lee como tal: escribe «R2»/,
  ),
  duplicate(
    'a player named twice',
    4,
    1,
    'ana garcía',
    'Nombre',
    /^el jugador «ana garcía» está repetido \(también en la fila 3\)$/,
  ),

  // The EloDI tab (rules §6.5), read by "Calcular duplicada" for the EloDI before and the expected positions.
  eloDi('an EloDI that is text', [['Ana García', 'alto', 300, 4, '']], 2, 'EloDI', /^«alto» no es un número$/),
  eloDi(
    'a name on two rows of EloDI',
    [
      ['Ana García', 1500, 300, 4, ''],
      ['ANA GARCIA', 1400, 280, 2, ''],
    ],
    3,
    'Nombre',
    /^«Ana García» coincide con 2 filas de EloDI \(filas 2, 3\)/,
  ),
  // Preparar duplicada (rules §6.6): a new Configuración row under the last one.
  {
    what: 'a Disposición de duplicada that is not one of the four',
    typed: [{ tab: 'Configuración', row: configEnd, column: 1, values: [['Disposición de duplicada', 'Por clubes']] }],
    tab: 'Configuración',
    row: configEnd,
    column: 'Disposición de duplicada',
    message: /^«Por clubes» no es un valor válido; se espera: Clasificación, EloDI, Alfabético, Al azar$/,
    actions: ['prepareDuplicate'],
  },
  // rules §18: Final (Mejor de N, N odd 3–9) and Equipos (Club or País), new Configuración rows.
  {
    what: 'an even N in Final',
    typed: [{ tab: 'Configuración', row: configEnd, column: 1, values: [['Final', 'Mejor de 4']] }],
    tab: 'Configuración',
    row: configEnd,
    column: 'Final',
    message: /^«Mejor de 4» no es una final: escribe «Mejor de N», N impar de 3 a 9/,
    actions: TOURNAMENT,
  },
  {
    what: 'an N out of range in Final',
    typed: [{ tab: 'Configuración', row: configEnd, column: 1, values: [['Final', 'Mejor de 11']] }],
    tab: 'Configuración',
    row: configEnd,
    column: 'Final',
    message: /^«Mejor de 11» no es una final/,
    actions: TOURNAMENT,
  },
  {
    what: 'an Equipos neither Club nor País',
    typed: [{ tab: 'Configuración', row: configEnd, column: 1, values: [['Equipos', 'Provincia']] }],
    tab: 'Configuración',
    row: configEnd,
    column: 'Equipos',
    message: /^«Provincia» no es un tipo de equipo: escribe Club o País$/,
    actions: TOURNAMENT,
  },
  // Calcular premios (rules §11): Premios as set-up made it (its header in row 1), Configuración's
  // prize keys, and Jugadores' Pagado added by the treasurer.
  {
    what: 'a Tipo of Premios that is not one of the eight',
    typed: [{ tab: 'Premios', row: 2, column: 1, values: [['1.º', 'Primero']] }],
    tab: 'Premios',
    row: 2,
    column: 'Tipo',
    message: /^«Primero» no es un Tipo de premio; se espera: Clasificación, Duplicada, /,
    actions: ['computePrizes'],
  },
  {
    what: 'a negative Importe',
    typed: [{ tab: 'Premios', row: 2, column: 1, values: [['1.º', '', '', '', '', '', '', '', -50]] }],
    tab: 'Premios',
    row: 2,
    column: 'Importe',
    message: /^«-50» no puede ser negativo$/,
    actions: ['computePrizes'],
  },
  {
    what: 'an Importe in words',
    typed: [{ tab: 'Premios', row: 3, column: 1, values: [['2.º', '', '', '', '', '', '', '', 'cincuenta']] }],
    tab: 'Premios',
    row: 3,
    column: 'Importe',
    message: /^«cincuenta» no es un número$/,
    actions: ['computePrizes'],
  },
  {
    what: 'Escalafón desde above Escalafón hasta',
    typed: [{ tab: 'Premios', row: 2, column: 1, values: [['Banda', '', 1800, 1600, '', '', '', '', 10]] }],
    tab: 'Premios',
    row: 2,
    column: 'Escalafón desde',
    message: /^Escalafón desde \(1800\) es mayor que Escalafón hasta \(1600\)$/,
    actions: ['computePrizes'],
  },
  {
    what: 'a Reparto de premios that is not one of the three',
    typed: [
      { tab: 'Premios', row: 2, column: 1, values: [['1.º', '', '', '', '', '', '', '', 50]] },
      { tab: 'Configuración', row: configEnd, column: 1, values: [['Reparto de premios', 'A medias']] },
    ],
    tab: 'Configuración',
    row: configEnd,
    column: 'Reparto de premios',
    message: /^«A medias» no es un valor de Reparto en empates; se espera: Desempate, Partes iguales, Hort$/,
    actions: ['computePrizes'],
  },
  {
    what: 'a negative Valor (rules §11.1: the column the director adds beside set-up’s)',
    typed: [
      { tab: 'Premios', row: 1, column: 12, values: [['Valor'], [-20]] },
      { tab: 'Premios', row: 2, column: 1, values: [['Copa', '', '', '', '', '', '', '', 0, 'Copa']] },
    ],
    tab: 'Premios',
    row: 2,
    column: 'Valor',
    message: /^«-20» no puede ser negativo$/,
    actions: ['computePrizes'],
  },
  {
    what: 'a Mínimo por jugador that is not a number (rules §11.1)',
    typed: [
      { tab: 'Premios', row: 2, column: 1, values: [['1.º', '', '', '', '', '', '', '', 50]] },
      { tab: 'Configuración', row: configEnd, column: 1, values: [['Mínimo por jugador', 'treinta']] },
    ],
    tab: 'Configuración',
    row: configEnd,
    column: 'Mínimo por jugador',
    message: /^«treinta» no es un número$/,
    actions: ['computePrizes'],
  },
  {
    what: 'a Pagado that is neither an amount nor Sí',
    typed: [
      { tab: 'Premios', row: 2, column: 1, values: [['1.º', '', '', '', '', '', '', '', 50]] },
      { tab: 'Jugadores', row: 1, column: 9, values: [['Pagado'], ['mañana']] },
    ],
    tab: 'Jugadores',
    row: 2,
    column: 'Pagado',
    message: /^«mañana» no es un número$/,
    actions: ['computePrizes'],
  },
];

/** Mistakes of the board typed in round 1 or 2 of BOARD_TAB (rules §6.7): scored up to the round before, the cell named. */
export const BOARD_STOP_CASES: BadInputCase[] = [
  onBoard(
    "a player's move over a different tile",
    6,
    3,
    '9G-POZ',
    /^«9G-POZ» no se puede jugar: 9G-POZ pone O en H9, donde ya hay una A$/,
  ),
  onBoard(
    "a player's move running on into a tile",
    6,
    3,
    'H4-CASA',
    /^«H4-CASA» no se puede jugar: H4-CASA sigue en la ficha de H8/,
  ),
  onBoard(
    "a player's move not touching the board",
    5,
    3,
    'A1-PAZ',
    /^«A1-PAZ» no se puede jugar: A1-PAZ no toca ninguna ficha del tablero$/,
  ),
  onBoard(
    "a player's move with a tile the rack lacks",
    6,
    3,
    '9G-PAS',
    /^«9G-PAS» no se puede jugar: 9G-PAS pone una ficha S que el atril «E I O P Z R T» no tiene$/,
  ),
  onBoard(
    "a player's first move off the centre",
    6,
    2,
    'H9-CASA',
    /^«H9-CASA» no se puede jugar: H9-CASA es la primera jugada y no cubre la casilla central H8$/,
  ),
  onBoard('a typed master score its move does not make', 2, 2, 14, /^la maestra dice 14 y su jugada H8-CASA vale 12$/),
  onBoard(
    'a master move that cannot be played',
    3,
    3,
    '9G-POZ',
    /^«9G-POZ» no se puede jugar: 9G-POZ pone O en H9, donde ya hay una A$/,
  ),
];

/** The cells a case types, placed on the workbook as it is: [tab, row, column, values]. */
export function typedCells(test: BadInputCase, workbook: Snapshot): [string, number, number, Grid][] {
  const place = (where: Where) => (typeof where === 'number' ? where : where(workbook));
  return test.typed.map((typed) => [
    typed.tab,
    place(typed.row),
    place(typed.column),
    typeof typed.values === 'function' ? typed.values(workbook) : typed.values,
  ]);
}

/** The place the message must start with: "Rondas, fila 3, columna Puntos 1: ". */
export function expectedPlace(test: BadInputCase, workbook: Snapshot): string {
  const row = typeof test.row === 'number' ? test.row : test.row(workbook);
  const column = typeof test.column === 'function' ? test.column(workbook) : test.column;
  return column === null ? `${test.tab}, fila ${row}: ` : `${test.tab}, fila ${row}, columna ${column}: `;
}

/**
 * Asserts that a board mistake (BOARD_STOP_CASES) is named in the action's message as a warning:
 * the place, the case's message, and that the rounds from `stops` on wait for it.
 */
export function expectStopWarning(message: string, test: BadInputCase, place: string): void {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const source = test.message.source.replace(/^\^/, '');
  const reason = source.endsWith('$') ? source.slice(0, -1) : `${source}.*`;
  const suffix = `. Ronda ${test.stops} y siguientes sin puntuar hasta corregirlo`;
  expect(message).toMatch(new RegExp(`${escape(place)}${reason}${escape(suffix)}`));
}

/** Asserts a refusal's message: the place (expectedPlace, taken before typing), then the case's message. */
export function expectMessage(message: string, test: BadInputCase, place: string): void {
  expect(message.slice(0, place.length)).toBe(place);
  expect(message.slice(place.length)).toMatch(test.message);
}
