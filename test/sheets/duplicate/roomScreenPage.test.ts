// Sala de duplicada's page (rules §19) as HTML: the opening round travels as data the page's
// script draws with textContent, nothing a user typed can close its script or become markup;
// the buttons name their keys. (Drawn, sized and driven: test/e2e/duplicateRoom.browser.test.ts.)
import { roomScreenPage, scriptJson } from '../../../src/sheets/duplicate/roomScreenPage';
import { premiumMap, roomView } from '../../../src/sheets/duplicate/roomScreen';

const XSS = '</script><img src=x onerror=alert(1)>';
const grid = [
  ['Jugador', 'R1'],
  ['Maestra', ''],
  ['Jugada', ''],
  ['Atril', 'CASAELO'],
  [XSS, ''],
];

describe('the room’s page', () => {
  const page = roomScreenPage({
    lang: 'en',
    tab: XSS,
    seconds: 150,
    premiums: premiumMap(),
    view: roomView(grid, XSS, 1, false, 'en'),
    note: XSS,
  });

  it('no typed text closes its script or becomes markup', () => {
    expect(page.match(/<\/script>/g)).toHaveLength(1);
    expect(page).not.toContain('<img');
    expect(page).toContain('<title>Duplicate room — &lt;/script&gt;&lt;img');
    expect(scriptJson({ a: '</script>' })).toBe('{"a":"\\u003c/script>"}');
  });

  it('the labels in the workbook’s language, a button per key, the time per move and the rack as data', () => {
    for (const [key, label] of [
      [' ', 'Clock (Space)'],
      ['Enter', 'Master (Enter)'],
      ['ArrowLeft', '← Previous'],
      ['ArrowRight', 'Next →'],
      ['c', 'Ranking (C)'],
    ])
      expect(page).toContain(`<button type="button" data-k="${key}">${label}</button>`);
    expect(page).toContain('"seconds":150');
    expect(page).toContain('"rack":[{"t":"C","v":3},{"t":"A","v":1}');
    expect(page).toContain('"round":"Round #r of #n"');
  });
});
