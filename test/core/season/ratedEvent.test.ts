// Rated events (rules §23): an event's key, the rating order, and importing into a set.
import { type RatedEvent, compareEvents, eventKey, eventKind, mergeEvents } from '../../../src/core/season';

const event = (name: string, date: string, club: string, fingerprint: string): RatedEvent => ({
  name,
  date,
  club,
  kind: 'swiss',
  source: { file: `${name}.atril`, fingerprint, format: 'atril' },
  players: [],
  swissGames: [],
  duplicateGames: [],
});

test('an event is its name, date and club, accents, case and spacing aside', () => {
  expect(eventKey(event('Open  de Otoño', '2026-10-01', 'Alfil', 'a'))).toBe(
    eventKey(event('open de otono', '2026-10-01', 'ALFIL', 'b')),
  );
  expect(eventKey(event('Open', '2026-10-01', 'Alfil', 'a'))).not.toBe(
    eventKey(event('Open', '2026-10-02', 'Alfil', 'a')),
  );
});

test('rating order: date, then club, name and fingerprint', () => {
  const list = [
    event('B', '2026-02-01', 'Torre', 'x'),
    event('A', '2026-02-01', 'Torre', 'x'),
    event('Z', '2026-02-01', 'Alfil', 'x'),
    event('A', '2026-01-31', 'Torre', 'x'),
  ];
  expect([...list].sort(compareEvents).map((e) => `${e.date} ${e.club} ${e.name}`)).toEqual([
    '2026-01-31 Torre A',
    '2026-02-01 Alfil Z',
    '2026-02-01 Torre A',
    '2026-02-01 Torre B',
  ]);
});

test('mergeEvents: a corrected file replaces its event; two files of one event in one import are a conflict', () => {
  const old = [event('Open', '2026-10-01', 'Alfil', 'v1'), event('Liga', '2026-09-01', 'Alfil', 'l')];
  const merged = mergeEvents(old, [event('OPEN', '2026-10-01', 'alfil', 'v2')]);
  expect(merged.conflicts).toEqual([]);
  expect(merged.replaced.map((e) => e.source.fingerprint)).toEqual(['v1']);
  expect(merged.events.map((e) => e.source.fingerprint)).toEqual(['l', 'v2']);
  const clash = mergeEvents(old, [
    event('Copa', '2026-11-01', 'Alfil', 'a'),
    event('Copa', '2026-11-01', 'Alfil', 'b'),
  ]);
  expect(clash.conflicts.map(([a, b]) => [a.source.fingerprint, b.source.fingerprint])).toEqual([['a', 'b']]);
  expect(clash.events).toEqual(old);
});

test('eventKind', () => {
  const swiss = [{ round: 1, first: 0, second: 1, result: 1 as const, rated: true }];
  const dup = [{ name: 'D', rounds: 12, players: [] }];
  expect([eventKind(swiss, []), eventKind([], dup), eventKind(swiss, dup)]).toEqual(['swiss', 'duplicate', 'both']);
});
