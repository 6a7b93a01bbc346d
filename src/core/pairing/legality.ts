// What makes a round legal (rules §3.1, §3.4 reglas 4 and 5, §3.3, §3.7), board by board
// against the history: the pieces the pairing checker reports (check.ts) and the guard that
// refuses a round before it is written (`assertLegalRound`, called by index.ts on every
// round the engine produces, whichever stage produced it).
import { AtrilError } from '../errors';
import type { Message } from '../message';
import type { Game, Tournament } from '../model';
import { gameOutcome } from '../results';
import { compareTable, firstMoveAfterRoundOne, forbiddenPair, higherStartsInRoundOne } from './criteria';
import { countsAsMeeting, isPresent, pairingState, type PairingPlayer } from './state';

/** A breach of the rules in one round: on a board (`table`), or of the round as a whole (`table` null). */
export interface Breach {
  table: number | null;
  /** The board's players as in Rondas (Jugador 1, Jugador 2 or null for a bye); none for a round finding. */
  board?: { first: number; second: number | null };
  message: Message;
}

/** "Nombre (N°)": how a player is named in the findings, as the pairing refusals do. */
export function labelOf(tournament: Tournament): (id: number | null) => string {
  const names = new Map(tournament.players.map((player) => [player.id, player.name] as const));
  return (id) => (id === null ? '' : `${names.get(id) ?? '?'} (${id})`);
}

/** Where a finding sits: the board of Rondas, or the whole round. */
export const at = (game: Game | null): Pick<Breach, 'table' | 'board'> =>
  game ? { table: game.table, board: { first: game.first, second: game.second } } : { table: null };

/**
 * Every board of `games` (one round) against the rules and the games of earlier rounds,
 * and the players the round leaves out. A player on two boards is not looked for: Rondas
 * refuses it when read, and the guard below checks it in the engine's rounds.
 */
export function roundBreaches(tournament: Tournament, round: number, games: readonly Game[]): Breach[] {
  const label = labelOf(tournament);
  const state = pairingState(tournament, round);
  const swiss = tournament.config.system === 'swiss';
  const findings: Breach[] = [];
  const found = (game: Game | null, key: Message['key'], params: Message['params']) =>
    findings.push({ ...at(game), message: { key, params } });
  const byId = new Map(tournament.players.map((player) => [player.id, player] as const));
  const seated = new Set<number>();

  for (const game of games) {
    const ids = game.second === null ? [game.first] : [game.first, game.second];
    for (const id of ids) {
      seated.add(id);
      const player = byId.get(id);
      if (!player) continue;
      if (player.entryRound > round)
        found(game, 'check.illegal.notEntered', { player: label(id), entry: player.entryRound });
      else if (player.withdrawnFromRound !== null && player.withdrawnFromRound <= round)
        found(game, 'check.illegal.withdrawn', { player: label(id), from: player.withdrawnFromRound });
      else if (player.absentRounds.includes(round)) found(game, 'check.illegal.absent', { player: label(id) });
    }
    const first = state.get(game.first);
    if (!first) continue;
    if (game.second === null) {
      // §3.4 regla 4: nobody gets a second bye (Swiss; a round robin's rests follow its table, §3.8).
      const earlier = swiss && first.hadBye ? byeRound(tournament, game.first, round) : null;
      if (earlier !== null) found(game, 'check.illegal.secondBye', { player: label(game.first), round: earlier });
      continue;
    }
    const second = state.get(game.second);
    if (!second) continue;
    if (first.met.has(second.id)) {
      const when = meetingRound(tournament, first.id, second.id, round);
      found(game, 'check.illegal.rematch', { first: label(first.id), second: label(second.id), round: when });
    }
    // rules §18: two players kept apart (No emparejar con) never meet.
    if (forbiddenPair(first, second))
      found(game, 'check.illegal.forbidden', { first: label(first.id), second: label(second.id) });
    if (swiss) {
      const starter = expectedStarter(tournament, round, game.table, first, second);
      if (starter !== first) found(game, 'check.illegal.firstMove', { player: label(starter.id) });
    }
  }

  // §3.4 regla 4: one bye at most, and only when the round has an odd number of players.
  if (swiss) {
    const byes = games.filter((game) => game.second === null);
    const seatedCount = games.reduce((count, game) => count + (game.second === null ? 1 : 2), 0);
    const allowed = seatedCount % 2 === 1 ? 1 : 0;
    for (const bye of byes.slice(allowed))
      found(bye, 'check.illegal.extraBye', { player: label(bye.first), players: seatedCount });
  }
  // §3.4 regla 5: everyone present is paired (or rests).
  for (const player of tournament.players)
    if (isPresent(player, round) && !seated.has(player.id))
      found(null, 'check.illegal.unpaired', { player: label(player.id) });
  return findings;
}

/**
 * The guard (rules §3.5 "always legal"): before a round is written, its boards — `games`,
 * round `round` of `tournament`, whose games are those of the earlier rounds — are checked
 * against the history. Two players who have met, a second bye (Swiss), a second bye in the
 * round or a bye in an even one, a player seated while not playing or on two boards, or a
 * present player left out: the round is refused with that board named, whichever stage
 * produced it. The first move is not a matter of legality here (the engine computes it
 * with the very functions the checker uses).
 */
export function assertLegalRound(tournament: Tournament, round: number, games: readonly Game[]): void {
  const label = labelOf(tournament);
  const seen = new Set<number>();
  for (const game of games)
    for (const id of game.second === null ? [game.first] : [game.first, game.second]) {
      if (seen.has(id)) throw new AtrilError('pairing.guard.twice', { round, player: label(id) });
      seen.add(id);
    }
  for (const { table, message } of roundBreaches(tournament, round, games)) {
    const { params } = message;
    const where = { round, table: table ?? 0 };
    switch (message.key) {
      case 'check.illegal.rematch':
        throw new AtrilError('pairing.guard.rematch', {
          ...where,
          first: params.first,
          second: params.second,
          earlier: params.round,
        });
      case 'check.illegal.forbidden':
        throw new AtrilError('pairing.guard.forbidden', { ...where, first: params.first, second: params.second });
      case 'check.illegal.secondBye':
        throw new AtrilError('pairing.guard.secondBye', { ...where, player: params.player, earlier: params.round });
      case 'check.illegal.extraBye':
        throw new AtrilError('pairing.guard.extraBye', { ...where, player: params.player, players: params.players });
      case 'check.illegal.notEntered':
      case 'check.illegal.withdrawn':
      case 'check.illegal.absent':
        throw new AtrilError('pairing.guard.notPlaying', { ...where, player: params.player });
      case 'check.illegal.unpaired':
        throw new AtrilError('pairing.guard.unpaired', { round, player: params.player });
      default:
        break;
    }
  }
}

/** rules §3.3 (round 1, by table) and §3.7: who should have the first move on this board. */
function expectedStarter(
  tournament: Tournament,
  round: number,
  table: number,
  a: PairingPlayer,
  b: PairingPlayer,
): PairingPlayer {
  if (round > 1) return firstMoveAfterRoundOne(a, b);
  const [higher, lower] = compareTable(a, b) <= 0 ? [a, b] : [b, a];
  return higherStartsInRoundOne(table, tournament.config.firstMoveTable1) ? higher : lower;
}

/** The earlier round in which `id` had a bye (for the message). */
function byeRound(tournament: Tournament, id: number, round: number): number | null {
  const game = tournament.games.find((g) => g.round < round && g.second === null && g.first === id);
  return game ? game.round : null;
}

/** The earlier round in which the two met (for the message): a game that counts as a meeting, not a forfeit. */
function meetingRound(tournament: Tournament, a: number, b: number, round: number): number {
  const game = tournament.games.find(
    (g) =>
      g.round < round &&
      ((g.first === a && g.second === b) || (g.first === b && g.second === a)) &&
      countsAsMeeting(gameOutcome(g, tournament.config).kind),
  );
  return game ? game.round : 0;
}
