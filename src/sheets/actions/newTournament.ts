// "Nuevo torneo" (rules §2, §8): once the tournament is closed, its tabs are kept under its
// name ("Otoño 2026 · Rondas": renamed, nothing copied or lost), and the next one starts
// with a fresh Configuración (the club's settings, the name left blank), a Jugadores listing
// the Escalafón's players with their current ratings and clubs, an empty Rondas and the
// empty views ("Preparar torneo" creates them). The season's tabs (Escalafón, Escalafón
// anterior, Temporada) and any tab of the club's own stay as they are.
import { AtrilError } from '../../core/errors';
import { seasonColumn } from '../../core/season';
import { foldText } from '../../core/text';
import { t } from '../../i18n';
import { configDefaults } from '../config/configuration';
import { readSettings } from '../config/settings';
import { findTab, tabFor, TAB_LABELS } from '../config/tabs';
import { type Cell, type Grid, cellText, isBlankRow } from '../grid/cells';
import { isLabel } from '../grid/labels';
import { nextPlayers } from './nextPlayers';
import { typedTabFormat } from '../tournament/tabLayout';
import { archivedTabName, tournamentTabs } from '../season/archive';
import { duplicateTabs } from '../duplicate/gameTab';
import { type RatingRow, readRatingList } from '../season/ratingListTab';
import { readSeason } from '../season/seasonTab';
import { tournamentName } from '../season/tournamentName';
import { type ActionContext, type ActionResult } from './action';
import { setupTournament } from './setupTournament';

export interface NewTournamentResult extends ActionResult {
  /** The finished tournament's tabs under their new names. */
  archived: string[];
  /** Players listed in the new Jugadores. */
  players: number;
}

/** The Escalafón's players, refused when two rows are one name with accents and case aside (Jugadores needs unique names). */
function uniquePlayers(rows: readonly RatingRow[], tab: string, nameColumn: string): RatingRow[] {
  const seen = new Map<string, number>();
  for (const row of rows) {
    const other = seen.get(foldText(row.name));
    if (other !== undefined)
      throw new AtrilError(
        'error.season.repeatedName',
        { value: row.name, other },
        { tab, row: row.row, column: nameColumn },
      );
    seen.set(foldText(row.name), row.row);
  }
  return [...rows];
}

export function newTournament({ workbook, lang: userLang }: ActionContext): NewTournamentResult {
  // Every tab's name: the finished tournament's tabs are kept under new names.
  const names = workbook.tabNames();
  const settings = readSettings(workbook, userLang);
  const { lang } = settings;
  const refuse = (message: string): NewTournamentResult => ({ ok: false, lang, message, archived: [], players: 0 });
  const current = tournamentTabs(names);

  let name = '';
  if (current.length > 0) {
    const roundsTab = findTab(names, 'rounds');
    const started =
      duplicateTabs(names).length > 0 ||
      (roundsTab ? (workbook.read(roundsTab) ?? []) : []).slice(1).some((row) => !isBlankRow(row));
    const seasonTab = tabFor(workbook, 'season', lang);
    const season = readSeason(workbook.read(seasonTab) ?? [], {
      lang,
      tab: seasonTab,
    });
    const typed = settings.entries?.config.name.trim() ?? '';
    const closed = typed !== '' && seasonColumn(season, typed) >= 0;
    if (!closed && !started)
      return refuse(t(lang, 'season.new.notStarted', { tab: findTab(names, 'players') ?? t(lang, 'tab.players') }));
    name = tournamentName(settings, lang);
    if (!closed) return refuse(t(lang, 'season.new.notClosed', { name }));
  }

  const ratingTab = tabFor(workbook, 'ratingList', lang);
  const ratingGrid = workbook.read(ratingTab) ?? [];
  const players = uniquePlayers(
    readRatingList(ratingGrid, { lang, tab: ratingTab }).rows,
    ratingTab,
    t(lang, 'col.players.name'),
  );
  // The club's settings for the next tournament: every row as it was, the name and the date left
  // blank (rules §23: Fecha is this tournament's first day, written by Cerrar torneo when blank).
  const ownRow = (key: string) => isLabel(key, 'config.name') || isLabel(key, 'config.date');
  const config: Grid = settings.grid
    ? settings.grid.map((row) => (ownRow(cellText(row[0])) ? [row[0], '', ...row.slice(2)] : row))
    : configDefaults(lang);
  const width = Math.max(...config.map((row) => row.length));
  const rectangular = config.map((row) => Array.from({ length: width }, (_, c): Cell => row[c] ?? ''));
  // rules §16.1: every column that describes a player comes along; the tournament's start blank.
  const oldPlayers = findTab(names, 'players');
  const [header, ...listed] = nextPlayers(
    players,
    oldPlayers ? workbook.read(oldPlayers) : null,
    lang,
    oldPlayers ?? t(lang, TAB_LABELS.players),
  );

  // Everything is known: keep the finished tournament's tabs, then start the next one.
  const archived: string[] = [];
  const taken = [...names];
  for (const tab of current) {
    const kept = archivedTabName(name, tab, taken, workbook.tabNameLimit);
    workbook.renameTab(tab, kept);
    taken.push(kept);
    archived.push(kept);
  }
  const configTab = t(lang, TAB_LABELS.config);
  const playersTab = t(lang, TAB_LABELS.players);
  workbook.addTab(configTab);
  workbook.write(configTab, 1, 1, rectangular);
  workbook.format(configTab, typedTabFormat('config'));
  workbook.addTab(playersTab);
  workbook.write(playersTab, 1, 1, [header, ...listed]);
  workbook.format(playersTab, typedTabFormat('players'));
  setupTournament({ workbook, lang });

  const lines = [
    ...(archived.length > 0 ? [t(lang, 'season.new.done', { name, tabs: archived.join(', ') })] : []),
    t(lang, 'season.new.players', { tab: playersTab, players: listed.length, config: configTab }),
  ];
  return { ok: true, lang, message: lines.join('\n'), archived, players: listed.length };
}
