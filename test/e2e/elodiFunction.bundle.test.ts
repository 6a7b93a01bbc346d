// DUP_ELODI through the built bundle (rules §6.5, §7), called as Sheets calls a custom
// function, on the worked fields of test/fixtures/elodiReference.py (an independent Python
// reading of the rules): a tie, a newcomer among established players, ratings above 2500 and
// between 2000 and 2500, the cap binding.
import { createGasEnvironment } from '../gas/fakes';
import { ensureBuilt, loadBundle } from '../support/loadBundle';

type Row = [number, number | '', number | '', number | ''];

const FIELDS: [string, Row[], [number, number, number][]][] = [
  [
    'a tie for 2nd among newcomers',
    [
      [1, '', '', ''],
      [2, '', '', ''],
      [2, '', '', ''],
      [4, '', '', ''],
    ],
    [
      [1569, 453, 2.5],
      [1200, 338, 2.5],
      [1200, 338, 2.5],
      [831, 453, 2.5],
    ],
  ],
  [
    'established players tied for 1st, a newcomer last',
    [
      [1, 1400, 200, 3],
      [1, 1300, 250, 2],
      [3, 1350, 220, 5],
      [4, '', '', ''],
    ],
    [
      [1418, 171, 2.17],
      [1343, 215, 2.62],
      [1295, 213, 2.4],
      [1004, 374, 2.81],
    ],
  ],
  [
    'a newcomer among established players',
    [
      [1, 1500, 300, 10],
      [2, '', '', ''],
      [3, 1350, 250, 4],
      [4, 1100, 400, 1],
      [5, 1250, 320, 7],
    ],
    [
      [1558, 287, 2.16],
      [1359, 362, 3.26],
      [1372, 217, 2.75],
      [1110, 313, 3.66],
      [1163, 322, 3.17],
    ],
  ],
  [
    'a rating above 2500 and one between 2000 and 2500',
    [
      [1, 2600, 150, 40],
      [2, 2100, 200, 30],
      [3, 1800, 220, 25],
      [4, 1700, 260, 20],
    ],
    [
      [2602, 138, 1.03],
      [2113, 183, 2.25],
      [1814, 199, 3.23],
      [1657, 248, 3.5],
    ],
  ],
  [
    'the cap binding (700 + 150 + 1500/202 = 857.43)',
    [
      [1, 700, 500, 200],
      [2, 1600, 150, 50],
      [3, 1650, 150, 50],
      [4, 1700, 150, 50],
      [5, 1750, 150, 50],
      [6, 1800, 150, 50],
      [7, 1850, 150, 50],
      [8, 1900, 150, 50],
    ],
    [
      [857, 562, 7.83],
      [1707, 260, 5.71],
      [1709, 183, 5.18],
      [1716, 139, 4.62],
      [1724, 145, 4.02],
      [1730, 198, 3.43],
      [1730, 283, 2.86],
      [1721, 395, 2.35],
    ],
  ],
];

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
