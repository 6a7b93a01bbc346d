// "Generate" (atril generate): a random tournament played through the menu's actions into
// a new workbook — the same options and seed give the same workbook; the field, the settings
// and the director's changes are typed where a director types them; a workbook with players
// is refused untouched.
import { generateTournament, type GenerateOptions } from '../../../src/sheets/actions/generateTournament';
import { loadTournament } from '../../../src/sheets/tournament/loadTournament';
import { errorOf } from '../../support/errors';
import { MemoryWorkbook } from '../../support/memoryWorkbook';

const options = (changes: Partial<GenerateOptions['field']> = {}, settings: GenerateOptions['settings'] = []) => ({
  seed: 5,
  field: {
    players: 12,
    rounds: 5,
    clubs: 3,
    unrated: 0.2,
    lateEntries: 0.2,
    withdrawals: 0.2,
    absences: 0.1,
    ...changes,
  },
  results: { kind: 'rating' as const, draws: 0.1, forfeits: 0.05 },
  settings,
});

function generate(opts: GenerateOptions, lang: 'es' | 'en' = 'es') {
  const workbook = new MemoryWorkbook();
  const result = generateTournament({ workbook, lang }, opts);
  return { workbook, result, loaded: loadTournament(workbook, lang) };
}

const tabs = (book: MemoryWorkbook) => Object.fromEntries(book.tabNames().map((name) => [name, book.read(name)]));

describe('generateTournament', () => {
  it('the same options and seed give the same workbook; another seed another one', () => {
    const a = generate(options());
    const b = generate(options());
    // Emparejamientos carries the date of the day it was written: the data tabs must match.
    const data = (book: MemoryWorkbook) => {
      const { Emparejamientos: _pairings, ...rest } = tabs(book);
      return rest;
    };
    expect(data(a.workbook)).toEqual(data(b.workbook));
    expect(data(generate({ ...options(), seed: 6 }).workbook)).not.toEqual(data(a.workbook));
  });

  it('plays every round with results; says what it generated', () => {
    const { result, loaded } = generate(options());
    expect(result.ok).toBe(true);
    expect(result.rounds).toBe(5);
    expect(Math.max(...loaded.tournament.games.map((g) => g.round))).toBe(5);
    expect(loaded.tournament.games.every((g) => g.second === null || g.override !== null || g.score1 !== null)).toBe(
      true,
    );
    expect(result.message).toMatch(/^Torneo generado: 12 jugadores, 5 rondas, semilla 5, resultados según escalafón/);
    expect(loaded.tournament.config).toMatchObject({ name: 'Torneo generado (semilla 5)', rounds: 5 });
  });

  it('types the director’s changes: late entrants before their round (next free N°), withdrawals, absences', () => {
    const { loaded } = generate(options({ players: 30, lateEntries: 0.3, withdrawals: 0.3, absences: 0.1 }));
    const { players, games } = loaded.tournament;
    const late = players.filter((p) => p.entryRound > 1);
    const onTime = players.filter((p) => p.entryRound === 1);
    expect(late.length).toBeGreaterThan(0);
    // Numbered when they arrived: after everyone who was there from round 1.
    expect(Math.min(...late.map((p) => p.id))).toBeGreaterThan(Math.max(...onTime.map((p) => p.id)));
    for (const p of late)
      expect(games.some((g) => g.round < p.entryRound && (g.first === p.id || g.second === p.id))).toBe(false);
    const gone = players.filter((p) => p.withdrawnFromRound !== null);
    expect(gone.length).toBeGreaterThan(0);
    for (const p of gone)
      expect(
        games.some((g) => g.round >= (p.withdrawnFromRound as number) && (g.first === p.id || g.second === p.id)),
      ).toBe(false);
    const absences = players.flatMap((p) => p.absentRounds.map((round) => [p.id, round]));
    expect(absences.length).toBeGreaterThan(0);
    for (const [id, round] of absences)
      expect(games.some((g) => g.round === round && (g.first === id || g.second === id))).toBe(false);
  });

  it('types the settings given, in either language, over the defaults', () => {
    const { loaded } = generate(
      options({}, [
        ['Regla de Gibson', 'Sí'],
        ['Last round', 'King of the hill'],
        ['Evitar mismo club hasta ronda', 3],
      ]),
      'en',
    );
    expect(loaded.tournament.config).toMatchObject({
      gibson: true,
      lastRound: 'kingOfTheHill',
      avoidSameClubUntilRound: 3,
    });
    expect(loaded.tabs.players).toBe('Players');
  });

  it('a round robin: everyone typed at the start; it stops after the last Berger round and says so', () => {
    const { result, loaded } = generate(
      options({ players: 4, rounds: 5, lateEntries: 0.5 }, [['Sistema', 'Todos contra todos']]),
    );
    expect(result.rounds).toBe(3);
    expect(result.message).toContain(
      'La generación se detuvo en la ronda 4: la ronda 4 no existe en un todos contra todos de 4 jugadores',
    );
    // Everyone was numbered by the first pairing, late entrants included (pairing order).
    expect(loaded.tournament.players.map((p) => p.id).sort()).toEqual([1, 2, 3, 4]);
  });

  it('a bad setting is refused with its row, before anything is paired', () => {
    const workbook = new MemoryWorkbook();
    expect(
      errorOf(() => generateTournament({ workbook, lang: 'es' }, options({}, [['Regla de Gibson', 'quizá']]))),
    ).toMatch(/^Configuración, fila \d+, columna Regla de Gibson: «quizá» no es un valor válido/);
    expect(workbook.read('Rondas')).toEqual([expect.arrayContaining(['Ronda'])]);
  });

  it('duplicate games of the whole field: typed into Duplicada N (Nombre, R1…, the master row, a row per player), then calculated', () => {
    const { workbook, result } = generate({
      ...options({ lateEntries: 0, withdrawals: 0 }),
      duplicates: { games: 2, rounds: 15 },
    });
    const players = (workbook.snapshot('Jugadores') ?? []).slice(1).map((row) => row[1]);
    for (const tab of ['Duplicada 1', 'Duplicada 2']) {
      const grid = workbook.snapshot(tab) ?? [];
      expect(grid[0]).toEqual(['Nombre', ...Array.from({ length: 15 }, (_, r) => `R${r + 1}`)]);
      expect(grid[1][0]).toBe('Maestra');
      expect(grid.slice(2).map((row) => row[0])).toEqual(players);
    }
    expect(workbook.tabNames()).toContain('Clasificación duplicada');
    expect(result.message).toContain('Clasificación duplicada');
    // Without the option: no duplicate tab.
    expect(
      generate(options())
        .workbook.tabNames()
        .some((tab) => tab.startsWith('Duplicada')),
    ).toBe(false);
  });

  it('a workbook that already has players is refused, nothing written', () => {
    const workbook = new MemoryWorkbook({ Jugadores: [['Nombre'], ['Ana Gil']] });
    const result = generateTournament({ workbook, lang: 'es' }, options());
    expect(result.ok).toBe(false);
    expect(result.message).toMatch(/la pestaña Jugadores ya tiene jugadores/);
    expect(workbook.tabNames()).toEqual(['Jugadores']);
    expect(workbook.writes).toBe(0);
  });
});
