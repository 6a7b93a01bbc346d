import { catalogueKeys, languageOfLocale, plural, t } from '../../src/i18n';

describe('the es/en catalogue (rules §1)', () => {
  it('has every key in both languages, and no empty message', () => {
    expect(catalogueKeys('en').sort()).toEqual(catalogueKeys('es').sort());
    for (const lang of ['es', 'en'] as const) {
      for (const key of catalogueKeys(lang)) expect(t(lang, key as never).trim()).not.toBe('');
    }
  });

  it('keeps the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)(?::[^{}]*)?\}/g)].map((match) => match[1]).sort();
    for (const key of catalogueKeys('es')) {
      expect([key, placeholders(t('en', key as never))]).toEqual([key, placeholders(t('es', key as never))]);
    }
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(t('es', 'error.notNumber', { value: 'abc' })).toBe('«abc» no es un número');
    expect(t('en', 'error.notNumber')).toBe('"{value}" is not a number');
  });

  it('English only for English locales; Spanish by default', () => {
    expect(languageOfLocale('en_US')).toBe('en');
    expect(languageOfLocale('en-GB')).toBe('en');
    expect(languageOfLocale('es_ES')).toBe('es');
    expect(languageOfLocale('ca_ES')).toBe('es');
    expect(languageOfLocale(undefined)).toBe('es');
  });
});

describe('numbers in messages', () => {
  it('use the decimal comma in Spanish and the point in English', () => {
    expect(t('es', 'error.negative', { value: -1.5 })).toBe('«-1,5» no puede ser negativo');
    expect(t('en', 'error.negative', { value: -1.5 })).toBe('"-1.5" cannot be negative');
    expect(t('es', 'error.negative', { value: -2 })).toBe('«-2» no puede ser negativo');
  });

  it('group thousands from 10,000 on, as each language writes them; four digits stay bare (RAE)', () => {
    const done = (lang: 'es' | 'en', words: number) =>
      t(lang, 'lexicon.done', { name: 'lista.txt', words, date: '07/12/2026', row: 'Léxico' });
    expect(done('es', 636598)).toContain('cargado: 636.598 palabras');
    expect(done('en', 636598)).toContain('loaded: 636,598 words');
    expect(done('es', 1000000)).toContain('1.000.000 palabras');
    expect(done('es', 10000)).toContain('10.000 palabras');
    expect(done('es', 9999)).toContain('9999 palabras');
    expect(done('en', 1000)).toContain('1000 words');
    expect(plural('es', 12500, '# jugador', '# jugadores')).toBe('12.500 jugadores');
    expect(plural('en', 12500.5, '# point', '# points')).toBe('12,500.5 points');
    expect(plural('es', -12500.5, '# punto', '# puntos')).toBe('-12.500,5 puntos');
  });

  it('keep the bare digits of what names or quotes rather than counts: a seed, a pid, a row, a typed value', () => {
    expect(t('es', 'arbiter.prepared', { tab: 'Duplicada 1', seed: 81843814, count: 20 })).toContain(
      'semilla 81843814',
    );
    expect(t('es', 'cli.lockBusy', { file: 'a.xlsx', pid: 123456, since: '10:00', lock: 'a.lock' })).toContain(
      'proceso 123456',
    );
    expect(t('es', 'error.negative', { value: -12345 })).toBe('«-12345» no puede ser negativo');
    expect(t('en', 'action.undo.halfCell', { row: 10234, column: 'E', value: 12345 })).toBe(
      'row 10234, column E: 12345',
    );
  });
});

describe('plurals: {name:one|other} agrees with the number (rules §1)', () => {
  it.each([
    [1, 'ELO calculado en ELO: 1 jugador.', 'Ratings computed in Ratings: 1 player.'],
    [2, 'ELO calculado en ELO: 2 jugadores.', 'Ratings computed in Ratings: 2 players.'],
    [0, 'ELO calculado en ELO: 0 jugadores.', 'Ratings computed in Ratings: 0 players.'],
  ])('%d player(s)', (players, es, en) => {
    expect(t('es', 'action.elo.done', { tab: 'ELO', players })).toBe(es);
    expect(t('en', 'action.elo.done', { tab: 'Ratings', players })).toBe(en);
  });

  it('whole phrases agree, not just the noun', () => {
    expect(t('es', 'action.pair.numbered', { count: 1, tab: 'Jugadores' })).toBe(
      'Se ha asignado el N° de 1 jugador en Jugadores.',
    );
    expect(t('es', 'action.pending.round', { round: 2, tables: '3', count: 1 })).toBe('ronda 2: mesa 3');
    expect(t('es', 'action.pending.round', { round: 2, tables: '3, 5', count: 2 })).toBe('ronda 2: mesas 3, 5');
    expect(t('es', 'pairing.impossible.none', { round: 4, players: 'Ana', count: 1 })).toContain(
      ': Ana ya ha jugado contra todos',
    );
  });

  it('the number is written as the language writes it; text that is not 1 takes the other form', () => {
    expect(plural('es', 1.5, '# punto', '# puntos')).toBe('1,5 puntos');
    expect(plural('en', 1.5, '# point', '# points')).toBe('1.5 points');
    expect(plural('es', '1', '# ronda', '# rondas')).toBe('1 ronda');
    expect(t('es', 'status.notStarted', { rounds: '–' })).toBe('Aún no se ha emparejado ninguna ronda (– previstas).');
  });

  it('no message counts with a bare placeholder before a plural noun', () => {
    const bare =
      /\{(count|players|games|rounds|tables|rows)\} (jugadores|partidas|rondas|mesas|filas|players|games|rounds|tables|rows)\b/;
    for (const lang of ['es', 'en'] as const) {
      for (const key of catalogueKeys(lang)) expect([key, bare.test(t(lang, key as never))]).toEqual([key, false]);
    }
  });
});
