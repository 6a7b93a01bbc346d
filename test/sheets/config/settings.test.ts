import { readSettings, workbookLanguage } from '../../../src/sheets/config/settings';
import { MemoryWorkbook } from '../../support/memoryWorkbook';

describe('readSettings: Configuración and the language of the workbook (rules §2)', () => {
  it("takes Idioma when typed, whatever the user's locale", () => {
    const workbook = new MemoryWorkbook({
      Configuración: [
        ['Clave', 'Valor'],
        ['Idioma', 'en'],
        ['Rondas', 5],
      ],
    });
    const settings = readSettings(workbook, 'es');
    expect(settings.tab).toBe('Configuración');
    expect(settings.lang).toBe('en');
    expect(settings.entries?.config.rounds).toBe(5);
  });

  it("keeps the user's language when Idioma is blank or there is no Configuración", () => {
    expect(readSettings(new MemoryWorkbook({ Config: [['Rondas', 4]] }), 'en').lang).toBe('en');
    const none = readSettings(new MemoryWorkbook({ Jugadores: [['Nombre']] }), 'es');
    expect(none).toEqual({
      tab: null,
      grid: null,
      entries: null,
      lang: 'es',
      warnings: [],
      written: 'es',
      fromReader: false,
      parsed: expect.any(Object),
    });
    // Nothing in the workbook tells its language: the reader's is taken, and said so (livePublication.ts).
    for (const reader of ['es', 'en'] as const)
      expect(readSettings(new MemoryWorkbook({}), reader)).toMatchObject({
        lang: reader,
        written: reader,
        fromReader: true,
      });
  });

  it('without Idioma, the language the workbook is written in wins over the user\'s (docs/input.md "Language")', () => {
    const spanish = new MemoryWorkbook({
      Configuración: [['Rondas', 5]],
      Jugadores: [['Nombre']],
      Rondas: [['Ronda']],
    });
    expect(readSettings(spanish, 'en').lang).toBe('es');
    const english = new MemoryWorkbook({ Players: [['Name']], Rounds: [['Round']] });
    expect(readSettings(english, 'es').lang).toBe('en');
    // The tab names say nothing ("Config" is English, "ELO" Spanish): Configuración's keys decide.
    const keys = (rows: (string | number)[][]) => new MemoryWorkbook({ Config: rows, ELO: [] });
    expect(
      readSettings(
        keys([
          ['Rondas', 4],
          ['Sistema', 'Suizo'],
        ]),
        'en',
      ).lang,
    ).toBe('es');
    expect(
      readSettings(
        keys([
          ['Rounds', 4],
          ['System', 'Swiss'],
        ]),
        'es',
      ).lang,
    ).toBe('en');
    expect(readSettings(keys([['K', 10]]), 'en').lang).toBe('en');
  });

  it('workbookLanguage never throws: a Configuración it cannot read leaves the tab names to decide', () => {
    const bad = new MemoryWorkbook({ Configuración: [['Rondas', 'siete']], Jugadores: [['Nombre']] });
    expect(() => readSettings(bad, 'en')).toThrow();
    expect(workbookLanguage(bad, 'en')).toBe('es');
    expect(workbookLanguage(new MemoryWorkbook({ Hoja: [['x']] }), 'en')).toBe('en');
  });
});
