// The hall's screen (rules §16) as HTML: the page's model in three blocks — the boards, the
// alphabetical list, the leaders — every name escaped, the pager and the polling of its own
// global. (Its type, its pages and its timer in a browser: test/e2e/hallScreen.browser.test.ts.)
import { asksForScreen, hallScreenContent, hallScreenPage, LEADERS } from '../../../src/sheets/tournament/hallScreen';
import type { StandingsPageInput } from '../../../src/sheets/tournament/standingsPage';

const XSS = '<img src=x onerror=alert(1)>';
const seat = (id: number, name: string) => ({ id, name, points: 0 });

const input: StandingsPageInput = {
  lang: 'es',
  tournament: 'Open & Co',
  grid: [
    ['Puesto', 'N°', 'Nombre', 'Club', 'Puntos', 'SB', 'Puntos Scrabble'],
    ...Array.from({ length: 14 }, (_, i) => [
      i < 12 ? Math.min(i + 1, 10) : 13 + i - 12,
      i + 1,
      `Jugador ${i + 1}`,
      'Alfil',
      14 - i,
      0,
      400,
    ]),
  ],
  round: {
    round: 3,
    boards: [
      { table: 1, first: seat(1, 'Zoe Ruiz'), second: seat(2, XSS) },
      { table: 2, first: seat(3, 'Ñoño Pérez'), second: seat(4, 'Nadia Soto') },
      { table: null, first: seat(5, 'Ana Bye'), second: null },
    ],
  },
};

describe('hallScreenContent', () => {
  const html = hallScreenContent(input);

  it('the boards by table, the bye last, every name escaped', () => {
    expect(html).toContain('data-kind="boards" data-title="Ronda 3 · Mesas"');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('<span class="n bye">DESCANSO</span>');
    expect(html).toContain('Open &amp; Co');
  });

  it('the alphabetical list, Ñ after N, each player with his table', () => {
    const list = html.slice(html.indexOf('data-kind="list"'), html.indexOf('data-kind="leaders"'));
    const names = [...list.matchAll(/<span class="n">([^<]*)<\/span><span class="t">([^<]*)<\/span>/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(names).toEqual([
      ['Nombre', 'Mesa'],
      ['&lt;img src=x onerror=alert(1)&gt;', '1'],
      ['Ana Bye', 'DESCANSO'],
      ['Nadia Soto', '2'],
      ['Ñoño Pérez', '2'],
      ['Zoe Ruiz', '1'],
    ]);
  });

  it(`the leaders: the first ${LEADERS} places, a tie at the tenth kept whole; place, name, points and the first tiebreak`, () => {
    const leaders = html.slice(html.indexOf('data-kind="leaders"'));
    expect(leaders).toContain(
      '<span class="t">Puesto</span><span class="n">Nombre</span><span class="t">Puntos</span><span class="t">SB</span>',
    );
    expect(leaders).toContain('Jugador 12');
    expect(leaders).not.toContain('Jugador 13');
    expect(leaders).not.toContain('Alfil');
  });

  it('between rounds, only the leaders; with nothing, a word saying so', () => {
    const between = hallScreenContent({ ...input, round: null });
    expect(between).not.toContain('data-kind="boards"');
    expect(between).toContain('data-kind="leaders"');
    expect(hallScreenContent({ lang: 'en', grid: [] })).toContain('Nothing to show yet.');
  });
});

describe('hallScreenPage', () => {
  it('polls refreshScreen in Apps Script, with the stamp it shows; a file reloads itself', () => {
    const gas = hallScreenPage({ ...input, refreshMode: 'gas', refreshSeconds: 60, stamp: 'abc.1' });
    expect(gas).toContain(".refreshScreen('es',shown)");
    expect(gas).not.toContain('refreshStandings');
    expect(gas).not.toContain('http-equiv="refresh"');
    expect(hallScreenPage({ ...input, refreshSeconds: 60 })).toContain('<meta http-equiv="refresh" content="60">');
  });
});

describe('asksForScreen', () => {
  it('?pantalla=1 or ?screen=1', () => {
    expect(asksForScreen({ pantalla: '1' })).toBe(true);
    expect(asksForScreen({ screen: '1', lang: 'en' })).toBe(true);
    expect(asksForScreen({ pantalla: '0' })).toBe(false);
    expect(asksForScreen({})).toBe(false);
    expect(asksForScreen(undefined)).toBe(false);
  });
});
