// "Buscar jugada maestra" (rules §20): the master move of the round whose Atril is typed and
// whose Jugada is blank, found with the word list kept in the workbook, written in Jugada
// (canonical notation) and Maestra (its score, rules §6.7; a Maestra already typed is left).
// The message lists every tie with its leave — the regulation's criterion 2, the most
// balanced leave, is the arbiter's, who may type another tie — and the next scores with a
// move each. No legal move: the game ends, nothing written. A prepared game's master move is
// revealed instead of searched while the tab follows it (preparedGame.ts).
import { parseTiles } from '../../core/duplicate';
import { rackCellText } from '../../core/duplicate/bag';
import { findMaster, type MasterMoves } from '../../core/duplicate/masterMove';
import { AtrilError } from '../../core/errors';
import { type Language, t } from '../../i18n';
import { cellText } from '../grid/cells';
import { masterPosition } from '../duplicate/arbiterGame';
import { withArbiterRows } from '../duplicate/arbiterRows';
import { readArbiterTab, widenRoundColumn } from '../duplicate/arbiterGame';
import { type PreparedRound, keepPrepared, leftNote, preparedBreak, readPrepared } from '../duplicate/preparedGame';
import { requireLexicon } from '../duplicate/lexiconTab';
import type { ActionContext } from './action';
import { type ArbiterResult, arbiterGame, endMessage } from './drawRack';
import type { GameChoice } from '../duplicate/arbiterGame';
import { typedSeed } from '../duplicate/arbiterGame';

/** How many distinct lower scores the message lists (rules §20: at least five). */
const BELOW = 5;

/** What the message lists of a search: the chosen move, every tie with its leave, the next scores. */
export function searchSummary(search: MasterMoves): Pick<PreparedRound, 'move' | 'score' | 'ties' | 'below'> {
  const [master] = search.top;
  return {
    move: master.canonical,
    score: master.score,
    ties: search.top.map((move) => [move.canonical, rackCellText(move.leave, [])]),
    below: search.below.slice(0, BELOW).map((move) => [move.score, move.canonical]),
  };
}

/** The lines of the ties and the next scores. */
export function searchLines(lang: Language, found: Pick<PreparedRound, 'score' | 'ties' | 'below'>): string[] {
  const nothing = t(lang, 'arbiter.nothingLeft');
  return [
    t(lang, 'arbiter.ties', { count: found.ties.length, score: found.score }),
    ...found.ties.map(([move, leave]) => t(lang, 'arbiter.tie', { move, leave: leave || nothing })),
    ...(found.below.length > 0
      ? [t(lang, 'arbiter.below'), ...found.below.map(([score, move]) => t(lang, 'arbiter.belowLine', { score, move }))]
      : []),
  ];
}

export function findMasterMove(context: ActionContext, options: GameChoice = {}): ArbiterResult {
  const { workbook, memory } = context;
  const { lang, game } = arbiterGame(context, options);
  const { tab } = game;
  const position = masterPosition(game);
  if (!('board' in position)) throw new AtrilError(position.key, { tab, round: position.r + 1 });
  const { r, board, tiles } = position;

  // rules §20: a prepared game's move, while every earlier master move is the prepared one.
  const prepared = readPrepared(memory, tab);
  const seed = prepared ? typedSeed(game) : null;
  const broken = prepared && (seed === null ? -1 : preparedBreak(prepared, game, seed, r));
  const rack = rackCellText(tiles, []);
  let found: Pick<PreparedRound, 'move' | 'score' | 'ties' | 'below'> | null = null;
  const notes: string[] = [];
  const ready = broken === null ? prepared?.rounds[r] : undefined;
  // The prepared move only on the prepared rack (a rack typed by hand is searched).
  const same = (text: string) => rackCellText(parseTiles(text), []) === rackCellText(tiles, []);
  if (prepared && ready && same([ready.leave, ready.drawn].join('+'))) {
    found = ready;
    notes.push(t(lang, 'arbiter.fromPrepared', { round: r + 1, count: prepared.rounds.length }));
  } else {
    if (prepared && broken !== null) {
      const note = leftNote(game, prepared, broken);
      notes.push(t(lang, note.key, note.params));
      keepPrepared(memory, tab, null);
    }
    const search = findMaster(board, tiles, requireLexicon(workbook).graph);
    if (search === null)
      return {
        ok: false,
        lang,
        tab,
        round: r + 1,
        end: 'noMove',
        message: endMessage(lang, tab, r + 1, 'noMove', rack),
      };
    found = searchSummary(search);
  }

  // Everything decided: the Jugada row made if missing, then Jugada and a blank Maestra.
  const made = withArbiterRows(workbook, tab, game.grid, lang);
  const now = made.added.length > 0 ? readArbiterTab(made.grid, tab, lang) : game;
  const moveCell = now.cell(now.layout.moveRow, r);
  workbook.write(tab, moveCell.row, moveCell.column, [[found.move]]);
  widenRoundColumn(workbook, now, r, [found.move]);
  const masterCell = now.cell(now.layout.masterRow, r);
  const typed = cellText(now.grid[now.layout.masterRow]?.[now.layout.columns[r]]);
  if (typed === '') workbook.write(tab, masterCell.row, masterCell.column, [[found.score]]);
  else if (typed !== String(found.score))
    notes.push(t(lang, 'arbiter.maestraKept', { value: typed, score: found.score }));
  const message = [
    t(lang, 'arbiter.master', {
      tab,
      round: r + 1,
      move: found.move,
      score: found.score,
      row: moveCell.row,
      column: moveCell.at.column ?? '',
    }),
    ...searchLines(lang, found),
    ...notes,
  ].join('\n');
  return { ok: true, lang, tab, round: r + 1, end: null, message };
}
