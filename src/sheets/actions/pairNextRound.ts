// "Emparejar siguiente ronda" (rules §3, §8): refuses once the tournament is closed
// (docs/season.md), and, naming the tables, while a game has no result; numbers the players without N° (only blank N° cells are written); appends
// the new round's rows below the last used row of Rondas (earlier rows are not touched)
// once the engine has paired and checked the round (a refusal writes nothing);
// rewrites the generated Emparejamientos tab with the round just paired (rules §2); and
// returns the director's summary: round, tables, bye, the engine's reasons.
// The document lock is taken by the Apps Script edge around this call.
import { AtrilError } from '../../core/errors';
import { t } from '../../i18n';
import { type Cell, cellText, isBlank } from '../grid/cells';
import { roundsHeader } from '../tournament/rounds';
import { layRow, readTable } from '../grid/table';
import { isLabel } from '../grid/labels';
import { GAME_COLUMNS } from '../tournament/rounds';
import { PLAYER_COLUMNS } from '../tournament/players';
import type { Workbook } from '../grid/workbook';
import { type ActionContext, type ActionResult, withWarnings } from './action';
import { describePending, pendingTables } from '../tournament/rounds';
import { lastRound } from '../../core/results';
import { type LoadedTournament, loadTournament } from '../tournament/loadTournament';
import { requireTab, tabFor } from '../config/tabs';
import { writePrinted, writtenNow } from '../grid/printedTab';
import { qrGifBase64 } from '../grid/qrCode';
import { boardsGrid, pairingSheetTab, roundBoards } from '../tournament/pairingSheet';
import { pageLink } from './pageLink';
import { pairRound, type PairingResult, pendingGames } from '../../core/pairing';
import { renderReasons } from '../tournament/pairingReasons';
import { closedTournament } from '../season/closed';
import { widenNameColumns } from '../tournament/nameColumns';
import { withPrizePlaces } from '../prizes/prizePlaces';
import { drawCodes, MAX_PHONE_BOARDS, type PhoneRound, type Players } from '../../core/phoneResults';
import { resultSlipsTab } from '../tournament/resultSlips';
import { rollCall } from '../tournament/rollCall';
import { finalStep } from '../tournament/finalTab';
import { rememberRollCall } from '../tournament/rollCallMemory';
import { fewTicked, sittingOut } from '../tournament/sittingOut';

export interface PairResult extends ActionResult {
  round: number | null;
  /** Tables with two players. */
  tables: number;
  /** The player with the bye, if any. */
  bye: string | null;
  /** "Mesa 3: evita repetición con 12", in the director's language. */
  reasons: string[];
  /** Players whose N° was assigned now. */
  numbered: number;
  /** The round's boards as Emparejamientos shows them (header, then one row per board): what `atril pair` prints. */
  boards: Cell[][];
  /**
   * With Resultados desde el teléfono (rules §14): the round the phones may report and each
   * board's code, for the edge to keep where the public never reads (docs/phoneResults.md).
   */
  phone?: { round: PhoneRound; codes: Record<number, string>; names: Record<number, Players> } | null;
  /** When refused only for want of a confirmation (a roll call with few ticks, rules §16.1): the question. */
  confirm?: string | null;
}

/** More separate runs of blank N° cells than this are written as one block (existing N° written back unchanged). */
const MAX_NUMBER_RUNS = 3;

/** Writes the N° just assigned into the blank N° cells of Jugadores, one write per run of rows. */
function writeNumbers(workbook: Workbook, loaded: LoadedTournament): number {
  const tab = loaded.tabs.players;
  const table = readTable(loaded.playersGrid, PLAYER_COLUMNS, { tab, lang: loaded.lang });
  const column = table.columns.id;
  if (column === undefined)
    throw new AtrilError('error.missingColumn', { column: t(loaded.lang, 'col.players.id') }, { tab, row: 1 });
  const fresh = loaded.entries
    .filter((entry) => isBlank(loaded.playersGrid[entry.row - 1]?.[column]))
    .sort((a, b) => a.row - b.row);
  if (fresh.length === 0) return 0;
  const runs: (typeof fresh)[] = [];
  for (const entry of fresh) {
    const run = runs[runs.length - 1];
    if (run && run[run.length - 1].row === entry.row - 1) run.push(entry);
    else runs.push([entry]);
  }
  if (runs.length <= MAX_NUMBER_RUNS) {
    for (const run of runs)
      workbook.write(
        tab,
        run[0].row,
        column + 1,
        run.map((entry) => [entry.id]),
      );
    return fresh.length;
  }
  const idByRow = new Map(fresh.map((entry) => [entry.row, entry.id] as const));
  const first = fresh[0].row;
  const last = fresh[fresh.length - 1].row;
  const block: Cell[][] = [];
  for (let row = first; row <= last; row++)
    block.push([idByRow.get(row) ?? loaded.playersGrid[row - 1]?.[column] ?? '']);
  workbook.write(tab, first, column + 1, block);
  return fresh.length;
}

/** The new round's rows, laid out under Rondas' own header (users may reorder columns). */
function roundRows(loaded: LoadedTournament, round: PairingResult, header: Cell[]): Cell[][] {
  const { lang } = loaded;
  const table = readTable([header], GAME_COLUMNS, { tab: loaded.tabs.rounds ?? '', lang });
  const reasonColumn = header.findIndex((cell) => isLabel(cellText(cell), 'col.rounds.reason'));
  const columns = { ...table.columns, ...(reasonColumn >= 0 ? { reason: reasonColumn } : {}) };
  const width = Math.max(...Object.values(columns).map((index) => index + 1));
  const nameOf = new Map(loaded.entries.map((entry) => [entry.id, entry.name] as const));
  return round.pairings.map((pairing) =>
    layRow(
      columns,
      {
        round: round.round,
        table: pairing.table,
        player1: nameOf.get(pairing.first) ?? '',
        player2: pairing.second === null ? t(lang, 'word.bye') : (nameOf.get(pairing.second) ?? ''),
        reason: renderReasons(lang, pairing.reasons),
      },
      width,
    ),
  );
}

/**
 * Rewrites Emparejamientos (rules §2), a generated tab, for the round just appended, with
 * the live page's QR code when there is a link; returns the round's boards.
 */
function writePairingSheet(
  workbook: Workbook,
  loaded: LoadedTournament,
  round: PairingResult,
  link: string | null,
  final?: string,
): Cell[][] {
  const { lang, tournament } = loaded;
  const withRound = { ...tournament, games: [...tournament.games, ...pendingGames(round)] };
  const sheet = pairingSheetTab(withRound, round.round, lang, {
    ...writtenNow(workbook),
    qrGif: link ? qrGifBase64(link) : null,
    ...(final ? { final } : {}),
  });
  writePrinted(workbook, tabFor(workbook, 'pairings', lang), sheet);
  return boardsGrid(roundBoards(withRound, round.round), lang);
}

/**
 * The engine's round, its refusals placed where the director can act: a player added to a
 * running round robin (rules §3.8) at his row of Jugadores, under the name's header.
 */
function pairInPlace(loaded: LoadedTournament): PairingResult {
  try {
    return pairRound(loaded.tournament);
  } catch (error) {
    if (!(error instanceof AtrilError) || error.key !== 'pairing.roundRobin.newPlayer') throw error;
    const entry = loaded.entries.find((candidate) => candidate.id === error.params.number);
    if (!entry) throw error;
    const tab = loaded.tabs.players;
    const table = readTable(loaded.playersGrid, PLAYER_COLUMNS, { tab, lang: loaded.lang });
    throw error.at({ tab, row: entry.row, column: table.headerOf('name') });
  }
}

/**
 * The round's codes and its Actas (rules §14), written when Resultados desde el teléfono is Sí;
 * the boards are the round as Emparejamientos shows them.
 */
function writeResultSlips(
  workbook: Workbook,
  loaded: LoadedTournament,
  round: PairingResult,
  codes: string[],
): { round: PhoneRound; codes: Record<number, string>; names: Record<number, Players> } {
  const { lang, tournament } = loaded;
  const withRound = { ...tournament, games: [...tournament.games, ...pendingGames(round)] };
  const boards = roundBoards(withRound, round.round);
  const played = round.pairings.filter((pairing) => pairing.second !== null);
  const byTable = new Map(played.map((pairing, index) => [pairing.table, codes[index]] as const));
  writePrinted(
    workbook,
    tabFor(workbook, 'resultSlips', lang),
    resultSlipsTab({ lang, tournament: tournament.config.name, round: round.round, boards, codes: byTable }),
  );
  return {
    round: {
      round: round.round,
      lang,
      tables: played.map((pairing) => pairing.table),
      byes: round.pairings.filter((pairing) => pairing.second === null).map((pairing) => pairing.table),
    },
    codes: Object.fromEntries(byTable),
    // rules §14.1: each board's players, so that a report stays theirs if Rondas's row changes.
    names: Object.fromEntries(
      boards
        .filter((board) => board.table !== null && board.second !== null)
        .map((board) => [board.table as number, [board.first.name, board.second?.name ?? ''] as const]),
    ),
  };
}

export function pairNextRound(
  { workbook, lang: userLang, pageLink: edgeLink, randomBits, live: offered = true, memory }: ActionContext,
  { confirmed = false }: { confirmed?: boolean } = {},
): PairResult {
  const loaded = loadTournament(workbook, userLang);
  const { lang, tournament, games } = loaded;
  const roundsTab = loaded.tabs.rounds ?? requireTab(workbook, 'rounds', lang);
  const refuse = (message: string): PairResult =>
    withWarnings(
      { ok: false, lang, round: null, tables: 0, bye: null, reasons: [], numbered: 0, boards: [], message },
      loaded.warnings,
    );
  // A closed tournament's results are in the season (docs/season.md): a new round would never reach it.
  const closed = closedTournament(workbook, loaded.configEntries?.config.name ?? '');
  if (closed) return refuse(t(lang, 'season.closed.pair', { ...closed }));
  if (loaded.entries.length === 0) throw new AtrilError('action.noPlayers', { tab: loaded.tabs.players });
  const pending = pendingTables(games);
  if (pending.size > 0)
    return refuse(t(lang, 'action.pair.pending', { list: describePending(pending, lang), tab: roundsTab }));
  const played = lastRound(games);
  // rules §18.2: once the announced rounds are played, a Final pairs its next game instead.
  const final = played >= tournament.config.rounds ? finalStep(tournament, lang, writtenNow(workbook)) : null;
  if (final && 'refusal' in final) return refuse(final.refusal);
  if (played >= tournament.config.rounds && !final) {
    return refuse(
      t(lang, 'action.pair.allDone', {
        rounds: tournament.config.rounds,
        tab: loaded.tabs.config ?? t(lang, 'tab.config'),
      }),
    );
  }
  const asked = loaded.settings.phoneResults;
  // rules §15: the add-on takes no results from phones; the setting is set aside, and said so.
  const phoneResults = asked && offered;
  // rules §16: Pasar lista — with a box of Presente ticked, only the ticked players are paired.
  const call = final ? null : rollCall(loaded, played + 1);
  const called = call ? call.tournament : tournament;
  // rules §16.1: a roll call that leaves most players out is asked about first.
  const question = call && !confirmed ? fewTicked(lang, call, played + 1, loaded.tabs.players) : null;
  if (question) return { ...refuse(question), confirm: question };
  // rules §11: Gibson's Puestos con premio, left blank, counts Premios' overall prizes.
  const round =
    final?.round ?? pairInPlace({ ...loaded, tournament: { ...called, config: withPrizePlaces(workbook, loaded) } });
  // The codes are drawn before anything is written: a refusal leaves the workbook as it was.
  const boardCount = round.pairings.filter((pairing) => pairing.second !== null).length;
  if (phoneResults && boardCount > MAX_PHONE_BOARDS)
    throw new AtrilError('phone.codes.tooMany', { count: boardCount, max: MAX_PHONE_BOARDS });
  if (phoneResults && !randomBits) throw new AtrilError('phone.codes.badSource');
  const codes = phoneResults && randomBits ? drawCodes(boardCount, randomBits) : null;
  // Nothing is written before the engine has succeeded: a refusal leaves the workbook as it was.
  const numbered = loaded.numbered ? writeNumbers(workbook, loaded) : 0;
  const existing = loaded.roundsGrid;
  const header: Cell[] = existing ? existing[0] : roundsHeader(lang);
  const rows = roundRows(loaded, round, header);
  if (existing) workbook.write(roundsTab, existing.length + 1, 1, rows);
  else workbook.write(roundsTab, 1, 1, [header, ...rows]);
  // The director types results beside the names: none of them cut (rules §2 "Rondas").
  const nameColumns = readTable([header], GAME_COLUMNS, { tab: roundsTab, lang }).columns;
  widenNameColumns(
    workbook,
    roundsTab,
    [...(existing ?? [header]), ...rows],
    [nameColumns.player1, nameColumns.player2],
  );
  const boards = writePairingSheet(workbook, loaded, round, pageLink(loaded.configEntries, edgeLink), final?.heading);
  // rules §18.2: the Final tab with the game just paired.
  if (final) writePrinted(workbook, tabFor(workbook, 'final', lang), final.tab);
  const phone = codes ? writeResultSlips(workbook, loaded, round, codes) : null;
  const absences = call ? call.write(workbook) : [];
  rememberRollCall(
    memory,
    call && { round: round.round, tournament: tournament.config.name, absent: call.absent, ticked: call.ticked },
  );

  const nameOf = new Map(loaded.entries.map((entry) => [entry.id, entry.name] as const));
  const byePairing = round.pairings.find((pairing) => pairing.second === null);
  const bye = byePairing ? (nameOf.get(byePairing.first) ?? null) : null;
  const reasons = round.pairings
    .filter((pairing) => pairing.reasons.length > 0)
    .map((pairing) =>
      t(lang, 'action.pair.reasonLine', { table: pairing.table, reasons: renderReasons(lang, pairing.reasons) }),
    );
  const tables = round.pairings.filter((pairing) => pairing.second !== null).length;
  const lines = [t(lang, 'action.pair.done', { round: round.round, tables, tab: roundsTab })];
  if (bye !== null) lines.push(t(lang, 'action.pair.bye', { name: bye }));
  if (final) lines.push(final.line);
  if (numbered > 0) lines.push(t(lang, 'action.pair.numbered', { count: numbered, tab: loaded.tabs.players }));
  lines.push(...absences);
  // rules §16.1: who else does not play, and why: a mark typed on the wrong row is seen at once.
  lines.push(...sittingOut(lang, loaded.entries, round.round, call?.absent ?? []));
  if (reasons.length > 0) lines.push(t(lang, 'action.pair.reasons'), ...reasons);
  if (phone) lines.push(t(lang, 'phone.pair.slips', { tab: tabFor(workbook, 'resultSlips', lang) }));
  if (asked && !offered)
    lines.push(
      t(lang, 'edition.phoneOff', {
        tab: loaded.tabs.config ?? t(lang, 'tab.config'),
        label: t(lang, 'config.phoneResults'),
      }),
    );
  return withWarnings(
    { ok: true, lang, round: round.round, tables, bye, reasons, numbered, boards, phone, message: lines.join('\n') },
    loaded.warnings,
  );
}
