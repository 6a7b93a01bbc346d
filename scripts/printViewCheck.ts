// The print check's second half (rules §12, issue 28): every printed tab's print view — the
// page "Imprimir pestaña" shows and prints from Google Sheets — printed by Chromium with
// page.pdf at the view's own page size, for a generated field of 40 players and one of 200,
// and checked page by page (test/support/printedPages.ts): no unit split across pages, no page
// of a table's rows without its header, no body text under 9 pt, every page A4 — Letter for an
// en_US spreadsheet, checked on a field of its own. Writes each PDF to out/print-check/view/.
import { randomInt } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RANDOM_SPAN } from '../src/core/phoneResults';
import { type Language } from '../src/i18n';
import { parseGenerateArgs } from '../src/local/generateArgs';
import { XlsxWorkbook } from '../src/local/xlsxWorkbook';
import { closeTournament } from '../src/sheets/actions/closeTournament';
import { computePrizes } from '../src/sheets/actions/computePrizes';
import { tabFor } from '../src/sheets/config/tabs';
import { prizesHeader } from '../src/sheets/prizes/prizesTab';
import { generateTournament } from '../src/sheets/actions/generateTournament';
import { prepareDuplicate } from '../src/sheets/actions/prepareDuplicate';
import { scoreDuplicate } from '../src/sheets/actions/scoreDuplicate';
import { duplicateTabs } from '../src/sheets/duplicate/gameTab';
import { rectangular } from '../src/sheets/grid/printedTab';
import { printTab } from '../src/sheets/actions/printTab';
import { launch } from '../test/support/chromium';
import { printAndCheck } from '../test/support/printedPages';

export interface ViewField {
  players: number;
  locale: string;
  lang: Language;
}

/** The fields checked: the club size and a large open, in Spanish on A4; a small one in English on Letter. */
export const VIEW_FIELDS: ViewField[] = [
  { players: 40, locale: 'es_ES', lang: 'es' },
  { players: 200, locale: 'es_ES', lang: 'es' },
  { players: 24, locale: 'en_US', lang: 'en' },
];

/**
 * A master move typed on the first game (H8-CASA, worth 12, as its master score, nobody
 * above it): "Calcular duplicada" then draws Tablero, a printed tab too.
 */
function typeMove(workbook: XlsxWorkbook): void {
  const [game] = duplicateTabs(workbook.tabNames());
  const grid = workbook.read(game) ?? [];
  grid.splice(2, 0, ['Jugada', 'H8-CASA', ...grid[0].slice(2).map(() => '')]);
  for (const row of grid.slice(1)) if (typeof row[1] === 'number') row[1] = Math.min(row[1], 12);
  grid[1][1] = 12;
  workbook.write(game, 1, 1, rectangular(grid));
}

/** Rounds of every generated field. */
const ROUNDS = 9;

/** A club's prizes (rules §11): places, a band, the unrated, game prizes of their own group. */
const PRIZES = [
  ['1.º', 'Clasificación', '', '', '', '', '', '', 150, 'Trofeo', ''],
  ['2.º', 'Clasificación', '', '', '', '', '', '', 100, '', ''],
  ['3.º', 'Clasificación', '', '', '', '', '', '', 60, '', ''],
  ['Mejor sub-1700', 'Clasificación', '', 1699, '', '', '', '', 40, '', ''],
  ['Mejor sin escalafón', 'Clasificación', '', '', 'Sí', '', '', '', 30, 'Libro', ''],
  ['Partida más alta', 'Partida más alta', '', '', '', '', '', '', 25, '', 'Partidas'],
  ['Mayor sorpresa', 'Mayor sorpresa', '', '', '', '', '', '', 15, '', 'Partidas'],
];

/**
 * A played tournament with every printed tab: generated with results from phones (Actas),
 * a move typed and scored, its prizes computed, its next duplicate game prepared, then closed.
 */
function playedWorkbook({ players, locale, lang }: ViewField): XlsxWorkbook {
  const workbook = XlsxWorkbook.create('print-view.xlsx', { locale });
  const options = parseGenerateArgs(
    [
      ['--players', String(players)],
      ['--rounds', String(ROUNDS)],
      ['--clubs', '4'],
      ['--seed', '3'],
      ['--long-names', '35'],
      ['--duplicates', '2'],
      ['--duplicate-rounds', '15'],
      ['--set', lang === 'es' ? 'Resultados desde el móvil=Sí' : 'Results from phones=Yes'],
    ].flat(),
  );
  for (const step of [
    // The boards' codes from Node's crypto, as the CLI draws them (Actas).
    () => {
      const generated = generateTournament({ workbook, lang, randomBits: () => randomInt(RANDOM_SPAN) }, options);
      // A generation that stopped early is no field to print: every round must be played.
      return generated.rounds === ROUNDS ? generated : { ok: false, message: generated.message };
    },
    () => {
      typeMove(workbook);
      return scoreDuplicate({ workbook, lang });
    },
    () => {
      workbook.write(tabFor(workbook, 'prizes', lang), 1, 1, [prizesHeader(lang), ...PRIZES]);
      return computePrizes({ workbook, lang });
    },
    () => prepareDuplicate({ workbook, lang }),
    () => closeTournament({ workbook, lang }, { early: true }),
  ]) {
    const result = step();
    if (!result.ok) throw new Error(result.message);
  }
  return workbook;
}

export interface ViewReport {
  /** Pages per printed tab, by field: tab → players → pages. */
  pages: Map<string, Map<string, number>>;
  faults: string[];
}

export async function checkPrintViews(out: string): Promise<ViewReport> {
  const dir = join(out, 'view');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const report: ViewReport = { pages: new Map(), faults: [] };
  const browser = await launch();
  try {
    for (const field of VIEW_FIELDS) {
      const workbook = playedWorkbook(field);
      const column = `${field.players} (${field.locale})`;
      for (const tab of workbook.tabNames()) {
        const result = printTab({ workbook, lang: field.lang }, tab);
        if (result.view === null) continue;
        // A page of its own for each view, closed after: one page reused for the 58 views grew its
        // renderer to 1.25 GB resident (the 200-player papers' memory never given back), the first
        // process the kernel kills when the machine runs short (docs/print.md "CI under load").
        const page = await browser.context.newPage();
        const printed = await printAndCheck(page, result.view, {
          paper: result.paper,
          landscape: result.landscape,
          label: `${tab} (${column})`,
        }).finally(() => page.close());
        writeFileSync(join(dir, `${field.players}-${field.locale}-${tab.replace(/\W+/g, '_')}.pdf`), printed.pdf);
        const row = report.pages.get(tab) ?? new Map<string, number>();
        row.set(column, printed.pages);
        report.pages.set(tab, row);
        report.faults.push(...printed.faults);
        console.log(
          `view ${tab} (${column}): ${printed.pages} page(s), ${printed.units} unit(s), ${printed.faults.length} fault(s)`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  return report;
}

/** The pages per tab as a Markdown table (the fields as columns). */
export function pagesTable(report: ViewReport): string {
  const columns = [...new Set([...report.pages.values()].flatMap((row) => [...row.keys()]))];
  const lines = [
    `| tab | ${columns.join(' | ')} |`,
    `|---|${columns.map(() => '---:').join('|')}|`,
    ...[...report.pages].map(
      ([tab, row]) => `| ${tab} | ${columns.map((column) => row.get(column) ?? '—').join(' | ')} |`,
    ),
  ];
  return lines.join('\n');
}
