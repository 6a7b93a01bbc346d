// "Imprimir pestaña" as an action over the Workbook port (rules §12): the active tab's print
// view rebuilt from the tournament as the action that writes the tab builds it — the same
// page whether the tab was written a minute ago or not at all — reading only; on any other
// tab the list of printed tabs; the paper from the spreadsheet's locale.
import { XlsxWorkbook } from '../../../src/local/xlsxWorkbook';
import { parseGenerateArgs } from '../../../src/local/generateArgs';
import { generateTournament } from '../../../src/sheets/actions/generateTournament';
import { printTab, printedTabList } from '../../../src/sheets/actions/printTab';
import { updateStandings } from '../../../src/sheets/actions/updateStandings';
import { printView } from '../../../src/sheets/grid/printView';
import { standingsTabs } from '../../../src/sheets/tournament/viewTabs';
import { loadTournament } from '../../../src/sheets/tournament/loadTournament';

function played(locale = 'es_ES', lang: 'es' | 'en' = 'es'): XlsxWorkbook {
  const workbook = XlsxWorkbook.create('print.xlsx', { locale });
  const options = parseGenerateArgs(['--players', '10', '--rounds', '3', '--seed', '2', '--duplicates', '1']);
  expect(generateTournament({ workbook, lang }, options).ok).toBe(true);
  return workbook;
}

test('Clasificación: the view of the very model "Actualizar clasificación" writes, nothing written', () => {
  const workbook = played();
  updateStandings({ workbook, lang: 'es' });
  const before = workbook.read('Clasificación');
  const result = printTab({ workbook, lang: 'es' }, 'Clasificación');
  expect(result).toMatchObject({ ok: true, kind: 'standings', paper: 'A4', tab: 'Clasificación' });
  expect(workbook.read('Clasificación')).toEqual(before);
  const loaded = loadTournament(workbook, 'es');
  const model = standingsTabs({ tournament: loaded.tournament, lang: 'es', date: new Date() })[0].tab;
  expect(result.view).toBe(printView(model, { paper: 'A4', lang: 'es', documentTitle: 'Clasificación' }).html);
});

test('a tab Atril does not print: the list of those it prints, no view', () => {
  const result = printTab({ workbook: played(), lang: 'es' }, 'Rondas');
  expect(result).toMatchObject({ ok: false, view: null, kind: null });
  expect(result.message).toBe(`Atril no imprime la pestaña Rondas; las que imprime son: ${printedTabList('es')}.`);
});

test('an en_US spreadsheet prints on Letter, in English', () => {
  const result = printTab({ workbook: played('en_US', 'en'), lang: 'en' }, 'Standings');
  expect(result).toMatchObject({ ok: true, paper: 'Letter', lang: 'en' });
  expect(result.view).toContain('@page { size: Letter portrait;');
});

test('Papeletas before any game is prepared: the next game\'s papers, as "Preparar duplicada" would make them', () => {
  const result = printTab({ workbook: played(), lang: 'es' }, 'Papeletas');
  expect(result).toMatchObject({ ok: true, kind: 'slips' });
  expect(result.view).toContain('Duplicada 2 · ');
});
