// The room each printed view keeps in its columns for the values still to come (rules §2
// printing; issue 11 item 7): for every column, the widest value it can reach by the last
// planned round — a running total of Scrabble points at its largest, a place or N° as many
// digits as the field, an opponent's name as long as the longest name. Names, clubs and
// planned rounds are known from round 1, so the widths fitted over the values and this room
// stay the same from round to round, and "Actualizar clasificación" lays nothing out again
// (docs/standings.md "Printing"). The number columns are those whose room is a number.
import { type Player, type TiebreakId, type TournamentConfig } from '../../core/model';
import { type Scoresheet } from '../../core/scores';
import { type Language, t } from '../../i18n';
import { type Cell, MAX_SCORE } from '../grid/cells';
import { type PrintedTab, shownLength } from '../grid/printedTab';
import { cardResult, crossCellText } from './views';

/** A view's room row and its number columns (1-based: the columns whose room is a number). */
export type ViewRoom = Required<Pick<PrintedTab, 'room' | 'numberColumns'>>;

export function viewRoom(room: Cell[]): ViewRoom {
  const numberColumns = room.flatMap((cell, c) => (typeof cell === 'number' ? [c + 1] : []));
  return { room, numberColumns };
}

/**
 * A number as wide as any up to `max` with `decimals` decimals (points in halves: 1; half an
 * opponent's points, for SB: 2), negative for a spread or a rating change that may go down.
 */
export function widest(max: number, decimals: 0 | 1 | 2 = 0, negative = false): number {
  const value = Math.floor(Math.abs(max)) + [0, 0.5, 0.25][decimals];
  return negative ? -value : value;
}

/** The longest of some texts ('' for none). */
export function longest(texts: readonly string[]): string {
  return texts.reduce((best, text) => (shownLength(text) > shownLength(best) ? text : best), '');
}

/** Points a player can reach in `rounds` rounds: a win, or a bye, every round. */
export const maxPoints = (config: TournamentConfig, rounds: number): number => rounds * Math.max(1, config.byePoints);

/** Scrabble points a round can add (rules §9's highest score, or a bye's). */
export const roundScore = (config: TournamentConfig): number => Math.max(MAX_SCORE, config.byeScrabblePoints);

/** Spread a round can add or take away. */
const roundSpread = (config: TournamentConfig): number =>
  Math.max(MAX_SCORE, Math.abs(config.byeSpread), Math.abs(config.forfeitSpread));

const maxId = (players: readonly Player[]): number => Math.max(0, ...players.map((player) => player.id));
const maxRating = (players: readonly Player[]): number => Math.max(0, ...players.map((player) => player.rating ?? 0));
export const longestName = (players: readonly Player[]): string => longest(players.map((player) => player.name));

/** The widest value of each tiebreak by the last round (rules §4). */
function tiebreakRoom(id: TiebreakId, sheet: Scoresheet, rounds: number): number {
  const points = maxPoints(sheet.config, rounds);
  switch (id) {
    case 'sb':
      return widest(rounds * points, 2);
    case 'buchholz':
    case 'medianBuchholz':
    case 'progressive':
      return widest(rounds * points, 1);
    case 'scrabblePoints':
      return widest(rounds * roundScore(sheet.config));
    case 'spread':
      return widest(rounds * roundSpread(sheet.config), 0, true);
    case 'wins':
      return rounds;
    case 'averageOpponentRating':
      return maxRating(sheet.records.map((record) => record.player));
    case 'directEncounter':
      return widest(points, 1);
  }
}

/**
 * Clasificación (views.ts standingsGrid): Puesto, N°, Nombre, Club, Puntos, the tiebreaks,
 * and Estado (when anyone is out: room for a withdrawal from the last round).
 */
export function standingsRoom(
  sheet: Scoresheet,
  rounds: number,
  lang: Language,
  tiebreaks = sheet.config.tiebreaks,
): ViewRoom {
  const players = sheet.records.map((record) => record.player);
  const out = { round: rounds, rounds: String(rounds) };
  return viewRoom([
    players.length,
    maxId(players),
    '',
    '',
    widest(maxPoints(sheet.config, rounds), 1),
    ...tiebreaks.map((id) => tiebreakRoom(id, sheet, rounds)),
    longest([t(lang, 'standings.status.withdrawn', out), t(lang, 'standings.status.absent', out)]),
  ]);
}

/**
 * Tabla cruzada (views.ts crosstableGrid): every round's column has room for a game with a
 * result, a bye, an absence; for a forfeit ("40 1 NP", the longest) once the tournament has
 * had one, so that the first forfeit widens the round columns once and no forfeit never does.
 */
export function crosstableRoom(sheet: Scoresheet, rounds: number, lang: Language): ViewRoom {
  const players = sheet.records.map((record) => record.player);
  const opponent = maxId(players);
  const game = { opponent, firstMove: true, result: 'draw', points: 0.5 } as const;
  const forfeits = sheet.records.some((record) => record.rounds.some((entry) => entry.status === 'forfeit'));
  const cell = longest(
    [
      { ...game, status: 'played' as const },
      ...(forfeits ? [{ ...game, status: 'forfeit' as const, result: 'win' as const }] : []),
      { ...game, status: 'bye' as const, opponent: null, points: sheet.config.byePoints },
      { ...game, status: 'absent' as const, opponent: null },
      { ...game, status: 'withdrawn' as const, opponent: null },
    ].map((candidate) => crossCellText(candidate, lang)),
  );
  return viewRoom([
    players.length,
    opponent,
    '',
    ...new Array<Cell>(rounds).fill(cell),
    widest(maxPoints(sheet.config, rounds), 1),
  ]);
}

/**
 * Tarjetas (views.ts cardsGrid): Ronda, N° rival, Rival (any player's name), Salida,
 * Resultado, Puntos, Acumulado, Puntos Scrabble, Acumulado Scrabble, SB.
 */
export function cardsRoom(sheet: Scoresheet, rounds: number, lang: Language): ViewRoom {
  const players = sheet.records.map((record) => record.player);
  const { config } = sheet;
  const results = (['played', 'forfeit', 'bye', 'absent', 'withdrawn'] as const).map((status) =>
    cardResult({ status, opponent: status === 'played' || status === 'forfeit' ? 1 : null, result: 'win' }, lang),
  );
  return viewRoom([
    rounds,
    maxId(players),
    longestName(players),
    longest([t(lang, 'mark.yes'), t(lang, 'mark.no')]),
    longest(results),
    widest(Math.max(1, config.byePoints), 1),
    widest(maxPoints(config, rounds), 1),
    roundScore(config),
    widest(rounds * roundScore(config)),
    widest(maxPoints(config, rounds), 2),
  ]);
}

/** ELO (views.ts eloGrid): N°, Nombre, Escalafón, Partidas, Puntos, Esperado, Cambio, Nuevo, Rav, Rendimiento. */
export function eloRoom(sheet: Scoresheet, rounds: number): ViewRoom {
  const players = sheet.records.map((record) => record.player);
  const rating = maxRating(players);
  // A game moves a rating by at most K; a performance is Rav ± 800 (rules §5).
  const moved = sheet.config.k * rounds;
  return viewRoom([
    maxId(players),
    '',
    rating,
    rounds,
    widest(rounds, 1),
    widest(rounds, 2),
    widest(moved, 0, true),
    widest(rating + moved),
    rating,
    widest(rating + 800),
  ]);
}
