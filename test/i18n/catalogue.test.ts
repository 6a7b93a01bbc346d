import { catalogueKeys, languageOfLocale, t } from '../../src/i18n';

describe('the es/en catalogue (rules §1)', () => {
  it('has every key in both languages, and no empty message', () => {
    expect(catalogueKeys('en').sort()).toEqual(catalogueKeys('es').sort());
    for (const lang of ['es', 'en'] as const) {
      for (const key of catalogueKeys(lang)) expect(t(lang, key as never).trim()).not.toBe('');
    }
  });

  it('keeps the same placeholders in both languages', () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
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
});
