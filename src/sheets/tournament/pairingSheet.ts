// Emparejamientos (rules §2): the sheet the director prints and pins up, rewritten by every
// pairing for the round just paired. A title (tournament, "Ronda N de R", date), one row per
// board with Jugador 1 first (he starts, rules §3.7) and each player's points before the
// round, the byes, then the alphabetical "¿Dónde juego?" list so every player finds his
// table, in the boards' own columns (Nombre under Jugador 1, Rival under Jugador 2: no
// column is widened for the list, so a board prints on one line), and the live page's QR
// code under the list. The boards are also the live page's
// "round in play" (standingsPage.ts) and what `atril pair` prints. The sheet keeps its
// shape from round to round (a layout that changes costs the add-on service calls): rows for
// a board of every two players in Jugadores, absent or not, and columns as wide as the
// longest name and the largest points (viewRoom.ts).
import { type Game, type Tournament } from '../../core/model';
import { scoresheet } from '../../core/scores';
import { compareText } from '../../core/text';
import { type Language, t } from '../../i18n';
import type { Cell } from '../grid/cells';
import { padRow, type PrintedTab, titleDate, titleText } from '../grid/printedTab';
import { longest, longestName, maxPoints, widest } from './viewRoom';

/** Columns of the board rows: Mesa, N°, Jugador 1, Puntos, N°, Jugador 2, Puntos. */
const WIDTH = 7;
/** The board columns the "¿Dónde juego?" list uses (1-based): Nombre, Mesa, Rival, Salida under Jugador 1, Puntos, Jugador 2, Puntos. */
const LIST_COLUMNS = [3, 4, 6, 7];
/** The QR code of the live page: under the list, from the Jugador 1 column, over blank rows kept for it (20 px each). */
const QR_COLUMN = 3;
const QR_PIXELS = 150;
const QR_ROWS = 8;

const pad = (row: Cell[]): Cell[] => padRow(row, WIDTH);
const blankRow = (): Cell[] => pad([]);

/** Names in Spanish alphabetical order (rules §2): accents and case ignored, Ñ after N (core/text.ts's one comparator). */
const byName = (a: string, b: string): number => compareText(a, b) || (a < b ? -1 : a > b ? 1 : 0);

/** One board of a round as the players read it: table (null for a bye), who starts, his opponent (null for a bye). */
export interface Board {
  table: number | null;
  first: { id: number; name: string; points: number };
  second: { id: number; name: string; points: number } | null;
}

/**
 * The boards of `round` (its games must be in `tournament.games`), by table, the byes
 * last. Points before the round are the scoresheet's points of rounds 1..round−1 (rules §3.1).
 */
export function roundBoards(tournament: Tournament, round: number): Board[] {
  const sheet = scoresheet(tournament);
  const seat = (id: number) => ({
    id,
    name: sheet.byId.get(id)?.player.name ?? '',
    points: (sheet.byId.get(id)?.rounds ?? []).slice(0, round - 1).reduce((sum, entry) => sum + entry.points, 0),
  });
  const games = tournament.games.filter((game) => game.round === round);
  const ordered = [
    ...games.filter((game) => game.second !== null).sort((a, b) => a.table - b.table),
    ...games.filter((game) => game.second === null).sort((a, b) => a.table - b.table),
  ];
  return ordered.map((game: Game) => ({
    table: game.second === null ? null : game.table,
    first: seat(game.first),
    second: game.second === null ? null : seat(game.second),
  }));
}

/** The board rows under their header (Mesa, N°, Jugador 1, Puntos, N°, Jugador 2, Puntos): also what `atril pair` prints. */
export function boardsGrid(boards: readonly Board[], lang: Language): Cell[][] {
  const header: Cell[] = [
    t(lang, 'col.rounds.table'),
    t(lang, 'col.players.id'),
    t(lang, 'col.rounds.player1'),
    t(lang, 'col.standings.points'),
    t(lang, 'col.players.id'),
    t(lang, 'col.rounds.player2'),
    t(lang, 'col.standings.points'),
  ];
  const bye = t(lang, 'word.bye');
  return [
    header,
    ...boards.map(({ table, first, second }): Cell[] =>
      second === null
        ? ['', first.id, first.name, first.points, '', bye, '']
        : [table ?? '', first.id, first.name, first.points, second.id, second.name, second.points],
    ),
  ];
}

export interface PairingSheetOptions {
  /** The day of the pairing; without it the title has no date. */
  date?: Date;
  /** The club's clock (the spreadsheet's time zone) the date is read on. */
  timeZone?: string;
  /** The live page's QR code (a GIF, base64), shown beside the "¿Dónde juego?" list. */
  qrGif?: string | null;
  /** rules §18.2: a game of the final — the title's "Final, partida 2 … marcador 1–0" instead of "Ronda N de R", no rows kept for others. */
  final?: string;
}

/**
 * The Emparejamientos tab of `round` in `lang`: the title (tournament, "Ronda N de R",
 * date) repeated on every printed page, the boards, the byes (no table; Jugador 2 reads
 * DESCANSO), blank rows up to a board for every two players of Jugadores (so that the list
 * below starts on the same row whoever is absent), then "¿Dónde juego?". Round 0 (nothing
 * paired yet) gives the title and the empty board header.
 */
export function pairingSheetTab(
  tournament: Tournament,
  round: number,
  lang: Language,
  options: PairingSheetOptions = {},
): PrintedTab {
  const title = titleText([
    tournament.config.name,
    options.final ??
      (round > 0
        ? t(lang, 'pairingSheet.round', { round, rounds: tournament.config.rounds })
        : t(lang, 'tab.pairings')),
    options.date ? titleDate(options.date, lang, options.timeZone) : '',
  ]);
  const boards = round > 0 ? roundBoards(tournament, round) : [];
  const [boardHeader, ...boardRows] = boardsGrid(boards, lang);
  const grid: Cell[][] = [pad([title]), blankRow(), boardHeader, ...boardRows];
  if (round === 0) return { grid, titleRows: [1], headerRows: [3], repeatRows: 1 };
  const { players } = tournament;
  const tables = options.final ? boards.length : Math.ceil(players.length / 2);
  for (let board = boards.length; board < tables; board++) grid.push(blankRow());

  // ¿Dónde juego?: Nombre, Mesa, Rival, Salida — one row per player of the round.
  const bye = t(lang, 'word.bye');
  const seats: { name: string; row: Cell[] }[] = [];
  for (const { table, first, second } of boards) {
    if (second === null) {
      // rules §3.7: a bye is neither a start nor a non-start, so Salida stays blank.
      seats.push({ name: first.name, row: [first.name, '', bye, ''] });
      continue;
    }
    seats.push({ name: first.name, row: [first.name, table, second.name, t(lang, 'mark.yes')] });
    seats.push({ name: second.name, row: [second.name, table, first.name, t(lang, 'mark.no')] });
  }
  seats.sort((a, b) => byName(a.name, b.name));
  const listHeader: Cell[] = [
    t(lang, 'col.players.name'),
    t(lang, 'col.rounds.table'),
    t(lang, 'col.cards.opponent'),
    t(lang, 'col.cards.firstMove'),
  ];
  const inListColumns = (cells: readonly Cell[]): Cell[] => {
    const row = blankRow();
    cells.forEach((cell, i) => (row[LIST_COLUMNS[i] - 1] = cell));
    return row;
  };
  grid.push(blankRow());
  const listTitle = grid.length + 1;
  grid.push(pad([t(lang, 'pairingSheet.whereDoIPlay')]), inListColumns(listHeader));
  grid.push(...seats.map((seat) => inListColumns(seat.row)));
  // The QR code's rows come after a row for every player of Jugadores: the same every round.
  if (!options.final) for (let seat = seats.length; seat < players.length; seat++) grid.push(blankRow());
  const qr = options.qrGif ?? null;
  let qrRow = 0;
  if (qr) {
    grid.push(blankRow(), pad([t(lang, 'pairingSheet.scan')]));
    qrRow = grid.length + 1;
    for (let row = 0; row < QR_ROWS; row++) grid.push(blankRow());
  }
  // Room: any player's name (or DESCANSO), points up to the last planned round's.
  const name = longest([longestName(players), bye]);
  const points = widest(maxPoints(tournament.config, Math.max(round, tournament.config.rounds)), 1);
  const id = Math.max(0, ...players.map((player) => player.id));
  return {
    grid,
    titleRows: qr ? [1, listTitle, qrRow - 1] : [1, listTitle],
    headerRows: [3, listTitle + 1],
    repeatRows: 1,
    // The list (and its QR code) printed whole: under the boards when it fits, else on the next page.
    blocks: [listTitle],
    // Pinned up on a wall: down the page even with long names (a little smaller rather than two boards across).
    portrait: true,
    image: qr ? { row: qrRow, column: QR_COLUMN, gifBase64: qr, pixels: QR_PIXELS } : null,
    // Salida's "Sí"/"No" under Puntos: the header "Puntos" is the wider anyway.
    room: [Math.max(id, tables), id, name, points, id, name, points],
  };
}
