import { isLabel, labelNames, matchWord, resembles, wordList } from '../../../src/sheets/grid/labels';

describe('labels in either language (rules §2)', () => {
  it('names a catalogue label in Spanish and English, folded, with its aliases', () => {
    expect(labelNames('col.players.rating', ['ELO'])).toEqual(['escalafon', 'rating', 'elo']);
  });

  it('matches a typed header whatever its case, accents and spacing', () => {
    expect(isLabel('  ESCALAFÓN ', 'col.players.rating')).toBe(true);
    expect(isLabel('Rating', 'col.players.rating')).toBe(true);
    expect(isLabel('Elo', 'col.players.rating', ['elo'])).toBe(true);
    expect(isLabel('Elo', 'col.players.rating')).toBe(false);
    expect(isLabel('Puntos 1', 'col.players.rating')).toBe(false);
  });

  it('picks the value whose label or alias a setting word is', () => {
    const labels = { swiss: 'value.swiss', roundRobin: 'value.roundRobin' } as const;
    expect(matchWord('suizo', labels)).toBe('swiss');
    expect(matchWord('Round robin', labels)).toBe('roundRobin');
    expect(matchWord('berger', labels, { berger: 'roundRobin' })).toBe('roundRobin');
    expect(matchWord('liga', labels)).toBeNull();
    expect(wordList(labels, 'es')).toBe('Suizo, Todos contra todos');
  });
});

describe('resembles: a header or key like a known one without being it (rules §9)', () => {
  const names = (key: Parameters<typeof labelNames>[0], aliases: string[] = []) => labelNames(key, aliases);

  it.each([
    ['Resultados', 'col.rounds.result'],
    ['Puntos J1', 'col.rounds.score1'],
    ['Mesa nº', 'col.rounds.table'],
    ['Escalafn', 'col.players.rating'],
    ['Nombres', 'col.players.name'],
    ['Results', 'col.rounds.result'],
    ['Ausentes en rondas', 'col.players.absentRounds'],
  ] as const)('%j resembles %s', (typed, key) => {
    expect(resembles(typed, names(key))).toBe(true);
  });

  it('with the labels of a missing column, the same words with some added or left out', () => {
    expect(resembles('Nombre completo del jugador', names('col.players.name'), names('col.players.name'))).toBe(true);
    expect(resembles('Puntos', names('col.rounds.score1'), names('col.rounds.score1'))).toBe(true);
    expect(resembles('Puntos jugador 1', names('col.rounds.score1'), names('col.rounds.score1'))).toBe(true);
    expect(resembles('Puntos jugador 1', names('col.rounds.score1'))).toBe(false);
  });

  it.each([
    ['N° FISE', 'col.players.id', ['no', 'n', 'num', 'numero', '#']],
    ['Numero FISE', 'col.players.id', ['no', 'n', 'num', 'numero', '#']],
    ['Puntos totales', 'col.rounds.score1', []],
    ['Notas', 'col.players.name', ['jugador']],
    ['Email', 'col.players.rating', ['elo']],
    ['Motivo', 'col.rounds.table', []],
    ['Club', 'col.players.club', []], // the name itself is no resemblance
    ['RESULTADO.', 'col.rounds.result', []], // nor is it with another case or a dot
    ['', 'col.players.club', []],
  ] as const)('%j does not resemble %s', (typed, key, aliases) => {
    const known = names(key, [...aliases]);
    expect(resembles(typed, known, names(key))).toBe(false);
  });
});
