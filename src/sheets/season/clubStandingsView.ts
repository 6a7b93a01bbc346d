// Clasificación por clubes (rules §2) as a grid in the workbook's language: Puesto, Club,
// Puntos, Puntos Scrabble, Jugadores (the club's players in the tournament), Puntúan (the
// best ones, whose points count). Written by "Actualizar clasificación" and returned by
// CLUB_STANDINGS.
import { clubStandings } from '../../core/season';
import { type Scoresheet } from '../../core/scores';
import { computeStandings } from '../../core/standings';
import { foldText } from '../../core/text';
import { type Tournament } from '../../core/model';
import { type Language, type MessageKey, t } from '../../i18n';
import type { Cell } from '../grid/cells';
import { shownLength } from '../grid/printedTab';
import { longest, maxPoints, roundScore, type ViewRoom, viewRoom, widest } from '../tournament/viewRoom';

/** 1-based column of Puntúan, the list of the counted players' names (printed wrapped). */
export const CLUB_COUNTED_COLUMN = 6;

export function clubStandingsGrid(source: Tournament | Scoresheet, bestN: number, lang: Language): Cell[][] {
  return teamStandingsGrid(source, bestN, lang, 'col.players.club');
}

/**
 * A team standings grid — Puesto, the team, Puntos, Puntos Scrabble, Jugadores, Puntúan —
 * with the club as the team, or whatever `teamOf` says (rules §18.3: the country).
 */
export function teamStandingsGrid(
  source: Tournament | Scoresheet,
  bestN: number,
  lang: Language,
  teamLabel: MessageKey,
  teamOf?: (player: { name: string; club: string }) => string,
): Cell[][] {
  const header: Cell[] = [
    t(lang, 'col.standings.place'),
    t(lang, teamLabel),
    t(lang, 'col.standings.points'),
    t(lang, 'tiebreak.scrabblePoints'),
    t(lang, 'col.clubs.members'),
    t(lang, 'col.clubs.counted'),
  ];
  return [
    header,
    ...clubStandings(computeStandings(source), bestN, teamOf).map((row): Cell[] => [
      row.place,
      row.club,
      row.points,
      row.scrabblePoints,
      row.members,
      row.counted.map((member) => member.name).join(', '),
    ]),
  ];
}

/** True when some player has a club: only then is there a Clasificación por clubes to write. */
export function hasClubs(tournament: Tournament): boolean {
  return tournament.players.some((player) => player.club.trim() !== '');
}

/**
 * The room of the printed tab (tournament/viewRoom.ts) by the last of `rounds`: points and
 * Scrabble points of `bestN` players, and the longest list of counted players a club can
 * have — its `bestN` longest names — whoever turns out to be its best.
 */
export function clubStandingsRoom(sheet: Scoresheet, bestN: number, rounds: number): ViewRoom {
  const clubs = new Map<string, { spellings: string[]; names: string[] }>();
  for (const { player } of sheet.records) {
    const club = player.club.trim();
    if (club === '') continue;
    const key = foldText(club);
    const entry = clubs.get(key) ?? { spellings: [], names: [] };
    clubs.set(key, entry);
    entry.spellings.push(club);
    entry.names.push(player.name);
  }
  const entries = [...clubs.values()];
  const counted = entries.map(({ names }) =>
    [...names]
      .sort((a, b) => shownLength(b) - shownLength(a))
      .slice(0, bestN)
      .join(', '),
  );
  const counts = Math.min(bestN, Math.max(0, ...entries.map(({ names }) => names.length)));
  return viewRoom([
    entries.length,
    longest(entries.flatMap(({ spellings }) => spellings)),
    widest(counts * maxPoints(sheet.config, rounds), 1),
    widest(counts * rounds * roundScore(sheet.config)),
    Math.max(0, ...entries.map(({ names }) => names.length)),
    longest(counted),
  ]);
}
