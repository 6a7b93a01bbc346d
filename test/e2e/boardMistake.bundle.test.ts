// A mistake typed in round k of a duplicate game (rules §6.7, issue 27 item 7), on the built
// bundle in the Apps Script fakes: the rounds before k stay scored in DUP_MOVE_SCORE, DUP_BOARD
// and Calcular duplicada, and rounds from k on name the first bad cell. The racks are typed in
// the game records' spelling (`[LL]AMAEGO`, a double tile in brackets); round 2's rack was
// copied as "AEGOORR", which Atril reads A E G O O RR, so the master move's second R is
// missing — the refusal shows the rack tile by tile with the hint to type two R tiles apart.
// Scores worked by hand (rules §6.7 values and premiums):
// R1 H8-LLAMA: H8 LL 8 on the centre (word ×2), H9 A 1, H10 M 3, H11 A 1: 13 × 2 = 26.
// R2 9G-RAR down column 9: G9 R on a letter ×2 2, H9 A (on the board) 1, I9 R on a letter ×2 2: 5.
// Ana R1 8H-LLAMA down column 8 on the empty board: H8 LL 8 (centre ×2), I8 A, J8 M, K8 A: 26.
// H8-LLA: (8 + 1) × 2 = 18.
import { t } from '../../src/i18n';
import type { Grid } from '../../src/sheets/grid/cells';
import { callCustomFunction, createGasEnvironment, type GasEnvironment, range } from '../gas/fakes';
import { ensureBuilt, loadBundle } from '../support/loadBundle';

beforeAll(() => ensureBuilt());

const GAME: Grid = [
  ['Jugador', 'R1', 'R2'],
  ['Maestra', '', ''],
  ['Jugada', 'H8-LLAMA', '9G-RAR'],
  ['Atril', '[LL]AMAEGO', 'AEGOORR'],
  ['Ana', '8H-LLAMA', 5],
  ['Bea', 20, 2],
];

type Context = Record<string, unknown>;

function opened(game: Grid = GAME): { env: GasEnvironment; context: Context } {
  const env = createGasEnvironment({ locale: 'es_ES' });
  const context = loadBundle(env) as Context;
  (context.setupTournament as () => void)();
  env.spreadsheet.insertSheet('Duplicada 1').getRange(1, 1, game.length, game[0].length).setValues(game);
  return { env, context };
}

const ES_REASON =
  '«9G-RAR» no se puede jugar: 9G-RAR pone una ficha R que el atril «A E G O O RR» no tiene (RR junto es la ficha RR): para dos R, sepáralas (R R) o usa la grafía de las papeletas, la ficha doble entre corchetes ([RR])';

describe('a mistake in round 2 leaves round 1 scored', () => {
  it('DUP_MOVE_SCORE: round 1 as before; round 2 names the first bad cell, the rack read tile by tile', () => {
    const { env, context } = opened();
    const game = range('Duplicada 1!A1:C6');
    expect(callCustomFunction(context, env.spreadsheet, 'DUP_MOVE_SCORE', 'H8-LLA', game, 1)).toBe(18);
    expect(callCustomFunction(context, env.spreadsheet, 'DUP_MOVE_SCORE', '9G-RAR', game, 2)).toBe(
      `ronda 2 y siguientes sin puntuar hasta corregir game, fila 3, columna R2: ${ES_REASON}`,
    );
  });

  it('DUP_BOARD: after round 1 the board (and by default); after round 2 the bad cell', () => {
    const { env, context } = opened();
    const game = range('Duplicada 1!A1:C6');
    const board = callCustomFunction(context, env.spreadsheet, 'DUP_BOARD', game) as unknown[][];
    expect(board[8].slice(8, 12)).toEqual(['LL', 'A', 'M', 'A']);
    expect(callCustomFunction(context, env.spreadsheet, 'DUP_BOARD', game, 1)).toEqual(board);
    expect(() => callCustomFunction(context, env.spreadsheet, 'DUP_BOARD', game, 2)).toThrow(/fila 3, columna R2/);
  });

  it('Calcular duplicada: round 1 ranked, the warning names the cell; typed apart, round 2 counts', () => {
    const { env, context } = opened();
    (context.scoreDuplicate as () => void)();
    const alert = env.ui.alerts.at(-1)!;
    expect(alert.title).toBe(t('es', 'action.title'));
    expect(alert.message).toContain(`Duplicada 1, fila 3, columna R2: ${ES_REASON}`);
    expect(alert.message).toContain('Ronda 2 y siguientes sin puntuar hasta corregirlo');
    const standings = env.spreadsheet.getSheetByName('Clasificación duplicada')!.snapshot();
    const header = standings.findIndex((row) => row.includes('Jugador') && row.includes('R1'));
    expect(standings[header]).not.toContain('R2');
    const points = standings[header].indexOf('Puntos');
    const total = standings[header].indexOf('Total');
    const row = (name: string) => standings.find((line) => line.includes(name))!;
    expect([row('Ana')[points], row('Bea')[points], row('Maestra')[total]]).toEqual([26, 20, 26]);
    // The typed tab is left as it was.
    expect(env.spreadsheet.getSheetByName('Duplicada 1')!.snapshot()).toEqual(GAME);

    // The judge types the two R tiles apart: round 2 is played and scored.
    env.spreadsheet.getSheetByName('Duplicada 1')!.getRange('C4').setValue('AEGOOR R');
    (context.scoreDuplicate as () => void)();
    expect(env.ui.alerts.at(-1)!.message).not.toContain('sin puntuar');
    const after = env.spreadsheet.getSheetByName('Clasificación duplicada')!.snapshot();
    const head = after.findIndex((line) => line.includes('Jugador') && line.includes('R2'));
    const sum = after[head].indexOf('Total');
    expect(after.find((line) => line.includes('Maestra'))![sum]).toBe(31);
  });
});

describe('racks in the game records’ spelling', () => {
  it('EH[LL]PTUU is read E H LL P T U U, and a master move with LL plays against it', () => {
    const game: Grid = [
      ['Jugador', 'R1'],
      ['Maestra', ''],
      // H8-LLEP... on the empty board: H8 LL 8 (centre ×2), H9 E 1, H10 P 3: 12 × 2 = 24.
      ['Jugada', 'H8-LLEP'],
      ['Atril', 'EH[LL]PTUU'],
      ['Ana', 24],
    ];
    const { env, context } = opened(game);
    expect(callCustomFunction(context, env.spreadsheet, 'DUP_RACK_OK', 'EH[LL]PTUU', 1)).toBe(true);
    expect(
      callCustomFunction(context, env.spreadsheet, 'DUP_MOVE_SCORE', 'H8-LLEP', range('Duplicada 1!A1:B5'), 1),
    ).toBe(24);
    (context.scoreDuplicate as () => void)();
    expect(env.ui.alerts.at(-1)!.message).not.toMatch(/no se puede|sin puntuar/);
  });

  it('in that spelling RR without brackets is two R tiles', () => {
    // The rack "AEGO[LL]RR" holds A, E, G, O, LL, R, R: the master move 9G-RAR plays from it.
    const game: Grid = GAME.map((line) => line.slice());
    game[3][2] = 'AEGO[LL]RR';
    const other = opened(game);
    const score = callCustomFunction(
      other.context,
      other.env.spreadsheet,
      'DUP_MOVE_SCORE',
      '9G-RAR',
      range('Duplicada 1!A1:C6'),
      2,
    );
    expect(score).toBe(5);
  });
});
