// The simultaneous's items under cuts (rules §17, §22) on the built bundle in the strict fakes,
// along its path (test/e2e/simultaneousCutPath.ts: the organiser's Preparar partida and
// Exportar partida…, the centre's Cargar partida…, Sacar atril, Buscar jugada maestra and
// Exportar resultados…, the organiser's Importar resultados…): each press cut at a sample of its
// SpreadsheetApp calls, pressed again, another item instead (Sacar atril, Calcular duplicada),
// Sheets down (test/support/cutSuite.ts); `npm run bench -- cuts --path simultaneous` cuts every
// call. Beside them, what the path's uncut presses must show.
import { preparedKey } from '../../src/sheets/duplicate/preparedGame';
import { readGameFile } from '../../src/core/duplicate/gameFile';
import { type CleanPath, tryOther } from '../support/cutRuns';
import { describeCuts } from '../support/cutSuite';
import { TAB } from '../support/simultaneousRooms';
import { simultaneousPath } from './simultaneousCutPath';

const PATH = simultaneousPath();
const path = describeCuts(PATH, { again: 4, other: 2, words: 2 });
let clean: CleanPath;
beforeAll(() => (clean = path()));

/** The index of the step pressing `name`. */
const stepOf = (name: string) => PATH.steps.findIndex((step) => step.press === name);

describe('the simultaneous’s uncut presses', () => {
  it('Cargar partida: the file’s game in the document’s properties, its fingerprint in «Partida», the Registro names the menu item', () => {
    const load = stepOf('loadGameFiles');
    const after = clean.after[load]!;
    expect(clean.calls[load]).toBeGreaterThan(3);
    expect(after.properties[0].map(([key]) => key)).toContain(preparedKey(TAB));
    expect(JSON.stringify(after.tabs)).toContain('Partida');
    // The journal's action is the dialog's menu item: the Registro says «Cargar partida…».
    expect(JSON.stringify(after.tabs)).toMatch(/"Cargar partida…","Duplicada 1: partida de «[^»]+\.atril» cargada/);
  });

  it('Sacar atril after Cargar partida reveals the file’s first rack', () => {
    const draw = stepOf('drawRack');
    const dialog = clean.env.ui.dialogs.find((shown) => shown.title === 'Exportar partida…')!;
    const text = (/<script type="application\/json" id="[^"]+">([\s\S]*?)<\/script>/.exec(dialog.html) ?? [])[1];
    const { fileName, text: file } = JSON.parse(text ?? '{}') as { fileName: string; text: string };
    const [first] = readGameFile(file, fileName).rounds;
    expect(JSON.stringify(clean.after[draw]!.tabs)).toContain([first.leave, first.drawn].filter(Boolean).join('+'));
  });

  it('Importar resultados…: the three centres ranked in «Simultánea»', () => {
    const load = stepOf('importCentreResults');
    expect(clean.said[load]).toContain('3 centros importados (Centro, Norte, Sur)');
    expect(clean.calls[load]).toBeGreaterThan(5);
    expect(JSON.stringify(clean.after[load]!.tabs)).toContain('"name":"Simultánea"');
  });

  it('a cut after the journal is kept: the next item finishes Cargar partida and Importar resultados… first', () => {
    // The last call, after its work: the journal was kept, so Sacar atril (Calcular duplicada) finishes it.
    for (const [name, other] of [
      ['loadGameFiles', 'drawRack'],
      ['importCentreResults', 'scoreDuplicate'],
    ] as const) {
      const index = stepOf(name);
      const outcome = tryOther(clean, index, { at: clean.calls[index] - 1, when: 'after', kill: true }, other);
      expect([name, outcome.equal, outcome.pageEqual, outcome.finished]).toEqual([name, true, true, true]);
    }
  });
});
