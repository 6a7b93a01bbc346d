// rules §17: a passing failure is tried again after a growing pause, only where trying again
// cannot do the work twice; a call that may have done its work is looked up first.
import { isTransient, RETRY_PAUSES_MS, retried } from '../../src/gas/retry';
import { FakeUtilities, GasException } from './fakes';

const utilities = new FakeUtilities();
beforeAll(() => {
  (globalThis as unknown as { Utilities: FakeUtilities }).Utilities = utilities;
});
beforeEach(() => utilities.slept.splice(0));

const failing = (times: number, message: string) => {
  let calls = 0;
  return {
    call: () => {
      calls += 1;
      if (calls <= times) throw new GasException(message);
      return calls;
    },
    calls: () => calls,
  };
};

test("Google's passing failures are transient; bad input and refusals are not", () => {
  for (const message of [
    'Service Spreadsheets failed while accessing document with id 1abc.',
    'Service Spreadsheets timed out while accessing document with id 1abc.',
    "We're sorry, a server error occurred. Please wait a bit and try again.",
    'Service error: Spreadsheets',
  ])
    expect([message, isTransient(new GasException(message))]).toEqual([message, true]);
  for (const message of ['A sheet with the name "Rondas" already exists.', 'Rondas, fila 3: «x» no es un número'])
    expect([message, isTransient(new Error(message))]).toEqual([message, false]);
});

test('tried again after 0.5, 1 and 2 s, then given up', () => {
  const twice = failing(2, 'Service Spreadsheets failed while accessing document with id 1.');
  expect(retried(twice.call)).toBe(3);
  expect(utilities.slept).toEqual([500, 1000]);
  const always = failing(99, 'Service Spreadsheets failed while accessing document with id 1.');
  expect(() => retried(always.call)).toThrow('Service Spreadsheets failed');
  expect(always.calls()).toBe(RETRY_PAUSES_MS.length + 1);
});

test('a failure that is not passing is never tried again', () => {
  const once = failing(1, 'A sheet with the name "Rondas" already exists.');
  expect(() => retried(once.call)).toThrow('already exists');
  expect(once.calls()).toBe(1);
  expect(utilities.slept).toEqual([]);
});

test('a call that did its work before failing is found by `recover`, not made twice', () => {
  const insert = failing(1, 'Service Spreadsheets failed while accessing document with id 1.');
  // The tab found by its name stands for what the insert would have returned.
  expect(retried<number | string>(insert.call, () => 'the tab, found by its name')).toBe('the tab, found by its name');
  expect(insert.calls()).toBe(1);
  const notDone = failing(1, 'Service Spreadsheets failed while accessing document with id 1.');
  expect(retried(notDone.call, () => null)).toBe(2);
});
