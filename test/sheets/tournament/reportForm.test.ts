// The page's "Anotar resultado" form (rules §14): the boards with two players, in the board's
// order, every name escaped (rules §9), and nothing but tables and names.
import { reportFormHtml } from '../../../src/sheets/tournament/reportForm';
import type { Board } from '../../../src/sheets/tournament/pairingSheet';

const seat = (id: number, name: string) => ({ id, name, points: 0 });
const BOARDS: Board[] = [
  { table: 1, first: seat(1, 'Ana'), second: seat(2, 'Beto "el rápido"') },
  { table: 2, first: seat(3, '<img src=x onerror=alert(1)>'), second: seat(4, 'Dani & Co') },
  { table: null, first: seat(5, 'Elena'), second: null },
];

describe('reportFormHtml', () => {
  const html = reportFormHtml(7, BOARDS, 'es');

  it('one option per board with two players, Jugador 1 first; the round and language for the call', () => {
    const options = [...html.matchAll(/<option value="(\d*)"/g)].map((match) => match[1]);
    expect(options).toEqual(['', '1', '2']);
    expect(html).toContain('data-round="7"');
    expect(html).toContain('data-lang="es"');
    expect(html).toContain('>Mesa 1 · Ana – Beto &quot;el rápido&quot;</option>');
    expect(html).not.toContain('Elena');
  });

  it('every name escaped, in the text and in the attributes the labels are taken from', () => {
    expect(html).not.toContain('<img');
    expect(html).toContain('data-p1="&lt;img src=x onerror=alert(1)&gt;"');
    expect(html).toContain('data-p2="Dani &amp; Co"');
    expect(html).toContain('data-p2="Beto &quot;el rápido&quot;"');
  });

  it('fields for the code and the scores, and no value in them', () => {
    for (const id of ['r-table', 'r-code', 'r-p1', 'r-p2', 'r-send', 'r-answer']) expect(html).toContain(`id="${id}"`);
    expect(html).not.toMatch(/value="\d{6}"/);
    expect(reportFormHtml(1, BOARDS, 'en')).toContain('Send result');
  });
});
