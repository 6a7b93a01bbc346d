// "Calcular duplicada" (rules §2, §6): every "Duplicada N" tab scored, and the whole
// result (overall ranking, each game, warnings) written to "Clasificación duplicada".
// Without any Duplicada tab, a "Duplicada 1" template is created for the arbiter.
import { t } from '../../i18n';
import type { Cell } from '../grid/cells';
import { scoreDuplicateTabs } from '../duplicate/scoring';
import { lexiconGraph } from '../duplicate/lexiconTab';
import { duplicateStandingsTab } from '../duplicate/views';
import { boardTab } from '../duplicate/boardView';
import { eloDiBlock } from '../duplicate/eloDiView';
import { loadEloDiTab } from '../season/eloDiTab';
import { updateEloDi } from '../season/eloDiUpdate';
import { duplicateTabs } from '../duplicate/gameTab';
import { lookupTab, tabFor } from '../config/tabs';
import type { Workbook } from '../grid/workbook';
import type { Language } from '../../i18n';
import type { PlacesSetting } from '../duplicate/placesView';
import { readSettings, type Settings } from '../config/settings';
import type { RoomSettings } from '../config/roomSettings';
import { rosterOf } from '../tournament/roster';
import { type PrintedTab, writePrinted, writtenNow } from '../grid/printedTab';
import { type ActionContext, type ActionResult, withWarnings } from './action';
import type { DocumentMemory } from '../grid/memory';
import { readArbiterTab } from '../duplicate/arbiterGame';
import { followFile, readPrepared } from '../duplicate/preparedGame';

export interface DuplicateResult extends ActionResult {
  /** The Duplicada tabs scored (or the template created). */
  games: string[];
  tab: string | null;
}

/** Rounds in a new Duplicada template (the arbiter adds columns for longer games). */
const TEMPLATE_ROUNDS = 15;

/**
 * rules §22: the games loaded from a file — each typed master must be the file's (refused,
 * naming the file's, before anything is written); the lines to add when no word list judges
 * their slips.
 */
function fileGames(workbook: Workbook, memory: DocumentMemory | undefined, games: readonly string[], lang: Language) {
  const notes: string[] = [];
  for (const tab of games) {
    if (!readPrepared(memory, tab)?.file) continue;
    followFile(memory, readArbiterTab(workbook.read(tab) ?? [], tab, lang));
    if (lookupTab(workbook, 'lexicon') === null) notes.push(t(lang, 'loadGame.noWordCheck', { tab }));
  }
  return notes;
}

export function scoreDuplicate({ workbook, lang: userLang, memory }: ActionContext): DuplicateResult {
  // Every tab's name: the games are whatever "Duplicada N" tabs there are.
  const games = duplicateTabs(workbook.tabNames());
  const settings = readSettings(workbook, userLang);
  const { lang, warnings } = settings;
  if (games.length === 0) {
    const template = `${t(lang, 'tab.duplicate')} 1`;
    const header: Cell[] = [
      t(lang, 'col.players.name'),
      ...Array.from({ length: TEMPLATE_ROUNDS }, (_, r) => `R${r + 1}`),
    ];
    const master: Cell[] = [t(lang, 'dup.row.master'), ...Array.from({ length: TEMPLATE_ROUNDS }, () => '')];
    workbook.addTab(template);
    workbook.write(template, 1, 1, [header, master]);
    workbook.format(template, { frozenRows: 2, boldHeader: true, print: { landscape: false } });
    return withWarnings(
      { ok: false, lang, games: [template], tab: null, message: t(lang, 'action.duplicate.none', { tab: template }) },
      warnings,
    );
  }
  const fileNotes = fileGames(workbook, memory, games, lang);
  const views = duplicateViews(workbook, settings, games);
  const tab = tabFor(workbook, 'duplicateStandings', lang);
  writePrinted(workbook, tab, views.standings);
  // rules §6.7: "Tablero", each game's board after its last master move, when a game has one.
  if (views.board) writePrinted(workbook, tabFor(workbook, 'board', lang), views.board);
  const { scoring } = views;
  // The scoring's warnings are also listed under "Avisos" in the standings tab; the message names them too.
  return withWarnings(
    {
      ok: true,
      lang,
      games,
      tab,
      message: [
        t(lang, 'action.duplicate.done', { count: scoring.games.length, tabs: games.join(', '), tab }),
        ...fileNotes,
      ].join('\n'),
    },
    [...warnings, ...scoring.warnings.map((warning) => ({ ...warning, location: {} }))],
  );
}

/** What "Calcular duplicada" writes, as printed tabs: Clasificación duplicada, and Tablero when a game has a board. */
export interface DuplicateViews {
  scoring: ReturnType<typeof scoreDuplicateTabs>;
  standings: PrintedTab;
  board: PrintedTab | null;
}

/**
 * The scored "Duplicada N" tabs `games` as Clasificación duplicada and Tablero (the print view,
 * printTab.ts, builds its page from the same).
 */
export function duplicateViews(
  workbook: Workbook,
  { lang, entries, parsed: settings }: Settings,
  games: readonly string[],
): DuplicateViews {
  const places = placesSetting(workbook, settings.room, lang);
  const tabs = games.map((name) => ({ name, grid: workbook.read(name) ?? [] }));
  // rules §20: with the club's word list loaded, the moves' words are judged (none: nothing changes).
  const scoring = scoreDuplicateTabs(tabs, settings.duplicate, lang, lexiconGraph(workbook));
  const title = { tournament: entries?.config.name ?? '', ...writtenNow(workbook) };
  // rules §6.7: a score computed from a typed move is marked in its cell.
  const marks = scoring.reads.map(({ fromMoves, aboveMaster, notInList }) => ({ fromMoves, aboveMaster, notInList }));
  // With an EloDI tab (rules §6.5): each player's EloDI before the tournament and the expected position per game.
  const eloDiTab = loadEloDiTab(workbook, lang);
  const extra =
    eloDiTab === null
      ? []
      : [
          eloDiBlock(
            scoring.games,
            updateEloDi(eloDiTab, scoring.games, {
              minRounds: settings.eloDi.minRounds,
              tournament: entries?.config.name ?? '',
              lang,
            }),
            lang,
          ),
        ];
  const printed = duplicateStandingsTab(scoring.games, scoring.overall, scoring.warnings, lang, title, {
    marks,
    places,
    extra,
  });
  const boards = scoring.reads
    .filter((read) => read.board.plays.some((play) => play !== null))
    .map((read) => ({ name: read.game.name, board: read.board }));
  return { scoring, standings: printed, board: boards.length > 0 ? boardTab(boards, lang, title) : null };
}

/** rules §6.6: with `Plazas duplicada` typed, the places and Jugadores' countries (one more read); otherwise none. */
function placesSetting(workbook: Workbook, room: RoomSettings, lang: Language): PlacesSetting | undefined {
  if (room.places === null) return undefined;
  const playersTab = lookupTab(workbook, 'players');
  const grid = playersTab === null ? null : workbook.read(playersTab);
  const countries =
    grid && playersTab ? rosterOf(grid, { lang, tab: playersTab }).countries : new Map<string, string>();
  return { places: room.places, perCountry: room.placesPerCountry, countries };
}
