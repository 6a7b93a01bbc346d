// The tabs of a tournament workbook (src/sheets/config/tabs.ts): found under either
// language's name, and the language their names are in (rules §2, docs/input.md "Language").
import { findTab, languageOfTabs, languageOfWorkbookTabs, lookupTab } from '../../../src/sheets/config/tabs';
import { MemoryWorkbook } from '../../support/memoryWorkbook';

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

describe('lookupTab: the workbook asked for a tab by the names set-up gives it first', () => {
  const book = (...names: string[]) => new MemoryWorkbook(Object.fromEntries(names.map((name) => [name, []])));

  it('finds the tab findTab finds among every name, in either language, typed another way or by an alias', () => {
    for (const names of [
      ['Hoja 1', 'JUGADORES', 'configuracion', 'Rounds'],
      ['Players', 'Configuration', 'Rondas', 'Temporada'],
      ['Notas'],
    ]) {
      for (const key of ['players', 'config', 'rounds', 'season', 'elo'] as const)
        expect([names, key, lookupTab(book(...names), key)]).toEqual([names, key, findTab(names, key)]);
    }
  });

  it('the name set-up gives wins over a tab before it typed another way (two tabs for one: the exact one)', () => {
    expect(findTab(['jugadores ', 'Jugadores'], 'players')).toBe('jugadores ');
    expect(lookupTab(book('jugadores ', 'Jugadores'), 'players')).toBe('Jugadores');
    expect(lookupTab(book('Players', 'Jugadores'), 'players')).toBe('Jugadores');
  });
});

describe('languageOfWorkbookTabs', () => {
  const book = (...names: string[]) => new MemoryWorkbook(Object.fromEntries(names.map((name) => [name, []])));

  it('Configuración, Jugadores and Rondas named as set-up names them in one language decide; otherwise every tab votes', () => {
    expect(languageOfWorkbookTabs(book('Configuración', 'Jugadores', 'Rondas'))).toBe('es');
    expect(languageOfWorkbookTabs(book('Config', 'Players', 'Rounds', 'Clasificación'))).toBe('en');
    // Not all three, or not so named: the majority of every tab, as languageOfTabs.
    for (const names of [
      ['Jugadores', 'Duplicada 1', 'Duplicada 2'],
      ['Duplicate 1'],
      ['Jugadores', 'Rondas', 'Standings'],
      ['Config', 'JUGADORES', 'Rondas', 'Standings', 'Crosstable'],
      ['Configuración', 'Players', 'Rondas'],
      ['Hoja 1'],
    ])
      expect([names, languageOfWorkbookTabs(book(...names))]).toEqual([names, languageOfTabs(names)]);
  });
});
