// The pairing checker (`atril check`, docs/pairing.md "Checking a tournament"), as the
// FIDE-endorsed engines ship one: every round of Rondas is paired again by the engine from
// the games before it, and each board is compared with the engine's; independently, every
// board is checked against the rules — no rematch (rules §3.1), at most one bye each and
// only one a round (§3.4 regla 4), nobody paired while absent, withdrawn or not yet
// entered and nobody present left out (§3.4 regla 5), the first move (§3.3, §3.7).
import { AtrilError } from '../errors';
import type { Message } from '../message';
import type { Game, Tournament } from '../model';
import { gameOutcome, lastRound } from '../results';
import { compareTable, firstMoveAfterRoundOne, higherStartsInRoundOne } from './criteria';
import { pairRoundExplained, type Pairing } from './index';
import { countsAsMeeting, isPresent, pairingState, type PairingPlayer } from './state';

/** One finding about a round of Rondas: a board (`table`), or the round as a whole (`table` null). */
export interface CheckFinding {
  round: number;
  table: number | null;
  /** The board's players as in Rondas (Jugador 1, Jugador 2 or null for a bye); none for a round finding. */
  board?: { first: number; second: number | null };
  message: Message;
  /** Why the engine refused the round (`check.refused`), as its error says. */
  cause?: Message;
  /** The engine's boards for the players of a board it pairs otherwise (`check.differs.opponent`). */
  engine?: Pairing[];
}

export interface PairingCheck {
  /** Rounds in Rondas. */
  rounds: number;
  /** Rows of Rondas (boards and byes). */
  boards: number;
  /** Boards the engine pairs otherwise (opponent, first move in a round robin, table number). */
  differences: CheckFinding[];
  /** Boards and rounds against the rules. */
  illegal: CheckFinding[];
  /** Rounds the engine refuses to pair from the same history. */
  refused: CheckFinding[];
}

/** "Nombre (N°)": how a player is named in the findings, as the pairing refusals do. */
export function labelOf(tournament: Tournament): (id: number | null) => string {
  const names = new Map(tournament.players.map((player) => [player.id, player.name] as const));
  return (id) => (id === null ? '' : `${names.get(id) ?? '?'} (${id})`);
}

/** Where a finding sits: the board of Rondas, or the whole round. */
const at = (game: Game | null): Pick<CheckFinding, 'table' | 'board'> =>
  game ? { table: game.table, board: { first: game.first, second: game.second } } : { table: null };

const boardKey = (first: number, second: number | null) => `${first}-${second ?? 'bye'}`;

/** Checks every round of the tournament; nothing is changed. */
export function checkTournament(tournament: Tournament): PairingCheck {
  const rounds = lastRound(tournament.games);
  const check: PairingCheck = { rounds, boards: 0, differences: [], illegal: [], refused: [] };
  for (let round = 1; round <= rounds; round++) {
    const games = tournament.games.filter((game) => game.round === round);
    check.boards += games.length;
    check.illegal.push(...illegalBoards(tournament, round, games));
    const before = { ...tournament, games: tournament.games.filter((game) => game.round < round) };
    let engine: Pairing[];
    try {
      engine = pairRoundExplained(before, round).pairings;
    } catch (error) {
      if (!(error instanceof AtrilError)) throw error;
      check.refused.push({
        round,
        table: null,
        message: { key: 'check.refused', params: {} },
        cause: { key: error.key, params: error.params },
      });
      continue;
    }
    check.differences.push(...differences(tournament, round, games, engine));
  }
  return check;
}

/** The boards of `games` (one round) that the engine's `engine` pairs otherwise. */
function differences(tournament: Tournament, round: number, games: Game[], engine: Pairing[]): CheckFinding[] {
  const label = labelOf(tournament);
  const byPlayer = new Map<number, Pairing>();
  for (const pairing of engine) {
    byPlayer.set(pairing.first, pairing);
    if (pairing.second !== null) byPlayer.set(pairing.second, pairing);
  }
  const findings: CheckFinding[] = [];
  for (const game of games) {
    const mine = byPlayer.get(game.first);
    const same =
      mine !== undefined &&
      (boardKey(mine.first, mine.second) === boardKey(game.first, game.second) ||
        (game.second !== null && boardKey(mine.first, mine.second) === boardKey(game.second, game.first)));
    if (!same) {
      const theirs = [mine, game.second === null ? undefined : byPlayer.get(game.second)].filter(
        (pairing, index, list): pairing is Pairing => pairing !== undefined && list.indexOf(pairing) === index,
      );
      findings.push({
        round,
        ...at(game),
        message: { key: theirs.length > 0 ? 'check.differs.opponent' : 'check.differs.unpaired', params: {} },
        engine: theirs,
      });
    } else if (mine.first !== game.first) {
      // Same two players, the other one starts: a difference of the Berger table (a Swiss
      // round has it as a first-move finding already, see illegalBoards).
      if (tournament.config.system === 'roundRobin')
        findings.push({
          round,
          ...at(game),
          message: { key: 'check.differs.firstMove', params: { player: label(mine.first) } },
        });
    } else if (mine.table !== game.table) {
      findings.push({
        round,
        ...at(game),
        message: { key: 'check.differs.table', params: { table: mine.table } },
      });
    }
  }
  return findings;
}

/** Every board of `games` (one round) against the rules, and the players the round leaves out. */
function illegalBoards(tournament: Tournament, round: number, games: Game[]): CheckFinding[] {
  const label = labelOf(tournament);
  const state = pairingState(tournament, round);
  const swiss = tournament.config.system === 'swiss';
  const findings: CheckFinding[] = [];
  const found = (game: Game | null, key: Message['key'], params: Message['params']) =>
    findings.push({ round, ...at(game), message: { key, params } });
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
