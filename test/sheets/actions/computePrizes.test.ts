// "Calcular premios" (rules §11) on the club workbook of test/fixtures/prizeWorkbook.ts,
// worked by hand: the assignment, the Hort sharing, each Motivo, the treasurer's account,
// the warning of a condition nobody meets, and nothing written on bad input.
import { computePrizes } from '../../../src/sheets/actions/computePrizes';
import { MAX_PRIZES } from '../../../src/core/prizes';
import type { Grid } from '../../../src/sheets/grid/cells';
import { MemoryWorkbook } from '../../support/memoryWorkbook';
import { errorOf } from '../../support/errors';
import { PRIZE_CONFIG, PRIZE_LIST_ROWS, PRIZE_PLAYERS, PRIZE_TAB, prizeBook } from '../../fixtures/prizeWorkbook';

const withTab = (name: string, grid: Grid) => new MemoryWorkbook({ ...prizeBook(), [name]: grid });

describe('computePrizes', () => {
  it('writes Reparto de premios: one row per prize in Premios order, then the treasurer’s account', () => {
    const book = new MemoryWorkbook(prizeBook());
    const result = computePrizes({ workbook: book, lang: 'es' });
    expect(result.ok).toBe(true);
    expect(result.tab).toBe('Reparto de premios');
    const grid = book.snapshot('Reparto de premios') as Grid;
    expect(grid[0][0]).toBe('Liga · Reparto de premios');
    expect(grid.slice(1).map((row) => row.slice(0, 6))).toEqual(PRIZE_LIST_ROWS);
    expect(result.message).toBe(
      [
        'Premios calculados en Reparto de premios: 6 premios (2 desiertos); en metálico 250,50\u00a0€.',
        '',
        '1 aviso:',
        '• Premios, fila 7, columna País: nadie cumple País «Perú»: el premio «Mejor de Perú» queda desierto',
      ].join('\n'),
    );
    expect(book.layoutOf('Reparto de premios')).toMatchObject({
      titleRows: [1],
      headerRows: [2, 12],
      wrapColumns: [5],
    });
  });

  it('equal split: a tied player without a prize of his own gets a row for his share', () => {
    const config = PRIZE_CONFIG.map((row) => (row[0] === 'Reparto de premios' ? [row[0], 'Partes iguales'] : row));
    // Only the two places: Carlos, Ana, Eva and Bea (2 points each) share 160: 40 each.
    const book = new MemoryWorkbook({ ...prizeBook(), Configuración: config, Premios: PRIZE_TAB.slice(0, 3) });
    computePrizes({ workbook: book, lang: 'es' });
    const rows = (book.snapshot('Reparto de premios') as Grid).slice(2, 6).map((row) => row.slice(0, 5));
    const shared = 'empate a 2 puntos con 4 jugadores (Reparto en empates: Partes iguales)';
    expect(rows).toEqual([
      ['1.º', 'Carlos', 40, 'Copa', `1.º con 2 puntos; ${shared}`],
      ['2.º', 'Ana', 40, '', `2.º con 2 puntos; ${shared}`],
      ['1.º–4.º (compartido)', 'Eva', 40, '', `3.º con 2 puntos; ${shared}`],
      ['1.º–4.º (compartido)', 'Bea', 40, '', `4.º con 2 puntos; ${shared}`],
    ]);
  });

  it('in English: headers, words and reasons; Tipo and the keys typed in English', () => {
    const book = new MemoryWorkbook({
      Configuration: [
        ['Key', 'Value'],
        ['Tournament', 'Club'],
        ['Rounds', 3],
        ['Tiebreaks', 'Scrabble points'],
        ['Prize sharing', 'Tiebreak'],
      ],
      Players: PRIZE_PLAYERS.map((row, i) =>
        i === 0 ? ['No', 'Name', 'Rating', 'Club', 'Withdrawn'] : row.slice(0, 5),
      ),
      Rounds: [
        ['Round', 'Table', 'Player 1', 'Player 2', 'Score 1', 'Score 2', 'Result'],
        ...prizeBook().Rondas.slice(1, -1),
        [3, 3, 'Bea', 'BYE', '', '', ''],
      ],
      Prizes: [
        ['Prize', 'Type', 'Rating to', 'Amount', 'Group'],
        ['1st', 'Standings', '', 50, ''],
        ['Biggest win', 'Biggest win', '', 10, 'Games'],
        ['Under 1000', '', 999, 5, ''],
      ],
    });
    const result = computePrizes({ workbook: book, lang: 'en' });
    const rows = (book.snapshot('Prize list') as Grid).slice(1, 5).map((row) => row.slice(0, 5));
    expect(rows).toEqual([
      ['Prize', 'Player', 'Amount (€)', 'Trophy', 'Reason'],
      ['1st', 'Carlos', 50, '', '1st with 2 points'],
      ['Biggest win', 'Bea', 10, '', 'Biggest win: 400 (600–200) in round 2 against Fede'],
      ['Under 1000', 'Not awarded', '', '', 'Not awarded: nobody meets Rating to 999'],
    ]);
    expect(result.message).toMatch(/^Prizes computed in Prize list: 2 prizes \(1 not awarded\); cash €60\.00\./);
  });

  it.each([
    [
      'an unknown Tipo',
      ['Mejor', 'Partida alta máxima', '', '', '', '', '', '', 10, '', ''],
      'Premios, fila 2, columna Tipo: «Partida alta máxima» no es un Tipo de premio; se espera: Clasificación, Duplicada, Partida más alta, Derrota más alta, Victoria más baja, Mayor diferencia, Combinada más alta, Mayor sorpresa, Equipos',
    ],
    [
      'a negative Importe',
      ['1.º', '', '', '', '', '', '', '', -5, '', ''],
      'Premios, fila 2, columna Importe: «-5» no puede ser negativo',
    ],
    [
      'a non-numeric Importe',
      ['1.º', '', '', '', '', '', '', '', 'cien', '', ''],
      'Premios, fila 2, columna Importe: «cien» no es un número',
    ],
    [
      'Escalafón desde above hasta',
      ['Banda', '', 1700, 1600, '', '', '', '', 5, '', ''],
      'Premios, fila 2, columna Escalafón desde: Escalafón desde (1700) es mayor que Escalafón hasta (1600)',
    ],
    [
      'a prize without a name',
      ['', 'Clasificación', '', '', '', '', '', '', 5, '', ''],
      'Premios, fila 2, columna Premio: falta el nombre del premio (Premio)',
    ],
  ])('%s is named by tab, row, column and value; nothing is written', (_, row, message) => {
    const book = withTab('Premios', [PRIZE_TAB[0], row]);
    book.resetCounts();
    expect(errorOf(() => computePrizes({ workbook: book, lang: 'es' }))).toBe(message);
    expect(book.writes).toBe(0);
    expect(book.tabNames()).not.toContain('Reparto de premios');
  });

  it.each([
    [
      'an unknown Reparto de premios',
      'Configuración',
      PRIZE_CONFIG.map((row) => (row[0] === 'Reparto de premios' ? [row[0], 'Suizo'] : row)),
      'Configuración, fila 5, columna Reparto de premios: «Suizo» no es un valor de Reparto en empates; se espera: Desempate, Partes iguales, Hort',
    ],
    [
      'a negative Pagado',
      'Jugadores',
      PRIZE_PLAYERS.map((row, i) => (i === 3 ? [...row.slice(0, 7), -5] : row)),
      'Jugadores, fila 4, columna Pagado: «-5» no puede ser negativo',
    ],
    [
      'a non-numeric Pagado',
      'Jugadores',
      PRIZE_PLAYERS.map((row, i) => (i === 3 ? [...row.slice(0, 7), 'mañana'] : row)),
      'Jugadores, fila 4, columna Pagado: «mañana» no es un número',
    ],
    [
      'a payment on a row without a name',
      'Jugadores',
      [...PRIZE_PLAYERS, ['', '', '', '', '', '', '', 15]],
      'Jugadores, fila 8, columna Nombre: la fila tiene Pagado pero no el nombre de un jugador',
    ],
  ])('%s is named by tab, row, column and value; nothing is written', (_, tab, grid, message) => {
    const book = withTab(tab, grid);
    book.resetCounts();
    expect(errorOf(() => computePrizes({ workbook: book, lang: 'es' }))).toBe(message);
    expect(book.writes).toBe(0);
  });

  it('without a Premios tab: says to set up; an empty one: says what to type, and writes nothing', () => {
    const { Premios: _premios, ...rest } = prizeBook();
    expect(errorOf(() => computePrizes({ workbook: new MemoryWorkbook(rest), lang: 'es' }))).toBe(
      'No existe la pestaña «Premios». Usa Atril › Preparar torneo.',
    );
    const empty = withTab('Premios', [PRIZE_TAB[0]]);
    const result = computePrizes({ workbook: empty, lang: 'es' });
    expect(result).toMatchObject({ ok: false, tab: null });
    expect(result.message).toMatch(/^La pestaña Premios no tiene premios/);
    expect(empty.tabNames()).not.toContain('Reparto de premios');
  });

  it(`a Premios tab of more than ${MAX_PRIZES} prizes is refused, naming the tab and the count; nothing is written`, () => {
    const row = PRIZE_TAB[1];
    const rows = (count: number) => [PRIZE_TAB[0], ...Array.from({ length: count }, () => row)];
    const book = withTab('Premios', rows(MAX_PRIZES + 1));
    book.resetCounts();
    expect(errorOf(() => computePrizes({ workbook: book, lang: 'es' }))).toBe(
      `Premios tiene ${MAX_PRIZES + 1} premios y se admiten hasta ${MAX_PRIZES}: deja una fila por premio anunciado y borra las demás`,
    );
    expect(book.writes).toBe(0);
    // At the bound it runs.
    expect(computePrizes({ workbook: withTab('Premios', rows(MAX_PRIZES)), lang: 'es' }).ok).toBe(true);
  });
});
