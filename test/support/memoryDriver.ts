// A Driver over the in-memory workbook calling the actions directly (see directorPath.ts).
import { type Language } from '../../src/i18n';
import { renderError } from '../../src/core/errors';
import { computeElo } from '../../src/sheets/actions/computeElo';
import { computePrizes } from '../../src/sheets/actions/computePrizes';
import { type ActionContext, type ActionResult } from '../../src/sheets/actions/action';
import { pairNextRound } from '../../src/sheets/actions/pairNextRound';
import { publishStandings } from '../../src/sheets/actions/publishStandings';
import { scoreDuplicate } from '../../src/sheets/actions/scoreDuplicate';
import { prepareDuplicate } from '../../src/sheets/actions/prepareDuplicate';
import { setupTournament } from '../../src/sheets/actions/setupTournament';
import { undoLastRound } from '../../src/sheets/actions/undoLastRound';
import { updateStandings } from '../../src/sheets/actions/updateStandings';
import { MemoryWorkbook } from './memoryWorkbook';
import type { ActionName, Driver } from '../e2e/directorPath';

const ACTIONS: Record<ActionName, (context: ActionContext) => ActionResult> = {
  setupTournament,
  pairNextRound: (context) => pairNextRound(context),
  undoLastRound,
  updateStandings,
  computeElo,
  scoreDuplicate,
  prepareDuplicate,
  publishStandings: (context) => publishStandings(context),
  computePrizes,
};

export function memoryDriver(
  workbook = new MemoryWorkbook(),
  lang: Language = 'es',
): Driver & { workbook: MemoryWorkbook } {
  return {
    workbook,
    run(action) {
      try {
        return ACTIONS[action]({ workbook, lang });
      } catch (error) {
        return { ok: false, message: renderError(error, lang) };
      }
    },
    snapshot: (tab) => workbook.snapshot(tab),
    type: (tab, row, column, values) => workbook.type(tab, row, column, values),
    tabNames: () => workbook.tabNames(),
    dataCalls: () => workbook.reads + workbook.writes,
    resetCalls: () => workbook.resetCounts(),
  };
}
