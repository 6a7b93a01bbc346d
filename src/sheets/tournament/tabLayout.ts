// The layout of the tabs "Preparar torneo" creates (rules §2): which typed tabs and views
// exist, and the typed tabs' formats — frozen bold header, Resultado as plain text with its
// dropdown, number checks (scores: 0 to 2000, rules §9), print settings (one page wide). The headers themselves belong to players.ts and rounds.ts.
import { RESULT_OVERRIDES } from '../../core/model';
import { type TabFormat } from '../grid/workbook';
import { type TabKey } from '../config/tabs';
import { PLAYER_COLUMNS } from './players';
import { FORFEIT_ALIASES, GAME_COLUMNS } from './rounds';

/** The typed tabs "Preparar torneo" creates, in this order. */
export const TYPED_TABS: TabKey[] = ['config', 'players', 'rounds'];
/** The generated views (recomputed by their actions; set-up creates them with their title and header). */
export const VIEW_TABS: TabKey[] = ['pairings', 'standings', 'crosstable', 'cards', 'elo'];

/** Formats of the typed tabs (rules §2): frozen bold header, Resultado and Ausente en rondas as plain text, Resultado's dropdown, number checks. (Views are laid out by grid/printedTab.ts.) */
export function typedTabFormat(key: TabKey): TabFormat {
  const column = (specs: { key: string }[], name: string) => specs.findIndex((spec) => spec.key === name) + 1;
  if (key === 'players') {
    return {
      frozenRows: 1,
      boldHeader: true,
      // rules §2: "3,5" lists rounds 3 and 5; a Spanish sheet would make it the number 3.5.
      textColumns: [column(PLAYER_COLUMNS, 'absentRounds')],
      numberColumns: [column(PLAYER_COLUMNS, 'rating'), column(PLAYER_COLUMNS, 'average')],
      print: { landscape: false },
    };
  }
  if (key === 'rounds') {
    const result = column(GAME_COLUMNS, 'result');
    return {
      frozenRows: 1,
      boldHeader: true,
      textColumns: [result],
      dropdown: { column: result, values: [...RESULT_OVERRIDES, ...Object.keys(FORFEIT_ALIASES)] },
      scoreColumns: [column(GAME_COLUMNS, 'score1'), column(GAME_COLUMNS, 'score2')],
      // Two names, four numbers and the pairing's Motivo (the column after the games'
      // columns, wrapped) pass an A4 portrait line: across the page.
      print: { landscape: true, wrapColumns: [GAME_COLUMNS.length + 1] },
    };
  }
  return { frozenRows: 1, boldHeader: true, print: { landscape: false } };
}
