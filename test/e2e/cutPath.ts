// The paths the fault-injection runs press (rules §17; test/support/cutRuns.ts, cutSuite.ts).
// CLUB: a club's evening — sign-ups from the club's Form, set-up, a phone's report imported,
// three rounds with an undo, standings, ELO, prizes, a player renamed, a duplicate game
// prepared and scored, the page published, the tournament closed and the next one begun.
// The arbiter's game (test/e2e/arbiterCutPath.ts), in a Spanish and an English workbook; the
// simultaneous (simultaneousCutPath.ts) and the federation's list (ratingListCutPath.ts).
// Each step is either a press of a menu item (or a dialog's call) or what the director types
// between presses (uncounted, never cut).
//
// Adding a press to the cut runs (docs/architecture.md "Nothing half-done"): write its path
// as `arbiterCutPath.ts` does — `press`, `dialogCall` and `typing` from cutRuns.ts, the set-up
// it needs typed — and call `describeCuts(PATH)` (test/support/cutSuite.ts) from your own
// `*.bundle.test.ts`; add PATH to `CUT_PATHS` below for the bench's every cut.
import { anotherExecution, type GasEnvironment } from '../gas/fakes';
import { loadBundle } from '../support/loadBundle';
import { slipCodes } from '../support/slipCodes';
import { type CutPath, type Globals, press, type PathStep, setConfig, sheet, typing } from '../support/cutRuns';
import { arbiterPath } from './arbiterCutPath';
import { ratingListPath } from './ratingListCutPath';
import { simultaneousPath } from './simultaneousCutPath';

export type { PathStep };

const RESPONSES = 'Respuestas de formulario 1';
const QUESTIONS = ['Marca temporal', 'Nombre', 'Apellidos', '¿Club?', 'Rating FIDE'];
const SIGNUPS: [string, string, string, string][] = [
  ['Ana', 'García', 'Club Norte', '2100'],
  ['Beto', 'Núñez', 'Club Sur', '1980'],
  ['Carla', 'Ibáñez', '', '1890'],
  ['Dani', 'Ortega', 'Club Norte', ''],
  ['Elena', 'Ruiz', 'Club Sur', '1720'],
  ['Fede', 'Sanz', '', '1650'],
  ['Gema', 'Vidal', 'Club Este', ''],
];

/** Both scores of every game of `round` without them (byes skipped), varied by the row. */
function playRound(env: GasEnvironment, round: number, skip: readonly number[] = []): void {
  const rondas = sheet(env, 'Rondas');
  const grid = rondas.snapshot();
  grid.forEach((row, index) => {
    if (index === 0 || row[0] !== round || row[3] === 'DESCANSO' || row[4] !== '' || skip.includes(Number(row[1])))
      return;
    rondas
      .getRange(index + 1, 5, 1, 2)
      .setValues([[300 + ((index * 37 + round * 11) % 180), 290 + ((index * 53) % 170)]]);
  });
}

/** The club's path, in order. */
export const CLUB_PATH: PathStep[] = [
  press('setupTournament'),
  typing((env) => {
    setConfig(env, 'Torneo', 'Liga de otoño');
    setConfig(env, 'Rondas', 3);
    setConfig(env, 'Resultados desde el teléfono', 'Sí');
    setConfig(env, 'Rondas por partida duplicada', 2);
    const form = env.spreadsheet.insertSheet(RESPONSES);
    form.getRange(1, 1, 1, QUESTIONS.length).setValues([QUESTIONS]);
    form
      .getRange(2, 1, SIGNUPS.length, QUESTIONS.length)
      .setValues(SIGNUPS.map((answer, i) => [new Date(Date.UTC(2026, 10, 20, 9, i)), ...answer]));
  }),
  press('importRegistrations'),
  press('pairNextRound'),
  typing((env) => {
    // Table 1 reports from a phone (a web-app execution of the same project); the rest typed.
    const web = anotherExecution(env, { context: 'webapp' });
    const page = loadBundle(web) as unknown as Globals;
    const code = slipCodes(env).get(1);
    const answer = page.reportResult(1, 1, code, 412, 388) as { ok: boolean; message: string };
    web.endExecution();
    if (!answer.ok) throw new Error(`the phone's report was refused: ${answer.message}`);
    playRound(env, 1, [1]);
  }),
  press('importResults'),
  press('pairNextRound'),
  typing((env) => playRound(env, 2)),
  press('pairNextRound'),
  press('undoLastRound'),
  press('pairNextRound'),
  typing((env) => playRound(env, 3)),
  press('updateStandings'),
  press('computeElo'),
  typing((env) => {
    sheet(env, 'Premios')
      .getRange(2, 1, 2, 9)
      .setValues([
        ['1.º', 'Clasificación', '', '', '', '', '', '', 100],
        ['2.º', '', '', '', '', '', '', '', 60],
      ]);
  }),
  press('computePrizes'),
  press('renamePlayer', [
    { button: 'OK', text: 'Gema Vidal' },
    { button: 'OK', text: 'Gema Vidal Roca' },
  ]),
  press('prepareDuplicate'),
  typing((env) => {
    const game = sheet(env, 'Duplicada 1');
    const grid = game.snapshot();
    grid.forEach((row, index) => {
      if (index === 0 || row[0] === 'Jugada' || row[0] === 'Atril') return;
      game.getRange(index + 1, 2, 1, 2).setValues(row[0] === 'Maestra' ? [[60, 50]] : [[40 + index, 50 - index]]);
    });
  }),
  press('scoreDuplicate'),
  press('publishStandings'),
  press('closeTournament'),
  press('newTournament'),
];

/** The club's evening, in Spanish; another item after a cut: Actualizar clasificación (the standings only) and Calcular ELO (nothing published). */
export const CLUB: CutPath = {
  name: 'club',
  locale: 'es_ES',
  lang: 'es',
  steps: CLUB_PATH,
  others: ['updateStandings', 'computeElo'],
};

/** Every path the bench cuts at every call (bench/cuts.bench.ts); the suite samples them (cutSuite.ts). */
export const CUT_PATHS: CutPath[] = [CLUB, arbiterPath('es'), arbiterPath('en'), simultaneousPath(), ratingListPath()];
