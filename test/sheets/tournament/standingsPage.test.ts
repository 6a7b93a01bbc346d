// The standings page as pure HTML (rules §8, §9); the browser scenarios at phone width are
// in test/e2e/standingsPage.browser.test.ts.
import { DEFAULT_CONFIG, type Game } from '../../../src/core/model';
import {
  columnRoles,
  formatNumber,
  progressLine,
  standingsContent,
  standingsPage,
} from '../../../src/sheets/tournament/standingsPage';
import { roundInPlay, standingsPageInput } from '../../../src/sheets/tournament/standingsPageData';
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
        id: 'season',
        title: 'Clasificación de la temporada',
        grid: [
          ['Puesto', 'Nombre', 'Total', 'Otoño', 'Invierno'],
          [1, 'Ana García', 295, 205, 90],
          [2, '<b>Luis</b>', 163, 163, ''],
        ],
      },
      {
        id: 'rating-list',
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

describe('the live page: round in play, who is out, duplicate ranking, QR', () => {
  const board = (table: number | null, first: string, second: string | null) => ({
    table,
    first: { id: 1, name: first, points: 0 },
    second: second === null ? null : { id: 2, name: second, points: 0 },
  });
  const grid = [
    ['Puesto', 'N°', 'Nombre', 'Puntos', 'Estado'],
    [1, 1, 'Ana', 2, ''],
    [2, 2, 'Raúl <b>', 1, 'Retirado desde la ronda 2'],
  ];
  const html = standingsContent({
    grid,
    lang: 'es',
    round: { round: 3, boards: [board(1, 'Ana', 'Luis <i>'), board(null, 'Eva', null)] },
    duplicate: {
      caption: 'Duplicada 1: 2 jugadores, 5 rondas',
      grid: [
        ['Puesto', 'Jugador', 'Total', '%'],
        [1, 'Ana', 300, 95],
      ],
    },
    link: 'https://club.example/?a=1&b=<2>',
  });

  it('the round first, then the standings, the duplicate ranking and the QR code, in that order', () => {
    const order = ['id="round"', 'id="ranking"', 'id="duplicate"', 'id="share"'].map((mark) => html.indexOf(mark));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).toContain('Ronda 3: mesas');
    expect(html).toContain('<td class="bye">DESCANSO</td>');
    expect(html).toContain('Duplicada 1: 2 jugadores, 5 rondas');
  });

  it('who is out says so under his name, not in a column of its own', () => {
    expect(html).not.toContain('>Estado<');
    expect(html).toContain(
      '<tr class="out"><td class="place">2</td><td class="id">2</td><th scope="row" class="name">Raúl &lt;b&gt;<span class="status">Retirado desde la ronda 2</span></th>',
    );
  });

  it('a simultaneous’ centre: its column on a wide screen, under the name on a phone (rules §22)', () => {
    const page = standingsContent({
      grid,
      lang: 'es',
      duplicate: {
        caption: 'Simultánea: 2 centros de 5',
        grid: [
          ['Puesto', 'Jugador', 'Centro', 'Total', '%'],
          [1, 'Ana', 'Centro <B>', 300, 95],
        ],
      },
    });
    expect(page).toContain(
      '<th scope="row" class="name">Ana<span class="under">Centro &lt;B&gt;</span></th><td class="text">Centro &lt;B&gt;</td>',
    );
    expect(page).toContain('<th scope="col" class="text">Centro</th>');
    // The phone's rule shows it, the wide screen's hides it.
    expect(standingsPage({ grid, lang: 'es' })).toMatch(
      /\.under\{display:none[^}]*\}[\s\S]*@media \(max-width:480px\)\{[\s\S]*\.under\{display:block\}/,
    );
  });

  it('a duplicate game with no rounds to stand: its ranking alone, no «no standings yet» above it', () => {
    const duplicate = {
      caption: 'Simultánea: 3 centros',
      grid: [
        ['Puesto', 'Jugador', 'Total'],
        [1, 'Ana', 300],
      ],
    };
    const alone = standingsContent({ grid: [['Puesto', 'Nombre', 'Puntos']], lang: 'es', duplicate });
    expect(alone).toContain('id="duplicate"');
    expect(alone).not.toContain('id="ranking"');
    expect(alone).not.toContain('Todavía no hay clasificación.');
    // Without a duplicate ranking, or with a round in play, the standings say they are to come.
    expect(standingsContent({ grid: [['Puesto', 'Nombre', 'Puntos']], lang: 'es' })).toContain(
      'Todavía no hay clasificación.',
    );
    const round = { round: 1, boards: [board(1, 'Ana', 'Luis')] };
    expect(standingsContent({ grid: [['Puesto', 'Nombre', 'Puntos']], lang: 'es', duplicate, round })).toContain(
      'Todavía no hay clasificación.',
    );
  });

  it('escapes names on the boards and the link', () => {
    expect(html).toContain('Luis &lt;i&gt;');
    expect(html).not.toContain('<i>');
    expect(html).toContain('https://club.example/?a=1&amp;b=&lt;2&gt;');
  });

  it('a bad duplicate tab shows its message in its section; no round in play, no boards', () => {
    const page = standingsContent({
      grid,
      lang: 'es',
      duplicate: { error: 'Duplicada 1, fila 3: «x» no es un número' },
    });
    expect(page).toContain('<p class="empty">Duplicada 1, fila 3: «x» no es un número</p>');
    expect(page).not.toContain('id="round"');
  });

  it('roundInPlay: the last round while one of its games has no result; none once all are typed', () => {
    const players = [1, 2, 3, 4].map((id) => ({
      id,
      name: `P${id}`,
      rating: null,
      club: '',
      average: null,
      entryRound: 1,
      withdrawnFromRound: null,
      absentRounds: [],
    }));
    const base = { config: { ...DEFAULT_CONFIG, rounds: 3 }, players };
    const played = [game(1, 400, 300), { ...game(1, 380, 390), table: 2, first: 3, second: 4 }];
    const open = [
      { ...game(2, null, null), first: 1, second: 3 },
      { ...game(2, 350, 300), table: 2, first: 2, second: 4 },
    ];
    expect(roundInPlay({ ...base, games: played })).toBeNull();
    const inPlay = roundInPlay({ ...base, games: [...played, ...open] });
    expect(inPlay?.round).toBe(2);
    expect(inPlay?.boards.map((b) => [b.table, b.first.name, b.second?.name, b.first.points])).toEqual([
      [1, 'P1', 'P3', 1],
      [2, 'P2', 'P4', 0],
    ]);
  });
});
