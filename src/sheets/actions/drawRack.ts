// "Sacar atril" (rules §20): the rack of the game's round in play — the first round whose
// Atril is blank — drawn from the bag with the game's seed, on the board of the master moves
// typed before it and the previous rack's leave. Writes the Atril cell, the Semilla cell when
// it was blank, and the Sorteo cell after a cambio de fichas; when the game ends it says why
// and writes nothing. A prepared game's next round (preparedGame.ts) is revealed instead of
// drawn, while the tab follows it. Read → decide → write, as every action (rules §17): the
// fresh seed is a random draw the plan's memo keeps.
import { type BagEnd, drawRack as drawFromBag, newSeed, rackCellText } from '../../core/duplicate/bag';
import { hasLegalMove } from '../../core/duplicate/moveSearch';
import { AtrilError } from '../../core/errors';
import { RANDOM_SPAN } from '../../core/phoneResults';
import { type Language, t } from '../../i18n';
import type { Workbook } from '../grid/workbook';
import { readSettings } from '../config/settings';
import {
  type ArbiterTab,
  type GameChoice,
  type GameSeed,
  chooseGameTab,
  drawPosition,
  gameSeed,
  readArbiterTab,
  widenRoundColumn,
} from '../duplicate/arbiterGame';
import { withArbiterRows } from '../duplicate/arbiterRows';
import { keepPrepared, leftNote, preparedBreak, readPrepared } from '../duplicate/preparedGame';
import { storedLexicon } from '../duplicate/lexiconTab';
import type { ActionContext, ActionResult } from './action';

export interface ArbiterOptions extends GameChoice {
  /** `--seed N`: the game's seed when its Semilla cell is blank (else it must agree). */
  seed?: string | number | null;
}

export interface ArbiterResult extends ActionResult {
  tab: string | null;
  /** The round drawn or found (1-based). */
  round: number | null;
  /** Why the game ended instead (nothing written). */
  end: BagEnd | null;
}

/** The tab's game as the arbiter's actions read it, in the workbook's language. */
export function arbiterGame(context: ActionContext, choice: GameChoice): { lang: Language; game: ArbiterTab } {
  const { lang } = readSettings(context.workbook, context.lang);
  const tab = chooseGameTab(context.workbook, choice);
  return { lang, game: readArbiterTab(context.workbook.read(tab) ?? [], tab, lang) };
}

/** A fresh seed from the action's random bits (the Apps Script edge's, the CLI's crypto; a plan's memo replays them). */
export const freshSeed = (context: ActionContext) => () =>
  newSeed(context.randomBits ?? (() => Math.floor(Math.random() * RANDOM_SPAN)));

/** Writes the game's seed when its cell was blank (the rows made first); returns the message's line. */
export function writeSeed(workbook: Workbook, game: ArbiterTab, seed: GameSeed): { game: ArbiterTab; line: string } {
  const made = withArbiterRows(workbook, game.tab, game.grid, game.lang);
  const now = made.added.length > 0 ? readArbiterTab(made.grid, game.tab, game.lang) : game;
  const cell = now.cell(now.layout.seedRow, 0);
  // As text: a seed of nine digits is wider than a round's column, and a number would print as ###.
  if (seed.write) workbook.write(game.tab, cell.row, cell.column, [[String(seed.seed)]]);
  const params = { tab: game.tab, seed: seed.seed, row: cell.row, column: cell.at.column ?? '' };
  return { game: now, line: t(game.lang, seed.write ? 'arbiter.seedWritten' : 'arbiter.seedKept', params) };
}

/** The end's message: the round and the reason (rules §20), nothing written. */
export function endMessage(lang: Language, tab: string, round: number, reason: BagEnd, rack: string): string {
  return t(lang, 'arbiter.end', { tab, round, reason: t(lang, `arbiter.end.${reason}`, { rack }) });
}

export function drawRack(context: ActionContext, options: ArbiterOptions = {}): ArbiterResult {
  const { workbook, memory } = context;
  const { lang, game } = arbiterGame(context, options);
  const { tab } = game;
  const position = drawPosition(game);
  if (position === null) throw new AtrilError('arbiter.allDrawn', { tab, next: game.layout.columns.length + 1 });
  const { r, board, tiles } = position;
  const seed = gameSeed(game, options.seed, freshSeed(context));
  const notes: string[] = [];

  // rules §20: a prepared game is revealed while the tab follows it; once a master move differs, it is dropped.
  const prepared = readPrepared(memory, tab);
  const broken = prepared && preparedBreak(prepared, game, seed.seed, r);
  if (prepared && broken !== null) {
    const note = leftNote(game, prepared, broken);
    notes.push(t(lang, note.key, note.params));
    keepPrepared(memory, tab, null);
  }
  const follows = broken === null ? prepared : null;
  const ready = follows?.rounds[r];
  let drawn: { leave: string; drawn: string; cambios: number; bag: number[] };
  if (follows && ready) {
    drawn = ready;
    notes.unshift(t(lang, 'arbiter.fromPrepared', { round: r + 1, count: follows.rounds.length }));
  } else if (follows?.end && follows.end.round === r + 1) {
    const { reason, rack } = follows.end;
    return { ok: false, lang, tab, round: r + 1, end: reason, message: endMessage(lang, tab, r + 1, reason, rack) };
  } else {
    // With a word list, a rack with no legal move ends the game (rules §20); without one, no such check.
    const list = storedLexicon(workbook);
    const legal = list
      ? { hasLegalMove: (rack: Parameters<typeof hasLegalMove>[1]) => hasLegalMove(board, rack, list.graph) }
      : {};
    const verdict = drawFromBag({ seed: seed.seed, round: r + 1, board, leave: tiles }, legal);
    if (!verdict.ok && 'end' in verdict) {
      const rack = rackCellText(tiles, []);
      return {
        ok: false,
        lang,
        tab,
        round: r + 1,
        end: verdict.end,
        message: endMessage(lang, tab, r + 1, verdict.end, rack),
      };
    }
    if (!verdict.ok) throw new AtrilError(verdict.problem.key, verdict.problem.params);
    const after = verdict.bagAfter;
    drawn = {
      leave: rackCellText(verdict.leave, []),
      drawn: rackCellText([], verdict.drawn),
      cambios: verdict.cambios,
      bag: [after.tiles.length, after.vowels, after.consonants, after.blanks],
    };
  }

  // Everything decided: the rows made if missing, then the cells.
  const seeded = writeSeed(workbook, game, seed);
  const now = seeded.game;
  const rackText = [drawn.leave, drawn.drawn].filter(Boolean).join('+');
  const rackCell = now.cell(now.layout.rackRow, r);
  workbook.write(tab, rackCell.row, rackCell.column, [[rackText]]);
  const cambio = drawn.cambios > 0 ? t(lang, 'arbiter.cambioCell', { count: drawn.cambios }) : '';
  if (cambio !== '') {
    const drawCell = now.cell(now.layout.drawRow, r);
    workbook.write(tab, drawCell.row, drawCell.column, [[cambio]]);
  }
  // The seed just written is round 1's too (writeSeed writes it in the first round's column).
  widenRoundColumn(workbook, now, r, [rackText, cambio, seed.write && r === 0 ? String(seed.seed) : '']);
  const nothing = t(lang, 'arbiter.nothingLeft');
  const [count, vowels, consonants, blanks] = drawn.bag;
  const message = [
    t(lang, 'arbiter.drawn', {
      tab,
      round: r + 1,
      rack: rackText,
      row: rackCell.row,
      column: rackCell.at.column ?? '',
    }),
    t(lang, 'arbiter.drawnParts', { leave: drawn.leave || nothing, drawn: drawn.drawn || nothing }),
    ...(drawn.cambios > 0
      ? [t(lang, 'arbiter.drawnCambio', { cambios: t(lang, 'arbiter.cambios', { count: drawn.cambios }) })]
      : []),
    t(lang, 'arbiter.bagLeft', { count, vowels, consonants, blanks }),
    seeded.line,
    ...notes,
  ].join('\n');
  return { ok: true, lang, tab, round: r + 1, end: null, message };
}
