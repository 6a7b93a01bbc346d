// Player cards (rules §2 Tarjetas): the FISE paper card, one line per round — opponent,
// first move, result, points and running total, Scrabble points and running total, and
// what the round adds to SB.
import { type Player, type Tournament } from './model';
import { type PlayerResult, type RoundStatus, type Scoresheet, asScoresheet } from './scores';
import { sbContribution } from './tiebreaks';

export interface CardLine {
  round: number;
  status: RoundStatus;
  /** Opponent's N°; null for a bye or no game. */
  opponent: number | null;
  firstMove: boolean | null;
  result: PlayerResult | null;
  points: number;
  cumulativePoints: number;
  scrabblePoints: number;
  cumulativeScrabblePoints: number;
  /** Opponent's final points for a win, half for a draw, 0 otherwise (rules §4). */
  sb: number;
}

export interface PlayerCard {
  player: Player;
  lines: CardLine[];
}

/** Every player's card, in the order of the tournament's players. */
export function playerCards(source: Tournament | Scoresheet): PlayerCard[] {
  const sheet = asScoresheet(source);
  return sheet.records.map((record) => {
    let points = 0;
    let scrabble = 0;
    return {
      player: record.player,
      lines: record.rounds.map((entry): CardLine => {
        points += entry.points;
        scrabble += entry.score;
        return {
          round: entry.round,
          status: entry.status,
          opponent: entry.opponent,
          firstMove: entry.firstMove,
          result: entry.result,
          points: entry.points,
          cumulativePoints: points,
          scrabblePoints: entry.score,
          cumulativeScrabblePoints: scrabble,
          sb: sbContribution(entry, sheet),
        };
      }),
    };
  });
}
