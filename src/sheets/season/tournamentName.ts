// The tournament's name (Configuración › Torneo): what Temporada's column, the Escalafón's
// Último torneo and the tabs kept by "Nuevo torneo" are called, so the season needs one.
import { AtrilError } from '../../core/errors';
import { type Language, t } from '../../i18n';
import { type Grid, cellText } from '../grid/cells';
import { isLabel } from '../grid/labels';
import { type Settings } from '../config/settings';

/** The name, or bad input at the Torneo row of Configuración (or the tab, without one). */
export function tournamentName(settings: Pick<Settings, 'tab' | 'grid' | 'entries'>, lang: Language): string {
  const name = settings.entries?.config.name.trim() ?? '';
  if (name !== '') return name;
  const tab = settings.tab ?? t(lang, 'tab.config');
  const grid: Grid = settings.grid ?? [];
  const index = grid.findIndex((row) => isLabel(cellText(row[0]), 'config.name'));
  throw new AtrilError(
    'error.season.noName',
    { tab },
    index >= 0 ? { tab, row: index + 1, column: cellText(grid[index][0]) } : {},
  );
}
