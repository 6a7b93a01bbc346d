// rules §9: every error names the tab, row, column and value at fault, in the workbook's
// language, and an action that meets bad input writes nothing: the corpus of
// badInputCases.ts over the in-memory workbook; then warnings, language and late entries.
import { renderError } from '../../src/core/errors';
import type { Grid } from '../../src/sheets/grid/cells';
import { pairNextRound } from '../../src/sheets/actions/pairNextRound';
import { setupTournament } from '../../src/sheets/actions/setupTournament';
import { updateStandings } from '../../src/sheets/actions/updateStandings';
import { MemoryWorkbook } from '../support/memoryWorkbook';
import {
  BAD_INPUT_CASES,
  BOARD_STOP_CASES,
  type BadInputAction,
  expectedPlace,
  expectMessage,
  expectStopWarning,
  typedCells,
} from './badInputCases';
import type { ActionContext, ActionResult } from '../../src/sheets/actions/action';
import { scoreDuplicate } from '../../src/sheets/actions/scoreDuplicate';
import { prepareDuplicate } from '../../src/sheets/actions/prepareDuplicate';
import { computePrizes } from '../../src/sheets/actions/computePrizes';
import { PLAYER_COLUMNS } from '../../src/sheets/tournament/players';
import { GAME_COLUMNS } from '../../src/sheets/tournament/rounds';
import { t } from '../../src/i18n';
import { PLAYERS, typeScores } from './directorPath';
import { memoryDriver } from '../support/memoryDriver';

/** Set up, 9 players, round 1 paired and scored: every typed tab has content. */
function playedRound(): MemoryWorkbook {
  const workbook = new MemoryWorkbook();
  setupTournament({ workbook, lang: 'es' });
  workbook.type('Jugadores', 2, 1, PLAYERS);
  pairNextRound({ workbook, lang: 'es' });
  typeScores(memoryDriver(workbook), 'Rondas', [2, 3, 4, 5]);
  return workbook;
}

const ACTIONS: Record<BadInputAction, (context: ActionContext) => ActionResult> = {
  updateStandings,
  pairNextRound,
  scoreDuplicate,
  prepareDuplicate,
  computePrizes,
};

describe('the corpus (issue 12 item 7)', () => {
  it('holds at least 40 bad workbooks and a case for every typed column that can hold a bad value', () => {
    expect(BAD_INPUT_CASES.length).toBeGreaterThanOrEqual(40);
    const placed = new Set(
      BAD_INPUT_CASES.map((test) => `${test.tab} › ${typeof test.column === 'string' ? test.column : ''}`),
    );
    // Club is free text: nothing typed there is wrong.
    const columns = [
      ...PLAYER_COLUMNS.filter((spec) => spec.key !== 'club').map((spec) => `Jugadores › ${t('es', spec.label)}`),
      ...GAME_COLUMNS.map((spec) => `Rondas › ${t('es', spec.label)}`),
      'Duplicada 1 › Nombre',
      'Duplicada 1 › R1',
      'Duplicada 1 › R2',
    ];
    expect(columns.filter((column) => !placed.has(column))).toEqual([]);
    expect(new Set(BAD_INPUT_CASES.map((test) => test.what)).size).toBe(BAD_INPUT_CASES.length);
  });
});

describe.each(BAD_INPUT_CASES.map((test) => [test.what, test] as const))('bad input: %s', (_what, test) => {
  it.each(test.actions)('%s refuses naming tab, row, column and value, and writes nothing', (action) => {
    const workbook = playedRound();
    const place = expectedPlace(test, workbook);
    for (const [tab, row, column, values] of typedCells(test, workbook)) workbook.type(tab, row, column, values);
    const before = workbook.tabNames().map((name) => [name, workbook.snapshot(name), workbook.formatOf(name)]);
    workbook.resetCounts();
    let rendered = '';
    try {
      ACTIONS[action]({ workbook, lang: 'es' });
    } catch (error) {
      rendered = renderError(error, 'es');
    }
    expectMessage(rendered, test, place);
    expect(workbook.writes).toBe(0);
    expect(workbook.tabNames().map((name) => [name, workbook.snapshot(name), workbook.formatOf(name)])).toEqual(before);
  });
});

describe.each(BOARD_STOP_CASES.map((test) => [test.what, test] as const))('a board mistake: %s', (_what, test) => {
  it('Calcular duplicada scores the rounds before it, names the cell in a warning and leaves the game tab as typed', () => {
    const workbook = playedRound();
    const place = expectedPlace(test, workbook);
    for (const [tab, row, column, values] of typedCells(test, workbook)) workbook.type(tab, row, column, values);
    const typed = workbook.snapshot('Duplicada 1');
    if (test.stops === 1) {
      // No round before it: nothing to rank, and the mistake is the refusal (nothing written).
      const before = workbook.tabNames().map((name) => [name, workbook.snapshot(name)]);
      workbook.resetCounts();
      let rendered = '';
      try {
        scoreDuplicate({ workbook, lang: 'es' });
      } catch (error) {
        rendered = renderError(error, 'es');
      }
      expectMessage(rendered, test, place);
      expect(workbook.writes).toBe(0);
      expect(workbook.tabNames().map((name) => [name, workbook.snapshot(name)])).toEqual(before);
      return;
    }
    const result = scoreDuplicate({ workbook, lang: 'es' });
    expect(result.ok).toBe(true);
    expectStopWarning(result.message, test, place);
    expect(workbook.snapshot('Duplicada 1')).toEqual(typed);
    // The ranking holds the rounds before the mistake only.
    const standings = workbook.snapshot('Clasificación duplicada') as Grid;
    const header = standings.find((line) => line.includes('Jugador') && line.includes('Total')) ?? [];
    const rounds = header.filter((cell) => /^R\d+$/.test(String(cell)));
    expect(rounds).toEqual(Array.from({ length: (test.stops ?? 1) - 1 }, (_, r) => `R${r + 1}`));
  });
});

describe("warnings reach the director in the action's message (rules §9, docs/input.md)", () => {
  it.each([
    ['updateStandings', updateStandings],
    ['pairNextRound', pairNextRound],
  ] as const)('%s: a header like Mesa is named, and the action still runs', (_name, action) => {
    const workbook = playedRound();
    typeScores(memoryDriver(workbook), 'Rondas', [6]);
    workbook.type('Rondas', 1, 2, [['Mesa nº']]);
    const result = action({ workbook, lang: 'es' });
    expect(result.ok).toBe(true);
    expect(result.message).toContain(
      '\n\n1 aviso:\n• Rondas, fila 1, columna Mesa nº: el encabezado «Mesa nº» se parece a «Mesa»',
    );
  });
});

describe('the workbook\'s language, not the user\'s locale (docs/input.md "Language")', () => {
  /** A Spanish tournament whose Configuración has no Idioma (cleared by the director, or an older workbook). */
  function spanishWithoutIdioma(): MemoryWorkbook {
    const workbook = playedRound();
    typeScores(memoryDriver(workbook), 'Rondas', [6]);
    const config = workbook.snapshot('Configuración') as Grid;
    workbook.type('Configuración', config.findIndex((line) => line[0] === 'Idioma') + 1, 1, [['', '']]);
    for (const view of ['Clasificación', 'Tabla cruzada', 'Tarjetas', 'ELO']) workbook.replace(view, []);
    return workbook;
  }

  it('an English user updating standings gets Spanish tabs, headers and message', () => {
    const workbook = spanishWithoutIdioma();
    const before = workbook.tabNames();
    const result = updateStandings({ workbook, lang: 'en' });
    expect(result).toMatchObject({ ok: true, lang: 'es' });
    expect(result.message).toMatch(
      /^Actualizadas Clasificación, Tabla cruzada, Tarjetas, Clasificación por clubes con 4 partidas/,
    );
    // The one tab added is Spanish: the players have clubs (rules §2).
    expect(workbook.tabNames()).toEqual([...before, 'Clasificación por clubes']);
    const standings = workbook.snapshot('Clasificación') as Grid;
    expect(standings[0][0]).toMatch(/^Clasificación · Tras la ronda 1/);
    expect(standings.find((row) => row[0] === 'Puesto')?.slice(0, 3)).toEqual(['Puesto', 'N°', 'Nombre']);
  });

  it('an English user pairing writes DESCANSO and Spanish reasons into Rondas', () => {
    const workbook = spanishWithoutIdioma();
    const result = pairNextRound({ workbook, lang: 'en' });
    expect(result).toMatchObject({ ok: true, lang: 'es', round: 2 });
    const rows = (workbook.snapshot('Rondas') as Grid).filter((line) => line[0] === 2);
    expect(rows.map((line) => line[3])).toContain('DESCANSO');
    expect(rows.flat()).not.toContain('BYE');
    expect(workbook.tabNames()).toContain('Emparejamientos');
    expect(workbook.tabNames()).not.toContain('Pairings');
  });

  it('an English user completing a Spanish set-up gets the missing tabs in Spanish', () => {
    const workbook = new MemoryWorkbook({ Jugadores: [['N°', 'Nombre']] });
    const result = setupTournament({ workbook, lang: 'en' });
    expect(result.lang).toBe('es');
    expect(workbook.tabNames()).toEqual([
      'Jugadores',
      'Configuración',
      'Rondas',
      'Premios',
      'Emparejamientos',
      'Clasificación',
      'Tabla cruzada',
      'Tarjetas',
      'ELO',
    ]);
    expect((workbook.snapshot('Rondas') as Grid)[0][0]).toBe('Ronda');
    expect(result.message).toMatch(/^Torneo preparado/);
  });
});

describe('pairing a late entrant (rules §2: N° assigned once, then never changes)', () => {
  it('numbers only the new players, in their blank cells, and keeps every other N°', () => {
    const workbook = playedRound();
    typeScores(memoryDriver(workbook), 'Rondas', [6]);
    workbook.type('Jugadores', 11, 1, [
      ['', 'Nuevo Uno', 2000, '', '', 2, '', ''],
      ['', 'Nuevo Dos', '', '', '', 2, '', ''],
    ]);
    const before = workbook.snapshot('Jugadores') as Grid;
    const result = pairNextRound({ workbook, lang: 'es' });
    expect(result).toMatchObject({ ok: true, round: 2, numbered: 2 });
    const after = workbook.snapshot('Jugadores') as Grid;
    expect(after.slice(0, 10)).toEqual(before.slice(0, 10));
    // rules §3.2: late entrants take the next free numbers, in pairing order among themselves.
    expect(after.slice(10).map((line) => [line[0], line[1]])).toEqual([
      [10, 'Nuevo Uno'],
      [11, 'Nuevo Dos'],
    ]);
    expect(result.message).toMatch(/Se han asignado los N° de 2 jugadores/);
  });
});
