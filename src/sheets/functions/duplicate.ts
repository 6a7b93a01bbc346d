// Duplicate-scoring custom functions (SPEC §6, §7): DUP_QUADRATIC and DUP_PERCENT.
import { AtrilError } from '../../core/errors';
import { quadraticPoints } from '../../core/quadratic';
import { type Cell, asGrid, cellInteger, isBlank, isBlankRow } from '../cells';
import { type CustomFunctionDef, numberArg, numberGridArg, optionalNumberArg, readArg } from './define';

export const DUP_QUADRATIC: CustomFunctionDef = {
  name: 'DUP_QUADRATIC',
  params: [
    { name: 'place', type: 'number' },
    { name: 'players', type: 'number' },
    { name: 'max_players', type: 'number', optional: true },
    { name: 'k', type: 'number', optional: true },
  ],
  returns: 'number',
  run(_lang, place, players, maxPlayers, k) {
    const count = numberArg('players', players);
    const options = {
      maxPlayers: optionalNumberArg('max_players', maxPlayers),
      k: optionalNumberArg('k', k),
    };
    const grid = asGrid(place);
    const cells = grid.flat();
    const places = readArg('place', () => cells.filter((cell) => !isBlank(cell)).map((cell) => cellInteger(cell) as number));
    const points = readArg('place', () => quadraticPoints(places, readArg('players', () => {
      if (!Number.isInteger(count) || count < 1) throw new AtrilError('error.outOfRange', { value: count, min: 1, max: '∞' });
      return count;
    }), options));
    if (!Array.isArray(place)) return points[0];
    // A range of places returns a column aligned with it; blank places stay blank.
    let next = 0;
    return cells.map((cell): Cell[] => [isBlank(cell) ? '' : points[next++]]);
  },
};

export const DUP_PERCENT: CustomFunctionDef = {
  name: 'DUP_PERCENT',
  params: [
    { name: 'scores', type: 'B3:P3' },
    { name: 'master_scores', type: 'B2:P2' },
  ],
  returns: 'number',
  run(_lang, scores, masterScores) {
    const master = numberGridArg('master_scores', masterScores).flat();
    if (master.some((value) => value < 0)) {
      const bad = master.find((value) => value < 0) as number;
      throw new AtrilError('error.negative', { value: bad }, { arg: 'master_scores' });
    }
    const total = master.reduce((sum, value) => sum + value, 0);
    if (total === 0) throw new AtrilError('error.fn.masterZero', {}, { arg: 'master_scores' });
    const raw = asGrid(scores);
    const grid = numberGridArg('scores', scores);
    const percent = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / total;
    // One player's rounds, as a row or as a column the length of the master.
    if (grid.length === 1 || (grid[0].length === 1 && grid.length === master.length && master.length > 1 && asGrid(masterScores).length > 1)) {
      const values = grid.flat();
      if (values.length !== master.length) {
        throw new AtrilError('error.sizeMismatch', { a: values.length, b: master.length }, { arg: 'scores' });
      }
      return percent(values);
    }
    // Players × rounds: one value per row, blank rows stay blank.
    if (grid[0].length !== master.length) {
      throw new AtrilError('error.sizeMismatch', { a: grid[0].length, b: master.length }, { arg: 'scores' });
    }
    return grid.map((row, index): Cell[] => [isBlankRow(raw[index]) ? '' : percent(row)]);
  },
};
