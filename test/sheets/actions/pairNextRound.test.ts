// "Emparejar siguiente ronda" over the in-memory workbook, on the refusals of docs/pairing.md
// "No rematch, ever": the engine's refusal reaches the director placed where he can act,
// in his language, and nothing is written — not the N° of a new row, not a row of Rondas.
import { renderError } from '../../../src/core/errors';
import { pairNextRound, type PairResult } from '../../../src/sheets/actions/pairNextRound';
import { undoLastRound } from '../../../src/sheets/actions/undoLastRound';
import { codesOfSlips, lastRoundSlips } from '../../../src/sheets/tournament/resultSlips';
import { loadTournament } from '../../../src/sheets/tournament/loadTournament';
import { printTab } from '../../../src/sheets/actions/printTab';
import { setupTournament } from '../../../src/sheets/actions/setupTournament';
import { t } from '../../../src/i18n';
import type { Grid } from '../../../src/sheets/grid/cells';
import { MemoryWorkbook } from '../../support/memoryWorkbook';
import { bits, prepared } from '../../fixtures/phoneTournament';

const SIX = ['Ana', 'Beto', 'Carla', 'Dani', 'Elena', 'Fermín'].map((name, i) => ['', name, 2000 - 50 * i]);

/** A round robin of six with rounds 1 and 2 paired by the action and scored. */
function twoRoundsPlayed(lang: 'es' | 'en'): MemoryWorkbook {
  const workbook = new MemoryWorkbook();
  setupTournament({ workbook, lang });
  workbook.type(t(lang, 'tab.players'), 2, 1, SIX);
  const configTab = t(lang, 'tab.config');
  const system = (workbook.snapshot(configTab) as Grid).findIndex((line) => line[0] === t(lang, 'config.system')) + 1;
  workbook.type(configTab, system, 2, [[t(lang, 'value.roundRobin')]]);
  const roundsTab = t(lang, 'tab.rounds');
  for (const round of [1, 2]) {
    expect(pairNextRound({ workbook, lang })).toMatchObject({ ok: true, round });
    (workbook.snapshot(roundsTab) as Grid).forEach((row, i) => {
      if (row[0] === round && row[3] !== t(lang, 'word.bye')) workbook.type(roundsTab, i + 1, 5, [[400, 350]]);
    });
  }
  return workbook;
}

/** The action's outcome as the director reads it, and whether it wrote anything. */
function pairRefused(workbook: MemoryWorkbook, lang: 'es' | 'en'): { message: string; writes: number } {
  workbook.resetCounts();
  try {
    pairNextRound({ workbook, lang });
  } catch (error) {
    return { message: renderError(error, lang), writes: workbook.writes };
  }
  throw new Error('paired');
}

describe('pairNextRound refusals (docs/pairing.md "No rematch, ever")', () => {
  it('a player typed into a running round robin: at his row of Jugadores, column Nombre; his N° not written', () => {
    const workbook = twoRoundsPlayed('es');
    workbook.type('Jugadores', 8, 2, [['Gema']]);
    const before = ['Jugadores', 'Rondas', 'Emparejamientos'].map((tab) => workbook.snapshot(tab));
    const { message, writes } = pairRefused(workbook, 'es');
    expect(message).toMatch(
      /^Jugadores, fila 8, columna Nombre: «Gema» \(N° 7\) se ha añadido a un todos contra todos/,
    );
    expect(writes).toBe(0);
    expect(['Jugadores', 'Rondas', 'Emparejamientos'].map((tab) => workbook.snapshot(tab))).toEqual(before);
  });

  it('an Escalafón corrected after round 2 moves the table: the guard refuses the rematch, naming it, in English', () => {
    const workbook = twoRoundsPlayed('en');
    // Fermín (row 7) now heads the pairing order: every Berger number moves.
    workbook.type('Players', 7, 3, [[3000]]);
    const rounds = workbook.snapshot('Rounds');
    const { message, writes } = pairRefused(workbook, 'en');
    expect(message).toMatch(
      /^round 3 was not paired: on table \d+, \S+ \(\d\) and \S+ \(\d\) already met in round [12], and two players never meet twice; nothing was written$/,
    );
    expect(writes).toBe(0);
    expect(workbook.snapshot('Rounds')).toEqual(rounds);
  });
});

// --- Resultados desde el teléfono (rules §14): the codes and Actas ---

describe('Emparejar siguiente ronda with Resultados desde el teléfono (rules §14)', () => {
  it('Sí: a code per board (not per bye), kept out of Rondas and Emparejamientos, and one slip each in Actas', () => {
    const workbook = prepared('Sí');
    const result = pairNextRound({ workbook, lang: 'es', randomBits: bits() }) as PairResult;
    expect(result.ok).toBe(true);
    expect(result.phone!.round).toEqual({ round: 1, lang: 'es', tables: [1, 2, 3, 4], byes: [5] });
    expect(result.phone!.codes).toEqual({ 1: '000101', 2: '000202', 3: '000303', 4: '000404' });
    expect(result.message).toContain('Actas');
    const actas = workbook.snapshot('Actas') as Grid;
    const text = actas.map((row) => row.join(' | ')).join('\n');
    for (const code of Object.values(result.phone!.codes)) expect(text).toContain(`Código ${code}`);
    expect(text.match(/Mesa \d/g)).toEqual(['Mesa 1', 'Mesa 2', 'Mesa 3', 'Mesa 4']);
    expect(text).toContain('Acta · Ronda 1');
    expect(text).toContain('Firma: ');
    expect(text).toContain('Puntos: ');
    // Jugador 1 (who starts) first, as in Rondas.
    const rondas = workbook.snapshot('Rondas') as Grid;
    const table1 = rondas.find((row) => row[1] === 1)!;
    expect(text).toContain(`${table1[2]} (sale) | Puntos: ________\n${table1[3]} | Puntos: ________`);
    for (const tab of ['Rondas', 'Emparejamientos', 'Jugadores', 'Configuración'])
      expect(JSON.stringify(workbook.snapshot(tab))).not.toMatch(/000[1-4]0[1-4]/);
  });

  it('lastRoundSlips builds the same Actas from the workbook and the codes (a print view)', () => {
    const workbook = prepared('Sí');
    const result = pairNextRound({ workbook, lang: 'es', randomBits: bits() }) as PairResult;
    const codes = new Map(Object.entries(result.phone!.codes).map(([table, code]) => [Number(table), code] as const));
    expect(lastRoundSlips(loadTournament(workbook, 'es'), codes).grid).toEqual(workbook.snapshot('Actas'));
  });

  it('Imprimir pestaña prints Actas: with the codes the edge keeps, or (offline) those on the slips', () => {
    const workbook = prepared('Sí');
    const result = pairNextRound({ workbook, lang: 'es', randomBits: bits() }) as PairResult;
    const kept = new Map(Object.entries(result.phone!.codes).map(([table, code]) => [Number(table), code] as const));
    const offline = printTab({ workbook, lang: 'es' }, 'Actas');
    const edge = printTab({ workbook, lang: 'es', phoneCodes: { round: 1, codes: kept } }, 'Actas');
    for (const printed of [offline, edge]) {
      expect(printed).toMatchObject({ ok: true, kind: 'resultSlips' });
      for (const code of kept.values()) expect(printed.view).toContain(`Código ${code}`);
    }
    expect(codesOfSlips(workbook.snapshot('Actas') as Grid, 'es')).toEqual(kept);
    // Codes of another round are not this round's: the slips' own are printed.
    const stale = printTab(
      { workbook, lang: 'es', phoneCodes: { round: 7, codes: new Map([[1, '999999']]) } },
      'Actas',
    );
    expect(stale.view).not.toContain('999999');
  });

  it('Sí without a random source refuses before writing anything', () => {
    const workbook = prepared('Sí');
    const before = workbook.snapshot('Rondas');
    workbook.resetCounts();
    expect(() => pairNextRound({ workbook, lang: 'es' })).toThrow(t('en', 'phone.codes.badSource'));
    expect(workbook.writes).toBe(0);
    expect(workbook.snapshot('Rondas')).toEqual(before);
  });

  it.each(['No', null] as const)('%s (the default): no codes, no Actas', (phones) => {
    const workbook = prepared(phones);
    const result = pairNextRound({ workbook, lang: 'es', randomBits: bits() }) as PairResult;
    expect(result.ok).toBe(true);
    expect(result.phone).toBeNull();
    expect(workbook.snapshot('Actas')).toBeNull();
  });

  it('in an edition without phones (the Editor add-on, rules §15): Sí is set aside — no codes, no Actas — and said so', () => {
    for (const lang of ['es', 'en'] as const) {
      const workbook = prepared('Sí', lang);
      const result = pairNextRound({ workbook, lang, randomBits: bits(), live: false }) as PairResult;
      expect(result.ok).toBe(true);
      expect(result.phone).toBeNull();
      expect(workbook.snapshot(t(lang, 'tab.resultSlips'))).toBeNull();
      expect(result.message).toContain(
        t(lang, 'edition.phoneOff', { tab: t(lang, 'tab.config'), label: t(lang, 'config.phoneResults') }),
      );
    }
    // With No, nothing to say.
    const quiet = pairNextRound({ workbook: prepared('No'), lang: 'es', live: false }) as PairResult;
    expect(quiet.message).not.toContain(t('es', 'config.phoneResults'));
  });

  it('a bad value is named at its row of Configuración', () => {
    const workbook = prepared(null);
    workbook.type('Configuración', 40, 1, [['Resultados desde el teléfono', 'Quizás']]);
    expect(() => pairNextRound({ workbook, lang: 'es', randomBits: bits() })).toThrow(/Quizás/);
  });

  it('undo leaves Actas without slips (the edge forgets the codes)', () => {
    const workbook = prepared('Sí');
    pairNextRound({ workbook, lang: 'es', randomBits: bits() });
    expect(undoLastRound({ workbook, lang: 'es' })).toMatchObject({ ok: true, round: 1 });
    const text = JSON.stringify(workbook.snapshot('Actas'));
    expect(text).not.toContain('Código');
    expect(text).toContain(t('es', 'phone.slip.none'));
  });

  it('in English: Result slips, Table N, Code NNNNNN', () => {
    const workbook = prepared('Yes' as 'Sí', 'en');
    pairNextRound({ workbook, lang: 'en', randomBits: bits() });
    const text = JSON.stringify(workbook.snapshot('Result slips'));
    expect(text).toContain('Table 1');
    expect(text).toContain('Code 000101');
    expect(text).toContain('Result slip · Round 1');
  });
});
