// Who may take a prize (rules §11): each condition alone, all together, and the one a Desierto names.
import { conditionNobodyMeets, meetsCondition, NO_CONDITIONS, unmetCondition } from '../../../src/core/prizes';
import { player } from '../../fixtures/prizeField';

const rated = player(1, 'Ana', 1600, 'Club Ñandú');
const unrated = player(2, 'Bea', null, 'Otro');

describe('conditions (rules §11)', () => {
  it('Escalafón desde / hasta: inclusive bounds; a blank Escalafón matches no band', () => {
    const band = { ...NO_CONDITIONS, ratingFrom: 1600, ratingTo: 1699 };
    expect(unmetCondition(band, rated)).toBeNull();
    expect(unmetCondition(band, { ...rated, rating: 1599 })).toBe('ratingFrom');
    expect(unmetCondition(band, { ...rated, rating: 1700 })).toBe('ratingTo');
    expect(unmetCondition({ ...NO_CONDITIONS, ratingTo: 1599 }, unrated)).toBe('ratingTo');
    expect(unmetCondition({ ...NO_CONDITIONS, ratingFrom: 0 }, unrated)).toBe('ratingFrom');
  });

  it('Sin escalafón: only players with a blank Escalafón', () => {
    const only = { ...NO_CONDITIONS, unrated: true };
    expect(meetsCondition('unrated', only, unrated)).toBe(true);
    expect(meetsCondition('unrated', only, rated)).toBe(false);
  });

  it('Club, País, Etiqueta: compared with case and accents aside; a tag among the player’s tags', () => {
    expect(unmetCondition({ ...NO_CONDITIONS, club: 'CLUB ÑANDU' }, rated)).toBeNull();
    expect(unmetCondition({ ...NO_CONDITIONS, club: 'Club Nandu' }, rated)).toBeNull();
    expect(unmetCondition({ ...NO_CONDITIONS, club: 'Club Ñandúes' }, rated)).toBe('club');
    const profile = { country: 'Perú', tags: ['Sub16', 'Femenino'] };
    expect(unmetCondition({ ...NO_CONDITIONS, country: 'peru' }, rated, profile)).toBeNull();
    expect(unmetCondition({ ...NO_CONDITIONS, country: 'Chile' }, rated, profile)).toBe('country');
    expect(unmetCondition({ ...NO_CONDITIONS, tag: 'femenino' }, rated, profile)).toBeNull();
    expect(unmetCondition({ ...NO_CONDITIONS, tag: 'Socio' }, rated, profile)).toBe('tag');
    expect(unmetCondition({ ...NO_CONDITIONS, tag: 'Sub16' }, rated)).toBe('tag');
  });

  it('every filled condition must hold; blank ones hold for everyone', () => {
    expect(unmetCondition(NO_CONDITIONS, unrated)).toBeNull();
    const both = { ...NO_CONDITIONS, ratingTo: 1700, club: 'otro' };
    expect(unmetCondition(both, rated)).toBe('club');
    expect(unmetCondition(both, unrated)).toBe('ratingTo');
  });

  it('conditionNobodyMeets: the condition, in column order, that leaves nobody', () => {
    const field = [{ player: rated }, { player: unrated }];
    expect(conditionNobodyMeets({ ...NO_CONDITIONS, ratingTo: 1700 }, field)).toBeNull();
    expect(conditionNobodyMeets({ ...NO_CONDITIONS, ratingTo: 1599 }, field)).toBe('ratingTo');
    // Each alone is met by someone; together nobody: the club, applied after the band.
    expect(conditionNobodyMeets({ ...NO_CONDITIONS, ratingFrom: 1500, club: 'Otro' }, field)).toBe('club');
  });
});
