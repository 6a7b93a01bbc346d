// "Emparejar siguiente ronda" over the in-memory workbook, on the refusals of docs/pairing.md
// "No rematch, ever": the engine's refusal reaches the director placed where he can act,
// in his language, and nothing is written — not the N° of a new row, not a row of Rondas.
import { renderError } from '../../../src/core/errors';
import { pairNextRound } from '../../../src/sheets/actions/pairNextRound';
import { setupTournament } from '../../../src/sheets/actions/setupTournament';
import { t } from '../../../src/i18n';
import type { Grid } from '../../../src/sheets/grid/cells';
import { MemoryWorkbook } from '../../support/memoryWorkbook';

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
