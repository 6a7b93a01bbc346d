// Everything "Calcular premios" and the live page need (rules §11), from the workbook and
// the tournament already loaded: Premios read, the optional Jugadores columns, the prize
// settings, the duplicate ranking (only when a prize asks for it), the assignment with its
// sharing, and the treasurer's account. A condition nobody meets is a warning at its cell.
import { AtrilError } from '../../core/errors';
import { DEFAULT_CONFIG } from '../../core/model';
import { computeStandings } from '../../core/standings';
import {
  type FeeEntry,
  isOverall,
  type PrizeList,
  prizeList,
  type PrizeProfile,
  standingsField,
  treasurerAccount,
  type TreasurerAccount,
} from '../../core/prizes';
import { nameKey } from '../../core/duplicate';
import { type Language } from '../../i18n';
import { normaliseLabel } from '../grid/cells';
import type { Workbook } from '../grid/workbook';
import type { Warning } from '../grid/warnings';
import { lookupTab } from '../config/tabs';
import { readPrizeSettings } from '../config/prizeSettings';
import { readDuplicateSettings } from '../config/duplicateSettings';
import { duplicateTabs } from '../duplicate/gameTab';
import { scoreDuplicateTabs } from '../duplicate/scoring';
import { lexiconGraph } from '../duplicate/lexiconTab';
import type { LoadedTournament } from '../tournament/loadTournament';
import { type PrizeEntry, type PrizesRead, readPrizes } from './prizesTab';
import { readPlayerExtras } from './playerExtras';
import { clubStandings } from '../../core/season';
import type { Standings } from '../../core/standings';
import type { TeamRow } from '../../core/prizes';
import { readSeasonSettings } from '../config/seasonSettings';
import { readChampionshipSettings } from '../config/championshipSettings';
import type { PrizeListInput } from './prizeListView';
import { readCurrency } from '../config/currency';

export interface PrizeReport extends PrizeListInput {
  /** The Premios tab's name. */
  tab: string;
  list: PrizeList;
  account: TreasurerAccount;
  warnings: Warning[];
}

/** The overall duplicate ranking as N° and place, or null without duplicate games. */
function duplicateRanking(workbook: Workbook, loaded: LoadedTournament): { id: number; place: number }[] | null {
  const games = duplicateTabs(workbook.tabNames());
  if (games.length === 0) return null;
  const settings = readDuplicateSettings(
    loaded.configEntries ?? { config: { ...DEFAULT_CONFIG, language: loaded.lang }, extra: {} },
    loaded.lang,
    loaded.tabs.config ?? undefined,
  );
  let ranked: { name: string; place: number }[];
  try {
    const scoring = scoreDuplicateTabs(
      games.map((name) => ({ name, grid: workbook.read(name) ?? [] })),
      settings,
      loaded.lang,
      lexiconGraph(workbook),
    );
    ranked = scoring.overall ? scoring.overall.players : scoring.games[0].players;
  } catch (error) {
    // Only empty templates: no duplicate result yet.
    if (error instanceof AtrilError && error.key === 'error.dup.noGames') return null;
    throw error;
  }
  const ids = new Map(loaded.tournament.players.map((player) => [nameKey(player.name), player.id] as const));
  return ranked.flatMap(({ name, place }) => {
    const id = ids.get(nameKey(name));
    return id === undefined ? [] : [{ id, place }];
  });
}

/** Reads Premios; null when the workbook has no Premios tab. */
export function readPrizesTab(workbook: Workbook, lang: Language, warnings?: Warning[]): PrizesRead | null {
  const tab = lookupTab(workbook, 'prizes');
  if (tab === null) return null;
  return readPrizes(workbook.read(tab) ?? [], { lang, tab, warnings });
}

/** rules §11: the number of overall prizes of the blank group (Gibson's default Puestos con premio). */
export function overallPrizeCount(prizes: readonly PrizeEntry[]): number {
  return prizes.filter((prize) => isOverall(prize) && normaliseLabel(prize.group) === '').length;
}

/** The prize report; null when the workbook has no Premios tab. */
/** rules §18.3: the team standings of Configuración › Equipos (clubs, or Jugadores' País), for Tipo Equipos. */
function teamRows(
  loaded: LoadedTournament,
  standings: Standings,
  profiles: ReadonlyMap<number, PrizeProfile>,
): TeamRow[] {
  const entries = loaded.configEntries ?? { extra: {} };
  const tab = loaded.tabs.config ?? undefined;
  const { teams } = readChampionshipSettings(entries, loaded.lang, tab);
  const { playersPerClub } = readSeasonSettings(entries, loaded.lang, tab);
  const teamOf =
    teams === 'country'
      ? (player: { id: number }) => profiles.get(player.id)?.country ?? ''
      : (player: { club: string }) => player.club;
  return clubStandings(standings, playersPerClub, teamOf).map((row) => ({
    place: row.place,
    name: row.club,
    points: row.points,
    counted: row.counted.map((member) => member.name),
  }));
}

export function prizeReport(workbook: Workbook, loaded: LoadedTournament): PrizeReport | null {
  const { lang, tournament } = loaded;
  const warnings: Warning[] = [];
  const read = readPrizesTab(workbook, lang, warnings);
  if (read === null) return null;
  const { tab } = read;
  const settings = readPrizeSettings(loaded.configEntries ?? { extra: {} }, lang, loaded.tabs.config ?? undefined);
  const extras = readPlayerExtras(loaded.playersGrid, { lang, tab: loaded.tabs.players });
  const profiles = new Map<number, PrizeProfile>();
  const fees: FeeEntry[] = [];
  for (const player of tournament.players) {
    const extra = extras.get(normaliseLabel(player.name));
    if (extra) profiles.set(player.id, extra);
    fees.push({ name: player.name, fee: extra?.fee ?? null, paid: extra?.paid ?? null });
  }
  const duplicate = read.prizes.some((prize) => prize.type === 'duplicate') ? duplicateRanking(workbook, loaded) : null;
  const standings = computeStandings(tournament);
  const teams = read.prizes.some((prize) => prize.type === 'teams') ? teamRows(loaded, standings, profiles) : null;
  const list = prizeList(
    read.prizes,
    standingsField(standings, tournament.games, { profiles, duplicate, teams }),
    settings,
  );
  for (const award of list.awards) {
    if (award.desert?.kind !== 'condition') continue;
    // rules §11: a condition nobody meets is a warning at its cell; the prize is Desierto.
    const entry = read.prizes[award.index];
    const column = read.headerOf(award.desert.condition);
    warnings.push({
      key: 'warn.prizes.nobody',
      params: { column, value: entry.typed[award.desert.condition], prize: entry.name },
      location: { tab, row: entry.row, column },
    });
  }
  return {
    tab,
    lang,
    tournament: tournament.config.name,
    list,
    prizes: read.prizes,
    account: treasurerAccount(fees, settings.entryFee, list.cash),
    names: new Map(tournament.players.map((player) => [player.id, player.name] as const)),
    currency: readCurrency(loaded.configEntries ?? { extra: {} }, lang, loaded.tabs.config ?? undefined),
    warnings,
  };
}
