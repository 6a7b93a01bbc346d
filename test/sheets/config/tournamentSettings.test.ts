// Every setting of Configuración parsed once, where it is defined, when first asked
// (docs/rules.md §21): a bad setting raises its own error at its row, and blocks only what
// reads it.
import { readConfig } from '../../../src/sheets/config/configuration';
import { readSettings } from '../../../src/sheets/config/settings';
import { tournamentSettings } from '../../../src/sheets/config/tournamentSettings';
import { loadTournament } from '../../../src/sheets/tournament/loadTournament';
import { errorOf } from '../../support/errors';
import { MemoryWorkbook } from '../../support/memoryWorkbook';

const CONFIG = [
  ['Clave', 'Valor'],
  ['Rondas', 5],
  ['Final', 'Mejor de 4'],
  ['Jugadores por club', 2],
  ['Equipos', 'Naciones'],
  ['Cuota de inscripción', '10'],
];

describe('tournamentSettings', () => {
  const entries = readConfig(CONFIG, { lang: 'es', tab: 'Configuración' });

  it('a bad Final is said with its row and key when the final is asked, and blocks no other setting', () => {
    const settings = tournamentSettings(entries, 'es', 'Configuración');
    expect(settings.season.playersPerClub).toBe(2);
    expect(settings.prizes.entryFee).toBe(1000);
    expect(settings.currency).toBe('€');
    expect(errorOf(() => settings.championship)).toMatch(
      /^Configuración, fila 3, columna Final: «Mejor de 4» no es una final/,
    );
  });

  it('Resultados desde el teléfono and Tiempo por jugada are settings of the model: a bad one blocks only itself', () => {
    const bad = readConfig(
      [
        ['Clave', 'Valor'],
        ['Resultados desde el teléfono', 'Quizás'],
        ['Tiempo por jugada', '2:30'],
      ],
      { lang: 'es', tab: 'Configuración' },
    );
    const settings = tournamentSettings(bad, 'es', 'Configuración');
    expect(settings.moveTime).toBe(150);
    expect(errorOf(() => settings.phoneResults)).toMatch(
      /^Configuración, fila 2, columna Resultados desde el teléfono: /,
    );
    const other = tournamentSettings(
      readConfig(
        [
          ['Resultados desde el teléfono', 'Sí'],
          ['Tiempo por jugada', 'mucho'],
        ],
        { lang: 'es', tab: 'Configuración' },
      ),
      'es',
      'Configuración',
    );
    expect(other.phoneResults).toBe(true);
    expect(errorOf(() => other.moveTime)).toMatch(/^Configuración, fila 2, columna Tiempo por jugada: /);
    expect([tournamentSettings(null, 'es').phoneResults, tournamentSettings(null, 'es').moveTime]).toEqual([
      false,
      180,
    ]);
  });

  it('each setting parsed once: the same object at every read', () => {
    const settings = tournamentSettings(entries, 'es');
    expect(settings.season).toBe(settings.season);
    expect(settings.duplicate).toBe(settings.duplicate);
  });

  it('without Configuración, every default', () => {
    const settings = tournamentSettings(null, 'en');
    expect(settings.championship).toEqual({ final: null, teams: 'club' });
    expect(settings.season.playersPerClub).toBe(3);
    expect(settings.prizes).toEqual({ entryFee: null, sharing: 'tiebreak', minimumShare: null });
    expect(settings.eloDi.minRounds).toBe(12);
  });

  it("Equipos takes the catalogue's words for a country (Naciones)", () => {
    const good = readConfig(
      CONFIG.filter((row) => row[0] !== 'Final'),
      { lang: 'es' },
    );
    expect(tournamentSettings(good, 'es').championship.teams).toBe('country');
  });
});

describe('the tournament model hands the settings on, read once', () => {
  it('Idioma known before the one parse: the messages in its language, the tournament with the same settings', () => {
    const workbook = new MemoryWorkbook({
      Configuración: [
        ['Idioma', 'en'],
        ['Ronda', 3],
        ['Rondas', 4],
        ['Jugadores por club', 4],
      ],
      Jugadores: [['Nombre'], ['Ana'], ['Beto']],
    });
    const settings = readSettings(workbook, 'es');
    expect(settings.lang).toBe('en');
    expect(settings.written).toBe('es');
    const loaded = loadTournament(workbook, 'es', settings);
    // The settings the action read are the model's: not parsed again.
    expect(loaded.settings).toBe(settings.parsed);
    expect(loaded.settings.season.playersPerClub).toBe(4);
    // "Ronda" resembles Rondas: one warning, in English (Idioma), not one per parse.
    expect(loaded.warnings).toHaveLength(1);
    expect(loaded.warnings).toEqual(settings.warnings);
    expect(loaded.warnings[0].params.key).toBe('Rounds');
  });
});
