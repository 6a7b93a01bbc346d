import { isLabel, labelNames, matchWord, wordList } from '../../../src/sheets/grid/labels';

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
