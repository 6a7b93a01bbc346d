// Each player's history, round by round: the one place that turns the rows of Rondas into
// what standings, tiebreaks, the crosstable, the player cards and the ELO report read.
// What a row means (bye, forfeit, off-board result, pending) comes from gameOutcome()
// (rules §2, §3.1); the Scrabble points and spread of each round are settled here (rules §4).
import { type Game, type Player, type Tournament, type TournamentConfig, type TournamentFinal } from './model';
import { type GameKind, type GameOutcome, gameOutcome, lastRound } from './results';

/**
 * What happened to a player in a round. The GameKind values come from a Rondas row; the
 * others mean there is no row for the player in that round (rules §3.4 regla 5: 0 points).
 */
export type RoundStatus =
  | GameKind
  /** Ausente en rondas lists the round. */
  | 'absent'
  /** Retirado desde ronda is this round or earlier. */
  | 'withdrawn'
  /** Entra en ronda is later than this round. */
  | 'notEntered'
  /** No row and no reason given: counted as an absence (0 points). */
  | 'unpaired';

export type PlayerResult = 'win' | 'draw' | 'loss';

export interface RoundRecord {
  round: number;
  status: RoundStatus;
  /** Mesa, when the player has a row this round. */
  table: number | null;
  /** Opponent's N°; null for a bye or no game. */
  opponent: number | null;
  /** True when the player was Jugador 1 (salida). Null for byes, forfeits and no game (rules §3.7). */
  firstMove: boolean | null;
  /** Win / draw / loss of a game or a forfeit; null for byes, pending games and no game. */
  result: PlayerResult | null;
  /** Points earned this round (win 1, draw ½, bye per setting); 0 while pending. */
  points: number;
  /** Own Scrabble points counted this round (bye: setting; forfeit: 0). */
  score: number;
  /** Opponent's Scrabble points when both scores count; null otherwise. */
  opponentScore: number | null;
  /** Spread counted this round (bye and forfeit: settings). */
  spread: number;
  /** A real game between two present players: counts for SB, Buchholz and ELO. */
  contested: boolean;
}

export interface PlayerRecord {
  player: Player;
  /** One record per round 1..roundCount (index = round − 1). */
  rounds: RoundRecord[];
  /** Final points so far (pending games count 0). */
  points: number;
  /** Sum of the player's own Scrabble points (rules §4). */
  scrabblePoints: number;
  spread: number;
}

export interface Scoresheet {
  config: TournamentConfig;
  /** Last round that has a row in Rondas (0 before the first pairing). */
  roundCount: number;
  /** Every player, in the order of Tournament.players. */
  records: PlayerRecord[];
  byId: Map<number, PlayerRecord>;
  /** rules §18.2: the final after the Swiss, which orders places 1 and 2 of the standings. */
  final?: TournamentFinal;
}

const resultOf = (points: number | null): PlayerResult | null =>
  points === null ? null : points === 1 ? 'win' : points === 0 ? 'loss' : 'draw';

function noGame(player: Player, round: number): RoundRecord {
  let status: RoundStatus = 'unpaired';
  if (round < player.entryRound) status = 'notEntered';
  else if (player.withdrawnFromRound !== null && round >= player.withdrawnFromRound) status = 'withdrawn';
  else if (player.absentRounds.includes(round)) status = 'absent';
  return {
    round,
    status,
    table: null,
    opponent: null,
    firstMove: null,
    result: null,
    points: 0,
    score: 0,
    opponentScore: null,
    spread: 0,
    contested: false,
  };
}

/** One side of a game row: Jugador 1 (`first`) or Jugador 2. */
function sideRecord(game: Game, outcome: GameOutcome, first: boolean, config: TournamentConfig): RoundRecord {
  const points = first ? outcome.points1 : outcome.points2;
  const own = first ? game.score1 : game.score2;
  const other = first ? game.score2 : game.score1;
  let score = 0;
  let opponentScore: number | null = null;
  let spread = 0;
  if (outcome.kind === 'forfeit') {
    // The player who showed gains the forfeit spread, a no-show loses it (NP: both lose it).
    spread = points === 1 ? config.forfeitSpread : -config.forfeitSpread;
  } else if (outcome.kind !== 'pending') {
    // Played, or off the board with whatever scores were typed.
    score = own ?? 0;
    if (own !== null && other !== null) {
      opponentScore = other;
      spread = own - other;
    }
  }
  return {
    round: game.round,
    status: outcome.kind,
    table: game.table,
    opponent: first ? game.second : game.first,
    firstMove: outcome.kind === 'forfeit' ? null : first,
    result: resultOf(points),
    points: points ?? 0,
    score,
    opponentScore,
    spread,
    contested: outcome.contested,
  };
}

/** Builds every player's round-by-round history from the tournament's games. */
export function scoresheet(tournament: Tournament): Scoresheet {
  const { config, players, games } = tournament;
  const roundCount = lastRound(games);
  const byId = new Map<number, PlayerRecord>();
  const records = players.map((player): PlayerRecord => {
    const record: PlayerRecord = { player, rounds: new Array(roundCount), points: 0, scrabblePoints: 0, spread: 0 };
    byId.set(player.id, record);
    return record;
  });

  const place = (id: number, entry: RoundRecord) => {
    const record = byId.get(id);
    // readGames only names known players; a core caller passing a stray N° is ignored.
    if (record) record.rounds[entry.round - 1] = entry;
  };

  for (const game of games) {
    const outcome = gameOutcome(game, config);
    // Plain object literals throughout: object spread is markedly slower on V8 at 2000 × 9.
    if (game.second === null) {
      // Bye: points, Scrabble points and spread per settings (rules §2 Config).
      place(game.first, {
        round: game.round,
        status: 'bye',
        table: game.table,
        opponent: null,
        firstMove: null,
        result: null,
        points: outcome.points1 ?? 0,
        score: config.byeScrabblePoints,
        opponentScore: null,
        spread: config.byeSpread,
        contested: false,
      });
      continue;
    }
    place(game.first, sideRecord(game, outcome, true, config));
    place(game.second, sideRecord(game, outcome, false, config));
  }

  for (const record of records) {
    for (let round = 1; round <= roundCount; round++) {
      let entry = record.rounds[round - 1];
      if (entry === undefined) entry = record.rounds[round - 1] = noGame(record.player, round);
      record.points += entry.points;
      record.scrabblePoints += entry.score;
      record.spread += entry.spread;
    }
  }
  return { config, roundCount, records, byId, ...(tournament.final ? { final: tournament.final } : {}) };
}

/** The scoresheet of a tournament, or the one already built (each view builds it at most once). */
export function asScoresheet(source: Tournament | Scoresheet): Scoresheet {
  return 'records' in source ? source : scoresheet(source);
}
