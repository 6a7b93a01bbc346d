// The tabs of a tournament workbook (src/sheets/config/tabs.ts): found under either
// language's name, and the language their names are in (rules §2, docs/input.md "Language").
import { findTab, languageOfTabs } from '../../../src/sheets/config/tabs';

describe('findTab', () => {
  it('finds a tab by either language name, accents and case ignored', () => {
    expect(findTab(['Hoja 1', 'JUGADORES'], 'players')).toBe('JUGADORES');
    expect(findTab(['Rounds'], 'rounds')).toBe('Rounds');
    expect(findTab(['Notas'], 'rounds')).toBeNull();
  });
});

describe('languageOfTabs', () => {
  it.each([
    [['Configuración', 'Jugadores', 'Rondas', 'Clasificación'], 'es'],
    [['Config', 'Players', 'Rounds', 'Standings'], 'en'],
    [['Jugadores', 'Duplicada 1', 'Duplicada 2'], 'es'],
    [['Duplicate 1'], 'en'],
    // Renamed by hand: the majority decides.
    [['Jugadores', 'Rondas', 'Standings'], 'es'],
    [['Hoja 1'], null],
    [['Club', 'Notas'], null],
    [['Jugadores', 'Rounds'], null],
  ])('%j → %s', (names, lang) => {
    expect(languageOfTabs(names)).toBe(lang);
  });
});
