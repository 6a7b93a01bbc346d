// Reading a "Duplicada N" tab (SPEC §2): column A names, then one column per round (R1,
// R2, ...); the Maestra row (master score per round), an optional Jugada row (master move
// in canonical notation), and one row per player; a blank cell is 0. Also the duplicate
// settings of Configuración and the whole "Calcular duplicada" computation over the tabs.
import { AtrilError } from '../core/errors';
import type { Language, TournamentConfig } from '../core/model';
import type { QuadraticOptions } from '../core/quadratic';
import {
  type BonusRules,
  type Criterion,
  type DuplicateGameInput,
  type GameResult,
  type OverallResult,
  type TiebreakSet,
  type Warning,
  checkMove,
  rankOverall,
  scoreGame,
} from '../core/duplicate';
import { t, type MessageKey } from '../i18n';
import { type Cell, type Grid, cellInteger, cellNumber, cellText, isBlank, isBlankRow, normaliseLabel } from './cells';
import type { ConfigEntries } from './tournament';

export interface DuplicateTabOptions {
  lang: Language;
  /** The tab's name as the user sees it (messages, views). */
  tab: string;
  /** Sheet row of the grid's first (header) row; 1 unless the range starts lower. */
  firstRow?: number;
}

export interface DuplicateTabRead {
  game: DuplicateGameInput;
  /** Sheet row of each player of `game.players`. */
  playerRows: number[];
  /** Names with a row but no score at all: absent from this game. */
  absent: string[];
  /** Bad master moves in the Jugada row (they do not stop the scoring). */
  warnings: Warning[];
}

const labelsOf = (key: MessageKey, more: string[] = []) => new Set([t('es', key), t('en', key), ...more].map(normaliseLabel));
const MASTER_LABELS = labelsOf('dup.row.master', ['jugada maestra', 'master move', 'maestro']);
const MOVE_LABELS = labelsOf('dup.row.move', ['jugadas', 'notacion', 'notation']);

/** The round number of a header: "R1", "R 1", "Ronda 1", "Round 1" or "1"; null otherwise. */
export function roundOfHeader(cell: Cell): number | null {
  if (typeof cell === 'number') return Number.isInteger(cell) && cell > 0 ? cell : null;
  const match = /^(?:r|ronda|round)?\s*(\d+)$/.exec(normaliseLabel(cellText(cell)));
  return match && Number(match[1]) > 0 ? Number(match[1]) : null;
}

/** The game number of a tab named "Duplicada N" / "Duplicate N"; null for other tabs. */
export function duplicateTabNumber(name: string): number | null {
  const prefixes = [t('es', 'tab.duplicate'), t('en', 'tab.duplicate')].map(normaliseLabel);
  const label = normaliseLabel(name);
  for (const prefix of prefixes) {
    const match = new RegExp(`^${prefix}\\s*(\\d+)$`).exec(label);
    if (match) return Number(match[1]);
  }
  return null;
}

export function readDuplicateTab(grid: Grid, options: DuplicateTabOptions): DuplicateTabRead {
  const { tab, lang } = options;
  const firstRow = options.firstRow ?? 1;
  const header = grid[0] ?? [];
  // Round columns by their header; other columns (Total, %, notes) are the user's own.
  const columnOf = new Map<number, number>();
  header.forEach((cell, column) => {
    if (column === 0) return;
    const round = roundOfHeader(cell);
    if (round === null) return;
    if (columnOf.has(round)) {
      throw new AtrilError('error.dup.duplicateRound', { value: round }, { tab, row: firstRow, column: cellText(cell) });
    }
    columnOf.set(round, column);
  });
  if (columnOf.size === 0) throw new AtrilError('error.dup.noRounds', {}, { tab, row: firstRow });
  const lastRound = Math.max(...columnOf.keys());
  for (let round = 1; round <= lastRound; round++) {
    if (!columnOf.has(round)) throw new AtrilError('error.dup.missingRound', { value: round }, { tab, row: firstRow });
  }
  const columns = Array.from({ length: lastRound }, (_, r) => columnOf.get(r + 1) as number);
  const headerText = (r: number) => cellText(header[columns[r]]) || t(lang, 'dup.col.round', { n: r + 1 });
  const at = (row: number, r: number) => ({ tab, row, column: headerText(r) });

  let masterRow = -1;
  let moveRow = -1;
  const playerRows: number[] = [];
  for (let i = 1; i < grid.length; i++) {
    const raw = grid[i];
    if (!raw || isBlankRow(raw)) continue;
    const label = normaliseLabel(cellText(raw[0]));
    if (masterRow < 0 && MASTER_LABELS.has(label)) masterRow = i;
    else if (moveRow < 0 && MOVE_LABELS.has(label)) moveRow = i;
    else playerRows.push(i);
  }
  if (masterRow < 0) throw new AtrilError('error.dup.noMaster', {}, { tab, row: firstRow + 1 });

  const scoreAt = (i: number, r: number): number | null => {
    const cell = grid[i][columns[r]];
    try {
      const value = cellInteger(cell);
      if (value !== null && value < 0) throw new AtrilError('error.negative', { value });
      return value;
    } catch (error) {
      if (error instanceof AtrilError) throw error.at(at(firstRow + i, r));
      throw error;
    }
  };
  const masterCells = columns.map((_, r) => scoreAt(masterRow, r));
  // A round is played once its master score is typed; later rounds may still be empty.
  const played: number[] = [];
  masterCells.forEach((value, r) => {
    if (value !== null) {
      played.push(r);
      return;
    }
    const scored = playerRows.find((i) => !isBlank(grid[i][columns[r]]));
    if (scored !== undefined) throw new AtrilError('error.dup.noMasterScore', { round: r + 1 }, at(firstRow + masterRow, r));
  });
  const master = played.map((r) => masterCells[r] as number);

  const seen = new Map<string, number>();
  const players: DuplicateGameInput['players'] = [];
  const rows: number[] = [];
  const absent: string[] = [];
  for (const i of playerRows) {
    const row = firstRow + i;
    const name = cellText(grid[i][0]);
    const nameColumn = cellText(header[0]) || t(lang, 'dup.col.player');
    if (name === '') throw new AtrilError('error.dup.noName', {}, { tab, row, column: nameColumn });
    const key = normaliseLabel(name);
    const other = seen.get(key);
    if (other !== undefined) throw new AtrilError('error.dup.duplicateName', { value: name, other }, { tab, row, column: nameColumn });
    seen.set(key, row);
    const typed = played.map((r) => scoreAt(i, r));
    // A name without any score did not play this game (absent), rather than scoring 0 throughout.
    if (typed.every((value) => value === null)) {
      absent.push(name);
      continue;
    }
    const scores = typed.map((value, k) => {
      const score = value ?? 0;
      const r = played[k];
      if (score > master[k]) throw new AtrilError('error.dup.aboveMaster', { value: score, master: master[k] }, at(row, r));
      return score;
    });
    players.push({ name, scores });
    rows.push(row);
  }

  const warnings: Warning[] = [];
  const moves = played.map((r) => {
    if (moveRow < 0) return null;
    const text = cellText(grid[moveRow][columns[r]]);
    if (text === '') return null;
    const verdict = checkMove(text);
    if (verdict.ok) return verdict.canonical;
    warnings.push({
      key: 'warn.dup.badMove',
      params: { tab, row: firstRow + moveRow, column: headerText(r), message: t(lang, verdict.problem.key, verdict.problem.params) },
    });
    return text;
  });
  return { game: { name: tab, master, moves, players }, playerRows: rows, absent, warnings };
}

// ---------------------------------------------------------------------------------------
// Settings: Bonificaciones duplicada (TournamentConfig.duplicateBonuses), Criterio
// duplicada, Desempates duplicada, K escala cuadrática (extra keys of Configuración).

export interface DuplicateSettings {
  bonuses: BonusRules;
  criterion: Criterion;
  tiebreaks: TiebreakSet;
  quadratic: QuadraticOptions;
}

export const DEFAULT_DUPLICATE_SETTINGS: DuplicateSettings = {
  bonuses: { enabled: true, master: 10, top: 5 },
  criterion: 'averagePercent',
  tiebreaks: 'fise2009',
  quadratic: {},
};

const CRITERION_LABELS: Record<Criterion, MessageKey> = {
  averagePlace: 'dup.criterion.averagePlace',
  averagePercent: 'dup.criterion.averagePercent',
  deviation: 'dup.criterion.deviation',
  quadratic: 'dup.criterion.quadratic',
};
const CRITERION_ALIASES: Record<string, Criterion> = {
  '1': 'averagePlace', '2': 'averagePercent', '3': 'deviation', '4': 'quadratic',
  'puesto': 'averagePlace', 'puestos': 'averagePlace', 'lugar medio': 'averagePlace', 'place': 'averagePlace',
  'porcentaje': 'averagePercent', 'porcentajes': 'averagePercent', 'promedio de porcentajes': 'averagePercent', '%': 'averagePercent', 'percentage': 'averagePercent', 'percent': 'averagePercent',
  'desviacion tipica': 'deviation', 'desvio': 'deviation',
  'cuadratica': 'quadratic', 'escala': 'quadratic', 'quadratic': 'quadratic',
};
const TIEBREAK_SET_LABELS: Record<TiebreakSet, MessageKey> = {
  fise2009: 'dup.tiebreaks.fise2009',
  regulation: 'dup.tiebreaks.regulation',
};
const TIEBREAK_SET_ALIASES: Record<string, TiebreakSet> = {
  'fise': 'fise2009', '2009': 'fise2009', 'reglamento': 'regulation', 'regulation': 'regulation', 'torneo': 'regulation', 'tournament': 'regulation',
};

function pickWord<V extends string>(text: string, labels: Record<V, MessageKey>, aliases: Record<string, V>): V | null {
  const key = normaliseLabel(text);
  for (const [value, label] of Object.entries(labels) as [V, MessageKey][]) {
    if (normaliseLabel(t('es', label)) === key || normaliseLabel(t('en', label)) === key) return value;
  }
  return aliases[key] ?? null;
}

const expected = (labels: Record<string, MessageKey>, lang: Language) => Object.values(labels).map((label) => t(lang, label)).join(', ');

/**
 * The value of "Criterio duplicada" / "Duplicate criterion": a criterion name ("Puesto
 * medio", "Porcentaje medio", "Desviación", "Escala cuadrática", the English names, or the
 * SPEC's numbers 1–4), optionally followed after ";" or "," by a tiebreak set ("FISE
 * 2009", "Reglamento de torneos") and, for the quadratic scale, "K = 220".
 */
export function parseDuplicateCriterion(text: string, lang: Language = 'es'): { criterion: Criterion; tiebreaks?: TiebreakSet; k?: number } {
  const parts = text.split(/[;,\n]+/).map((part) => part.trim()).filter((part) => part !== '');
  let criterion: Criterion | null = null;
  let tiebreaks: TiebreakSet | undefined;
  let k: number | undefined;
  for (const part of parts) {
    const kMatch = /^k\s*[=:]?\s*(\d+(?:[.,]\d+)?)$/i.exec(part);
    if (kMatch) {
      k = Number(kMatch[1].replace(',', '.'));
      continue;
    }
    const found = pickWord(part, CRITERION_LABELS, CRITERION_ALIASES);
    if (found && criterion === null) {
      criterion = found;
      continue;
    }
    const set = pickWord(part, TIEBREAK_SET_LABELS, TIEBREAK_SET_ALIASES);
    if (set) {
      tiebreaks = set;
      continue;
    }
    throw new AtrilError('error.config.unknownValue', { value: part, expected: expected(CRITERION_LABELS, lang) });
  }
  if (criterion === null) throw new AtrilError('error.config.unknownValue', { value: text, expected: expected(CRITERION_LABELS, lang) });
  return { criterion, tiebreaks, k };
}

/** "FISE 2009" or "Reglamento de torneos" (either language). */
export function parseTiebreakSet(text: string, lang: Language = 'es'): TiebreakSet {
  const set = pickWord(text.trim(), TIEBREAK_SET_LABELS, TIEBREAK_SET_ALIASES);
  if (set === null) throw new AtrilError('error.config.unknownValue', { value: text, expected: expected(TIEBREAK_SET_LABELS, lang) });
  return set;
}

/** The duplicate settings from what readConfig returned; errors name the Config row. */
export function readDuplicateSettings(entries: Pick<ConfigEntries, 'config' | 'extra'> & { rows?: ConfigEntries['rows'] }, lang: Language, tab?: string): DuplicateSettings {
  const configTab = tab ?? t(lang, 'tab.config');
  const config: TournamentConfig = entries.config;
  const settings: DuplicateSettings = { ...DEFAULT_DUPLICATE_SETTINGS, bonuses: { ...config.duplicateBonuses }, quadratic: {} };
  const extra = entries.extra;
  const place = (error: unknown, label: string, row?: number) => {
    if (error instanceof AtrilError) return error.at({ tab: configTab, row, column: label });
    return error;
  };
  const criterionCell = extra.duplicateCriterion;
  if (!isBlank(criterionCell)) {
    try {
      const parsed = parseDuplicateCriterion(cellText(criterionCell), lang);
      settings.criterion = parsed.criterion;
      if (parsed.tiebreaks) settings.tiebreaks = parsed.tiebreaks;
      if (parsed.k !== undefined) settings.quadratic = { k: parsed.k };
    } catch (error) {
      throw place(error, t(lang, 'config.duplicateCriterion'), entries.rows?.duplicateCriterion);
    }
  }
  const lookUp = (key: MessageKey): Cell => extra[normaliseLabel(t('es', key))] ?? extra[normaliseLabel(t('en', key))];
  const setCell = lookUp('dup.config.tiebreaks');
  if (!isBlank(setCell)) {
    try {
      settings.tiebreaks = parseTiebreakSet(cellText(setCell), lang);
    } catch (error) {
      throw place(error, t(lang, 'dup.config.tiebreaks'));
    }
  }
  const kCell = lookUp('dup.config.quadraticK');
  if (!isBlank(kCell)) {
    try {
      const k = cellNumber(kCell) as number;
      if (!(k > 0)) throw new AtrilError('error.outOfRange', { value: k, min: 0, max: '∞' });
      settings.quadratic = { k };
    } catch (error) {
      throw place(error, t(lang, 'dup.config.quadraticK'));
    }
  }
  return settings;
}

// ---------------------------------------------------------------------------------------
// "Calcular duplicada": every "Duplicada N" tab scored, then the overall ranking.

export interface DuplicateTabGrid {
  name: string;
  grid: Grid;
}

export interface DuplicateScoring {
  games: GameResult[];
  /** Null with a single game: its own ranking is the result. */
  overall: OverallResult | null;
  warnings: Warning[];
}

/** Scores the "Duplicada N" tabs among `tabs` (others are ignored), in game-number order. */
export function scoreDuplicateTabs(tabs: readonly DuplicateTabGrid[], settings: DuplicateSettings, lang: Language): DuplicateScoring {
  const numbered = tabs
    .map((tab) => ({ tab, number: duplicateTabNumber(tab.name) }))
    .filter((entry): entry is { tab: DuplicateTabGrid; number: number } => entry.number !== null)
    .sort((a, b) => a.number - b.number);
  const warnings: Warning[] = [];
  const games: GameResult[] = [];
  for (const { tab } of numbered) {
    const read = readDuplicateTab(tab.grid, { lang, tab: tab.name });
    warnings.push(...read.warnings);
    if (read.game.players.length === 0 || read.game.master.length === 0) continue;
    const game = scoreGame(read.game, { bonuses: settings.bonuses, tiebreaks: settings.tiebreaks });
    warnings.push(...game.warnings);
    games.push(game);
  }
  if (games.length === 0) throw new AtrilError('error.dup.noGames');
  const overall = games.length > 1
    ? rankOverall(games, { criterion: settings.criterion, tiebreaks: settings.tiebreaks, quadratic: settings.quadratic })
    : null;
  // The same bonus warning once, not once per game.
  const unique = new Map(warnings.map((warning) => [`${warning.key}|${JSON.stringify(warning.params)}`, warning] as const));
  return { games, overall, warnings: Array.from(unique.values()) };
}
