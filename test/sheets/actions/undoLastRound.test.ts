// "Deshacer última ronda" (rules §8, src/sheets/actions/undoLastRound.ts) over the in-memory
// workbook: the last round's rows blanked (nothing below them moves), Emparejamientos showing
// the round before; refused — nothing written — with no round, with a result typed in the
// round (naming its tables), or once the tournament is closed.
import { t } from '../../../src/i18n';
import { pairNextRound } from '../../../src/sheets/actions/pairNextRound';
import { undoLastRound } from '../../../src/sheets/actions/undoLastRound';
import type { Grid } from '../../../src/sheets/grid/cells';
import { bits, prepared } from '../../fixtures/phoneTournament';
import type { MemoryWorkbook } from '../../support/memoryWorkbook';

const rounds = (workbook: MemoryWorkbook, lang: 'es' | 'en' = 'es') =>
  (workbook.snapshot(t(lang, 'tab.rounds')) ?? []) as Grid;

/** Sheet rows (1-based) of Rondas holding a game of `round`. */
const rowsOf = (workbook: MemoryWorkbook, round: number, lang: 'es' | 'en' = 'es') =>
  rounds(workbook, lang).flatMap((row, i) => (row[0] === round ? [i + 1] : []));

/** Nine players (one bye a round), `count` rounds paired by the action; results typed in all but the last. */
function paired(count: number, lang: 'es' | 'en' = 'es'): MemoryWorkbook {
  const workbook = prepared(null, lang);
  for (let round = 1; round <= count; round++) {
    if (round > 1) typeResults(workbook, round - 1, lang);
    expect(pairNextRound({ workbook, lang })).toMatchObject({ ok: true, round });
  }
  return workbook;
}

/** Scores typed on every board of `round` (not on the bye). */
function typeResults(workbook: MemoryWorkbook, round: number, lang: 'es' | 'en' = 'es'): void {
  rounds(workbook, lang).forEach((row, i) => {
    if (row[0] === round && row[3] !== t(lang, 'word.bye'))
      workbook.type(t(lang, 'tab.rounds'), i + 1, 5, [[400, 350]]);
  });
}

const everyTab = (workbook: MemoryWorkbook) => workbook.tabNames().map((name) => [name, workbook.snapshot(name)]);

describe('undoLastRound', () => {
  it('blanks the last round, bye included, and leaves the rounds before as they were', () => {
    const workbook = paired(2);
    const before = rounds(workbook);
    const round2 = rowsOf(workbook, 2);
    expect(round2).toHaveLength(5);
    const result = undoLastRound({ workbook, lang: 'es' });
    expect(result).toMatchObject({ ok: true, round: 2, rows: round2 });
    expect(result.message).toBe(t('es', 'action.undo.done', { round: 2, rows: 5, tab: 'Rondas' }));
    const after = rounds(workbook);
    expect(rowsOf(workbook, 2)).toEqual([]);
    // Every row above is untouched; the rows of round 2 are blank (not deleted: nothing moves).
    const firstBlank = round2[0] - 1;
    expect(after.slice(0, firstBlank)).toEqual(before.slice(0, firstBlank));
    for (const row of round2) expect((after[row - 1] ?? []).every((cell) => cell === '')).toBe(true);
  });

  it('Emparejamientos shows the round before again', () => {
    const workbook = paired(2);
    expect(JSON.stringify(workbook.snapshot('Emparejamientos'))).toContain('Ronda 2');
    undoLastRound({ workbook, lang: 'es' });
    const sheet = JSON.stringify(workbook.snapshot('Emparejamientos'));
    expect(sheet).toContain('Ronda 1');
    expect(sheet).not.toContain('Ronda 2');
  });

  it('the round undone can be paired again, and undone again down to none', () => {
    const workbook = paired(2);
    const pairedTwice = rounds(workbook).filter((row) => row[0] === 2);
    undoLastRound({ workbook, lang: 'es' });
    expect(pairNextRound({ workbook, lang: 'es' })).toMatchObject({ ok: true, round: 2 });
    // The same pairing as before (nothing of round 2 is left to change it).
    expect(rounds(workbook).filter((row) => row[0] === 2)).toEqual(pairedTwice);
    expect(undoLastRound({ workbook, lang: 'es' })).toMatchObject({ ok: true, round: 2 });
    // Round 1 has results: refused.
    expect(undoLastRound({ workbook, lang: 'es' })).toMatchObject({ ok: false, round: 1 });
  });

  it('refuses with no round paired, writing nothing', () => {
    const workbook = prepared(null);
    const before = everyTab(workbook);
    workbook.resetCounts();
    const result = undoLastRound({ workbook, lang: 'es' });
    expect(result).toMatchObject({ ok: false, round: null, rows: [], message: t('es', 'action.undo.none') });
    expect(workbook.writes).toBe(0);
    expect(everyTab(workbook)).toEqual(before);
  });

  it("refuses a round with a result typed (scores or Resultado), naming its tables in the workbook's language, writing nothing", () => {
    const workbook = paired(2);
    const [first, second] = rowsOf(workbook, 2).filter((row) => rounds(workbook)[row - 1][3] !== 'DESCANSO');
    workbook.type('Rondas', second, 5, [[410, 300]]);
    workbook.type('Rondas', first, 7, [['NP1']]);
    const tables = [first, second].map((row) => Number(rounds(workbook)[row - 1][1])).sort((a, b) => a - b);
    const before = everyTab(workbook);
    workbook.resetCounts();
    const result = undoLastRound({ workbook, lang: 'en' });
    expect(result).toMatchObject({ ok: false, round: 2, rows: [] });
    expect(result.message).toBe(t('es', 'action.undo.hasResults', { round: 2, tables: tables.join(', '), count: 2 }));
    expect(workbook.writes).toBe(0);
    expect(everyTab(workbook)).toEqual(before);
  });

  it('refuses a round with a score typed on one side only, naming tab, row, column and value, writing nothing (rules §9)', () => {
    const workbook = paired(2);
    const [first, second] = rowsOf(workbook, 2).filter((row) => rounds(workbook)[row - 1][3] !== 'DESCANSO');
    // Half a result each: no result yet (isPending), but typed — the old undo blanked both cells.
    workbook.type('Rondas', first, 5, [[410]]);
    workbook.type('Rondas', second, 6, [[385]]);
    const before = everyTab(workbook);
    workbook.resetCounts();
    const result = undoLastRound({ workbook, lang: 'en' });
    expect(result).toMatchObject({ ok: false, round: 2, rows: [] });
    expect(result.message).toBe(
      'La ronda 2 tiene 2 puntuaciones escritas sin la del rival en Rondas ' +
        `(fila ${first}, columna Puntos Scrabble 1: 410; fila ${second}, columna Puntos Scrabble 2: 385); ` +
        'no se puede deshacer sin perder lo escrito. Completa ese resultado o borra la puntuación y vuelve a deshacer.',
    );
    expect(workbook.writes).toBe(0);
    expect(everyTab(workbook)).toEqual(before);
    expect(rounds(workbook)[first - 1][4]).toBe(410);
    // Once the director clears the half score, the round is undone.
    workbook.type('Rondas', first, 5, [['']]);
    workbook.type('Rondas', second, 6, [['']]);
    expect(undoLastRound({ workbook, lang: 'es' })).toMatchObject({ ok: true, round: 2 });
  });

  it('in English, the half-typed score is named on Rounds', () => {
    const workbook = paired(2, 'en');
    const [first] = rowsOf(workbook, 2, 'en').filter((row) => rounds(workbook, 'en')[row - 1][3] !== 'BYE');
    workbook.type('Rounds', first, 6, [[0]]);
    const result = undoLastRound({ workbook, lang: 'en' });
    expect(result).toMatchObject({ ok: false, round: 2, rows: [] });
    expect(result.message).toBe(
      `Round 2 has a score typed without the opponent's in Rounds (row ${first}, column Score 2: 0); ` +
        'it cannot be undone without losing what was typed. Finish that result or clear the score, then undo again.',
    );
    expect(rounds(workbook, 'en')[first - 1][5]).toBe(0);
  });

  it('refuses once the tournament is closed (its column in Temporada)', () => {
    const workbook = paired(1);
    const config = workbook.snapshot('Configuración') ?? [];
    const nameRow = config.findIndex((line) => line[0] === t('es', 'config.name')) + 1;
    workbook.type('Configuración', nameRow, 2, [['Open de Otoño']]);
    workbook.type('Temporada', 1, 1, [['Jugador', 'Open de Otoño', 'Total']]);
    const before = everyTab(workbook);
    workbook.resetCounts();
    const result = undoLastRound({ workbook, lang: 'es' });
    expect(result).toMatchObject({ ok: false, round: null, rows: [] });
    expect(result.message).toBe(t('es', 'season.closed.undo', { name: 'Open de Otoño', tab: 'Temporada' }));
    expect(workbook.writes).toBe(0);
    expect(everyTab(workbook)).toEqual(before);
  });

  it('a round typed in two blocks is blanked in one write per block', () => {
    const workbook = paired(1);
    const rows = rowsOf(workbook, 1);
    const grid = rounds(workbook);
    // The director moved the last two games of round 1 two rows further down.
    const moved = rows.slice(-2);
    for (const row of moved) workbook.type('Rondas', row, 1, [grid[0].map(() => '')]);
    moved.forEach((row, k) => workbook.type('Rondas', row + 2, 1, [grid[rows[rows.length - 2 + k] - 1]]));
    const expected = [...rows.slice(0, -2), ...moved.map((row) => row + 2)];
    workbook.resetCounts();
    const result = undoLastRound({ workbook, lang: 'es' });
    expect(result).toMatchObject({ ok: true, round: 1, rows: expected });
    const rondasWrites = workbook.calls.filter((call) => call.kind === 'write' && call.tab === 'Rondas');
    expect(rondasWrites).toHaveLength(2);
    expect(rowsOf(workbook, 1)).toEqual([]);
  });

  it('in English, on Rounds', () => {
    const workbook = paired(2, 'en');
    const round2 = rowsOf(workbook, 2, 'en');
    const result = undoLastRound({ workbook, lang: 'en' });
    expect(result).toMatchObject({ ok: true, round: 2, rows: round2 });
    expect(result.message).toBe('Round 2 undone: 5 rows removed from Rounds.');
  });

  it("with results from phones, the round's slips go with it", () => {
    const workbook = prepared('Sí');
    pairNextRound({ workbook, lang: 'es', randomBits: bits() });
    expect(JSON.stringify(workbook.snapshot('Actas'))).toContain('000101');
    expect(undoLastRound({ workbook, lang: 'es' })).toMatchObject({ ok: true, round: 1 });
    expect(JSON.stringify(workbook.snapshot('Actas'))).not.toContain('000101');
  });
});
