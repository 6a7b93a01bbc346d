// Duplicate-scoring custom functions (rules §6, §7): DUP_QUADRATIC, DUP_PERCENT, the judge
// helpers DUP_RACK_OK and DUP_NOTATION, DUP_RANKING (one game tab) and DUP_SUDDEN_DEATH.
import {
  type BonusRules,
  DEFAULT_BONUSES,
  quadraticPoints,
  DEFAULT_RACK_RULES,
  checkMove,
  checkRack,
  rankSuddenDeath,
  scoreGame,
} from '../../core/duplicate';
import { AtrilError } from '../../core/errors';
import { type Language } from '../../i18n';
import { t, type MessageKey } from '../../i18n';
import {
  type Cell,
  asGrid,
  cellInteger,
  cellScore,
  cellText,
  isBlank,
  isBlankRow,
  normaliseLabel,
} from '../grid/cells';
import { parseTiebreakSet } from '../config/duplicateSettings';
import { readDuplicateTab } from '../duplicate/gameTab';
import { suddenDeathView } from '../duplicate/views';
import { readConfig } from '../config/configuration';
import {
  type CustomFunctionDef,
  MAX_RANGE_ROWS,
  param,
  numberArg,
  optionalNumberArg,
  playersCount,
  readArg,
} from './customFunction';

/** Scores of a range argument, read as the duplicate tabs read them (rules §9: whole numbers 0–2000); blanks are 0 (rules §2). */
function scoreGridArg(arg: string, value: unknown): number[][] {
  return readArg(arg, () => asGrid(value).map((row: Cell[]) => row.map((cell) => cellScore(cell) ?? 0)));
}

export const DUP_QUADRATIC: CustomFunctionDef = {
  name: 'DUP_QUADRATIC',
  params: [
    param('place', 'number'),
    param('players', 'number'),
    param('max_players', 'number', true),
    param('k', 'number', true),
  ],
  returns: 'number',
  run(_lang, place, players, maxPlayers, k) {
    // rules §14.1: the scale is built in max_players steps and spans `players` places: both bounded.
    const count = playersCount('players', numberArg('players', players));
    const max = optionalNumberArg('max_players', maxPlayers);
    const options = {
      maxPlayers: max === undefined ? undefined : playersCount('max_players', max),
      k: optionalNumberArg('k', k),
    };
    const grid = asGrid(place);
    const cells = grid.flat();
    const places = readArg('place', () =>
      cells.filter((cell) => !isBlank(cell)).map((cell) => cellInteger(cell) as number),
    );
    const points = readArg('place', () =>
      quadraticPoints(
        places,
        readArg('players', () => {
          if (!Number.isInteger(count) || count < 1) throw new AtrilError('error.atLeast', { value: count, min: 1 });
          return count;
        }),
        options,
      ),
    );
    if (!Array.isArray(place)) return points[0];
    // A range of places returns a column aligned with it; blank places stay blank.
    let next = 0;
    return cells.map((cell): Cell[] => [isBlank(cell) ? '' : points[next++]]);
  },
};

export const DUP_PERCENT: CustomFunctionDef = {
  name: 'DUP_PERCENT',
  params: [param('scores', 'B3:P3'), param('master_scores', 'B2:P2')],
  returns: 'number',
  run(_lang, scores, masterScores) {
    const master = scoreGridArg('master_scores', masterScores).flat();
    const total = master.reduce((sum, value) => sum + value, 0);
    if (total === 0) throw new AtrilError('error.fn.masterZero', {}, { arg: 'master_scores' });
    const raw = asGrid(scores);
    const grid = scoreGridArg('scores', scores);
    const percent = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / total;
    // One player's rounds, as a row or as a column the length of the master.
    if (
      grid.length === 1 ||
      (grid[0].length === 1 && grid.length === master.length && master.length > 1 && asGrid(masterScores).length > 1)
    ) {
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

// ---------------------------------------------------------------------------------------
// Judge helpers (rules §6.4) and one game's ranking (rules §6.1), usable beside the scores.

/**
 * Applies `check` to a value or to each cell of a range (→ a column); blank cells stay blank.
 * rules §14.1: a check per cell costs up to ~20 µs, so a range gives at most MAX_RANGE_ROWS cells.
 */
function perCell(value: unknown, check: (cell: Cell, index: number) => Cell, arg: string): Cell | Cell[][] {
  if (!Array.isArray(value)) return isBlank(value as Cell) ? '' : check(value as Cell, 0);
  const cells = asGrid(value).flat();
  if (cells.length > MAX_RANGE_ROWS)
    throw new AtrilError('error.fn.tooManyCells', { cells: cells.length, max: MAX_RANGE_ROWS }, { arg });
  return cells.map((cell, index): Cell[] => [isBlank(cell) ? '' : check(cell, index)]);
}

function booleanArg(arg: string, value: unknown, fallback: boolean): boolean {
  const cell = asGrid(value)[0]?.[0];
  if (value === undefined || isBlank(cell)) return fallback;
  if (typeof cell === 'boolean') return cell;
  const text = normaliseLabel(cellText(cell));
  if (['true', 'verdadero', 'si', 'yes', '1'].includes(text)) return true;
  if (['false', 'falso', 'no', '0'].includes(text)) return false;
  throw new AtrilError('error.config.unknownValue', { value: cellText(cell), expected: 'TRUE, FALSE' }, { arg });
}

export const DUP_RACK_OK: CustomFunctionDef = {
  name: 'DUP_RACK_OK',
  params: [param('rack', 'A2:A20'), param('round', 'number'), param('blanks_late', 'boolean', true)],
  returns: 'boolean',
  run(lang, rack, round, blanksLate) {
    const rules = { blanksCountLate: booleanArg('blanks_late', blanksLate, DEFAULT_RACK_RULES.blanksCountLate) };
    // One round for every rack, or a range of rounds beside the racks.
    const rounds = readArg('round', () =>
      asGrid(round)
        .flat()
        .map((cell) => {
          const value = cellInteger(cell);
          if (value === null || value < 1) throw new AtrilError('error.atLeast', { value: cellText(cell), min: 1 });
          return value;
        }),
    );
    const racks = asGrid(rack).flat();
    if (rounds.length !== 1 && rounds.length !== racks.length) {
      throw new AtrilError('error.sizeMismatch', { a: racks.length, b: rounds.length }, { arg: 'round' });
    }
    return perCell(
      rack,
      (cell, index) => {
        const verdict = checkRack(cellText(cell), rounds.length === 1 ? rounds[0] : rounds[index], rules);
        return verdict.ok ? true : t(lang, verdict.problem.key, verdict.problem.params);
      },
      'rack',
    );
  },
};

export const DUP_NOTATION: CustomFunctionDef = {
  name: 'DUP_NOTATION',
  params: [param('move', 'B2:P2')],
  returns: 'boolean',
  run(lang, move) {
    return perCell(
      move,
      (cell) => {
        const verdict = checkMove(cellText(cell));
        return verdict.ok ? true : t(lang, verdict.problem.key, verdict.problem.params);
      },
      'move',
    );
  },
};

/** "10 / 5" or "No", read as the Configuración key would be. */
function bonusesArg(lang: Language, value: unknown): BonusRules {
  const cell = asGrid(value)[0]?.[0];
  if (value === undefined || isBlank(cell)) return { ...DEFAULT_BONUSES };
  try {
    return readConfig([[t(lang, 'config.duplicateBonuses'), cell]], { lang }).config.duplicateBonuses;
  } catch (error) {
    if (error instanceof AtrilError) throw new AtrilError(error.key, error.params, { arg: 'bonuses' });
    throw error;
  }
}

export const DUP_RANKING: CustomFunctionDef = {
  name: 'DUP_RANKING',
  params: [param('game', 'A1:P40'), param('bonuses', 'text', true), param('tiebreaks', 'text', true)],
  returns: 'Array<Array<*>>',
  run(lang, game, bonuses, tiebreaks) {
    const rules = bonusesArg(lang, bonuses);
    const setCell = asGrid(tiebreaks)[0]?.[0];
    const set =
      tiebreaks === undefined || isBlank(setCell)
        ? 'fise2009'
        : readArg('tiebreaks', () => parseTiebreakSet(cellText(setCell), lang));
    const read = readDuplicateTab(asGrid(game), { lang, tab: 'game' });
    if (read.game.players.length === 0) throw new AtrilError('error.dup.noPlayers', {}, { arg: 'game' });
    const result = scoreGame(read.game, { bonuses: rules, tiebreaks: set });
    const header: Cell[] = [
      'dup.col.place',
      'dup.col.rank',
      'dup.col.player',
      'dup.col.score',
      'dup.col.bonus',
      'dup.col.total',
      'dup.col.percent',
      'dup.col.masters',
      'dup.col.note',
    ].map((key) => t(lang, key as MessageKey));
    return [
      header,
      ...result.players.map((player): Cell[] => [
        player.place,
        player.rank,
        player.name,
        player.scoreTotal,
        player.bonusTotal,
        player.total,
        player.percent,
        player.mastersMatched,
        player.suddenDeath ? t(lang, 'dup.note.suddenDeath') : '',
      ]),
    ];
  },
};

export const DUP_SUDDEN_DEATH: CustomFunctionDef = {
  name: 'DUP_SUDDEN_DEATH',
  params: [param('names', 'A2:A20'), param('scores', 'B2:K20')],
  returns: 'Array<Array<*>>',
  run(lang, names, scores) {
    const nameCells = asGrid(names).flat();
    const rows = asGrid(scores);
    if (nameCells.length !== rows.length)
      throw new AtrilError('error.sizeMismatch', { a: nameCells.length, b: rows.length }, { arg: 'scores' });
    const entries = readArg('scores', () =>
      nameCells
        .map((cell, index) => ({ name: cellText(cell), scores: rows[index].map((score) => cellScore(score)) }))
        .filter((entry) => entry.name !== ''),
    );
    const view = suddenDeathView(rankSuddenDeath(entries), lang);
    return [view.header, ...view.rows];
  },
};
