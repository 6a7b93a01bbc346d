// The tabs "Nuevo torneo" keeps, and their names (docs/season.md): "Otoño 2026 · Rondas",
// within Excel's 31 characters and free of its forbidden characters, never a name taken.
import { archivedTabName, MAX_TAB_NAME, SHEETS_TAB_NAME, tournamentTabs } from '../../../src/sheets/season/archive';

describe('the tournament tabs', () => {
  test('the typed tabs, the views and the Duplicada tabs, in the workbook order; not the season, Premios or the club own', () => {
    const names = [
      'Configuración',
      'Jugadores',
      'Rondas',
      'Clasificación',
      'Notas del club',
      'Escalafón',
      'Duplicada 2',
      'Temporada',
      'Escalafón anterior',
      'Emparejamientos',
      'Clasificación por clubes',
      'Otoño · Rondas',
      'Ratings',
      'Premios',
      'Reparto de premios',
    ];
    expect(tournamentTabs(names)).toEqual([
      'Configuración',
      'Jugadores',
      'Rondas',
      'Clasificación',
      'Duplicada 2',
      'Emparejamientos',
      'Clasificación por clubes',
      'Ratings',
      'Reparto de premios',
    ]);
  });
});

describe('archivedTabName', () => {
  test('the tournament name, a middle dot, the tab', () => {
    expect(archivedTabName('Otoño 2026', 'Rondas', [])).toBe('Otoño 2026 · Rondas');
  });

  test('cut with "…" to 31 characters, the tab name always whole', () => {
    const name = archivedTabName('Otoño 2026', 'Clasificación por clubes', []);
    expect(name).toBe('Oto… · Clasificación por clubes');
    expect(name.length).toBe(MAX_TAB_NAME);
    // rules §16.1: the last word (the season, the year) kept where it fits: a season of similar names stays apart.
    expect(archivedTabName('Gran Abierto Internacional de Primavera', 'Jugadores', [])).toBe(
      'Gran Abie…Primavera · Jugadores',
    );
    expect(archivedTabName('Open de Otoño 2026', 'Jugadores', [])).toBe('Open de Otoño 2026 · Jugadores');
    expect(archivedTabName('Open Internacional de Otoño 2026', 'Rondas', [])).toBe('Open Internaciona…2026 · Rondas');
  });

  test("Google Sheets' 100 characters: the names whole, apart (rules §16.1)", () => {
    const autumn = archivedTabName('Open de Otoño 2026', 'Clasificación por clubes', [], SHEETS_TAB_NAME);
    const spring = archivedTabName('Open de Primavera 2027', 'Clasificación por clubes', [autumn], SHEETS_TAB_NAME);
    expect([autumn, spring]).toEqual([
      'Open de Otoño 2026 · Clasificación por clubes',
      'Open de Primavera 2027 · Clasificación por clubes',
    ]);
    expect(archivedTabName('x'.repeat(150), 'Rondas', [], SHEETS_TAB_NAME).length).toBe(SHEETS_TAB_NAME);
  });

  test("a name taken (case aside) gets a number; Excel's forbidden characters become spaces", () => {
    expect(archivedTabName('Liga', 'Rondas', ['liga · rondas'])).toBe('Liga 2 · Rondas');
    expect(archivedTabName('Liga', 'Rondas', ['Liga · Rondas', 'Liga 2 · Rondas'])).toBe('Liga 3 · Rondas');
    expect(archivedTabName("'Copa: 1/2 [final]?'", 'Rondas', [])).toBe('Copa 1 2 final · Rondas');
  });

  test('always within 31 characters, even for long tabs and many namesakes', () => {
    const taken: string[] = [];
    for (let i = 0; i < 30; i++) {
      const name = archivedTabName('Liga de invierno', 'Clasificación por clubes', taken);
      expect(name.length).toBeLessThanOrEqual(MAX_TAB_NAME);
      expect(taken).not.toContain(name);
      taken.push(name);
    }
  });
});
