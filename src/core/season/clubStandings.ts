// Club standings (rules §2 "Clasificación por clubes"): for each club, the points of its
// best `Jugadores por club` players added up; ties broken by the sum of the same players'
// Scrabble points; clubs equal on both share the place (1, 1, 3).
import { AtrilError } from '../errors';
import type { Player } from '../model';
import { type Standings } from '../standings';
import { compareText, foldText } from '../text';

/** rules §2: `Jugadores por club` defaults to 3. */
export const DEFAULT_PLAYERS_PER_CLUB = 3;

export interface ClubMember {
  name: string;
  points: number;
  scrabblePoints: number;
}

export interface ClubStanding {
  /** Shared by clubs equal on points and Scrabble points. */
  place: number;
  /** The club as first typed (clubs are matched with accents and case aside). */
  club: string;
  points: number;
  scrabblePoints: number;
  /** Players of the club in the tournament. */
  members: number;
  /** The best `bestN` players, whose points count, best first. */
  counted: ClubMember[];
}

/**
 * The club standings from the tournament's standings. A club's best players are those with
 * the most points, then the most Scrabble points (the choice that serves the club best),
 * then the standings order. A club with fewer than `bestN` players adds those it has.
 * Players without a club are left out.
 */
export function clubStandings(
  standings: Standings,
  bestN = DEFAULT_PLAYERS_PER_CLUB,
  /** rules §18.3: the team a player plays for — their club by default, their country for the nations cup. */
  teamOf: (player: Player) => string = (player) => player.club,
): ClubStanding[] {
  if (!Number.isInteger(bestN) || bestN < 1) throw new AtrilError('error.atLeast', { value: bestN, min: 1 });
  const clubs = new Map<string, { club: string; members: ClubMember[] }>();
  for (const row of standings.rows) {
    const club = teamOf(row.player).trim();
    if (club === '') continue;
    const key = foldText(club);
    let entry = clubs.get(key);
    if (!entry) clubs.set(key, (entry = { club, members: [] }));
    entry.members.push({ name: row.player.name, points: row.points, scrabblePoints: row.record.scrabblePoints });
  }
  const rows: ClubStanding[] = [...clubs.values()].map(({ club, members }) => {
    // Array.prototype.sort is stable: equal players keep the standings order.
    const counted = [...members]
      .sort((a, b) => b.points - a.points || b.scrabblePoints - a.scrabblePoints)
      .slice(0, bestN);
    return {
      place: 0,
      club,
      points: counted.reduce((sum, member) => sum + member.points, 0),
      scrabblePoints: counted.reduce((sum, member) => sum + member.scrabblePoints, 0),
      members: members.length,
      counted,
    };
  });
  rows.sort((a, b) => b.points - a.points || b.scrabblePoints - a.scrabblePoints || compareText(a.club, b.club));
  rows.forEach((row, i) => {
    const previous = rows[i - 1];
    const tied = previous && previous.points === row.points && previous.scrabblePoints === row.scrabblePoints;
    row.place = tied ? previous.place : i + 1;
  });
  return rows;
}
