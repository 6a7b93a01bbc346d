// Clasificación por clubes (rules §2) as a grid in the workbook's language: Puesto, Club,
// Puntos, Puntos Scrabble, Jugadores (the club's players in the tournament), Puntúan (the
// best ones, whose points count). Written by "Actualizar clasificación" and returned by
// CLUB_STANDINGS.
import { clubStandings } from '../../core/season';
import { type Scoresheet } from '../../core/scores';
import { computeStandings } from '../../core/standings';
import { type Tournament } from '../../core/model';
import { type Language, t } from '../../i18n';
import type { Cell } from '../grid/cells';

export function clubStandingsGrid(source: Tournament | Scoresheet, bestN: number, lang: Language): Cell[][] {
  const header: Cell[] = [
    t(lang, 'col.standings.place'),
    t(lang, 'col.players.club'),
    t(lang, 'col.standings.points'),
    t(lang, 'tiebreak.scrabblePoints'),
    t(lang, 'col.clubs.members'),
    t(lang, 'col.clubs.counted'),
  ];
  return [
    header,
    ...clubStandings(computeStandings(source), bestN).map((row): Cell[] => [
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
