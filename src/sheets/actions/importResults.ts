// "Importar resultados" (rules §14, §14.1): the phones' reports of the round in play into
// Rondas. A report is written only into its row's two score cells, each score beside its
// player's name, and only while they and Resultado are blank — nothing the director typed is
// ever rewritten; what differs from what Rondas holds, two different reports, or a row whose
// players changed is listed as a conflict (what Rondas holds, what the phone said); a board
// paused after its report is left out ("comprueba el acta"); paused boards are listed. The
// queue comes from the edge (the script's properties: src/gas/reportStore.ts), which then
// takes the imported and settled boards out of it. The document lock is taken by the edge.
import { AtrilError } from '../../core/errors';
import {
  type BoardEntry,
  type Conflict,
  type ImportPlan,
  minutesLeft,
  type PhoneRound,
  type Points,
  planImport,
  type RondasRow,
  type Typed,
} from '../../core/phoneResults';
import { type Language, t } from '../../i18n';
import { readTable } from '../grid/table';
import { requireTab } from '../config/tabs';
import { loadTournament } from '../tournament/loadTournament';
import { GAME_COLUMNS, type GameEntry } from '../tournament/rounds';
import type { LoadedTournament } from '../tournament/loadTournament';
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
function typedOf(game: GameEntry): Typed {
  if (game.override !== null) return 'other';
  if (game.score1 === null && game.score2 === null) return 'blank';
  if (game.score1 !== null && game.score2 !== null) return [game.score1, game.score2];
  return 'other';
}

const pointsText = (points: Points): string => `${points[0]} - ${points[1]}`;

/** The round's Rondas rows by table (those with two players), for planImport. */
function roundRows(loaded: LoadedTournament, round: number): Map<number, GameEntry> {
  return new Map(
    loaded.games.filter((game) => game.round === round && game.second !== null).map((game) => [game.table, game]),
  );
}

/**
 * The import decided against Rondas as `loaded` read it, at `now` (what a pause is measured
 * against): Importar resultados writes it, Estado del torneo shows it (rules §14.1).
 */
export function planPhoneImport(loaded: LoadedTournament, queue: PhoneQueue, now: number): ImportPlan {
  const games = roundRows(loaded, queue.round.round);
  const nameOf = new Map(loaded.entries.map((entry) => [entry.id, entry.name] as const));
  const rowOf = (table: number): RondasRow => {
    const game = games.get(table);
    if (!game) return 'missing';
    return { typed: typedOf(game), players: [nameOf.get(game.first) ?? '', nameOf.get(game.second as number) ?? ''] };
  };
  return planImport(queue.round.tables, (table) => queue.entries.get(table) ?? null, rowOf, now);
}

/** One conflict as the import and Estado del torneo name it: what Rondas holds, what the phone said. */
export function conflictText(lang: Language, tab: string, conflict: Conflict): string {
  const { table, kind, reported, first, typed } = conflict;
  const params = { table, reported: pointsText(reported), tab };
  if (kind === 'reports')
    return t(lang, 'import.conflict.reports', { table, first: pointsText(first as Points), second: params.reported });
  if (kind === 'players')
    return t(lang, 'import.conflict.players', {
      ...params,
      sent: (conflict.reportedPlayers ?? []).join(' – '),
      row: conflict.rowPlayers.join(' – '),
    });
  if (kind === 'typed') return t(lang, 'import.conflict.typed', { ...params, typed: pointsText(typed as Points) });
  return t(lang, 'import.conflict.typedOther', params);
}

/** A board paused after its report, as named (rules §14.1: "comprueba el acta"). */
export const checkText = (lang: Language, table: number, reported: Points): string =>
  t(lang, 'import.check.table', { table, reported: pointsText(reported) });

/** A paused board, with the minutes its pause has left. */
export const pausedText = (lang: Language, table: number, until: number, now: number): string =>
  t(lang, 'import.paused.table', { table, minutes: minutesLeft(until, now) });

/** "Mesa 7: Ana Ruiz 447 – Luis Gil 492 (gana Luis Gil)", the scores in the row's order. */
function importedLine(loaded: LoadedTournament, game: GameEntry | undefined, table: number, points: Points): string {
  const nameOf = (id: number | null | undefined) => loaded.entries.find((entry) => entry.id === id)?.name ?? '';
  const [name1, name2] = [nameOf(game?.first), nameOf(game?.second)];
  const winner =
    points[0] === points[1]
      ? t(loaded.lang, 'slips.import.draw')
      : t(loaded.lang, 'slips.import.wins', { name: points[0] > points[1] ? name1 : name2 });
  return t(loaded.lang, 'slips.import.line', { table, name1, name2, points1: points[0], points2: points[1], winner });
}

export function importResults(
  { workbook, lang: userLang }: ActionContext,
  queue: PhoneQueue | null,
  // The plan's clock (rules §17: the same instant when a second press decides it again).
  now = workbook.now?.().getTime() ?? Date.now(),
): ImportResult {
  const loaded = loadTournament(workbook, userLang);
  const { lang } = loaded;
  const tab = loaded.tabs.rounds ?? requireTab(workbook, 'rounds', lang);
  const done = (message: string, plan: ImportPlan | null = null): ImportResult =>
    withWarnings({ ok: true, lang, round: queue?.round.round ?? null, plan, message }, loaded.warnings);
  if (queue === null) return done(t(lang, 'import.noRound'));
  const round = queue.round.round;
  const games = roundRows(loaded, round);
  const plan = planPhoneImport(loaded, queue, now);
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
        tables: list(plan.imports.map(({ table }) => table)),
      }),
      // rules §16.1: each table written, with both names and the winner, so that scores in the wrong boxes show.
      ...plan.imports.map(({ table, points }) => importedLine(loaded, games.get(table), table, points)),
    );
  if (plan.settled.length > 0)
    lines.push(t(lang, 'import.settled', { count: plan.settled.length, tab, tables: list(plan.settled) }));
  if (plan.conflicts.length > 0) {
    lines.push(t(lang, 'import.conflicts', { count: plan.conflicts.length, tab }));
    for (const conflict of plan.conflicts) lines.push(conflictText(lang, tab, conflict));
  }
  if (plan.checks.length > 0) {
    lines.push(t(lang, 'import.checks', { count: plan.checks.length }));
    for (const { table, reported } of plan.checks) lines.push(checkText(lang, table, reported));
  }
  if (plan.paused.length > 0)
    lines.push(
      t(lang, 'import.paused', {
        count: plan.paused.length,
        tables: plan.paused.map(({ table, until }) => pausedText(lang, table, until, now)).join(', '),
      }),
    );
  if (lines.length === 0) lines.push(t(lang, 'import.none', { round }));
  if (plan.imports.length > 0) lines.push(t(lang, 'import.next'));
  return done(lines.join('\n'), plan);
}
