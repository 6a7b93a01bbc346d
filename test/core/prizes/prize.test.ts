// A prize as announced (src/core/prizes/prize.ts, rules §11, §11.1): its worth (Importe plus
// Valor), whether it has a condition, and which prizes are the overall ones that are shared.
import {
  CONDITION_KEYS,
  hasConditions,
  isOverall,
  NO_CONDITIONS,
  type Prize,
  type PrizeConditions,
  prizeWorth,
} from '../../../src/core/prizes/prize';

const prize = (more: Partial<Prize> = {}): Prize => ({
  name: '1.º',
  type: 'standings',
  conditions: NO_CONDITIONS,
  amount: 10000,
  trophy: '',
  group: '',
  ...more,
});

/** One condition filled, the others blank. */
const ONE: Record<keyof PrizeConditions, Partial<PrizeConditions>> = {
  ratingFrom: { ratingFrom: 0 },
  ratingTo: { ratingTo: 1650 },
  unrated: { unrated: true },
  club: { club: 'A' },
  country: { country: 'Perú' },
  tag: { tag: 'Sub16' },
};

describe('prizeWorth', () => {
  it('Importe plus Valor in cents; no Valor counts 0', () => {
    expect(prizeWorth(prize())).toBe(10000);
    expect(prizeWorth(prize({ amount: 5000, value: 4000 }))).toBe(9000);
    expect(prizeWorth(prize({ amount: 0, trophy: 'Copa' }))).toBe(0);
  });
});

describe('hasConditions and isOverall', () => {
  it('every condition counts, even a band from 0; none is no condition', () => {
    expect(hasConditions(NO_CONDITIONS)).toBe(false);
    expect(Object.keys(ONE).sort()).toEqual([...CONDITION_KEYS].sort());
    for (const key of CONDITION_KEYS)
      expect([key, hasConditions({ ...NO_CONDITIONS, ...ONE[key] })]).toEqual([key, true]);
  });

  it('the overall prizes are Clasificación without any condition, whatever their worth or group', () => {
    expect(isOverall(prize())).toBe(true);
    expect(isOverall(prize({ amount: 0, group: 'Damas', trophy: 'Copa' }))).toBe(true);
    expect(isOverall(prize({ type: 'duplicate' }))).toBe(false);
    expect(isOverall(prize({ type: 'highGame' }))).toBe(false);
    for (const key of CONDITION_KEYS)
      expect(isOverall(prize({ conditions: { ...NO_CONDITIONS, ...ONE[key] } }))).toBe(false);
  });
});
