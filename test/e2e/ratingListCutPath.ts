// The federation's list as the fault-injection runs press it (rules §17, §23): a seeded season
// of five events (test/support/ratedSeasons.ts) as the clubs' files; Importar torneos… (its
// dialog's call, journaled as the menu item) with two of them, then with three more and a
// corrected file of a stored event (3 new, 1 replaced); Volver a valorar; Quitar torneo (its
// prompt answered with an event's name, then OK). Another item after a cut: Volver a valorar,
// and Actualizar clasificación (not a tournament's workbook: it refuses, once it has finished
// the cut press).
import { writeTournamentFile } from '../../src/core/season/tournamentFile';
import type { RatedEvent } from '../../src/core/season';
import { ratedSeason } from '../support/ratedSeasons';
import { type CutPath, dialogCall, press } from '../support/cutRuns';

type EventFile = { name: string; text: string };

/** The season's files (made when first pressed, not when the paths are listed): the first import's two, the second's four. */
let made: { season: RatedEvent[]; first: EventFile[]; second: EventFile[] } | null = null;
function seasonFiles(): { season: RatedEvent[]; first: EventFile[]; second: EventFile[] } {
  if (made) return made;
  const season = ratedSeason({ seed: 4, clubs: 2, events: 5, pool: 16, field: [5, 8], rounds: 3, duplicateShare: 0.4 });
  const files = season.map((event) => ({ name: `${event.name}.atril`, text: writeTournamentFile(event) }));
  const corrected = { ...season[0], swissGames: season[0].swissGames.map((game) => ({ ...game, result: 0 as const })) };
  // The second import: two new events, a corrected file of the first, and one more new.
  const second = [files[3], { name: 'corregido.atril', text: writeTournamentFile(corrected) }, files[2], files[4]];
  made = { season, first: files.slice(0, 2), second };
  return made;
}

/** The list's path, in a Spanish workbook (its first import makes the list's tabs). */
export function ratingListPath(): CutPath {
  return {
    name: 'rating list',
    locale: 'es_ES',
    lang: 'es',
    steps: [
      dialogCall('importTournamentFiles', 'showImportTournaments', () => [seasonFiles().first]),
      dialogCall('importTournamentFiles', 'showImportTournaments', () => [seasonFiles().second]),
      press('rerateList'),
      {
        ...press('removeTournament'),
        run(env, menu) {
          env.ui.script.push({ button: 'OK', text: seasonFiles().season[1].name }, { button: 'OK' });
          return menu.removeTournament();
        },
      },
    ],
    // After a cut: Volver a valorar, which must finish the import (or the removal) first; Actualizar clasificación.
    others: ['rerateList', 'updateStandings'],
  };
}
