// "Anotar resultado" on the live page (rules §14): while a round is in play and the club lets
// phones report, the page served by Apps Script offers a form — the table, the board's code
// from its slip, both scores in the board's order (Jugador 1, who starts, then Jugador 2) —
// sent through google.script.run.reportResult, whose answer ({ ok, message }) is shown under
// it. The page never holds a code: the codes stay in the script's properties, and the form
// only names tables and players. `atril html` (a file) has no server to send to: no form.
import { type Language, t } from '../../i18n';
import { escapeHtml } from '../grid/html';
import type { Board } from './pairingSheet';

/** What the page knows of the phones' reports at render time (the Apps Script edge only). */
export interface Reporting {
  /** The boards reported (shown "recibido"). */
  received: number[];
  /** rules §16.1: what each reported board received (Jugador 1's points, Jugador 2's), shown beside "recibido". */
  reports?: Record<number, readonly [number, number]>;
  /** rules §16.1: the boards in dispute (two different reports): shown so, never "recibido". */
  disputed?: number[];
  /** rules §14.1: the boards whose form is paused by wrong codes, and when each pause ends (epoch ms). */
  paused?: { table: number; until: number }[];
}

/**
 * The form, for the boards with two players of `round`; a paused board's option is marked
 * "en pausa" and disabled until its pause ends (the page's script enables it then, by the
 * phone's clock: the server refuses until the real end anyway).
 */
export function reportFormHtml(
  round: number,
  boards: readonly Board[],
  lang: Language,
  paused: Reporting['paused'] = [],
  reporting: Reporting | null = null,
): string {
  const until = new Map((paused ?? []).map((pause) => [pause.table, pause.until] as const));
  const options = boards
    .filter((board) => board.second !== null && board.table !== null)
    .map((board) => {
      const label = `${t(lang, 'page.report.table')} ${board.table} · ${board.first.name} – ${board.second?.name ?? ''}`;
      const end = until.get(board.table as number);
      const pause = end === undefined ? '' : ` disabled data-until="${end}" data-label="${escapeHtml(label)}"`;
      // rules §16.1: a reported board's option says what was received, with the names.
      const got = reporting?.reports?.[board.table as number];
      const state = reporting?.disputed?.includes(board.table as number)
        ? 'slips.page.disputed'
        : 'page.report.received';
      const said = got
        ? `${t(lang, 'page.report.table')} ${board.table}: ${board.first.name} ${got[0]} – ${board.second?.name ?? ''} ${got[1]} · ${t(lang, state)}`
        : label;
      const shown = end === undefined ? said : `${said} · ${t(lang, 'page.report.paused')}`;
      return `<option value="${board.table}" data-p1="${escapeHtml(board.first.name)}" data-p2="${escapeHtml(board.second?.name ?? '')}"${pause}>${escapeHtml(shown)}</option>`;
    })
    .join('');
  const pointsLabel = escapeHtml(t(lang, 'page.report.points', { name: '{name}' }));
  return [
    `<section id="report"><h2>${escapeHtml(t(lang, 'page.report.title'))}</h2>`,
    `<p class="hint">${escapeHtml(t(lang, 'page.report.hint'))}</p>`,
    `<form id="report-form" autocomplete="off" novalidate data-round="${round}" data-lang="${lang}" data-points="${pointsLabel}"`,
    ` data-sending="${escapeHtml(t(lang, 'page.report.sending'))}" data-failed="${escapeHtml(t(lang, 'page.report.failed'))}">`,
    `<label for="r-table">${escapeHtml(t(lang, 'page.report.table'))}</label>`,
    `<select id="r-table" required><option value="">${escapeHtml(t(lang, 'page.report.choose'))}</option>${options}</select>`,
    `<label for="r-code">${escapeHtml(t(lang, 'page.report.code'))}</label>`,
    '<input id="r-code" inputmode="numeric" pattern="[0-9]*" maxlength="6" autocomplete="one-time-code" required>',
    '<div class="scores">',
    `<div><label for="r-p1" id="r-l1">${escapeHtml(t(lang, 'page.report.points1'))}</label>`,
    '<input id="r-p1" inputmode="numeric" pattern="[0-9]*" maxlength="3" required></div>',
    `<div><label for="r-p2" id="r-l2">${escapeHtml(t(lang, 'page.report.points2'))}</label>`,
    '<input id="r-p2" inputmode="numeric" pattern="[0-9]*" maxlength="3" required></div>',
    '</div>',
    `<button type="submit" id="r-send">${escapeHtml(t(lang, 'page.report.send'))}</button>`,
    '<p id="r-answer" role="status" aria-live="polite"></p>',
    '</form></section>',
  ].join('');
}

/** The form's look: big touch targets, the two scores side by side. */
export const REPORT_STYLE = `
#report form{background:#fff;border:1px solid #d5dbd3;border-radius:8px;padding:10px 12px;margin:8px 0}
#report label{display:block;font-weight:600;margin:.5em 0 .2em}
#report select,#report input{width:100%;font:inherit;font-size:16px;padding:9px 10px;border:1px solid #9aa59c;border-radius:6px;background:#fff}
#report .scores{display:grid;grid-template-columns:1fr 1fr;gap:10px}
#report .scores label{overflow-wrap:anywhere}
#report button{margin-top:12px;width:100%;font:inherit;font-size:16px;font-weight:600;padding:11px;border:0;border-radius:6px;background:#2f4f3a;color:#fff}
#report button[disabled]{opacity:.6}
#report .hint{color:#555;margin:.2em 0}
#r-answer{margin:.6em 0 0;font-weight:600}
#r-answer.ok{color:#1f6b35}
#r-answer.bad{color:#a1260d}
.received{display:inline-block;font-size:.75em;font-weight:600;color:#1f6b35;border:1px solid #1f6b35;border-radius:4px;padding:0 4px;margin-left:4px;white-space:nowrap}.disputed{color:#b3261e;border-color:#b3261e}
`.replace(/\n/g, '');

/**
 * The form's script (ES5, for any phone's browser), delegated from the document so that it
 * survives the content's refresh: the score labels follow the table chosen; a send disables
 * the button until the answer, which is shown as text (never as HTML).
 */
export const REPORT_SCRIPT = [
  'function reportForm(){return document.getElementById("report-form");}',
  'function reportLabels(){var f=reportForm();if(!f)return;var s=document.getElementById("r-table");var o=s.options[s.selectedIndex];',
  'if(!o||!o.value)return;var l1=document.getElementById("r-l1"),l2=document.getElementById("r-l2");',
  'l1.textContent=f.getAttribute("data-points").replace("{name}",o.getAttribute("data-p1"));',
  'l2.textContent=f.getAttribute("data-points").replace("{name}",o.getAttribute("data-p2"));}',
  // rules §14.1: a paused board's option comes back once its pause is over.
  'function reportPauses(){var os=document.querySelectorAll("#r-table option[data-until]");for(var i=0;i<os.length;i++){var o=os[i];',
  'if(Date.now()>=Number(o.getAttribute("data-until"))){o.disabled=false;o.textContent=o.getAttribute("data-label");o.removeAttribute("data-until");}}}',
  'setInterval(reportPauses,20000);',
  'function reportAnswer(ok,text){var a=document.getElementById("r-answer");if(!a)return;a.textContent=text;a.className=ok?"ok":"bad";}',
  'document.addEventListener("change",function(e){if(e.target&&e.target.id==="r-table")reportLabels();});',
  'document.addEventListener("submit",function(e){var f=e.target;if(!f||f.id!=="report-form")return;e.preventDefault();',
  'var b=document.getElementById("r-send");if(b.disabled)return;',
  'var v=function(id){return document.getElementById(id).value.trim();};',
  'if(!(window.google&&google.script&&google.script.run)){reportAnswer(false,f.getAttribute("data-failed"));return;}',
  'b.disabled=true;reportAnswer(true,f.getAttribute("data-sending"));',
  'google.script.run.withSuccessHandler(function(r){b=document.getElementById("r-send")||b;b.disabled=false;reportAnswer(!!(r&&r.ok),r&&r.message?String(r.message):f.getAttribute("data-failed"));})',
  '.withFailureHandler(function(){b=document.getElementById("r-send")||b;b.disabled=false;reportAnswer(false,f.getAttribute("data-failed"));})',
  '.reportResult(Number(f.getAttribute("data-round")),v("r-table"),v("r-code"),v("r-p1"),v("r-p2"),f.getAttribute("data-lang"));});',
].join('');

/** What the form holds, kept across a refresh of the content (the swap): read before, restored after. */
export const REPORT_KEEP =
  'var keep={};["r-table","r-code","r-p1","r-p2"].forEach(function(id){var e=document.getElementById(id);if(e)keep[id]=e.value;});' +
  'var ans=document.getElementById("r-answer");keep.answer=ans?[ans.textContent,ans.className]:null;';
export const REPORT_RESTORE =
  'Object.keys(keep).forEach(function(id){var e=document.getElementById(id);if(e&&id!=="answer")e.value=keep[id];});' +
  'if(keep.answer){var a2=document.getElementById("r-answer");if(a2){a2.textContent=keep.answer[0];a2.className=keep.answer[1];}}reportPauses();reportLabels();';

/**
 * rules §16.1: a reported board's tag beside the opponent's name — "recibido: 447 – 492" (in
 * the board's order) so that both players see what came in, or "en disputa" when two reports
 * differ; '' for a board not reported.
 */
export function receivedTag(reporting: Reporting, table: number, lang: Language): string {
  if (reporting.disputed?.includes(table))
    return ` <span class="received disputed">${escapeHtml(t(lang, 'slips.page.disputed'))}</span>`;
  if (!reporting.received.includes(table)) return '';
  const points = reporting.reports?.[table];
  const text = points
    ? t(lang, 'slips.page.received', { points1: points[0], points2: points[1] })
    : t(lang, 'page.report.received');
  return ` <span class="received">${escapeHtml(text)}</span>`;
}
