// An event's date (rules §23): ISO days from what people and programs write, impossible days refused.
import { isIsoDay, isoDay, parseDayText } from '../../src/core/eventDate';

test('the forms TRF writers and people use, year first or day first', () => {
  expect(parseDayText('2026-07-28')).toBe('2026-07-28');
  expect(parseDayText('2005/07/28')).toBe('2005-07-28');
  expect(parseDayText('28. 07. 2005')).toBe('2005-07-28');
  expect(parseDayText('28.07.2005')).toBe('2005-07-28');
  expect(parseDayText(' 7/3/2026 ')).toBe('2026-03-07');
  expect(parseDayText('28/7/2005')).toBe('2005-07-28');
  expect(parseDayText('2005.7.8')).toBe('2005-07-08');
});

test('what is not a day', () => {
  for (const text of [
    '',
    'julio',
    '2026-02-30',
    '31/04/2026',
    '2026-13-01',
    '28/07/26',
    '05/07/28',
    '2005/02/30',
    '0999-01-01',
  ])
    expect(parseDayText(text)).toBeNull();
  expect(isoDay(2024, 2, 29)).toBe('2024-02-29');
  expect(isoDay(2023, 2, 29)).toBeNull();
  expect(isIsoDay('2026-07-28')).toBe(true);
  expect(isIsoDay('2026-7-28')).toBe(false);
});
