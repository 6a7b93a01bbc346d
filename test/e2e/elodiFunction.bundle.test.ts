// DUP_ELODI through the built bundle (rules §6.5, §7), called as Sheets calls a custom
// function, on the worked examples of test/fixtures/elodiExamples.ts (from an independent
// Python reading of the rules): newcomers, a tie, a newcomer among established players,
// ratings above 2500 and between 2000 and 2500, the cap binding.
import { createGasEnvironment } from '../gas/fakes';
import { ensureBuilt, loadBundle } from '../support/loadBundle';
import { EXAMPLES } from '../fixtures/elodiExamples';

type Row = [number, number | '', number | '', number | ''];

// The cell a newcomer leaves blank: EloDI, volatility and games.
const FIELDS = EXAMPLES.map(([name, before, after]): [string, Row[], [number, number, number][]] => [
  name,
  before.map(([place, rating, volatility, games]): Row => [
    place,
    rating ?? '',
    volatility ?? '',
    rating === null ? '' : games,
  ]),
  after.map(([rating, volatility, , expected]) => [rating as number, volatility as number, expected]),
]);

describe('DUP_ELODI in the built bundle', () => {
  const context = (() => {
    ensureBuilt();
    return loadBundle(createGasEnvironment({ locale: 'es_ES' }));
  })();
  const DUP_ELODI = context.DUP_ELODI as (...columns: unknown[][][]) => unknown;
  const columns = (rows: Row[]): unknown[][][] => [0, 1, 2, 3].map((c) => rows.map((row) => [row[c]]));

  test.each(FIELDS)('%s', (_, rows, expected) => {
    expect(JSON.parse(JSON.stringify(DUP_ELODI(...columns(rows))))).toEqual(expected);
  });

  test('bad input: the argument, the row and the value, in Spanish, no stack', () => {
    const rows = columns(FIELDS[2][1]);
    rows[1][2] = ['alto'];
    expect(() => DUP_ELODI(...rows)).toThrow(/^Argumento ratings: fila 3: «alto» no es un número$/);
  });
});
