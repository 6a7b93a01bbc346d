// The live page (rules §8 "Publicar clasificación"): one self-contained, read-only HTML
// page that a director shares as a link (or a QR code) and players read on a phone. While
// a round is in play its boards come first, with a search box — type part of your name,
// accents and case aside, and see your table, your opponent and who starts —, then the
// standings (who is out says so), the prizes once the tournament is over (rules §11), the
// duplicate ranking when there are duplicate games,
// and the page's own QR code. Pure, it only renders: the Apps Script web app
// (src/gas/webapp.ts) and `atril html` (src/local/cli.ts) both render it; the data is
// gathered from the workbook by standingsPageData.ts and src/sheets/actions/livePage.ts. rules §9: every text that came from the sheet is HTML-escaped here, in one place.
import { type Language } from '../../i18n';
import { t } from '../../i18n';
import { type Cell, type Grid, cellText, formatNumber, isBlankRow, normaliseLabel } from '../grid/cells';
import { columnNames } from '../grid/table';
import { labelNames } from '../grid/labels';
import { PLAYER_COLUMNS } from './players';
import { isWithdrawnStatus } from './views';
import { isPending, lastRound } from '../../core/results';
import { type Game } from '../../core/model';
import { escapeHtml } from '../grid/html';
import { isLabel } from '../grid/labels';
import { type MessageKey } from '../../i18n';
import { qrSvg } from '../grid/qrCode';
import { type Board } from './pairingSheet';
import { pollingScript } from './pagePolling';
import { type BoardSection, boardSectionHtml } from './boardPage';
import {
  REPORT_KEEP,
  REPORT_RESTORE,
  REPORT_SCRIPT,
  REPORT_STYLE,
  receivedTag,
  reportFormHtml,
  type Reporting,
} from './reportForm';

/** The round being played: its boards, Jugador 1 (who starts) first, the byes last. */
export interface RoundInPlay {
  round: number;
  boards: Board[];
  /** rules §18.2: a game of the final — its heading ("Final, partida 2 … marcador 1–0") instead of "Ronda N". */
  heading?: string;
}

/** The duplicate ranking shown on the page: a caption (which games, how many rounds) and header + rows; or what is wrong. */
export type DuplicateSection = { caption: string; grid: Grid; board?: BoardSection | null } | { error: string };

export interface StandingsPageInput {
  /** rules §23: the federation's list page — a search box over its tables (Escalafón, EloDI), no standings. */
  search?: boolean;
  /** The standings as the Clasificación tab shows them: header row, then one row per player in order. */
  grid: Grid;
  lang: Language;
  /** Tournament name (Configuración: Torneo); the page title falls back to "Clasificación". */
  tournament?: string;
  /** A line under the title, e.g. "Tras la ronda 6 de 7". */
  subtitle?: string;
  /** When the standings were computed, already formatted for the reader (time zone of the club). */
  updated?: string;
  /** Seconds between refreshes; 0 = never. Default 60. */
  refreshSeconds?: number;
  /** The stamp of the publication shown (the Apps Script page): sent with each poll, so an unchanged page is not rendered again. */
  stamp?: string;
  /**
   * How the page refreshes itself: 'meta' reloads the whole page (a file or plain URL);
   * 'gas' calls the web app's `refreshStandings` global through google.script.run and swaps
   * the content in place (an Apps Script page lives in a sandboxed iframe a meta refresh
   * cannot reload).
   */
  refreshMode?: 'meta' | 'gas';
  /** The round in play (some game without a result), shown first; none between rounds. */
  round?: RoundInPlay | null;
  /** The duplicate ranking, when the workbook has duplicate games. */
  duplicate?: DuplicateSection | null;
  /** The page's own address: its QR code at the bottom. */
  link?: string | null;
  /** Tables under the standings: the club's season ranking and rating list, when the workbook has them. */
  sections?: PageSection[];
  /** rules §18.3: the nations cup (Clasificación por países) under the standings, when Equipos is País. */
  teams?: PageSection | null;
  /**
   * rules §11: the prize list (header, then Premio, Jugador, Importe, Obsequio per line) once the
   * last round has all its results; null or absent before.
   */
  prizes?: Grid | null;
  /** Configuración › Resultados desde el teléfono is Sí (rules §14). */
  phoneResults?: boolean;
  /**
   * The phones' reports of the round in play, as the Apps Script edge finds them at render
   * time (never published, never a code): with `phoneResults`, a page served by Apps Script
   * offers "Anotar resultado" and marks the boards reported.
   */
  reporting?: Reporting | null;
}

/** A table under the standings, with its heading (rules §2 Temporada, Escalafón). */
export interface PageSection {
  /** The table's element id. */
  id: string;
  title: string;
  grid: Grid;
}

/** Roles of the standings columns, for alignment and for what a phone hides. */
export type ColumnRole = 'place' | 'id' | 'name' | 'club' | 'rating' | 'number' | 'text' | 'status' | 'under';

// A number as the reader writes it: the one formatter lives with the cells (the print view uses it too).
export { formatNumber } from '../grid/cells';

/** "14/03/2026 18:05" (en: "14/03/2026, 18:05"), in `timeZone` when given (the club's clock). */
export function formatUpdated(date: Date, lang: Language, timeZone?: string): string {
  const options: Intl.DateTimeFormatOptions = {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  };
  const locale = lang === 'es' ? 'es-ES' : 'en-GB';
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(date);
  } catch {
    // An unknown time zone name: the server's clock.
    return new Intl.DateTimeFormat(locale, options).format(date);
  }
}

function labelsOf(key: (typeof PLAYER_COLUMNS)[number]['key']): string[] {
  const spec = PLAYER_COLUMNS.find((column) => column.key === key);
  return spec ? columnNames(spec) : [];
}

/**
 * The role of each column: the first is the place unless it holds the names; N°, Nombre, Club and Escalafón are
 * recognised by their header (either language); a column whose values are all numbers is
 * a number (points, tiebreaks); the rest is text.
 */
export function columnRoles(header: readonly Cell[], body: readonly Cell[][]): ColumnRole[] {
  const names = { id: labelsOf('id'), name: labelsOf('name'), club: labelsOf('club'), rating: labelsOf('rating') };
  const roles = header.map((cell, index): ColumnRole => {
    const label = normaliseLabel(cellText(cell));
    // A list that starts with the names (Escalafón, EloDI) has no place column.
    if (names.name.includes(label)) return 'name';
    if (index === 0) return 'place';
    if (names.id.includes(label)) return 'id';
    if (names.club.includes(label)) return 'club';
    if (names.rating.includes(label)) return 'rating';
    if (labelNames('col.standings.status').includes(label)) return 'status';
    // rules §22: a simultaneous' centre, in its column on a wide screen, under the name on a phone.
    if (labelNames('simul.col.centre').includes(label)) return 'under';
    const numeric = body.every((row) => typeof row[index] === 'number' || cellText(row[index]) === '');
    return numeric ? 'number' : 'text';
  });
  // No recognised name column: the first text column holds the names.
  if (!roles.includes('name')) {
    const first = roles.indexOf('text');
    if (first >= 0) roles[first] = 'name';
  }
  return roles;
}

function cellHtml(cell: Cell, lang: Language): string {
  if (typeof cell === 'number') return escapeHtml(formatNumber(cell, lang));
  return escapeHtml(cellText(cell));
}

/**
 * The short headers a phone shows over the number columns (docs/standings.md "Live page"):
 * each catalogue label (either language, as the tabs write it) and its short form.
 */
const SHORT_HEADERS: [MessageKey, MessageKey][] = [
  ['col.standings.place', 'page.short.place'],
  ['col.standings.points', 'page.short.points'],
  ['tiebreak.scrabblePoints', 'page.short.scrabblePoints'],
  ['tiebreak.spread', 'page.short.spread'],
  ['tiebreak.buchholz', 'page.short.buchholz'],
  ['tiebreak.medianBuchholz', 'page.short.medianBuchholz'],
  ['tiebreak.progressive', 'page.short.progressive'],
  ['tiebreak.wins', 'page.short.wins'],
  ['tiebreak.averageOpponentRating', 'page.short.averageOpponentRating'],
  ['tiebreak.directEncounter', 'page.short.directEncounter'],
  ['col.players.rating', 'page.short.rating'],
  ['dup.col.games', 'page.short.games'],
  ['dup.col.roundsPlayed', 'page.short.roundsPlayed'],
  ['col.ratingList.ratedGames', 'page.short.ratedGames'],
  ['col.ratingList.tournaments', 'page.short.tournaments'],
  ['dup.criterion.averagePlace', 'page.short.averagePlace'],
  ['dup.criterion.averagePercent', 'page.short.averagePercent'],
  ['dup.criterion.deviation', 'page.short.deviation'],
  ['dup.criterion.quadratic', 'page.short.quadratic'],
  ['col.eloDi.volatility', 'page.short.volatility'],
  ['col.eloDi.games', 'page.short.eloDiGames'],
];

/** A column header: the tab's own words, and on a phone its short form when it has one (the full one as its title). */
function headerHtml(cell: Cell, lang: Language): string {
  const text = cellText(cell);
  const short = SHORT_HEADERS.find(([label]) => isLabel(text, label));
  if (!short) return escapeHtml(text);
  const full = escapeHtml(text);
  return `<span class="full">${full}</span><abbr class="short" title="${full}">${escapeHtml(t(lang, short[1]))}</abbr>`;
}

/** A column's class: a column shown under the name on a phone is, on a wide screen, a text column. */
const shownAs = (role: ColumnRole): ColumnRole => (role === 'under' ? 'text' : role);

/** A header + rows grid as a table: numbers right-aligned in the reader's notation, the name column as row headers. */
function tableHtml(id: string, grid: Grid, lang: Language, keepRating = false): string {
  const rows = grid.filter((row) => !isBlankRow(row));
  const header = rows[0] ?? [];
  const body = rows.slice(1);
  // A phone hides the rating column, except in a rating list: the rating is what it is for.
  const roles = columnRoles(header, body).map((role) => (keepRating && role === 'rating' ? 'number' : role));
  const parts = [`<div class="wrap"><table id="${id}"><thead><tr>`];
  header.forEach((cell, i) => {
    if (roles[i] !== 'status')
      parts.push(`<th scope="col" class="${shownAs(roles[i])}">${headerHtml(cell, lang)}</th>`);
  });
  parts.push('</tr></thead><tbody>');
  const status = roles.indexOf('status');
  const under = roles.indexOf('under');
  for (const row of body) {
    // rules §2: who is out says so under his name (no extra column on a phone).
    const out = status >= 0 ? cellText(row[status]) : '';
    const below =
      under >= 0 && cellText(row[under]) !== '' ? `<span class="under">${cellHtml(row[under], lang)}</span>` : '';
    // rules §16.1: only a withdrawn player is greyed; an absence is said, the row stays as it is.
    parts.push(isWithdrawnStatus(out, lang) ? '<tr class="out">' : '<tr>');
    roles.forEach((role, i) => {
      if (role === 'status') return;
      const content = cellHtml(row[i], lang);
      if (role !== 'name') parts.push(`<td class="${shownAs(role)}">${content}</td>`);
      else {
        const note = out ? `<span class="status">${escapeHtml(out)}</span>` : '';
        parts.push(`<th scope="row" class="name">${content}${below}${note}</th>`);
      }
    });
    parts.push('</tr>');
  }
  parts.push('</tbody></table></div>');
  return parts.join('');
}

/** The round in play: a search box, then one row per board — Mesa, Jugador 1 (who starts), Jugador 2. */
function roundHtml(round: RoundInPlay, lang: Language, reporting: Reporting | null = null): string {
  const starts = `<span class="starts">${escapeHtml(t(lang, 'page.starts'))}</span>`;
  const parts = [
    `<section id="round"><h2>${escapeHtml(round.heading ?? t(lang, 'page.boards', { round: round.round }))}</h2>`,
    `<label for="find">${escapeHtml(t(lang, 'page.find'))}</label>`,
    `<input id="find" type="search" autocomplete="off" placeholder="${escapeHtml(t(lang, 'page.findPlaceholder'))}">`,
    `<p id="nofind" hidden>${escapeHtml(t(lang, 'page.findNone'))}</p>`,
    '<table id="boards"><thead><tr>',
    `<th scope="col" class="place">${escapeHtml(t(lang, 'col.rounds.table'))}</th>`,
    `<th scope="col">${escapeHtml(t(lang, 'col.rounds.player1'))}</th>`,
    `<th scope="col">${escapeHtml(t(lang, 'col.rounds.player2'))}</th>`,
    '</tr></thead><tbody>',
  ];
  for (const { table, first, second } of round.boards) {
    // rules §14: a board reported from a phone says so after the opponent's name, for him to see.
    const received = reporting && table !== null ? receivedTag(reporting, table, lang) : '';
    const rival =
      second === null
        ? `<td class="bye">${escapeHtml(t(lang, 'word.bye'))}</td>`
        : `<td class="name">${escapeHtml(second.name)}${received}</td>`;
    parts.push(
      `<tr><td class="place">${table ?? ''}</td><th scope="row" class="name">${escapeHtml(first.name)}${second === null ? '' : ` ${starts}`}</th>${rival}</tr>`,
    );
  }
  parts.push('</tbody></table></section>');
  return parts.join('');
}

/**
 * rules §11: the prizes, right under the final standings — every column kept on a phone (the
 * trophy is what a junior comes back for), the amounts in the reader's notation.
 */
function prizesHtml(grid: Grid, lang: Language): string {
  const [header, ...rows] = grid;
  const head = header.map((cell) => `<th scope="col">${escapeHtml(cellText(cell))}</th>`).join('');
  const body = rows
    .map((row) => {
      const [prize, player, amount, trophy] = row;
      return (
        `<tr><th scope="row" class="name">${escapeHtml(cellText(prize))}</th>` +
        `<td>${escapeHtml(cellText(player))}</td><td class="number">${cellHtml(amount, lang)}</td>` +
        `<td>${escapeHtml(cellText(trophy))}</td></tr>`
      );
    })
    .join('');
  const title = escapeHtml(t(lang, 'page.prizes'));
  return `<section id="prizes"><h2>${title}</h2><table id="prize-list"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></section>`;
}

/** The page's content (title, round, tables, QR, footer): also what the Apps Script page swaps in on refresh. */
export function standingsContent(input: StandingsPageInput): string {
  const { lang } = input;
  const rows = input.grid.filter((row) => !isBlankRow(row));
  const title = input.tournament?.trim() || t(lang, 'page.title');
  const refresh = input.refreshSeconds ?? 60;
  const parts: string[] = [];
  parts.push(`<header><h1>${escapeHtml(title)}</h1>`);
  if (input.tournament?.trim() && !input.search) parts.push(`<p class="what">${escapeHtml(t(lang, 'page.title'))}</p>`);
  if (input.subtitle) parts.push(`<p class="sub">${escapeHtml(input.subtitle)}</p>`);
  parts.push('</header>');
  // rules §14: the form only where a server answers it (Apps Script) and the club allows it.
  const reporting = input.refreshMode === 'gas' && input.phoneResults ? (input.reporting ?? null) : null;
  if (input.round && input.round.boards.length > 0) {
    parts.push(roundHtml(input.round, lang, reporting));
    if (reporting) parts.push(reportFormHtml(input.round.round, input.round.boards, lang, reporting.paused, reporting));
  }
  // rules §23: the list's page finds a player in its tables; it has no standings of its own.
  if (input.search) parts.push(searchHtml(lang));
  // A duplicate game's or a simultaneous' page with no standings of rounds: its ranking alone,
  // without «Todavía no hay clasificación» above it.
  const duplicateOnly = rows.length <= 1 && input.duplicate !== undefined && !input.round;
  if ((!input.search || rows.length > 1) && !duplicateOnly) parts.push(rankingHtml(input, rows, lang));
  if (input.teams) parts.push(sectionHtml(input.teams, lang));
  if (input.prizes && input.prizes.length > 1) parts.push(prizesHtml(input.prizes, input.lang));
  if (input.duplicate) {
    parts.push(`<section id="duplicate"><h2>${escapeHtml(t(lang, 'page.duplicate'))}</h2>`);
    if ('error' in input.duplicate) parts.push(`<p class="empty">${escapeHtml(input.duplicate.error)}</p>`);
    else {
      parts.push(`<p class="sub">${escapeHtml(input.duplicate.caption)}</p>`);
      parts.push(tableHtml('duplicate-ranking', input.duplicate.grid, lang));
    }
    parts.push('</section>');
    // rules §6.7: the board of the game in play, after the ranking (boardPage.ts).
    if (!('error' in input.duplicate) && input.duplicate.board)
      parts.push(boardSectionHtml(input.duplicate.board, lang));
  }
  // The club's season (docs/season.md), then the page's QR code last.
  for (const section of input.sections ?? []) parts.push(sectionHtml(section, lang, input.search));
  if (input.link) {
    parts.push(`<section id="share"><h2>${escapeHtml(t(lang, 'page.share'))}</h2>${qrSvg(input.link, 180)}`);
    parts.push(`<p class="link">${escapeHtml(input.link)}</p></section>`);
  }
  parts.push('<footer>');
  if (input.updated) parts.push(`<p>${escapeHtml(t(lang, 'page.updated', { time: input.updated }))}</p>`);
  if (refresh > 0) parts.push(`<p>${escapeHtml(t(lang, 'page.refresh', { seconds: refresh }))}</p>`);
  parts.push(`<p>${escapeHtml(t(lang, 'page.footer'))}</p></footer>`);
  return parts.join('');
}

// Phones first: the secondary columns (N°, club, rating, other text) give way below 480 px,
// the number columns shrink to their numbers under short headers and the name column takes
// the rest, so that at 375 px a name takes at most two lines and the page never scrolls
// sideways; a round's boards stack each board's two players (docs/standings.md "Live page").
const STYLE =
  `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;padding:12px;font:16px/1.35 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1b1b1b;background:#fafaf7}
main{max-width:960px;margin:0 auto}
h1{font-size:1.35em;margin:.2em 0}
header p{margin:.1em 0;color:#555}
.wrap{max-width:100%}
table{width:100%;border-collapse:collapse;margin:12px 0;background:#fff}
th,td{padding:6px 8px;border-bottom:1px solid #e3e3dc;vertical-align:top}
thead th{position:sticky;top:0;background:#2f4f3a;color:#fff;font-weight:600;text-align:left;white-space:nowrap}
tbody tr:nth-child(even){background:#f3f5f1}
tbody th.name{font-weight:500;text-align:left;overflow-wrap:anywhere;word-break:break-word}
td.club,td.text{overflow-wrap:anywhere;color:#444}
td.place,td.id,td.number,td.rating{text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums}
thead th.place,thead th.id,thead th.number,thead th.rating{text-align:right}
td.place{font-weight:600}
h2{font-size:1.1em;margin:1em 0 .3em}
#round label{display:block;font-weight:600;margin:.3em 0}
#find{width:100%;font:inherit;padding:8px 10px;border:1px solid #9aa59c;border-radius:6px;background:#fff}
#boards td.place{font-weight:700;font-size:1.15em}
.starts{display:inline-block;font-size:.75em;font-weight:600;color:#2f4f3a;border:1px solid #2f4f3a;border-radius:4px;padding:0 4px;margin-left:4px;white-space:nowrap}
td.bye{color:#666;font-style:italic}
tr.out{color:#666}
.status{display:block;font-size:.8em;font-weight:400;font-style:italic;color:#8a3b12}
.under{display:none;font-size:.8em;font-weight:400;color:#444}
.scroll{overflow-x:auto}
#boards td.name,#boards th.name{overflow-wrap:anywhere}
#share{text-align:center}
#share svg{max-width:60vw;height:auto}
.link{font-size:.8em;color:#555;overflow-wrap:anywhere}
footer{color:#666;font-size:.85em}
footer p{margin:.2em 0}
.empty{padding:2em 0;color:#666}
abbr.short{display:none;text-decoration:none}
@media (max-width:480px){
body{padding:8px;font-size:14px}
th,td{padding:5px 4px}
.id,.club,.rating,.text{display:none}
.under{display:block}
thead th{white-space:normal;overflow-wrap:normal}
thead .full{display:none}
abbr.short{display:inline}
td.place,td.number,th.place,th.number{padding-left:3px;padding-right:3px;width:1%}
th.name{min-width:8em}
#boards,#boards thead,#boards tbody{display:block}
#boards tr{display:grid;grid-template-columns:3.4em 1fr;border-bottom:1px solid #e3e3dc}
#boards th,#boards td{border-bottom:0}
#boards td.place,#boards thead th.place{grid-row:span 2;width:auto}
#boards tbody td.name,#boards td.bye{padding-top:0}
}
`.replace(/\n/g, '') + REPORT_STYLE;

/**
 * Finding one's board: the query and each board's text are folded (accents and case
 * aside, ñ as n) and the boards that do not hold the query are hidden.
 */
const FIND_SCRIPT = [
  "function fold(s){return s.normalize('NFD').replace(/[\\u0300-\\u036f]/g,'').toLowerCase().replace(/\\s+/g,' ').trim();}",
  "var stored='';try{stored=sessionStorage.getItem('atril-find')||'';}catch(e){}",
  "function query(){var box=document.getElementById('find');return box?box.value:stored;}",
  "function find(q){stored=q;try{sessionStorage.setItem('atril-find',q);}catch(e){}",
  "var box=document.getElementById('find');if(!box)return;if(box.value!==q)box.value=q;",
  "var f=fold(q),rows=document.querySelectorAll('#boards tbody tr,.listed tbody tr'),shown=0;",
  'for(var i=0;i<rows.length;i++){var hit=!f||fold(rows[i].textContent).indexOf(f)>=0;rows[i].hidden=!hit;if(hit)shown++;}',
  "var none=document.getElementById('nofind');if(none)none.hidden=shown>0;}",
  "document.addEventListener('input',function(e){if(e.target&&e.target.id==='find')find(e.target.value);});",
  'find(stored);',
].join('');

/** The whole page (UTF-8, viewport for phones, refresh as asked). */
/** A page's <head> contents: charset, viewport, a meta refresh every `metaRefresh` s (0: none), title, style. */
export function pageHead(title: string, metaRefresh: number, style: string): string {
  return [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    metaRefresh > 0 ? `<meta http-equiv="refresh" content="${metaRefresh}">` : '',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${style}</style>`,
  ].join('');
}

export function standingsPage(input: StandingsPageInput): string {
  const { lang } = input;
  const refresh = input.refreshSeconds ?? 60;
  const mode = input.refreshMode ?? 'meta';
  // The list's page (rules §23) has no standings: its name alone, not «— Clasificación».
  const title = input.tournament?.trim()
    ? input.search
      ? input.tournament.trim()
      : `${input.tournament.trim()} — ${t(lang, 'page.title')}`
    : t(lang, 'page.title');
  const head = pageHead(title, refresh > 0 && mode === 'meta' ? refresh : 0, STYLE);
  // In Apps Script the content is fetched again from the server and swapped in; the
  // server returns HTML built (and escaped) by standingsContent(). The search box's text
  // survives the swap (and, with a meta refresh, the reload: sessionStorage). When and how
  // often it asks (jitter, back-off, not while hidden): pagePolling.ts.
  const swap =
    refresh > 0 && mode === 'gas'
      ? pollingScript(
          lang,
          refresh,
          "function(html){var q=query();var box=document.getElementById('find');var had=box&&document.activeElement===box;var focused=document.activeElement&&document.activeElement.id;" +
            REPORT_KEEP +
            "document.getElementById('content').innerHTML=html;find(q);" +
            REPORT_RESTORE +
            "var again=document.getElementById('find');if(had&&again)again.focus();else if(focused&&/^r-/.test(focused)&&document.getElementById(focused))document.getElementById(focused).focus();}",
          input.stamp,
        )
      : '';
  // The form's script where a server can answer it (rules §14).
  const report = mode === 'gas' ? REPORT_SCRIPT : '';
  const script = `<script>${FIND_SCRIPT}${report}${swap}</script>`;
  return `<!DOCTYPE html><html lang="${lang}"><head>${head}</head><body><main id="content">${standingsContent(input)}</main>${script}</body></html>`;
}

/**
 * "Tras la ronda 3 de 7" once round 3 is complete; "Ronda 4 en juego" while round 4 has
 * games without a result. Empty before the first pairing.
 */
export function progressLine(games: readonly Game[], rounds: number, lang: Language): string {
  const last = lastRound(games);
  if (last === 0) return '';
  const open = games.filter((game) => isPending(game)).reduce((min, game) => Math.min(min, game.round), Infinity);
  if (open !== Infinity) return t(lang, 'page.inPlay', { round: open, rounds });
  return t(lang, 'page.afterRound', { round: last, rounds });
}

/** One section's table; wide ones (a long season) scroll inside their box, never the page. */
function sectionHtml(section: PageSection, lang: Language, listed = false): string {
  const table = tableHtml(section.id, section.grid, lang, true);
  const mark = listed ? ' class="listed"' : '';
  return `<section${mark}><h2>${escapeHtml(section.title)}</h2><div class="scroll">${table}</div></section>`;
}

/** The standings' section: its title beside a round or a duplicate ranking, the table or "no standings yet". */
function rankingHtml(input: StandingsPageInput, rows: Grid, lang: Language): string {
  const parts = [`<section id="ranking">`];
  if (input.round || input.duplicate) parts.push(`<h2>${escapeHtml(t(lang, 'page.title'))}</h2>`);
  if (rows.length <= 1) parts.push(`<p class="empty">${escapeHtml(t(lang, 'page.empty'))}</p>`);
  else parts.push(tableHtml('standings', rows, lang));
  parts.push('</section>');
  return parts.join('');
}

/** rules §23: the list page's search box (FIND_SCRIPT hides the rows of `.listed` tables that do not hold it). */
function searchHtml(lang: Language): string {
  return [
    '<section id="round">',
    `<label for="find">${escapeHtml(t(lang, 'page.listFind'))}</label>`,
    `<input id="find" type="search" autocomplete="off" placeholder="${escapeHtml(t(lang, 'page.findPlaceholder'))}">`,
    `<p id="nofind" hidden>${escapeHtml(t(lang, 'page.listFindNone'))}</p>`,
    '</section>',
  ].join('');
}
