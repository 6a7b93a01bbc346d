// The prize report from a workbook (rules §11): the Duplicada Tipo ranks Jugadores by the
// "Duplicada N" tabs (a player of the duplicate who is not in Jugadores takes nothing), and
// the duplicate tabs are read only when a prize asks for them.
import { loadTournament } from '../../../src/sheets/tournament/loadTournament';
import { prizeReport } from '../../../src/sheets/prizes/prizeReport';
import { lineReason } from '../../../src/sheets/prizes/prizeListView';
import type { Grid } from '../../../src/sheets/grid/cells';
import { MemoryWorkbook } from '../../support/memoryWorkbook';
import { PRIZE_TAB, prizeBook } from '../../fixtures/prizeWorkbook';

const DUPLICATE: Grid = [
  ['Nombre', 'R1', 'R2'],
  ['Maestra', 50, 40],
  ['Eva', 50, 40],
  ['Dani', 30, 40],
  ['Ana', 10, 10],
  ['Zoe Externa', 45, 40],
];

const report = (premios: Grid) => {
  const workbook = new MemoryWorkbook({ ...prizeBook(), Premios: premios, 'Duplicada 1': DUPLICATE });
  const loaded = loadTournament(workbook, 'es');
  workbook.resetCounts();
  const result = prizeReport(workbook, loaded);
  return { result, reads: workbook.calls.filter((call) => call.kind === 'read').map((call) => call.tab) };
};

describe('prizeReport', () => {
  it('Duplicada: the overall duplicate ranking, places as the ranking gives them; Zoe (not in Jugadores) takes nothing', () => {
    const { result, reads } = report([
      PRIZE_TAB[0],
      ['Duplicada', 'Duplicada', '', '', '', '', '', '', 30, '', 'Dup'],
      ['Duplicada 2.º', 'Duplicada', '', '', '', '', '', '', 20, '', 'Dup'],
    ]);
    const lines = result?.list.lines ?? [];
    expect(lines.map((line) => line.player?.player.name)).toEqual(['Eva', 'Dani']);
    expect(lines.map((line) => lineReason(line, result!))).toEqual([
      '1.º en la clasificación duplicada',
      '3.º en la clasificación duplicada',
    ]);
    expect(reads).toEqual(['Premios', 'Duplicada 1']);
  });

  it('without a Duplicada prize the duplicate tabs are not read', () => {
    const { reads } = report(PRIZE_TAB.slice(0, 3));
    expect(reads).toEqual(['Premios']);
  });
});
