// Bad input in every typed column (rules §9), shared by the in-memory tests and the
// bundle tests: each case is a cell to type and the message expected after "tab, fila N, ".
import type { Grid } from '../../src/sheets/grid/cells';

type Snapshot = { snapshot(tab: string): Grid | null };

const config = (workbook: Snapshot, key: string): number =>
  (workbook.snapshot('Configuración') as Grid).findIndex((line) => line[0] === key) + 1;

// [what, tab, row, column (1-based), bad value, the message (after "tab, fila row, columna X: ")]
export const BAD_INPUT_CASES: [
  string,
  string,
  number | ((workbook: Snapshot) => number),
  number,
  string | number,
  RegExp,
][] = [
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
  [
    'Config Rondas in words',
    'Configuración',
    (w) => config(w, 'Rondas'),
    2,
    'siete',
    /columna Rondas: «siete» no es un número/,
  ],
  ['Config K not a number', 'Configuración', (w) => config(w, 'K'), 2, 'diez', /columna K: «diez» no es un número/],
  [
    'Config Sistema unknown',
    'Configuración',
    (w) => config(w, 'Sistema'),
    2,
    'Holandés',
    /columna Sistema: «Holandés» no es un valor válido/,
  ],
];
