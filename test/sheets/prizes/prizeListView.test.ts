// Reparto de premios' words (rules §11): ordinals in either language, and the live page's
// grid — names, prizes and trophies, never the Motivo, the Firma or the account — and
// PRIZE_LIST's rows with their Motivo.
import { ordinal, prizeListRows, prizePageGrid } from '../../../src/sheets/prizes/prizeListView';
import { prizeList } from '../../../src/core/prizes';
import { clubTournament, fieldOf, prize, rankedField } from '../../fixtures/prizeField';

describe('ordinal', () => {
  it.each([
    [1, '1.º', '1st'],
    [2, '2.º', '2nd'],
    [3, '3.º', '3rd'],
    [4, '4.º', '4th'],
    [11, '11.º', '11th'],
    [12, '12.º', '12th'],
    [13, '13.º', '13th'],
    [21, '21.º', '21st'],
    [102, '102.º', '102nd'],
  ])('%d → %s / %s', (n, es, en) => {
    expect(ordinal(n, 'es')).toBe(es);
    expect(ordinal(n, 'en')).toBe(en);
  });
});

describe('prizePageGrid', () => {
  it('Premio, Jugador, Importe, Obsequio: a shared line names the places; a Desierto no player', () => {
    const list = prizeList(
      [prize('1.º', 10000, { trophy: 'Copa' }), prize('2.º', 6000), prize('Sub16', 100, { conditions: { tag: 'x' } })],
      fieldOf(clubTournament()),
      { sharing: 'equal', minimumShare: null },
    );
    expect(prizePageGrid(list, 'es')).toEqual([
      ['Premio', 'Jugador', 'Importe', 'Obsequio'],
      ['1.º', 'Carlos', '40,00\u00a0€', 'Copa'],
      ['2.º', 'Ana', '40,00\u00a0€', ''],
      ['1.º–4.º (compartido)', 'Eva', '40,00\u00a0€', ''],
      ['1.º–4.º (compartido)', 'Bea', '40,00\u00a0€', ''],
      ['Sub16', 'Desierto', '', ''],
    ]);
  });
});

describe('prizeListRows (PRIZE_LIST, rules §7, §11.1)', () => {
  const field = rankedField([
    ['Alba', 5],
    ['Bruno', 4],
    ['Carla', 4],
    ['Dario', 4],
  ]);
  const prizes = [
    prize('1.º', 10000),
    prize('2.º', 6000),
    prize('3.º', 3000),
    prize('Partida más alta', 2000, { type: 'highGame' }),
  ];

  it('header and Premio, Jugador, Importe, Obsequio, Motivo; who left the share is named in the tie’s Motivo', () => {
    const list = prizeList(prizes, { ...field, games: null }, { sharing: 'equal', minimumShare: 3500 });
    const entries = prizes.map((p, i) => ({
      ...p,
      row: i + 2,
      typed: { ratingFrom: '', ratingTo: '', unrated: '', club: '', country: '', tag: '' },
    }));
    expect(prizeListRows(list, { lang: 'es', prizes: entries, names: new Map() })).toEqual([
      ['Premio', 'Jugador', 'Importe', 'Obsequio', 'Motivo'],
      ['1.º', 'Alba', 100, '', '1.º con 5 puntos'],
      [
        '2.º',
        'Bruno',
        45,
        '',
        '2.º con 4 puntos; empate a 4 puntos con 2 jugadores (Reparto en empates: Partes iguales); Dario queda fuera del reparto: con todos, la parte más pequeña era 30,00\u00a0€, menos que el Mínimo por jugador (35,00\u00a0€)',
      ],
      [
        '3.º',
        'Carla',
        45,
        '',
        '3.º con 4 puntos; empate a 4 puntos con 2 jugadores (Reparto en empates: Partes iguales); Dario queda fuera del reparto: con todos, la parte más pequeña era 30,00\u00a0€, menos que el Mínimo por jugador (35,00\u00a0€)',
      ],
      ['Partida más alta', 'Desierto', '', '', 'Desierto: no se dan partidas (solo la clasificación)'],
    ]);
    const en = prizeListRows(list, { lang: 'en', prizes: entries, names: new Map() });
    expect(en[0]).toEqual(['Prize', 'Player', 'Amount', 'Trophy', 'Reason']);
    expect(en[2][4]).toBe(
      '2nd with 4 points; tied on 4 points with 2 players (Prize sharing: Equal split); Dario leaves the share: with everyone in, the smallest share was €30.00, below the Minimum share (€35.00)',
    );
    expect(en[4][4]).toBe('Not awarded: no games given (only the standings)');
  });
});
