// "Actas" (rules §14): the result slips of the round in play, one per board — the round, `Mesa N`,
// both players (Jugador 1, who starts, first), the board's `Código NNNNNN`, a line for each
// score and one for each signature. The director hands each table its slip; the paper works
// alone too (the players fill it in and hand it back). Each slip is a block printed whole.
// A generated tab, written by "Emparejar siguiente ronda" while Resultados desde el teléfono is Sí.
import { type Language, t } from '../../i18n';
import { type PrintedTab, tabLines } from '../grid/printedTab';
import { lastRound } from '../../core/results';
import { cellText, type Grid } from '../grid/cells';
import type { LoadedTournament } from './loadTournament';
import { type Board, roundBoards } from './pairingSheet';

export interface ResultSlipsInput {
  lang: Language;
  tournament: string;
  /** The round in play; null: no round (after undoing the first), a tab that says so. */
  round: number | null;
  /** The round's boards; byes have no slip. */
  boards: readonly Board[];
  /** Each board's code, by table. */
  codes: ReadonlyMap<number, string>;
}

/** The Actas tab (registered for printing under this builder's name: resultSlipsTab). */
export function resultSlipsTab({ lang, tournament, round, boards, codes }: ResultSlipsInput): PrintedTab {
  const lines = tabLines();
  const name = tournament.trim();
  const played = boards.filter((board) => board.second !== null && board.table !== null);
  if (round === null || played.length === 0) {
    lines.title([name || t(lang, 'tab.resultSlips')]);
    lines.note([t(lang, 'phone.slip.none')]);
    return lines.tab({ repeatRows: 0, portrait: true });
  }
  const title = t(lang, 'phone.slip.title', { round });
  for (const board of played) {
    const table = board.table as number;
    // A blank line between slips, where the scissors go.
    if (lines.length > 0) lines.blank();
    lines.wholeBlock();
    lines.header([name ? `${name} · ${title}` : title]);
    lines.header([
      t(lang, 'phone.slip.table', { table }),
      t(lang, 'phone.slip.code', { code: codes.get(table) ?? '' }),
    ]);
    lines.body([
      [`${board.first.name} ${t(lang, 'phone.slip.starts')}`, t(lang, 'phone.slip.points')],
      [board.second?.name ?? '', t(lang, 'phone.slip.points')],
      [t(lang, 'phone.slip.signature'), t(lang, 'phone.slip.signature')],
    ]);
  }
  return lines.tab({ repeatRows: 0, portrait: true });
}

/**
 * Actas of the tournament's last round paired, from its codes as the edge keeps them (the Apps
 * Script edge: reportStore.readQueue): what a print view built from the tournament shows.
 */
export function lastRoundSlips(
  { lang, tournament }: Pick<LoadedTournament, 'lang' | 'tournament'>,
  codes: ReadonlyMap<number, string>,
): PrintedTab {
  const round = lastRound(tournament.games);
  return resultSlipsTab({
    lang,
    tournament: tournament.config.name,
    round: round > 0 ? round : null,
    boards: round > 0 ? roundBoards(tournament, round) : [],
    codes,
  });
}

/** A slip's "Mesa N" or "Código NNNNNN" as a pattern (the catalogue's words, the number caught). */
function slipPattern(lang: Language, key: 'phone.slip.table' | 'phone.slip.code', name: string): RegExp {
  const marker = '\u0000';
  const text = t(lang, key, { [name]: marker }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${text.replace(marker, '(\\d+)')}$`);
}

/** The codes written on an Actas tab, by table (each slip's "Mesa N" then "Código NNNNNN" on its line). */
export function codesOfSlips(grid: Grid, lang: Language): Map<number, string> {
  const table = slipPattern(lang, 'phone.slip.table', 'table');
  const code = slipPattern(lang, 'phone.slip.code', 'code');
  const codes = new Map<number, string>();
  for (const row of grid) {
    const found = table.exec(cellText(row[0]).trim());
    const written = code.exec(cellText(row[1]).trim());
    if (found && written) codes.set(Number(found[1]), written[1]);
  }
  return codes;
}
