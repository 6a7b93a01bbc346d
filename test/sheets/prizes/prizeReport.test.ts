// The prize report from a workbook (rules §11): the Duplicada Tipo ranks Jugadores by the
// "Duplicada N" tabs (a player of the duplicate who is not in Jugadores takes nothing), and
// the duplicate tabs are read only when a prize asks for them.
import { loadTournament } from '../../../src/sheets/tournament/loadTournament';
import { prizeReport } from '../../../src/sheets/prizes/prizeReport';
import { lineReason } from '../../../src/sheets/prizes/prizeListView';
import type { Grid } from '../../../src/sheets/grid/cells';
import { MemoryWorkbook } from '../../support/memoryWorkbook';
import { PRIZE_ROUNDS, PRIZE_TAB, prizeBook } from '../../fixtures/prizeWorkbook';

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

  it('Mayor sorpresa says whose Escalafón was lower and the score he won by', () => {
    // Dani (1500) beats Carlos (1600) in round 3: an upset of 100.
    const rounds = PRIZE_ROUNDS.map((row) =>
      row[0] === 3 && row[2] === 'Carlos' ? [3, 2, 'Carlos', 'Dani', 380, 400, ''] : row,
    );
    const workbook = new MemoryWorkbook({ ...prizeBook(), Rondas: rounds, Premios: [PRIZE_TAB[0], PRIZE_TAB[8]] });
    const result = prizeReport(workbook, loadTournament(workbook, 'es'))!;
    expect(result.list.lines.map((line) => [line.player?.player.name, lineReason(line, result)])).toEqual([
      ['Dani', 'Mayor sorpresa: 100 puntos de Escalafón por debajo de su rival, ganó 400–380 en la ronda 3 a Carlos'],
    ]);
  });
});
