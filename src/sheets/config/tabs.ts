// The tournament workbook's layout (SPEC §2): which tabs exist, their names in either
// language, the header rows "Preparar torneo" writes, and Configuración's defaults.
// Tabs are found by either language's name (accents and case ignored), so a workbook set
// up in Spanish keeps working for a director whose locale is English, and vice versa.
import { type Language, DEFAULT_CONFIG, RESULT_OVERRIDES } from '../../core/model';
import { type MessageKey, t } from '../../i18n';
import { type Grid, normaliseLabel } from '../grid/cells';
import { duplicateTabNumber } from '../duplicate/gameTab';
import { TIEBREAK_LABELS } from './configuration';
import { GAME_COLUMNS, PLAYER_COLUMNS } from '../tournament/readTournament';
import type { TabFormat } from '../grid/workbook';

export type TabKey =
  'config' | 'players' | 'rounds' | 'standings' | 'crosstable' | 'cards' | 'elo' | 'duplicateStandings';

export const TAB_LABELS: Record<TabKey, MessageKey> = {
  config: 'tab.config',
  players: 'tab.players',
  rounds: 'tab.rounds',
  standings: 'tab.standings',
  crosstable: 'tab.crosstable',
  cards: 'tab.cards',
  elo: 'tab.elo',
  duplicateStandings: 'tab.duplicateStandings',
};

/** Other names a user may have given a tab (normalised forms). */
const TAB_ALIASES: Partial<Record<TabKey, string[]>> = {
  config: ['config', 'configuracion', 'configuration'],
  elo: ['elo', 'ratings'],
};

function tabNamesOf(key: TabKey): string[] {
  return [t('es', TAB_LABELS[key]), t('en', TAB_LABELS[key]), ...(TAB_ALIASES[key] ?? [])].map(normaliseLabel);
}

/** The existing tab for `key` under either language's name, or null. */
export function findTab(existing: readonly string[], key: TabKey): string | null {
  const names = tabNamesOf(key);
  return existing.find((name) => names.includes(normaliseLabel(name))) ?? null;
}

/** The existing tab for `key`, or the name a new one gets in `lang`. */
export function tabFor(existing: readonly string[], key: TabKey, lang: Language): string {
  return findTab(existing, key) ?? t(lang, TAB_LABELS[key]);
}

/** "Duplicada 1", "duplicate 2", ... — every duplicate game tab, in game-number order. */
export function duplicateTabs(existing: readonly string[]): string[] {
  return existing
    .map((name) => ({ name, number: duplicateTabNumber(name) }))
    .filter((entry): entry is { name: string; number: number } => entry.number !== null)
    .sort((a, b) => a.number - b.number)
    .map((entry) => entry.name);
}

/** The typed tabs "Preparar torneo" creates, in this order. */
export const TYPED_TABS: TabKey[] = ['config', 'players', 'rounds'];
/** The generated views (recomputed by their actions; set-up creates them with their header). */
export const VIEW_TABS: TabKey[] = ['standings', 'crosstable', 'cards', 'elo'];

/** Jugadores header: N° | Nombre | Escalafón | Club | Promedio | Entra en ronda | Retirado desde ronda | Ausente en rondas. */
export function playersHeader(lang: Language): string[] {
  return PLAYER_COLUMNS.map((spec) => t(lang, spec.label));
}

/** Rondas header: the seven columns of SPEC §2, then Motivo (the engine's reason for a pairing, informative). */
export function roundsHeader(lang: Language): string[] {
  return [...GAME_COLUMNS.map((spec) => t(lang, spec.label)), t(lang, 'col.rounds.reason')];
}

/** Configuración with the defaults of SPEC §2, in `lang` (values in words the reader accepts). */
export function configDefaults(lang: Language): Grid {
  const d = DEFAULT_CONFIG;
  return [
    [t(lang, 'col.config.key'), t(lang, 'col.config.value')],
    [t(lang, 'config.name'), ''],
    [t(lang, 'config.rounds'), d.rounds],
    [t(lang, 'config.system'), t(lang, 'value.swiss')],
    [t(lang, 'config.k'), d.k],
    [t(lang, 'config.tiebreaks'), d.tiebreaks.map((id) => t(lang, TIEBREAK_LABELS[id])).join(', ')],
    [t(lang, 'config.byePoints'), d.byePoints],
    [t(lang, 'config.byeScrabblePoints'), d.byeScrabblePoints],
    [t(lang, 'config.byeSpread'), d.byeSpread],
    [t(lang, 'config.acceleration'), t(lang, 'value.no')],
    [t(lang, 'config.duplicateBonuses'), `${d.duplicateBonuses.master} / ${d.duplicateBonuses.top}`],
    [t(lang, 'config.language'), lang],
  ];
}

/** Formats of the typed tabs (SPEC §2): frozen bold header, Resultado as plain text with its dropdown, number checks. */
export function typedTabFormat(key: TabKey): TabFormat {
  const column = (specs: { key: string }[], name: string) => specs.findIndex((spec) => spec.key === name) + 1;
  if (key === 'players') {
    return {
      frozenRows: 1,
      boldHeader: true,
      numberColumns: [column(PLAYER_COLUMNS, 'rating'), column(PLAYER_COLUMNS, 'average')],
    };
  }
  if (key === 'rounds') {
    const result = column(GAME_COLUMNS, 'result');
    return {
      frozenRows: 1,
      boldHeader: true,
      textColumns: [result],
      dropdown: { column: result, values: [...RESULT_OVERRIDES] },
      numberColumns: [column(GAME_COLUMNS, 'score1'), column(GAME_COLUMNS, 'score2')],
    };
  }
  return { frozenRows: 1, boldHeader: true };
}
