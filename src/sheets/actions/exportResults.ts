// Exportar resultados… and `atril export-results` (rules §22): a centre's results of the
// simultaneous game as an Atril file of kind `resultados` (core/duplicate/resultsFile.ts) — the
// centre's name, the game's fingerprint, and each player's cells as typed with the scores the
// centre's tab gave them. Writes nothing in the workbook; a round not yet scored is refused.
import { AtrilError } from '../../core/errors';
import { type CentreResults, type ResultPlayer, writeResultsFile } from '../../core/duplicate/resultsFile';
import { t } from '../../i18n';
import { type Grid, cellText, nameText, normaliseLabel } from '../grid/cells';
import { readTable } from '../grid/table';
import { readSettings } from '../config/settings';
import { lookupTab } from '../config/tabs';
import { type GameChoice, chooseGameTab } from '../duplicate/arbiterGame';
import { duplicateTabLayout, readDuplicateTab } from '../duplicate/gameTab';
import { lexiconGraph } from '../duplicate/lexiconTab';
import { simultaneousTabGame } from '../duplicate/simultaneousGame';
import { stopParams } from '../duplicate/tabBoard';
import { besideName } from '../tournament/rosterColumns';
import type { Workbook } from '../grid/workbook';
import type { Language } from '../../i18n';
import type { ActionContext, ActionResult } from './action';

export interface ExportResultsOptions extends GameChoice {
  /** `--centro NOMBRE`: the centre's name, before Configuración «Centro» and the tournament's name. */
  centre?: string | null;
  /** The file's name, for the message (the CLI's path; the dialog's suggested name). */
  fileName?: string | null;
}

export interface ExportResultsResult extends ActionResult {
  /** The file's text (the CLI writes it; the dialog hands it to the browser to save). */
  text: string;
  fileName: string;
  results: CentreResults;
}

/** Club, country and licence of each player of Jugadores, by the folded name; empty without the tab. */
function playerDetails(
  workbook: Workbook,
  lang: Language,
): Map<string, { club: string; country: string; licence: string }> {
  const tab = lookupTab(workbook, 'players');
  const grid = tab === null ? null : workbook.read(tab);
  const details = new Map<string, { club: string; country: string; licence: string }>();
  if (!grid || !tab) return details;
  const table = readTable(grid, besideName('club', 'country', 'licence'), { lang, tab });
  for (const row of table.rows) {
    const name = nameText(row.cells.name);
    if (name === '') continue;
    details.set(normaliseLabel(name), {
      club: nameText(row.cells.club),
      country: nameText(row.cells.country),
      licence: cellText(row.cells.licence),
    });
  }
  return details;
}

/** The centre's results of tab `tab` (grid `grid`): every round of the game scored, else refused naming the round. */
export function centreResults(
  context: ActionContext,
  grid: Grid,
  tab: string,
  lang: Language,
  centre: string,
): CentreResults {
  const { workbook, memory } = context;
  const words = lexiconGraph(workbook);
  const game = simultaneousTabGame(workbook, tab, lang, memory, words);
  if (game === null) throw new AtrilError('simul.noGame', { tab });
  const read = readDuplicateTab(grid, { tab, lang, words });
  const rounds = game.master.length;
  const stop = read.board.stop;
  if (stop && stop.round <= rounds)
    throw new AtrilError('simul.stopped', { tab, reason: t(lang, 'board.warn.stopped', stopParams(stop, lang)) });
  for (let r = 0; r < rounds; r++)
    if (read.playedRounds[r] !== r) throw new AtrilError('simul.notScored', { tab, round: r + 1 });
  if (read.game.players.length === 0) throw new AtrilError('simul.noPlayers', { tab });
  const { columns } = duplicateTabLayout(grid, { tab, lang });
  const details = playerDetails(workbook, lang);
  const players = read.game.players.map((player, k): ResultPlayer => {
    const cells = grid[read.playerRows[k] - 1];
    const scores = player.scores.slice(0, rounds);
    const scoreTotal = scores.reduce((sum, score) => sum + score, 0);
    const found = details.get(normaliseLabel(player.name));
    return {
      name: player.name,
      club: found?.club ?? '',
      country: found?.country ?? '',
      licence: found?.licence ?? '',
      rounds: scores.map((score, r) => ({ typed: cellText(cells[columns[r]]), score })),
      scoreTotal,
      total: scoreTotal,
    };
  });
  return { centre, game: game.fingerprint, tab, wordCheck: words !== null, rounds, players };
}

export function exportResults(context: ActionContext, options: ExportResultsOptions = {}): ExportResultsResult {
  const { workbook } = context;
  const { lang, entries, parsed } = readSettings(workbook, context.lang);
  const tab = chooseGameTab(workbook, options);
  const grid = workbook.read(tab) ?? [];
  // rules §22: the option, else Configuración «Centro», else the tournament's name.
  const centre =
    (options.centre ?? '').trim() ||
    parsed.simultaneous.centre ||
    entries?.config.name.trim() ||
    t(lang, 'simul.col.centre');
  const results = centreResults(context, grid, tab, lang, centre);
  const fileName = options.fileName || `${centre}.atril`;
  const message = t(lang, 'simul.exported', {
    tab,
    centre,
    players: results.players.length,
    rounds: results.rounds,
    game: results.game,
    check: results.wordCheck ? '' : t(lang, 'simul.exported.noList'),
    file: fileName,
  });
  return { ok: true, lang, message, text: writeResultsFile(results), fileName, results };
}
