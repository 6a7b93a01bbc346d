// The layout of the tabs "Preparar torneo" creates (rules §2): which typed tabs and views
// exist, and the typed tabs' formats — frozen bold header, Resultado as plain text with its
// dropdown, number checks. The headers themselves belong to players.ts and rounds.ts.
import { RESULT_OVERRIDES } from '../../core/model';
import { type TabFormat } from '../grid/workbook';
import { type TabKey } from '../config/tabs';
import { PLAYER_COLUMNS } from './players';
import { GAME_COLUMNS } from './rounds';

/** The typed tabs "Preparar torneo" creates, in this order. */
export const TYPED_TABS: TabKey[] = ['config', 'players', 'rounds'];
/** The generated views (recomputed by their actions; set-up creates them with their title and header). */
export const VIEW_TABS: TabKey[] = ['pairings', 'standings', 'crosstable', 'cards', 'elo'];

/** Formats of the typed tabs (rules §2): frozen bold header, Resultado as plain text with its dropdown, number checks. (Views are laid out by grid/printedTab.ts.) */
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
