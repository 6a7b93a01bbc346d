// The tournament as a FIDE Tournament Report File, TRF-16 (`atril trf`), so that a round can
// be cross-checked with the FIDE-endorsed engines (bbpPairings, JaVaFo). Fixed columns of
// the FIDE format: a `001` line per player with his start number, rating, points and rank,
// then ten characters a round — opponent's start number, colour, result. Mapping decisions
// (who starts → white, byes, no-shows, off-board results, absences): docs/pairing.md
// "TRF export".
import { AtrilError } from './errors';
import type { Game, Tournament } from './model';
import { gameOutcome, isPending, lastRound } from './results';
import { computeStandings } from './standings';

/** The highest start number the four columns of TRF-16 hold. */
export const TRF_MAX_NUMBER = 9999;

const right = (value: string | number, width: number) => String(value).padStart(width).slice(-width);
/** Left-aligned in `width` characters (code points, as the engines read the file as UTF-8). */
const left = (value: string, width: number) => {
  const chars = [...value].slice(0, width);
  return chars.join('') + ' '.repeat(width - chars.length);
};
/** Points as TRF writes them: one decimal ("3.5", "10.0"). */
const points = (value: number) => value.toFixed(1);

/** One round of a player: opponent (4), blank, colour, blank, result — TRF-16 positions 92–99 for round 1. */
function roundEntry(game: Game | undefined, id: number, tournament: Tournament): string {
  if (!game) return '0000 - Z'; // not paired: absent, withdrawn, not yet entered (a zero-point bye)
  if (game.second === null) return '0000 - U'; // the bye: pairing-allocated, worth `Puntos por descanso`
  const first = game.first === id;
  const opponent = first ? game.second : game.first;
  const colour = first ? 'w' : 'b'; // Jugador 1 has the first move (salida): white
  const outcome = gameOutcome(game, tournament.config);
  const own = first ? outcome.points1 : outcome.points2;
  const result =
    outcome.kind === 'forfeit'
      ? own === 1
        ? '+'
        : '-'
      : outcome.kind === 'offBoard'
        ? own === 1
          ? 'W'
          : own === 0
            ? 'L'
            : 'D'
        : own === 1
          ? '1'
          : own === 0
            ? '0'
            : '=';
  return `${right(opponent, 4)} ${colour} ${result}`;
}

/** What the report carries beyond the games (rules §23). */
export interface TrfExtras {
  /** The first day, ISO ("2026-07-28"): the 042 line. */
  date?: string | null;
  /** The club (Configuración «Club»): the 022 line, which the list reads as the event's club. */
  club?: string | null;
  /** Each player's licence by start number: TRF's ID field (11 characters). */
  licences?: ReadonlyMap<number, string>;
}

/** The widest ID TRF-16 holds (positions 58–68). */
export const TRF_ID_WIDTH = 11;

/**
 * The TRF-16 text (lines ending in CR LF) of a tournament whose games all have a result.
 * Throws AtrilError when a game is pending (`trf.pending` is the caller's to word, with the
 * tables) — here: `trf.numberTooHigh` for a N° above 9999, `trf.licenceTooLong` for a licence
 * wider than the ID field.
 */
export function tournamentTrf(tournament: Tournament, extras: TrfExtras = {}): string {
  if (tournament.games.some(isPending))
    throw new Error('tournamentTrf: pending games (check with pendingTables first)');
  const tooHigh = tournament.players.find((player) => player.id > TRF_MAX_NUMBER);
  if (tooHigh) throw new AtrilError('trf.numberTooHigh', { name: tooHigh.name, value: tooHigh.id });
  const licenceOf = (id: number) => extras.licences?.get(id) ?? '';
  const tooLong = tournament.players.find((player) => [...licenceOf(player.id)].length > TRF_ID_WIDTH);
  if (tooLong) throw new AtrilError('trf.licenceTooLong', { name: tooLong.name, value: licenceOf(tooLong.id) });
  const { config } = tournament;
  const rounds = lastRound(tournament.games);
  const standings = computeStandings(tournament);
  const row = new Map(standings.rows.map((entry) => [entry.player.id, entry] as const));
  const games = new Map<string, Game>();
  for (const game of tournament.games) {
    games.set(`${game.round}:${game.first}`, game);
    if (game.second !== null) games.set(`${game.round}:${game.second}`, game);
  }
  const lines = [
    `012 ${config.name}`,
    // rules §23: an event is known by name, date and club: the TRF and the Atril file of one
    // tournament must be one event in the list, not two (TRF-16's 022 is the place; trfRead takes it as the club).
    ...(extras.club?.trim() ? [`022 ${extras.club.trim()}`] : []),
    // rules §23: the first day, as FIDE writes it (YYYY/MM/DD).
    ...(extras.date ? [`042 ${extras.date.replace(/-/g, '/')}`] : []),
    `062 ${tournament.players.length}`,
    `072 ${tournament.players.filter((player) => player.rating !== null).length}`,
    `092 ${config.system === 'swiss' ? 'Individual: Swiss system (FISE)' : 'Individual: round robin'}`,
    // bbpPairings and JaVaFo: planned rounds, and the colour of the first player in round 1.
    `XXR ${Math.max(config.rounds, rounds)}`,
    `XXC ${config.firstMoveTable1 === 'higher' ? 'white1' : 'black1'}`,
  ];
  // bbpPairings' scoring lines: only the bye may differ from 1 / ½ / 0 in Atril (rules §2).
  if (config.byePoints !== 1) lines.push(`BBU ${points(config.byePoints)}`);
  for (const player of [...tournament.players].sort((a, b) => a.id - b.id)) {
    const entry = row.get(player.id);
    const head =
      `001 ${right(player.id, 4)}      ${left(player.name, 33)} ${right(player.rating ?? '', 4)}` +
      // Federation (54–56) blank, the ID (58–68: the licence), the birth date (70–79) blank.
      `     ${right(licenceOf(player.id), TRF_ID_WIDTH)}${' '.repeat(12)}` +
      `${right(points(entry?.points ?? 0), 4)} ${right(entry?.place ?? '', 4)}`;
    const results = Array.from(
      { length: rounds },
      (_, r) => `  ${roundEntry(games.get(`${r + 1}:${player.id}`), player.id, tournament)}`,
    );
    lines.push(head + results.join(''));
  }
  return `${lines.join('\r\n')}\r\n`;
}
