// The "Imprimir pestaña" dialog (rules §12): the print view with a bar — Print, Open in a new
// tab, Google's PDF export as an extra — hidden on paper; the export link's parameters.
import { googlePdfLink, printDialogHtml } from '../../src/gas/printDialog';
import { printView } from '../../src/sheets/grid/printView';

const view = printView(
  { grid: [['Open $& "A"'], ['Nombre'], ['Ana']], titleRows: [1], headerRows: [2], repeatRows: 1 },
  { paper: 'A4', lang: 'es' },
).html;

test("Google's PDF export: the tab's gid, paper, orientation and fit to width", () => {
  expect(googlePdfLink('abc-123', 77, 'A4', true)).toBe(
    'https://docs.google.com/spreadsheets/d/abc-123/export?format=pdf&gid=77&size=A4&portrait=false&fitw=true' +
      '&gridlines=false&printtitle=false&sheetnames=false&pagenum=UNDEFINED&fzr=true',
  );
  expect(googlePdfLink('x', 0, 'Letter', false)).toContain('&size=letter&portrait=true&');
});

test('the bar above the view: its buttons, the link, hidden on paper; the view itself untouched', () => {
  const html = printDialogHtml(view, { lang: 'es', googlePdf: googlePdfLink('id', 3, 'A4', false) });
  expect(html.match(/id="atril-print-bar"/g)).toHaveLength(1);
  expect(html).toContain('<button type="button" id="atril-print">Imprimir</button>');
  expect(html).toContain('<button type="button" id="atril-open">Abrir en otra pestaña del navegador</button>');
  expect(html).toContain('href="https://docs.google.com/spreadsheets/d/id/export?format=pdf&amp;gid=3&amp;');
  expect(html).toContain('@media print { #atril-print-bar { display: none !important; } }');
  expect(html).toContain('window.print()');
  expect(html).toContain('URL.createObjectURL');
  // The page's own text, with a "$&" that a replacement pattern would have mangled.
  expect(html).toContain('<h1>Open $&amp; &quot;A&quot;</h1>');
  const bare = html
    .replace(/<style id="atril-print-style">[\s\S]*?<\/style>\n/, '')
    .replace(/\n<div id="atril-print-bar"[\s\S]*?<\/div>/, '')
    .replace(/<script id="atril-print-script">[\s\S]*?<\/script>\n/, '');
  expect(bare).toBe(view);
});

test('without a link: no Google export offered; in English', () => {
  const html = printDialogHtml(view, { lang: 'en' });
  expect(html).not.toContain('export?format=pdf');
  expect(html).toContain('>Print</button>');
  expect(html).toContain('>Open in a new browser tab</button>');
});
