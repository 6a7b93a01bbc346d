// Emparejamientos (rules §2): the sheet the director prints and pins up, rewritten by every
// pairing for the round just paired. A title (tournament, "Ronda N de R", date), one row per
// board with Jugador 1 first (he starts, rules §3.7) and each player's points before the
// round, the byes, then the alphabetical "¿Dónde juego?" list so every player finds his table.
import { type Game, type Tournament } from '../../core/model';
import { scoresheet } from '../../core/scores';
import { type Language, t } from '../../i18n';
import type { Cell } from '../grid/cells';

/** Columns of the board rows: Mesa, N°, Jugador 1, Puntos, N°, Jugador 2, Puntos. */
const WIDTH = 7;

const pad = (row: Cell[]): Cell[] => [...row, ...new Array<Cell>(WIDTH - row.length).fill('')];
const blankRow = (): Cell[] => pad([]);

const two = (n: number): string => String(n).padStart(2, '0');

/** The date as a text cell: "23/11/2026" in Spanish, ISO "2026-11-23" in English (unambiguous for US and UK readers). */
export function pairingSheetDate(date: Date, lang: Language): string {
  const [day, month, year] = [two(date.getDate()), two(date.getMonth() + 1), String(date.getFullYear())];
  return lang === 'es' ? `${day}/${month}/${year}` : `${year}-${month}-${day}`;
}

/** Names in Spanish alphabetical order (rules §2): accents and case ignored, Ñ after N. */
const spanishOrder = new Intl.Collator('es', { sensitivity: 'base' });
const byName = (a: string, b: string): number => spanishOrder.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);

/**
 * The Emparejamientos grid of `round` (its games must be in `tournament.games`), in `lang`.
 * Points before the round are the scoresheet's points of rounds 1..round−1 (rules §3.1).
 * Byes have no table: Mesa is blank and Jugador 2 reads DESCANSO. Without `date` the date
 * cell is blank.
 */
export function pairingSheetGrid(tournament: Tournament, round: number, lang: Language, date?: Date): Cell[][] {
  const sheet = scoresheet(tournament);
  const pointsBefore = (id: number): number =>
    (sheet.byId.get(id)?.rounds ?? []).slice(0, round - 1).reduce((sum, entry) => sum + entry.points, 0);
  const nameOf = (id: number): string => sheet.byId.get(id)?.player.name ?? '';
  const bye = t(lang, 'word.bye');

  const games = tournament.games.filter((game) => game.round === round);
  const boards = games.filter((game) => game.second !== null).sort((a, b) => a.table - b.table);
  const byes = games.filter((game) => game.second === null).sort((a, b) => a.table - b.table);

  const title = pad([
    tournament.config.name,
    t(lang, 'pairingSheet.round', { round, rounds: tournament.config.rounds }),
    date ? pairingSheetDate(date, lang) : '',
  ]);
  const boardHeader: Cell[] = [
    t(lang, 'col.rounds.table'),
    t(lang, 'col.players.id'),
    t(lang, 'col.rounds.player1'),
    t(lang, 'col.standings.points'),
    t(lang, 'col.players.id'),
    t(lang, 'col.rounds.player2'),
    t(lang, 'col.standings.points'),
  ];
  const boardRow = (game: Game): Cell[] =>
    game.second === null
      ? ['', game.first, nameOf(game.first), pointsBefore(game.first), '', bye, '']
      : [
          game.table,
          game.first,
          nameOf(game.first),
          pointsBefore(game.first),
          game.second,
          nameOf(game.second),
          pointsBefore(game.second),
        ];

  // ¿Dónde juego?: Nombre, Mesa, Rival, Salida — one row per player of the round.
  const yes = t(lang, 'mark.yes');
  const no = t(lang, 'mark.no');
  const seats: { name: string; row: Cell[] }[] = [];
  for (const game of boards) {
    const second = game.second as number;
    seats.push({ name: nameOf(game.first), row: [nameOf(game.first), game.table, nameOf(second), yes] });
    seats.push({ name: nameOf(second), row: [nameOf(second), game.table, nameOf(game.first), no] });
  }
  // rules §3.7: a bye is neither a start nor a non-start, so Salida stays blank.
  for (const game of byes) seats.push({ name: nameOf(game.first), row: [nameOf(game.first), '', bye, ''] });
  seats.sort((a, b) => byName(a.name, b.name));
  const listHeader: Cell[] = [
    t(lang, 'col.players.name'),
    t(lang, 'col.rounds.table'),
    t(lang, 'col.cards.opponent'),
    t(lang, 'col.cards.firstMove'),
  ];

  return [
    title,
    blankRow(),
    boardHeader,
    ...boards.map(boardRow),
    ...byes.map(boardRow),
    blankRow(),
    pad([t(lang, 'pairingSheet.whereDoIPlay')]),
    pad(listHeader),
    ...seats.map((seat) => pad(seat.row)),
  ];
}
