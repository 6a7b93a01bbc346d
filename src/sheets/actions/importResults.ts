// "Importar resultados" (rules §14): the phones' reports of the round in play into Rondas.
// A report is written only into its row's two score cells, and only while they and
// Resultado are blank — nothing the director typed is ever rewritten; what differs from
// what is typed, or two different reports for one board, is listed as a conflict; boards
// locked by wrong codes are listed for the director to type. The queue comes from the edge
// (the script's properties: src/gas/reportStore.ts), which then takes the imported and
// settled boards out of it. The document lock is taken by the edge around this call.
import { AtrilError } from '../../core/errors';
import {
  type BoardEntry,
  type ImportPlan,
  type PhoneRound,
  type Points,
  planImport,
  type Typed,
} from '../../core/phoneResults';
import { t } from '../../i18n';
import { readTable } from '../grid/table';
import { requireTab } from '../config/tabs';
import { loadTournament } from '../tournament/loadTournament';
import { GAME_COLUMNS, type GameEntry } from '../tournament/rounds';
import { type ActionContext, type ActionResult, withWarnings } from './action';

/** The reports kept for the round the phones may report. */
export interface PhoneQueue {
  round: PhoneRound;
  entries: ReadonlyMap<number, BoardEntry>;
}

export interface ImportResult extends ActionResult {
  round: number | null;
  /** What was decided; null when there was no queue. */
  plan: ImportPlan | null;
}

/** What Rondas holds for a board (rules §14: only two blank score cells and a blank Resultado take a report). */
function typedOf(game: GameEntry | undefined): Typed {
  if (!game) return 'missing';
  if (game.override !== null) return 'other';
  if (game.score1 === null && game.score2 === null) return 'blank';
  if (game.score1 !== null && game.score2 !== null) return [game.score1, game.score2];
  return 'other';
}

const pointsText = (points: Points): string => `${points[0]} - ${points[1]}`;

export function importResults({ workbook, lang: userLang }: ActionContext, queue: PhoneQueue | null): ImportResult {
  const loaded = loadTournament(workbook, userLang);
  const { lang } = loaded;
  const tab = loaded.tabs.rounds ?? requireTab(workbook, 'rounds', lang);
  const done = (message: string, plan: ImportPlan | null = null): ImportResult =>
    withWarnings({ ok: true, lang, round: queue?.round.round ?? null, plan, message }, loaded.warnings);
  if (queue === null) return done(t(lang, 'import.noRound'));
  const round = queue.round.round;
  const games = new Map(
    loaded.games.filter((game) => game.round === round && game.second !== null).map((game) => [game.table, game]),
  );
  const plan = planImport(
    queue.round.tables,
    (table) => queue.entries.get(table) ?? null,
    (table) => typedOf(games.get(table)),
  );
  if (plan.imports.length > 0) {
    const header = loaded.roundsGrid?.[0] ?? [];
    const columns = readTable([header], GAME_COLUMNS, { tab, lang }).columns;
    for (const key of ['score1', 'score2'] as const)
      if (columns[key] === undefined)
        throw new AtrilError('error.missingColumn', { column: t(lang, `col.rounds.${key}`) }, { tab, row: 1 });
    const [score1, score2] = [columns.score1 as number, columns.score2 as number];
    // Only the score cells, one write per run of consecutive rows: the cells between them may hold typed work.
    const rows = plan.imports
      .map(({ table, points }) => ({ row: (games.get(table) as GameEntry).row, points }))
      .sort((a, b) => a.row - b.row);
    const runs: (typeof rows)[] = [];
    for (const entry of rows) {
      const run = runs[runs.length - 1];
      if (run && run[run.length - 1].row === entry.row - 1) run.push(entry);
      else runs.push([entry]);
    }
    for (const run of runs) {
      if (score2 === score1 + 1)
        workbook.write(
          tab,
          run[0].row,
          score1 + 1,
          run.map(({ points }) => [points[0], points[1]]),
        );
      else
        for (const [column, side] of [
          [score1, 0],
          [score2, 1],
        ] as const)
          workbook.write(
            tab,
            run[0].row,
            column + 1,
            run.map(({ points }) => [points[side]]),
          );
    }
  }
  const list = (tables: readonly number[]) => tables.map((table) => t(lang, 'import.table', { table })).join(', ');
  const lines: string[] = [];
  if (plan.imports.length > 0)
    lines.push(
      t(lang, 'import.imported', {
        count: plan.imports.length,
        tab,
        round,
        tables: plan.imports
          .map(({ table, points }) => `${t(lang, 'import.table', { table })} (${pointsText(points)})`)
          .join(', '),
      }),
    );
  if (plan.settled.length > 0)
    lines.push(t(lang, 'import.settled', { count: plan.settled.length, tab, tables: list(plan.settled) }));
  if (plan.conflicts.length > 0) {
    lines.push(t(lang, 'import.conflicts', { count: plan.conflicts.length }));
    for (const { table, reports, typed } of plan.conflicts) {
      const reported = pointsText(reports[0]);
      lines.push(
        reports.length > 1
          ? t(lang, 'import.conflict.reports', { table, first: reported, second: pointsText(reports[1]) })
          : Array.isArray(typed)
            ? t(lang, 'import.conflict.typed', { table, reported, tab, typed: pointsText(typed as Points) })
            : t(lang, 'import.conflict.typedOther', { table, reported, tab }),
      );
    }
  }
  if (plan.locked.length > 0)
    lines.push(t(lang, 'import.locked', { count: plan.locked.length, tables: list(plan.locked) }));
  if (lines.length === 0) lines.push(t(lang, 'import.none', { round }));
  if (plan.imports.length > 0) lines.push(t(lang, 'import.next'));
  return done(lines.join('\n'), plan);
}
