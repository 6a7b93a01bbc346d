// The list workbook's tabs (rules §23): the hidden tab's rows read back whole, its writes fixed
// blocks that touch no other event, Por revisar's answers read in any column order and kept.
import { type RatedEvent, eventKey } from '../../../src/core/season';
import { errorOf } from '../../support/errors';
import { ratedSeason } from '../../support/ratedSeasons';
import {
  CHUNK_CHARS,
  readEventStore,
  readReviewAnswers,
  storeHeader,
  storeRow,
  storeWrites,
} from '../../../src/sheets/season/listTabs';
import type { Cell } from '../../../src/sheets/grid/cells';

const events = ratedSeason({ seed: 21, clubs: 2, events: 4, pool: 20, field: [6, 10], rounds: 4 });
const withoutSource = ({ source: _source, ...event }: RatedEvent) => event;

test('rows read back as the same events, in their rows; a row edited by hand named', () => {
  const grid: Cell[][] = [storeHeader('es'), storeRow(events[0]), [], storeRow(events[1])];
  const store = readEventStore(grid, 'Torneos (datos)');
  expect(store.events.map((stored) => stored.row)).toEqual([2, 4]);
  expect(store.events.map((stored) => withoutSource(stored.event))).toEqual(events.slice(0, 2).map(withoutSource));
  expect(store.events[0].event.source).toEqual(events[0].source);
  const edited = grid.map((row) => [...row]);
  edited[3][6] = String(edited[3][6]).slice(1);
  expect(errorOf(() => readEventStore(edited, 'Torneos (datos)'))).toContain('Torneos (datos), fila 4');
});

test('writes: a replaced event in its own row (older cells blanked), new ones below, a removed row blanked', () => {
  const big = {
    ...events[0],
    players: events[0].players.map((p) => ({ ...p, name: p.name + 'x'.repeat(CHUNK_CHARS / 4) })),
  };
  const grid: Cell[][] = [storeHeader('es'), storeRow(big), storeRow(events[1])];
  const store = readEventStore(grid, 'T');
  expect(grid[1].length).toBeGreaterThan(8);
  const blocks = storeWrites(store, [events[0], events[2]], [store.events[1]], 'es');
  expect(blocks.map((block) => [block.row, block.values.length, block.values[0].length])).toEqual([
    [2, 1, store.width],
    [3, 1, store.width],
    [4, 1, storeRow(events[2]).length],
  ]);
  expect(blocks[0].values[0].slice(storeRow(events[0]).length).every((cell) => cell === '')).toBe(true);
  expect(blocks[1].values[0].every((cell) => cell === '')).toBe(true);
  expect(eventKey(readEventStore([storeHeader('es'), blocks[0].values[0]], 'T').events[0].event)).toBe(
    eventKey(events[0]),
  );
  // A new tab: its header first.
  expect(storeWrites(readEventStore(null, 'T'), [events[3]], [], 'en')[0]).toEqual({
    row: 1,
    values: [storeHeader('en')],
  });
});

test("Por revisar's answers: in any column order, kept in the standard one; blank answers are open rows", () => {
  const grid: Cell[][] = [
    ['Es el jugador de la lista', 'Nombre en el torneo', 'Parecido a'],
    ['Ana García', 'Ana Garcia López', 'Ana García'],
    ['', 'Luis Pazz', 'Luis Paz'],
  ];
  const answers = readReviewAnswers(grid, 'es', 'Por revisar');
  expect([...answers.identities]).toEqual([['Ana Garcia López', 'Ana García']]);
  expect(answers.answered).toEqual([['Ana Garcia López', 'Ana García', '', '', '', '', 'Ana García']]);
  expect(readReviewAnswers(null, 'es', 'Por revisar').identities.size).toBe(0);
});
