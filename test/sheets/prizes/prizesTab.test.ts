// Reading Premios (rules §11, §11.1): headers and Tipo words in either language, blank cells,
// money, the optional Valor.
import { readPrizes, prizesHeader } from '../../../src/sheets/prizes/prizesTab';
import { NO_CONDITIONS } from '../../../src/core/prizes';
import { errorOf } from '../../support/errors';
import { PRIZE_HEADER } from '../../fixtures/prizeWorkbook';

describe('readPrizes', () => {
  it('reads every column, Tipo in either language, blank Tipo = Clasificación, amounts in cents', () => {
    const { prizes } = readPrizes(
      [
        ['Grupo', 'Prize', 'Type', 'Rating from', 'Rating to', 'Unrated', 'Club', 'Country', 'Tag', 'Amount', 'Trophy'],
        ['', '1st', '', '', '', '', '', '', '', 100, 'Cup'],
        ['Juegos', 'Alta', 'High game', '', '', '', '', '', '', '12,5', ''],
        ['', 'Banda', 'clasificacion', 1400, 1599, 'no', 'Club Ñ', 'Perú', 'Sub16', '', ''],
        ['', 'Sin elo', 'Standings', '', '', 'Sí', '', '', '', 0.1, ''],
        ['', 'Baja', 'Victoria más baja', '', '', '', '', '', '', 1, ''],
        ['', 'Dup', 'duplicada', '', '', '', '', '', '', 1, ''],
        ['', 'Der', 'Derrota más alta', '', '', '', '', '', '', 1, ''],
        ['', 'Dif', 'Biggest win', '', '', '', '', '', '', 1, ''],
        ['', 'Comb', 'Combinada más alta', '', '', '', '', '', '', 1, ''],
        ['', 'Sorp', 'Upset', '', '', '', '', '', '', 1, ''],
      ],
      { lang: 'en', tab: 'Premios' },
    );
    expect(prizes.map((prize) => [prize.name, prize.type, prize.amount, prize.group, prize.row])).toEqual([
      ['1st', 'standings', 10000, '', 2],
      ['Alta', 'highGame', 1250, 'Juegos', 3],
      ['Banda', 'standings', 0, '', 4],
      ['Sin elo', 'standings', 10, '', 5],
      ['Baja', 'lowWin', 100, '', 6],
      ['Dup', 'duplicate', 100, '', 7],
      ['Der', 'highLoss', 100, '', 8],
      ['Dif', 'biggestWin', 100, '', 9],
      ['Comb', 'highCombined', 100, '', 10],
      ['Sorp', 'upset', 100, '', 11],
    ]);
    expect(prizes[0]).toMatchObject({ trophy: 'Cup', conditions: NO_CONDITIONS });
    expect(prizes[2].conditions).toEqual({
      ratingFrom: 1400,
      ratingTo: 1599,
      unrated: false,
      club: 'Club Ñ',
      country: 'Perú',
      tag: 'Sub16',
    });
    expect(prizes[3].conditions.unrated).toBe(true);
  });

  it('an Importe with more than two decimals, an unknown Sin escalafón, a decimal rating are refused', () => {
    const header = prizesHeader('es');
    const row = (values: Record<number, unknown>) => header.map((_, i) => (values[i] ?? '') as string);
    expect(errorOf(() => readPrizes([header, row({ 0: 'A', 8: 1.005 })], { lang: 'es' }))).toBe(
      'Premios, fila 2, columna Importe: «1,005» tiene más de dos decimales: redondea el importe a dos decimales',
    );
    expect(errorOf(() => readPrizes([header, row({ 0: 'A', 4: 'quizá' })], { lang: 'es' }))).toMatch(
      /^Premios, fila 2, columna Sin escalafón: «quizá» no es un valor válido/,
    );
    expect(errorOf(() => readPrizes([header, row({ 0: 'A', 2: 1500.5 })], { lang: 'es' }))).toMatch(
      /^Premios, fila 2, columna Escalafón desde: /,
    );
  });

  it('Valor / Value (rules §11.1): optional, in cents, blank = 0; a negative one is named in either language', () => {
    const header = [...prizesHeader('es'), 'Valor'];
    const row = (values: Record<number, unknown>) => header.map((_, i) => (values[i] ?? '') as string);
    const { prizes } = readPrizes([header, row({ 0: 'Copa', 9: 'Copa', 11: 60 }), row({ 0: 'B', 8: 5 })], {
      lang: 'es',
    });
    expect(prizes.map((prize) => [prize.name, prize.amount, prize.value])).toEqual([
      ['Copa', 0, 6000],
      ['B', 500, 0],
    ]);
    expect(errorOf(() => readPrizes([header, row({ 0: 'A', 11: -10 })], { lang: 'es' }))).toBe(
      'Premios, fila 2, columna Valor: «-10» no puede ser negativo',
    );
    const en = [...prizesHeader('en'), 'Value'];
    expect(
      errorOf(() => readPrizes([en, en.map((_, i) => (i === 0 ? 'A' : i === 11 ? '-1,5' : ''))], { lang: 'en' }), 'en'),
    ).toBe('Prizes, row 2, column Value: "-1,5" cannot be negative');
  });

  it('set-up’s header, in either language, reads back with no prize', () => {
    expect(prizesHeader('es')).toEqual(PRIZE_HEADER);
    expect(readPrizes([prizesHeader('en')], { lang: 'es' }).prizes).toEqual([]);
  });
});
