// rules §16.1 on the live page and the hall's screen: only a withdrawn player is greyed (an absence in a
// round is said, the row stays as it is); on the hall's screen a withdrawn leader is marked.
import { hallScreenContent } from '../../../src/sheets/tournament/hallScreen';
import { reportFormHtml } from '../../../src/sheets/tournament/reportForm';
import { standingsContent, type StandingsPageInput } from '../../../src/sheets/tournament/standingsPage';
import { isWithdrawnStatus } from '../../../src/sheets/tournament/views';
import { t } from '../../../src/i18n';

const grid = [
  ['Puesto', 'N°', 'Nombre', 'Club', 'Puntos', 'SB', 'Estado'],
  [1, 1, 'Ana Ruiz', 'Norte', 3, 4, 'Retirado desde la ronda 4'],
  [2, 2, 'Luis Gil', 'Sur', 2, 3, 'Ausente en la ronda 1'],
  [3, 3, 'Eva Sanz', 'Este', 1, 1, ''],
];
const input: StandingsPageInput = { lang: 'es', tournament: 'Open', grid };

describe('withdrawn and absent players on the page and the screen (rules §16.1)', () => {
  it('the status words: withdrawn, not absent, in either language', () => {
    expect(isWithdrawnStatus('Retirado desde la ronda 4', 'es')).toBe(true);
    expect(isWithdrawnStatus('Ausente en la ronda 1', 'es')).toBe(false);
    expect(isWithdrawnStatus(t('en', 'standings.status.withdrawn', { round: 2 }), 'en')).toBe(true);
    expect(isWithdrawnStatus('', 'es')).toBe(false);
  });

  it('the phone page greys the withdrawn row only; both say why under the name', () => {
    const html = standingsContent(input);
    const rows = html.split('<tr').filter((row) => row.includes('Ana Ruiz') || row.includes('Luis Gil'));
    expect(rows.find((row) => row.includes('Ana Ruiz'))).toMatch(/^ class="out">/);
    expect(rows.find((row) => row.includes('Luis Gil'))).toMatch(/^>/);
    expect(html).toContain('Ausente en la ronda 1');
  });

  it("the hall's screen marks a withdrawn leader", () => {
    const html = hallScreenContent(input);
    expect(html).toContain('<div class="r out"><span class="t">1</span><span class="n">Ana Ruiz (retirado)</span>');
    expect(html).toContain('Luis Gil</span>');
    expect(html).not.toContain('Luis Gil (retirado)');
  });
});

describe("the report form's option of a reported board (rules §16.1)", () => {
  const seat = (id: number, name: string) => ({ id, name, points: 0 });
  const boards = [
    { table: 7, first: seat(1, 'Ana Ruiz'), second: seat(2, 'Luis Gil') },
    { table: 8, first: seat(3, 'Eva Sanz'), second: seat(4, 'Noa Paz') },
    { table: 9, first: seat(5, 'Iker Sol'), second: seat(6, 'Rut Mar') },
  ];
  it('says what was received with the names; a disputed one says so; others as before', () => {
    const html = reportFormHtml(3, boards, 'es', [], {
      received: [7, 8],
      reports: { 7: [447, 492], 8: [400, 300] },
      disputed: [8],
    });
    expect(html).toContain('>Mesa 7: Ana Ruiz 447 – Luis Gil 492 · recibido</option>');
    expect(html).toContain('>Mesa 8: Eva Sanz 400 – Noa Paz 300 · en disputa: lo decide el director</option>');
    expect(html).toContain('>Mesa 9 · Iker Sol – Rut Mar</option>');
  });
});
