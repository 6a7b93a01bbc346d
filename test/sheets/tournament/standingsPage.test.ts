// The standings page as pure HTML (rules §8, §9); the browser scenarios at phone width are
// in test/e2e/standingsPage.browser.test.ts.
import type { Game } from '../../../src/core/model';
import {
  columnRoles,
  formatNumber,
  progressLine,
  standingsContent,
  standingsPage,
  standingsPageInput,
} from '../../../src/sheets/tournament/standingsPage';
import { MemoryWorkbook } from '../../support/memoryWorkbook';

const game = (round: number, score1: number | null, score2: number | null): Game => ({
  round,
  table: 1,
  first: 1,
  second: 2,
  score1,
  score2,
  override: null,
});

describe('standings page pieces', () => {
  it('writes numbers as the reader does', () => {
    expect(formatNumber(4.5, 'es')).toBe('4,5');
    expect(formatNumber(4.5, 'en')).toBe('4.5');
    expect(formatNumber(2345, 'es')).toBe('2345');
    expect(formatNumber(1 / 3, 'en')).toBe('0.33');
  });

  it('says which round is in play, or the last one complete', () => {
    expect(progressLine([], 7, 'es')).toBe('');
    expect(progressLine([game(1, 400, 350), game(2, null, null)], 7, 'es')).toBe('Ronda 2 de 7 en juego');
    expect(progressLine([game(1, 400, 350), game(2, 380, 390)], 7, 'en')).toBe('After round 2 of 7');
  });

  it('recognises the columns by their header in either language', () => {
    const header = ['Puesto', 'N°', 'Name', 'Club', 'Puntos', 'SB'];
    expect(columnRoles(header, [[1, 3, 'Ana', 'Alfil', 4, 10.5]])).toEqual([
      'place',
      'id',
      'name',
      'club',
      'number',
      'number',
    ]);
  });

  it('escapes every text from the sheet', () => {
    const html = standingsContent({
      grid: [
        ['Puesto', 'Nombre', 'Puntos'],
        [1, '<img src=x onerror=alert(1)>', 3],
      ],
      lang: 'es',
      tournament: 'Open <b>',
    });
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('Open &lt;b&gt;');
  });

  it('refreshes itself as a file, and not at all when asked', () => {
    const input = { grid: [['Puesto', 'Nombre']], lang: 'es' as const };
    expect(standingsPage(input)).toContain('http-equiv="refresh" content="60"');
    expect(standingsPage({ ...input, refreshSeconds: 0 })).not.toContain('refresh');
  });
});

describe("the club's season on the page (docs/season.md)", () => {
  const players = [
    ['N°', 'Nombre', 'Escalafón'],
    [1, 'Ana García', 2004],
  ];
  const season = [
    ['Puesto', 'Nombre', 'Otoño', 'Invierno', 'Total'],
    [1, 'Ana García', 205, 90, 295],
    [2, '<b>Luis</b>', 163, '', 163],
  ];
  const ratings = [
    ['Puesto', 'Nombre', 'Escalafón', 'Notas privadas', 'Torneos', 'Club'],
    [1, 'Ana García', 2004, 'debe la cuota', 2, 'Alfil'],
    ['', 'Luis', '', '', 1, ''],
  ];

  it('Temporada whole (Total after the name) and the public columns of Escalafón, under their headings, escaped', () => {
    const workbook = new MemoryWorkbook({ Jugadores: players, Temporada: season, Escalafón: ratings });
    const input = standingsPageInput(workbook, 'es');
    expect(input.sections).toEqual([
      {
        title: 'Clasificación de la temporada',
        grid: [
          ['Puesto', 'Nombre', 'Total', 'Otoño', 'Invierno'],
          [1, 'Ana García', 295, 205, 90],
          [2, '<b>Luis</b>', 163, 163, ''],
        ],
      },
      {
        title: 'Escalafón del club',
        grid: [
          ['Puesto', 'Nombre', 'Escalafón', 'Torneos', 'Club'],
          [1, 'Ana García', 2004, 2, 'Alfil'],
          ['', 'Luis', '', 1, ''],
        ],
      },
    ]);
    const html = standingsContent(input);
    expect(html).toContain('<h2>Clasificación de la temporada</h2>');
    expect(html).toContain('<h2>Escalafón del club</h2>');
    expect(html).toContain('&lt;b&gt;Luis&lt;/b&gt;');
    expect(html).not.toContain('debe la cuota');
    // On a phone the rating of a rating list stays (it is a number there, not a hidden "rating").
    expect(html).toContain('<td class="number">2004</td>');
    expect(html.indexOf('<h2>Clasificación de la temporada')).toBeGreaterThan(html.indexOf('id="standings"'));
  });

  it('nothing when the tabs are missing or hold only their header', () => {
    expect(standingsPageInput(new MemoryWorkbook({ Jugadores: players }), 'es').sections).toEqual([]);
    const empty = new MemoryWorkbook({ Jugadores: players, Temporada: [season[0]], Escalafón: [ratings[0]] });
    expect(standingsPageInput(empty, 'en').sections).toEqual([]);
  });
});
