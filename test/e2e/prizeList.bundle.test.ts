// PRIZE_LIST through the built bundle (rules §7, §11.1), called as Sheets calls a custom
// function from a cell: whole-column ranges of a club's own standings tab and of Premios (as
// set-up writes it), its JSDoc stub in the bundle, and bad input as the cell's message.
import type { Grid } from '../../src/sheets/grid/cells';
import { callCustomFunction, createGasEnvironment, range } from '../gas/fakes';
import { bundleSource, ensureBuilt, loadBundle } from '../support/loadBundle';

beforeAll(() => ensureBuilt());

const STANDINGS: Grid = [
  ['Puesto', 'Nombre', 'Puntos', 'Etiquetas'],
  [1, 'Alba', 5, ''],
  [2, 'Bruno', 5, ''],
  [3, 'Marta', 5, 'Femenino'],
  [4, 'Dario', 4, ''],
  [5, 'Sara', 3, 'Femenino'],
];

const PRIZES: Grid = [
  ['1.º', '', '', '', '', '', '', '', 100, 'Copa', ''],
  ['2.º', '', '', '', '', '', '', '', 80, '', ''],
  ['3.º', '', '', '', '', '', '', '', 60, '', ''],
  ['Mejor mujer', '', '', '', '', '', '', 'Femenino', 70, '', ''],
  ['Partida más alta', 'Partida más alta', '', '', '', '', '', '', 20, '', 'Partidas'],
];

function opened() {
  const env = createGasEnvironment({ locale: 'es_ES' });
  const context = loadBundle(env) as Record<string, unknown>;
  (context.setupTournament as () => void)();
  env.spreadsheet.insertSheet('Club').getRange(1, 1, STANDINGS.length, STANDINGS[0].length).setValues(STANDINGS);
  env.spreadsheet.getSheetByName('Premios')!.getRange(2, 1, PRIZES.length, PRIZES[0].length).setValues(PRIZES);
  return { env, context };
}

describe('PRIZE_LIST in the built bundle', () => {
  it('is a top-level function with its @customfunction help', () => {
    const stubs = bundleSource('globals.js');
    expect(stubs).toMatch(
      /@customfunction\s*\*\/\s*function PRIZE_LIST\(standings, ?prizes, ?sharing, ?minimum_share\)/,
    );
    expect(stubs).toContain('Reparto de premios de una clasificación propia');
  });

  it('the issue’s case 2 over whole-column ranges: three tied on 5 share 240; Marta keeps her 80; Sara takes Mejor mujer', () => {
    const { env, context } = opened();
    const rows = callCustomFunction(
      context,
      env.spreadsheet,
      'PRIZE_LIST',
      range('Club!A:D'),
      range('Premios!A:K'),
      'Partes iguales',
    );
    const shared = 'empate a 5 puntos con 3 jugadores (Reparto en empates: Partes iguales)';
    expect(JSON.parse(JSON.stringify(rows))).toEqual([
      ['Premio', 'Jugador', 'Importe', 'Obsequio', 'Motivo'],
      ['1.º', 'Alba', 80, 'Copa', `1.º con 5 puntos; ${shared}`],
      ['2.º', 'Bruno', 80, '', `2.º con 5 puntos; ${shared}`],
      ['3.º', 'Marta', 80, '', `3.º con 5 puntos; ${shared}`],
      ['Mejor mujer', 'Sara', 70, '', '5.º con 3 puntos'],
      ['Partida más alta', 'Desierto', '', '', 'Desierto: no se dan partidas (solo la clasificación)'],
    ]);
  });

  it('bad input is the cell’s message, in Spanish, with no stack', () => {
    const { env, context } = opened();
    env.spreadsheet.getSheetByName('Club')!.getRange(5, 3).setValue(6);
    expect(() =>
      callCustomFunction(context, env.spreadsheet, 'PRIZE_LIST', range('Club!A:D'), range('Premios!A:K')),
    ).toThrow(
      /^standings, fila 5, columna Puntos: 6 puntos después de 5: la clasificación va de más a menos puntos, una fila por jugador en su orden$/,
    );
  });
});
