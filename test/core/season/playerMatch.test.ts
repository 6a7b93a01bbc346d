// Who is who (rules §23): which names are close enough to put to the officer, and the index
// that finds them without comparing every pair.
import { PlayerIndex, closeReason, foldIdentities, oneLetterApart, oneWordApart } from '../../../src/core/season';
import { foldText } from '../../../src/core/text';

describe('close names', () => {
  test('one letter changed, added or left out', () => {
    expect(oneLetterApart('ana ruiz', 'ana ruis')).toBe(true);
    expect(oneLetterApart('ana ruiz', 'ana ruizz')).toBe(true);
    expect(oneLetterApart('ana ruiz', 'an ruiz')).toBe(true);
    expect(oneLetterApart('ana ruiz', 'ana ruiz')).toBe(false);
    expect(oneLetterApart('ana ruiz', 'ana rois')).toBe(false);
    expect(oneLetterApart('ab', 'ba')).toBe(false);
  });

  test('one word more or less, two words in common at least', () => {
    expect(oneWordApart('jose garcia', 'jose garcia lopez')).toBe(true);
    expect(oneWordApart('jose garcia lopez', 'jose lopez')).toBe(true);
    expect(oneWordApart('jose', 'jose garcia')).toBe(false);
    expect(oneWordApart('jose garcia', 'jose garcia lopez perez')).toBe(false);
  });

  test('closeReason: equal names are not close, accents are the folding’s business', () => {
    expect(closeReason('ana ruiz', 'ana ruiz')).toBeNull();
    expect(closeReason(foldText('José García'), foldText('Jose Garcia López'))).toBe('word');
    expect(closeReason('eva sanz', 'eva sanzo')).toBe('letter');
    expect(closeReason('eva sanz', 'luis gil')).toBeNull();
  });
});

describe('PlayerIndex', () => {
  const index = new PlayerIndex();
  ['José García López', 'Ana Ruiz', 'Ana Ruiz Pérez', 'Luis Gil'].forEach((name, id) =>
    index.add(id, name, id === 3 ? 'L9' : ''),
  );

  test('finds every close name, as a pairwise comparison would, and no equal one', () => {
    const names = ['José García López', 'Ana Ruiz', 'Ana Ruiz Pérez', 'Luis Gil'].map(foldText);
    for (const probe of [
      'jose garcia',
      'ana ruis',
      'ana ruiz',
      'ana ruiz perez',
      'luis gil',
      'luis gils',
      'eva sanz',
      'jose garcia lopez diaz',
    ]) {
      const expected = names.flatMap((name, id) => (closeReason(probe, name) === null ? [] : [id]));
      expect(index.close(probe).map((found) => found.id)).toEqual(expected);
    }
    expect(index.close('ana ruiz')).toEqual([{ id: 2, reason: 'word' }]);
  });

  test('names and licences', () => {
    expect(index.named('ana ruiz')).toEqual([1]);
    expect(index.byLicenceOf(' L9 ')).toBe(3);
    expect(index.byLicenceOf('')).toBeUndefined();
    index.setLicence(0, 'L9');
    expect(index.byLicenceOf('L9')).toBe(3);
  });
});

test('foldIdentities: the alias folded, the list name as written, blank answers dropped', () => {
  expect([...foldIdentities({ 'José  GARCÍA': 'José García López', 'Ana Ruis': ' ' })]).toEqual([
    ['jose garcia', 'José García López'],
  ]);
});
