// "Deshacer última ronda" (rules §8): removes the rows of the last round from Rondas, only
// while none of its games has a result (scores or Resultado) or a score typed on one side
// only — nothing typed is lost (rules §9) — and
// the tournament is not closed (docs/season.md: "Deshacer cierre del torneo" first).
// The rows are blanked, not deleted, so no row below them moves; blank rows are ignored
// by every reader (rules §2) and the next pairing appends below the last used row.
// Emparejamientos is rewritten for the round before (the one players now look up).
import { isPending } from '../../core/results';
import { t } from '../../i18n';
import { type Cell, gridWidth } from '../grid/cells';
import { type ActionContext, type ActionResult, withWarnings } from './action';
import { lastRound } from '../../core/results';
import { loadTournament } from '../tournament/loadTournament';
import { requireTab, tabFor } from '../config/tabs';
import { writePrinted } from '../grid/printedTab';
import { qrGifBase64 } from '../grid/qrCode';
import { pairingSheetTab } from '../tournament/pairingSheet';
import { pageLink } from './pageLink';
import { closedTournament } from '../season/closed';
import { lookupTab } from '../config/tabs';
import { resultSlipsTab } from '../tournament/resultSlips';
import { finalTab, pairingSheetRound } from '../tournament/finalTab';
import { undoRollCall } from '../tournament/rollCallMemory';

export interface UndoResult extends ActionResult {
  round: number | null;
  /** Sheet rows blanked. */
  rows: number[];
}

export function undoLastRound({ workbook, lang: userLang, pageLink: edgeLink, memory }: ActionContext): UndoResult {
  const loaded = loadTournament(workbook, userLang);
  const { lang, games } = loaded;
  const tab = loaded.tabs.rounds ?? requireTab(workbook, 'rounds', lang);
  // Undoing a round of a closed tournament would leave the season counting games no longer there.
  const closed = closedTournament(workbook, loaded.configEntries?.config.name ?? '');
  if (closed)
    return withWarnings(
      { ok: false, lang, round: null, rows: [], message: t(lang, 'season.closed.undo', { ...closed }) },
      loaded.warnings,
    );
  const round = lastRound(games);
  if (round === 0)
    return withWarnings(
      { ok: false, lang, round: null, rows: [], message: t(lang, 'action.undo.none') },
      loaded.warnings,
    );
  const ofRound = games.filter((game) => game.round === round);
  // A bye has its result from the start; any other game with a score or Resultado is typed work.
  const decided = ofRound.filter((game) => game.second !== null && !isPending(game));
  if (decided.length > 0) {
    const tables = decided
      .map((game) => game.table)
      .sort((a, b) => a - b)
      .join(', ');
    return withWarnings(
      {
        ok: false,
        lang,
        round,
        rows: [],
        message: t(lang, 'action.undo.hasResults', { round, tables, count: decided.length }),
      },
      loaded.warnings,
    );
  }
  // rules §9: a score typed on one side only is no result yet, but it is typed work: refuse,
  // naming each such cell, rather than blank it (docs/directorSlips.md "Undo").
  const half = ofRound.flatMap((game) =>
    game.second === null || !isPending(game)
      ? []
      : (['score1', 'score2'] as const).flatMap((key) =>
          game[key] === null
            ? []
            : [
                t(lang, 'action.undo.halfCell', {
                  row: game.row,
                  column: t(lang, `col.rounds.${key}`),
                  value: game[key],
                }),
              ],
        ),
  );
  if (half.length > 0)
    return withWarnings(
      {
        ok: false,
        lang,
        round,
        rows: [],
        message: t(lang, 'action.undo.halfTyped', { round, tab, cells: half.join('; '), count: half.length }),
      },
      loaded.warnings,
    );
  const rows = ofRound.map((game) => game.row).sort((a, b) => a - b);
  const width = gridWidth(loaded.roundsGrid ?? [], 1);
  // One write per run of consecutive rows: normally the round is one block at the bottom.
  let start = 0;
  for (let i = 1; i <= rows.length; i++) {
    if (i === rows.length || rows[i] !== rows[i - 1] + 1) {
      const blank: Cell[][] = Array.from({ length: i - start }, () => Array.from({ length: width }, () => ''));
      workbook.write(tab, rows[start], 1, blank);
      start = i;
    }
  }
  // Emparejamientos shows the round now last again (none: just its title and header), without
  // a date: the day that round was paired is not recorded (docs/standings.md).
  const { tournament } = loaded;
  const link = pageLink(loaded.configEntries, edgeLink);
  // rules §18.2: a game of the final is undone like a round; the Final tab loses it.
  const kept = tournament.final && {
    ...tournament.final,
    games: tournament.final.games.filter((g) => g.round < round),
  };
  const before = {
    ...tournament,
    games: tournament.games.filter((game) => game.round < round),
    ...(kept ? { final: kept } : {}),
  };
  const sheet = pairingSheetRound(before, lang, round - 1);
  writePrinted(
    workbook,
    tabFor(workbook, 'pairings', lang),
    pairingSheetTab(sheet.tournament, round - 1, lang, {
      qrGif: link && round > 1 ? qrGifBase64(link) : null,
      ...(sheet.final ? { final: sheet.final } : {}),
    }),
  );
  if (kept && round > tournament.config.rounds)
    writePrinted(workbook, tabFor(workbook, 'final', lang), finalTab({ ...tournament, final: kept }, lang));
  // rules §14: the round's slips go with it (the edge forgets its codes); no round is in play now.
  // Only with Resultados desde el teléfono: looking a tab up that is not there costs every tab's name.
  const slips = loaded.settings.phoneResults ? lookupTab(workbook, 'resultSlips') : null;
  if (slips !== null)
    writePrinted(
      workbook,
      slips,
      resultSlipsTab({ lang, tournament: tournament.config.name, round: null, boards: [], codes: new Map() }),
    );
  // rules §16.1: the roll call of the round undone put back as it was.
  const called = undoRollCall(workbook, loaded, round, memory);
  const message = [t(lang, 'action.undo.done', { round, rows: rows.length, tab }), ...called].join('\n');
  return withWarnings({ ok: true, lang, round, rows, message }, loaded.warnings);
}
