import { readSettings } from '../../../src/sheets/config/settings';
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
    expect(none).toEqual({ tab: null, grid: null, entries: null, lang: 'es', warnings: [] });
  });
});
