// The hall's screen (rules §16): the live page's model (StandingsPageInput, what livePage.ts
// gathers and the web app publishes) as a TV or a projector shows it — the round in play by
// table, the alphabetical list (player → table) and the standings' leaders — in type read
// from across the hall, one screenful at a time, the pages turning by themselves. A view,
// not a copy of the page: the server writes each block's rows once (escaped here, rules §9);
// the screen's script lays them into pages that fit the window it finds (no scroll bar at
// any size: docs/tournamentDay.md "The hall's screen") and refreshes them through the page's
// own polling (pagePolling.ts), calling `refreshScreen` instead of `refreshStandings`.
import { type Language } from '../../i18n';
import { t } from '../../i18n';
import { compareText } from '../../core/text';
import { type Cell, cellText, formatNumber, isBlankRow } from '../grid/cells';
import { escapeHtml } from '../grid/html';
import { pollingScript } from './pagePolling';
import { isWithdrawnStatus } from './views';
import { columnRoles, pageHead, type StandingsPageInput } from './standingsPage';
import { duplicateBoard, duplicateLeaders } from './hallDuplicate';

/** Seconds a screen page stays before the next one (rules §16: about 15 s). */
export const SCREEN_PAGE_SECONDS = 15;
/** At least this many leaders are shown (rules §16): those placed 1 to 10, ties at 10th included. */
export const LEADERS = 10;

/** ?pantalla=1 or ?screen=1 (rules §16). */
export function asksForScreen(parameters: Record<string, unknown> | undefined): boolean {
  const on = (value: unknown) => value === '1' || value === 'true' || value === 'si' || value === 'yes';
  return on(parameters?.pantalla) || on(parameters?.screen);
}

function text(value: Cell, lang: Language): string {
  return escapeHtml(typeof value === 'number' ? formatNumber(value, lang) : cellText(value));
}

/**
 * A block of rows the script pages: its title, the header repeated at the top of every
 * column, and the narrowest a column may be (in em: how many columns fit side by side).
 */
function block(kind: string, title: string, columnEm: number, head: string, rows: string[]): string {
  return (
    `<section class="block" data-kind="${kind}" data-title="${escapeHtml(title)}" data-col="${columnEm}">` +
    `<div class="r head">${head}</div>${rows.join('')}</section>`
  );
}

/** The round in play by table: Mesa, Jugador 1 (who starts), Jugador 2 — the byes last. */
function boardsBlock(input: StandingsPageInput): string {
  const { lang } = input;
  const round = input.round;
  if (!round || round.boards.length === 0) return '';
  const bye = escapeHtml(t(lang, 'word.bye'));
  const rows = round.boards.map(
    ({ table, first, second }) =>
      `<div class="r"><span class="t">${table ?? ''}</span><span class="n">${escapeHtml(first.name)}</span>` +
      `<span class="n${second === null ? ' bye' : ''}">${second === null ? bye : escapeHtml(second.name)}</span></div>`,
  );
  const head =
    `<span class="t">${escapeHtml(t(lang, 'col.rounds.table'))}</span>` +
    `<span class="n">${escapeHtml(t(lang, 'col.rounds.player1'))}</span>` +
    `<span class="n">${escapeHtml(t(lang, 'col.rounds.player2'))}</span>`;
  return block('boards', round.heading ?? t(lang, 'screen.boards', { round: round.round }), 30, head, rows);
}

/** Every player of the round in alphabetical order, with his table (or the bye). */
function listBlock(input: StandingsPageInput): string {
  const { lang } = input;
  const round = input.round;
  if (!round || round.boards.length === 0) return '';
  const seats: { name: string; table: string }[] = [];
  const bye = t(lang, 'word.bye');
  for (const { table, first, second } of round.boards) {
    const where = second === null ? bye : String(table ?? '');
    seats.push({ name: first.name, table: where });
    if (second) seats.push({ name: second.name, table: where });
  }
  seats.sort((a, b) => compareText(a.name, b.name));
  const rows = seats.map(
    (seat) =>
      `<div class="r"><span class="n">${escapeHtml(seat.name)}</span><span class="t">${escapeHtml(seat.table)}</span></div>`,
  );
  const head = `<span class="n">${escapeHtml(t(lang, 'col.players.name'))}</span><span class="t">${escapeHtml(t(lang, 'col.rounds.table'))}</span>`;
  return block('list', t(lang, 'screen.list', { round: round.round }), 20, head, rows);
}

/** The row with "(retirado)" after the name. */
function withMark(row: Cell[], name: number, lang: Language): Cell[] {
  return row.map((cell, index) => (index === name ? `${cellText(cell)} (${t(lang, 'slips.screen.withdrawn')})` : cell));
}

/** The standings' first places: place, name, and the first two number columns (points, a tiebreak). */
function leadersBlock(input: StandingsPageInput): string {
  const { lang } = input;
  const [header, ...body] = input.grid.filter((row) => !isBlankRow(row));
  if (!header || body.length === 0) return '';
  const roles = columnRoles(header, body);
  const name = roles.indexOf('name');
  const numbers = roles.flatMap((role, index) => (role === 'number' ? [index] : [])).slice(0, 2);
  const place = roles[0] === 'place' ? 0 : -1;
  // Those placed 1 to LEADERS (a tie at the tenth place stays whole), at least LEADERS rows.
  const leaders = body.filter((row, index) => {
    const at = place >= 0 ? row[place] : index + 1;
    return index < LEADERS || (typeof at === 'number' && at <= LEADERS);
  });
  const cells = (row: Cell[], tag: (index: number) => string) =>
    [place, name, ...numbers]
      .filter((index) => index >= 0)
      .map((index) => `<span class="${tag(index)}">${text(row[index], lang)}</span>`)
      .join('');
  const kind = (index: number) => (index === name ? 'n' : 't');
  const head = cells(header, kind);
  // rules §16.1: a withdrawn player among the leaders is marked, so the hall knows he no longer plays.
  const status = roles.indexOf('status');
  const gone = (row: Cell[]) => status >= 0 && isWithdrawnStatus(cellText(row[status]), lang);
  const rows = leaders.map(
    (row) =>
      `<div class="r${gone(row) ? ' out' : ''}">${cells(gone(row) ? withMark(row, name, lang) : row, kind)}</div>`,
  );
  return block('leaders', t(lang, 'screen.leaders'), 30, head, rows);
}

/** rules §18.3: the nations cup — Puesto, País, Puntos, Puntos Scrabble — when the page has it. */
function teamsBlock(input: StandingsPageInput): string {
  const { lang } = input;
  const [header, ...body] = input.teams?.grid ?? [];
  if (!header || body.length === 0) return '';
  const cells = (row: Cell[]) =>
    [0, 1, 2, 3].map((index) => `<span class="${index === 1 ? 'n' : 't'}">${text(row[index], lang)}</span>`).join('');
  const rows = body.map((row) => `<div class="r">${cells(row)}</div>`);
  return block('teams', input.teams?.title ?? '', 30, cells(header), rows);
}

/** rules §19: the duplicate ranking's first ten and the board of the last master move played (hallDuplicate.ts). */
function duplicateBlocks(input: StandingsPageInput): string[] {
  const leaders = duplicateLeaders(input, LEADERS);
  return [leaders ? block('dup', leaders.title, 24, leaders.head, leaders.rows) : '', duplicateBoard(input)];
}

/** The screen's content: the blocks the script pages, and the title. Also what refreshScreen returns. */
export function hallScreenContent(input: StandingsPageInput): string {
  const { lang } = input;
  const title = input.tournament?.trim() || t(lang, 'page.title');
  const blocks = [
    boardsBlock(input),
    listBlock(input),
    leadersBlock(input),
    teamsBlock(input),
    ...duplicateBlocks(input),
  ].filter((html) => html !== '');
  const body = blocks.length > 0 ? blocks.join('') : `<p class="nothing">${escapeHtml(t(lang, 'screen.nothing'))}</p>`;
  const meta = [input.subtitle ?? '', input.updated ? t(lang, 'page.updated', { time: input.updated }) : '']
    .filter((line) => line !== '')
    .map(escapeHtml)
    .join(' · ');
  return `<h1 id="screen-title">${escapeHtml(title)}</h1><p id="screen-meta">${meta}</p>${body}`;
}

// Type from across the hall: 28 px at 1280×720, larger with the window (3.9 % of its height,
// never wider than the width allows); captions at 20 px or more. The page is the window: no
// scroll bar, whatever the content (the script pages it).
const STYLE = [
  '*{box-sizing:border-box}',
  'html,body{margin:0;height:100%;overflow:hidden;background:#10231a;color:#fff}',
  'body{font:max(28px,min(3.9vh,2.2vw))/1.25 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}',
  '#src{display:none}',
  '.page{height:100vh;width:100vw;display:flex;flex-direction:column;padding:.4em .8em .3em;overflow:hidden}',
  '.page[hidden]{display:none}',
  '.top{display:flex;align-items:baseline;gap:.8em;border-bottom:2px solid #6fa884;padding-bottom:.15em;flex:none}',
  '.top h1{font-size:1em;margin:0;font-weight:700;flex:1;min-width:0;overflow-wrap:anywhere}',
  '.top h2{font-size:1em;margin:0;font-weight:600;color:#cfe8d6;text-align:right}',
  '.cap{font-size:max(20px,.72em);color:#b9cdbf;flex:none}',
  '.cols{flex:1;min-height:0;display:grid;grid-template-rows:minmax(0,1fr);gap:0 1.2em;padding:.2em 0 .35em}',
  '.col{min-height:0;min-width:0;overflow:hidden}',
  '.r{display:flex;gap:.6em;padding:.08em .2em;border-bottom:1px solid #2d4a39}',
  '.r.head{color:#cfe8d6;font-weight:600}',
  '.r:nth-child(even){background:#16301f}',
  '.r .t{flex:none;min-width:2.6em;text-align:right;font-weight:700;font-variant-numeric:tabular-nums}',
  '.r .n{flex:1;min-width:0;overflow-wrap:anywhere}',
  '.r.out{opacity:.65}',
  '[data-kind=boards] .r .t{order:-1}',
  '.bye{font-style:italic;color:#b9cdbf}',
  '.nothing{padding:1em}',
].join('');

/**
 * The pager (ES5). For each block: first the fewest screen pages that hold it (rows dealt
 * greedily: into a column while it holds them, then the next column, as many side by side as
 * the width allows — each block says how narrow one may be — then a new page); then the rows
 * dealt again, evenly across those pages (30 boards on 4 pages: 8/8/7/7, never 10/10/9/1),
 * one more page whenever an even share does not fit; then each page's columns evened out by
 * height (docs/tournamentDay.md "The hall's screen"). One page shown at a time, the next
 * every SCREEN_PAGE_SECONDS. `window.atrilScreen` lets a test (or a director at the console)
 * count and turn the pages.
 */
function pagerScript(lang: Language): string {
  const counter = JSON.stringify(t(lang, 'screen.page', { page: '#p', pages: '#n' })).replace(/</g, '\\u003c');
  return (
    '(function(){var pages=[],at=0;' +
    'function el(t,c){var e=document.createElement(t);if(c)e.className=c;return e;}' +
    "function text(s){var e=document.querySelector('#src '+s);return e?e.textContent:'';}" +
    'function build(){var out=document.getElementById("pages"),blocks=document.querySelectorAll("#src .block,#src .nothing"),' +
    'em=parseFloat(getComputedStyle(document.body).fontSize)||28,blk,page,cols,col,left,head,width,b,k,rows,n,first,wide=[];' +
    'out.innerHTML="";pages=[];' +
    // A new screen page for the block: its title bar, as many columns as the width allows, the caption.
    'function newPage(){page=el("div","page");var top=el("div","top"),h1=el("h1"),h2=el("h2"),m=el("div","cap");' +
    'h1.textContent=text("#screen-title");h2.textContent=blk.getAttribute("data-title")||"";top.appendChild(h1);top.appendChild(h2);' +
    'top.appendChild(el("span","cap count"));page.appendChild(top);cols=el("div","cols");page.appendChild(cols);' +
    'm.textContent=text("#screen-meta");page.appendChild(m);out.appendChild(page);pages.push(page);' +
    'left=Math.max(1,Math.floor((cols.clientWidth+em)/(width+em)));cols.style.gridTemplateColumns="repeat("+left+",minmax(0,1fr))";newCol();}' +
    'function newCol(){col=el("div","col");if(head)col.appendChild(head.cloneNode(true));cols.appendChild(col);left--;}' +
    'function over(c,p){return c.scrollHeight>c.clientHeight+1||p.scrollHeight>p.clientHeight+1;}' +
    // A short cell (a table, a place, a number) as wide as its header, which may be the wider:
    // the names then start at the same place in every row and in the header.
    'function fit(row){var i,c=row.children;if(row===col.firstChild){wide=[];for(i=0;i<c.length;i++)wide.push(c[i].getBoundingClientRect().width);}' +
    'else for(i=0;i<c.length;i++)if(c[i].className==="t")c[i].style.minWidth=wide[i]+"px";}' +
    // The block's rows into `want` pages or more: page k takes at most its share (all when want is 0);
    // a row goes where it fits: this column, the next one, or a new page (a row alone in its column stays).
    'function deal(want){var i,row,on=0,share=function(k){return want?Math.floor(rows.length/want)+(k<rows.length%want?1:0):rows.length;};' +
    'while(pages.length>first)out.removeChild(pages.pop());newPage();n=0;fit(col.firstChild);' +
    'for(i=0;i<rows.length;i++){row=rows[i].cloneNode(true);fit(row);if(n>=share(on)){newPage();on++;n=0;}col.appendChild(row);' +
    'if(over(col,page)&&col.children.length>2){col.removeChild(row);if(left>0)newCol();else{newPage();on++;n=0;}col.appendChild(row);}n++;}' +
    'return pages.length-first;}' +
    // A page's rows into all its columns, each about the same height (a row goes to the column its
    // middle falls in); dealt in turn instead if an evened column would not hold its rows or stay empty.
    'function even(p){var cs=p.querySelectorAll(".col"),used=[],all=[],hs=[],sum=0,top=0,i,j,h;' +
    'for(i=0;i<cs.length;i++)used.push(cs[i]);if(used.length<2)return;' +
    'for(i=0;i<used.length;i++)for(j=1;j<used[i].children.length;j++){h=used[i].children[j].getBoundingClientRect().height;all.push(used[i].children[j]);hs.push(h);sum+=h;}' +
    'for(i=0;i<all.length;i++){used[Math.min(used.length-1,Math.floor(((top+hs[i]/2)*used.length)/sum))].appendChild(all[i]);top+=hs[i];}' +
    'for(i=0;i<used.length;i++)if(over(used[i],p)||used[i].children.length<2){for(j=0;j<all.length;j++)all[j].parentNode.removeChild(all[j]);' +
    // Back to the greedy order for that page: fill each column in turn.
    'for(i=0,j=0;j<all.length;j++){used[i].appendChild(all[j]);if(over(used[i],p)&&used[i].children.length>2&&i<used.length-1)used[++i].appendChild(all[j]);}return;}}' +
    'for(b=0;b<blocks.length;b++){blk=blocks[b];head=blk.querySelector(".head");width=(parseFloat(blk.getAttribute("data-col"))||30)*em;first=pages.length;' +
    'if(!head){newPage();col.appendChild(blk.cloneNode(true));continue;}rows=blk.querySelectorAll(".r:not(.head)");' +
    'n=deal(0);if(n>1){k=n;while(deal(k)>k)k++;}for(k=first;k<pages.length;k++)even(pages[k]);}' +
    `for(k=0;k<pages.length;k++)pages[k].querySelector(".count").textContent=pages.length>1?${counter}.replace("#p",k+1).replace("#n",pages.length):"";` +
    'show(at);}' +
    'function show(i){if(!pages.length)return;at=((i%pages.length)+pages.length)%pages.length;for(var k=0;k<pages.length;k++)pages[k].hidden=k!==at;}' +
    'function next(){show(at+1);}' +
    'window.atrilScreen={build:build,show:show,next:next,count:function(){return pages.length;},current:function(){return at;}};' +
    `window.addEventListener("resize",build);build();setInterval(next,${SCREEN_PAGE_SECONDS * 1000});})();`
  );
}

/** The whole screen page; `refreshMode` 'gas' polls refreshScreen as the page polls refreshStandings. */
export function hallScreenPage(input: StandingsPageInput): string {
  const { lang } = input;
  const title = input.tournament?.trim() || t(lang, 'page.title');
  const refresh = input.refreshSeconds ?? 60;
  const mode = input.refreshMode ?? 'meta';
  const swap = 'function(html){document.getElementById("src").innerHTML=html;window.atrilScreen.build();}';
  const polling = refresh > 0 && mode === 'gas' ? pollingScript(lang, refresh, swap, input.stamp, 'refreshScreen') : '';
  const head = pageHead(title, refresh > 0 && mode === 'meta' ? refresh : 0, STYLE);
  return (
    `<!DOCTYPE html><html lang="${lang}"><head>${head}</head><body>` +
    `<div id="src">${hallScreenContent(input)}</div><div id="pages"></div>` +
    `<script>${pagerScript(lang)}${polling}</script></body></html>`
  );
}
