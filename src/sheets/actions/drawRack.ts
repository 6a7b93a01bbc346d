// "Sacar atril" (rules §20): the rack of the game's round in play — the first round whose
// Atril is blank — drawn from the bag with the game's seed, on the board of the master moves
// typed before it and the previous rack's leave. Writes the Atril cell, the Semilla cell when
// it was blank, and the Sorteo cell after a cambio de fichas; when the game ends it says why
// and writes nothing. A prepared game's next round (preparedGame.ts) is revealed instead of
// drawn, while the tab follows it. Read → decide → write, as every action (rules §17): the
// fresh seed is a random draw the plan's memo keeps.
import { drawRack as drawFromBag, rackCellText } from '../../core/duplicate/bag';
import { hasLegalMove } from '../../core/duplicate/moveSearch';
import { AtrilError } from '../../core/errors';
import { t } from '../../i18n';
import { drawPosition, gameSeed, widenRoundColumn } from '../duplicate/arbiterGame';
import { fileBreak, followFile, keepPrepared, leftNote, preparedBreak, readPrepared } from '../duplicate/preparedGame';
import { storedLexicon } from '../duplicate/lexiconTab';
import type { ActionContext } from './action';
import { type ArbiterOptions, type ArbiterResult, arbiterGame, endMessage, freshSeed, writeSeed } from './arbiter';

export function drawRack(context: ActionContext, options: ArbiterOptions = {}): ArbiterResult {
  const { workbook, memory } = context;
  const { lang, game } = arbiterGame(context, options);
  const { tab } = game;
  // rules §22: a game loaded from a file is checked first: its master is the game.
  followFile(memory, game);
  const position = drawPosition(game);
  if (position === null) throw new AtrilError('arbiter.allDrawn', { tab, next: game.layout.columns.length + 1 });
  const { r, board, tiles } = position;
  const seed = gameSeed(game, options.seed, freshSeed(context));
  const notes: string[] = [];

  // rules §20: a prepared game is revealed while the tab follows it; once a master move differs, it is dropped.
  const prepared = readPrepared(memory, tab);
  const broken = prepared && preparedBreak(prepared, game, seed.seed, r);
  if (prepared && broken !== null) {
    if (prepared.file) throw fileBreak(game, prepared, broken);
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
