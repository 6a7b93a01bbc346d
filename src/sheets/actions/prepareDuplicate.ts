// "Preparar duplicada" (rules §6.6, §8): the room and the papers of the next duplicate game —
// Mesas duplicada (a table for everyone, by the partial duplicate ranking, the EloDI list,
// the alphabet or a seeded draw), Papeletas (the slips), Seguimiento (the follow sheets) —
// and, when it does not exist yet, the game's "Duplicada N" tab with its Maestra, Jugada,
// Atril, Semilla and Sorteo rows and the players in table order (an older tab gets those it
// lacks after its last row). Bad input (Configuración, Jugadores, a game
// tab, the EloDI tab) is refused before anything is written.
import { type Seat, seatPlayers } from '../../core/duplicate/seating';
import { type Language, t } from '../../i18n';
import type { Cell, Grid } from '../grid/cells';
import { normaliseLabel } from '../grid/cells';
import { labelNames } from '../grid/labels';
import { type PrintedTab, writePrinted, writtenNow } from '../grid/printedTab';
import type { Warning } from '../grid/warnings';
import type { Workbook } from '../grid/workbook';
import { type RoomSettings, SEATING_LABELS } from '../config/roomSettings';
import { readSettings } from '../config/settings';
import { lookupTab, tabFor } from '../config/tabs';
import { duplicateTabNumber, duplicateTabs, readDuplicateTab } from '../duplicate/gameTab';
import { withArbiterRows } from '../duplicate/arbiterRows';
import { scoreDuplicateTabs } from '../duplicate/scoring';
import { lexiconGraph } from '../duplicate/lexiconTab';
import { type PaperContext, seatingTab } from '../duplicate/seatingView';
import { slipsTab } from '../duplicate/slips';
import { followSheetsTab } from '../duplicate/followSheets';
import { readPlayers } from '../tournament/players';
import { loadEloDiTab, matchEloDi } from '../season/eloDiTab';
import { type ActionContext, type ActionResult, withWarnings } from './action';

export interface PrepareDuplicateResult extends ActionResult {
  /** The game prepared ("Duplicada 3"), null when refused. */
  game: string | null;
  /** Whether its tab was created now. */
  created: boolean;
  seats: Seat[];
}

/** Someone to seat and where their name was read (the EloDI tab's ambiguity is named there). */
interface Candidate {
  name: string;
  tab: string;
  row: number;
}

/** A game has started once a master score is typed (docs/duplicate.md). */
interface GameTab {
  name: string;
  number: number;
  grid: Grid;
  started: boolean;
  names: Candidate[];
}

function readGames(workbook: Workbook, lang: Language): GameTab[] {
  const rackLabels = labelNames('dup.row.rack', ['rack']);
  return duplicateTabs(workbook.tabNames()).map((name) => {
    const grid = workbook.read(name) ?? [];
    const read = readDuplicateTab(grid, { lang, tab: name });
    const names: Candidate[] = read.game.players.map((player, i) => ({
      name: player.name,
      tab: name,
      row: read.playerRows[i],
    }));
    // A player with no score yet (absent) is still on the roster; the Atril row is no player.
    for (const absent of read.absent) {
      if (rackLabels.includes(normaliseLabel(absent))) continue;
      const row = grid.findIndex((line) => normaliseLabel(String(line?.[0] ?? '')) === normaliseLabel(absent));
      names.push({ name: absent, tab: name, row: row + 1 });
    }
    return { name, number: duplicateTabNumber(name) as number, grid, started: read.game.master.length > 0, names };
  });
}

/** The new game tab: header, Maestra, Jugada, Atril, Semilla and Sorteo rows (rules §20), then the players in table order. */
export function newGameGrid(seats: readonly Seat[], rounds: number, lang: Language): Grid {
  const blank = (): Cell[] => Array.from({ length: rounds }, () => '');
  return [
    [t(lang, 'col.players.name'), ...Array.from({ length: rounds }, (_, r) => `R${r + 1}`)],
    [t(lang, 'dup.row.master'), ...blank()],
    [t(lang, 'dup.row.move'), ...blank()],
    [t(lang, 'dup.row.rack'), ...blank()],
    [t(lang, 'dup.row.seed'), ...blank()],
    [t(lang, 'dup.row.draw'), ...blank()],
    ...seats.map((seat): Cell[] => [seat.name, ...blank()]),
  ];
}

/** The room of the next game, everything read and checked; or why there is none. */
export type RoomPlan =
  | { ok: false; refusal: PrepareDuplicateResult }
  | {
      ok: true;
      lang: Language;
      seats: Seat[];
      room: RoomSettings;
      context: PaperContext;
      gameTab: string;
      games: GameTab[];
      withdrawn: string[];
      playersTab: string | null;
      warnings: Warning[];
    };

/**
 * The next game's room, read and checked, nothing written: which game, who sits where. The
 * action writes its papers; the print view (printTab.ts) builds them from the same plan.
 */
export function roomPlan(workbook: Workbook, userLang: Language): RoomPlan {
  const { entries, lang, warnings, parsed } = readSettings(workbook, userLang);
  const { room, duplicate: duplicateSettings } = parsed;

  // The next game: the first tab not started yet, else the number after the last.
  const games = readGames(workbook, lang);
  const waiting = games.find((game) => !game.started);
  const number = waiting ? waiting.number : games.reduce((max, game) => Math.max(max, game.number), 0) + 1;
  const gameTab = waiting ? waiting.name : `${t(lang, 'tab.duplicate')} ${number}`;

  // The roster: Jugadores, then anyone only on a game tab. A player Jugadores marks "Retirado
  // desde ronda" has left the tournament: no table, no papers (docs/duplicate.md), even when a
  // game tab still lists him.
  const candidates: Candidate[] = [];
  const withdrawn: string[] = [];
  const playersTab = lookupTab(workbook, 'players');
  const playersGrid = playersTab === null ? null : workbook.read(playersTab);
  if (playersTab !== null && playersGrid !== null && playersGrid.length > 0) {
    for (const player of readPlayers(playersGrid, { lang, tab: playersTab }))
      if (player.withdrawnFromRound !== null) withdrawn.push(player.name);
      else candidates.push({ name: player.name, tab: playersTab, row: player.row });
  }
  const known = new Set([...candidates.map((candidate) => candidate.name), ...withdrawn].map(normaliseLabel));
  for (const game of games) {
    for (const candidate of game.names) {
      if (known.has(normaliseLabel(candidate.name))) continue;
      known.add(normaliseLabel(candidate.name));
      candidates.push(candidate);
    }
  }
  if (candidates.length === 0) {
    const players = playersTab ?? t(lang, 'tab.players');
    return {
      ok: false,
      refusal: withWarnings(
        { ok: false, lang, game: null, created: false, seats: [], message: t(lang, 'room.noPlayers', { players }) },
        warnings,
      ),
    };
  }

  // The partial duplicate ranking of the games started so far (rules §6.2 criterion).
  const started = games.filter((game) => game.started);
  const scoring =
    started.length > 0
      ? scoreDuplicateTabs(
          started.map((game) => ({ name: game.name, grid: game.grid })),
          duplicateSettings,
          lang,
          lexiconGraph(workbook),
        )
      : null;
  const ranked = scoring
    ? scoring.overall
      ? scoring.overall.players
      : scoring.games.length > 0
        ? scoring.games[0].players
        : []
    : [];
  const ranking = ranked.map((player) => ({ name: player.name, place: player.place }));

  // EloDI before the tournament, matched as the Escalafón is (a name matching two rows refused).
  const eloDi = new Map<string, number>();
  const eloDiTab = loadEloDiTab(workbook, lang);
  if (eloDiTab !== null) {
    const bySource = new Map<string, Candidate[]>();
    for (const candidate of candidates)
      bySource.set(candidate.tab, [...(bySource.get(candidate.tab) ?? []), candidate]);
    for (const [source, group] of bySource) {
      const matched = matchEloDi(
        group.map((candidate, id) => ({ id, name: candidate.name, row: candidate.row })),
        eloDiTab,
        { lang, playersTab: source },
      );
      for (const [id, row] of matched) if (row.rating !== null) eloDi.set(group[id].name, row.rating);
    }
  }

  const seats = seatPlayers({
    players: candidates.map((candidate) => candidate.name),
    basis: room.seating,
    ranking,
    eloDi,
    // A draw of its own for each game, the same every time the same game is prepared.
    seed: room.seed * 1000 + number,
  });

  const context = { tournament: entries?.config.name ?? '', game: gameTab, lang, ...writtenNow(workbook) };
  return {
    ok: true,
    lang,
    seats,
    room,
    context,
    gameTab,
    games,
    withdrawn,
    playersTab,
    warnings: [...warnings, ...(scoring?.warnings ?? []).map((warning) => ({ ...warning, location: {} }))],
  };
}

/** The three papers of a planned room, as printed tabs: Mesas duplicada, Papeletas, Seguimiento. */
export function roomPapers(
  plan: Extract<RoomPlan, { ok: true }>,
): Record<'seating' | 'slips' | 'followSheets', PrintedTab> {
  const { seats, room, context } = plan;
  return {
    seating: seatingTab(seats, room, context),
    slips: slipsTab(seats, room.rounds, context),
    followSheets: followSheetsTab(seats, room.rounds, context),
  };
}

export function prepareDuplicate({ workbook, lang: userLang }: ActionContext): PrepareDuplicateResult {
  const plan = roomPlan(workbook, userLang);
  if (!plan.ok) return plan.refusal;
  const { lang, seats, room, gameTab, games, withdrawn, playersTab } = plan;
  // Everything read and checked: now the writes.
  const papers = roomPapers(plan);
  const seatingName = tabFor(workbook, 'seating', lang);
  const slipsName = tabFor(workbook, 'slips', lang);
  const followName = tabFor(workbook, 'followSheets', lang);
  writePrinted(workbook, seatingName, papers.seating);
  writePrinted(workbook, slipsName, papers.slips);
  writePrinted(workbook, followName, papers.followSheets);
  const created = !games.some((game) => game.name === gameTab);
  if (created) {
    workbook.addTab(gameTab);
    workbook.write(gameTab, 1, 1, newGameGrid(seats, room.rounds, lang));
    workbook.format(gameTab, { frozenRows: 1, boldHeader: true });
  }
  // rules §20: a tab made before the draw gets its Atril, Semilla and Sorteo rows after its last row.
  const added = created ? [] : withArbiterRows(workbook, gameTab, workbook.read(gameTab) ?? [], lang).added;
  const message = [
    t(lang, 'room.done', {
      game: gameTab,
      count: seats.length,
      basis: t(lang, SEATING_LABELS[room.seating]),
      seating: seatingName,
      slips: slipsName,
      follow: followName,
    }),
    added.length > 0
      ? t(lang, 'arbiter.rowsAdded', { tab: gameTab, rows: added.join(', ') })
      : t(lang, created ? 'room.created' : 'room.kept', { tab: gameTab }),
    ...(withdrawn.length > 0
      ? [
          t(lang, 'room.withdrawn', {
            count: withdrawn.length,
            names: withdrawn.join(', '),
            players: playersTab ?? '',
            column: t(lang, 'col.players.withdrawnFromRound'),
          }),
        ]
      : []),
  ].join('\n');
  return withWarnings({ ok: true, lang, game: gameTab, created, seats, message }, plan.warnings);
}
