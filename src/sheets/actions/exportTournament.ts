// Exportar torneo… and `atril export-tournament LIBRO.xlsx TORNEO.atril` (rules §23): a closed
// tournament as a `torneo` Atril file for the federation's list (core/season/tournamentFile.ts).
// Reads only. Refused while the tournament is not closed (docs/season.md "closed": Temporada
// has its column) and while it has no date (Configuración › Fecha, which Cerrar torneo writes
// when blank). The players as they played (Jugadores' rating, club, País, Licencia), every
// game of Rondas with its result and every «Duplicada N» game with each total and place; an
// organiser's simultaneous game (rules §22, §23) is that game's whole field, every player of
// every centre imported, with the ranking's totals and places (as Cerrar torneo rates it).
import { AtrilError } from '../../core/errors';
import { fingerprint } from '../../core/files/atrilFile';
import { tournamentEvent } from '../../core/season';
import { tournamentBody, writeTournamentFile } from '../../core/season/tournamentFile';
import { t } from '../../i18n';
import { normaliseLabel } from '../grid/cells';
import { closedTournament } from '../season/closed';
import { tournamentName } from '../season/tournamentName';
import { loadTournament } from '../tournament/loadTournament';
import { type ActionContext, type ActionResult } from './action';
import { duplicateGames } from './closeTournament';

export interface ExportTournamentResult extends ActionResult {
  /** The file's text ('' when refused). */
  text: string;
  /** A name for the file: the tournament's, with the `.atril` ending. */
  fileName: string;
}

/** A file name from the tournament's name: what a browser or a disk takes (no slashes, colons…). */
export function tournamentFileName(name: string): string {
  const plain = [...name]
    .map((char) => (char < ' ' || '\\/:*?"<>|'.includes(char) ? ' ' : char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return `${plain || 'torneo'}.atril`;
}

export function exportTournament({ workbook, lang: userLang, memory }: ActionContext): ExportTournamentResult {
  const loaded = loadTournament(workbook, userLang);
  const { lang, tournament } = loaded;
  const name = tournamentName(
    { tab: loaded.tabs.config, grid: loaded.configGrid, entries: loaded.configEntries },
    lang,
  );
  const refused = (message: string): ExportTournamentResult => ({ ok: false, lang, message, text: '', fileName: '' });
  if (closedTournament(workbook, name) === null) return refused(t(lang, 'export.tournament.notClosed', { name }));
  const configTab = loaded.tabs.config ?? t(lang, 'tab.config');
  const { date, club } = loaded.settings.event;
  if (date === null) throw new AtrilError('export.tournament.noDate', { tab: configTab });
  const duplicate = duplicateGames(workbook, loaded.settings.duplicate, lang, memory);
  const { licences, countries } = loaded.roster;
  const event = tournamentEvent({
    name,
    date,
    club,
    source: { file: tournamentFileName(name), fingerprint: '', format: 'atril' },
    tournament,
    duplicate: duplicate.map((game) => ({
      name: game.name,
      rounds: game.rounds,
      players: game.players.map((player) => ({ name: player.name, total: player.total, place: player.place })),
    })),
    details: (player) => ({
      licence: licences.get(normaliseLabel(player)) ?? '',
      country: countries.get(normaliseLabel(player)) ?? '',
    }),
  });
  const text = writeTournamentFile(event);
  return {
    ok: true,
    lang,
    text,
    fileName: tournamentFileName(name),
    message: t(lang, 'export.tournament.done', {
      name,
      date,
      players: event.players.length,
      swiss: event.swissGames.filter((game) => game.second !== null).length,
      duplicate: event.duplicateGames.length,
      fingerprint: fingerprint(tournamentBody(event)),
    }),
  };
}
