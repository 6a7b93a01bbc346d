// SPEC §9: every error names the tab, row and value at fault, in the user's language, and
// an action that meets bad input writes nothing. One case per typed column.
import { renderError } from '../../../src/core/errors';
import type { Grid } from '../../../src/sheets/cells';
import { pairNextRound } from '../../../src/sheets/actions/pairNextRound';
import { setupTournament } from '../../../src/sheets/actions/setupTournament';
import { updateStandings } from '../../../src/sheets/actions/updateStandings';
import { MemoryWorkbook } from '../../../src/sheets/memoryWorkbook';
import { PLAYERS, typeScores } from './directorPath';
import { memoryDriver } from './memoryDriver';

/** Set up, 9 players, round 1 paired and scored: every typed tab has content. */
function playedRound(): MemoryWorkbook {
  const workbook = new MemoryWorkbook();
  setupTournament({ workbook, lang: 'es' });
  workbook.type('Jugadores', 2, 1, PLAYERS);
  pairNextRound({ workbook, lang: 'es' });
  typeScores(memoryDriver(workbook), 'Rondas', [2, 3, 4, 5]);
  return workbook;
}

const config = (workbook: MemoryWorkbook, key: string): number => (workbook.snapshot('Configuración') as Grid).findIndex((line) => line[0] === key) + 1;

// [what, tab, row, column (1-based), bad value, the message (after "tab, fila row, columna X: ")]
const CASES: [string, string, number | ((workbook: MemoryWorkbook) => number), number, string | number, RegExp][] = [
  ['N° not a number', 'Jugadores', 3, 1, 'x', /columna N°: «x» no es un número/],
  ['N° repeated', 'Jugadores', 3, 1, 1, /columna N°: el N° 1 está repetido \(también en la fila/],
  ['Nombre repeated', 'Jugadores', 3, 2, 'Ana García', /columna Nombre: el nombre «Ana García» está repetido/],
  ['Escalafón not a number', 'Jugadores', 4, 3, 'mucho', /columna Escalafón: «mucho» no es un número/],
  ['Promedio negative', 'Jugadores', 7, 5, -5, /columna Promedio: «-5» no puede ser negativo/],
  ['Entra en ronda 0', 'Jugadores', 5, 6, 0, /columna Entra en ronda: «0» debe estar entre 1/],
  ['Retirado desde ronda in words', 'Jugadores', 5, 7, 'dos', /columna Retirado desde ronda: «dos» no es un número/],
  ['Ausente en rondas with a word', 'Jugadores', 5, 8, '3, x', /columna Ausente en rondas: «x» no es un número/],
  ['Ronda in words', 'Rondas', 3, 1, 'uno', /columna Ronda: «uno» no es un número/],
  ['Mesa negative', 'Rondas', 3, 2, -1, /columna Mesa: «-1» debe estar entre 1/],
  ['Jugador 1 unknown', 'Rondas', 3, 3, 'Nadie', /columna Jugador 1: «Nadie» no es un jugador de la pestaña Jugadores/],
  ['Jugador 2 unknown', 'Rondas', 3, 4, 'Nadie', /columna Jugador 2: «Nadie» no es un jugador/],
  ['Puntos 1 in words', 'Rondas', 3, 5, 'cien', /columna Puntos 1: «cien» no es un número/],
  ['Puntos 2 in words', 'Rondas', 3, 6, 'cien', /columna Puntos 2: «cien» no es un número/],
  ['Resultado unknown', 'Rondas', 3, 7, '2-0', /columna Resultado: «2-0» no es un resultado válido/],
  ['Config Rondas in words', 'Configuración', (w) => config(w, 'Rondas'), 2, 'siete', /columna Rondas: «siete» no es un número/],
  ['Config K not a number', 'Configuración', (w) => config(w, 'K'), 2, 'diez', /columna K: «diez» no es un número/],
  ['Config Sistema unknown', 'Configuración', (w) => config(w, 'Sistema'), 2, 'Holandés', /columna Sistema: «Holandés» no es un valor válido/],
];

describe.each(CASES)('bad input: %s', (_what, tab, rowOf, column, value, message) => {
  it.each([
    ['updateStandings', updateStandings],
    ['pairNextRound', pairNextRound],
  ] as const)('%s refuses with tab, row and value, and writes nothing', (_name, action) => {
    const workbook = playedRound();
    const row = typeof rowOf === 'number' ? rowOf : rowOf(workbook);
    workbook.type(tab, row, column, [[value]]);
    const before = workbook.tabNames().map((name) => workbook.snapshot(name));
    workbook.resetCounts();
    let rendered = '';
    try {
      action({ workbook, lang: 'es' });
    } catch (error) {
      rendered = renderError(error, 'es');
    }
    expect(rendered.startsWith(`${tab}, fila ${row}, `)).toBe(true);
    expect(rendered).toMatch(message);
    expect(workbook.writes).toBe(0);
    expect(workbook.tabNames().map((name) => workbook.snapshot(name))).toEqual(before);
  });
});

describe('pairing a late entrant (SPEC §2: N° assigned once, then never changes)', () => {
  it('numbers only the new players, in their blank cells, and keeps every other N°', () => {
    const workbook = playedRound();
    typeScores(memoryDriver(workbook), 'Rondas', [6]);
    workbook.type('Jugadores', 11, 1, [['', 'Nuevo Uno', 2000, '', '', 2, '', ''], ['', 'Nuevo Dos', '', '', '', 2, '', '']]);
    const before = workbook.snapshot('Jugadores') as Grid;
    const result = pairNextRound({ workbook, lang: 'es' });
    expect(result).toMatchObject({ ok: true, round: 2, numbered: 2 });
    const after = workbook.snapshot('Jugadores') as Grid;
    expect(after.slice(0, 10)).toEqual(before.slice(0, 10));
    // SPEC §3.2: late entrants take the next free numbers, in pairing order among themselves.
    expect(after.slice(10).map((line) => [line[0], line[1]])).toEqual([[10, 'Nuevo Uno'], [11, 'Nuevo Dos']]);
    expect(result.message).toMatch(/Se han asignado los N° de 2 jugadores/);
  });
});
