// How the Apps Script live page asks for new content (rules §8; docs/addon.md "The live
// page", "Polling"): every poll is an execution on the director's quota (at most 30 at once),
// so a room of phones must not ask together nor keep asking a failing server. One request at
// a time; the next is timed from the answer, `refreshSeconds` ± 25 % at random (phones opened
// together drift apart); after a failure the wait doubles, up to BACKOFF_MAX_SECONDS, and one
// success brings it back. Hidden (another tab, a locked phone): no request; shown again: one
// at once, unless the last one failed (then the back-off's wait). Each request carries the
// stamp of what the page shows: when nothing was published since, the server answers
// UNCHANGED without rendering, and the page keeps what it shows. The nominal wait grows with
// the field (refreshSecondsFor): a room of 200 phones asks about as often as one of 40.

/** The nominal wait between polls for a field of up to FIELD_PER_MINUTE players. */
export const REFRESH_SECONDS = 60;
/** Players (≈ phones) per minute of nominal wait: beyond it the wait grows with the field. */
export const FIELD_PER_MINUTE = 40;
/** The longest nominal wait, however large the field. */
export const MAX_REFRESH_SECONDS = 300;

/**
 * The nominal wait between polls for a field of `players`: a minute up to 40 players, then a
 * minute per 40 (200 players: 5 minutes), at most MAX_REFRESH_SECONDS — so the room's phones
 * cost about 40 executions a minute whatever its size (the director's quota: 30 at once).
 */
export function refreshSecondsFor(players: number): number {
  const grown = Math.ceil((REFRESH_SECONDS * Math.max(0, players)) / FIELD_PER_MINUTE);
  return Math.min(MAX_REFRESH_SECONDS, Math.max(REFRESH_SECONDS, grown));
}

/** The answer to a poll whose page already shows the last publication: keep it. */
export const UNCHANGED = '<!--atril:unchanged-->';

/** The mark at the head of a refreshed content: the stamp of the publication it shows. */
export function stampMark(stamp: string): string {
  return `<!--atril:stamp=${stamp.replace(/[^A-Za-z0-9._-]/g, '')}-->`;
}

/** A string as a JavaScript literal safe inside a <script> element (no "<!--", no "</script"). */
function inScript(text: string): string {
  return JSON.stringify(text).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');
}

/** The longest wait between polls after failures in a row. */
export const BACKOFF_MAX_SECONDS = 600;
/** Each wait is the nominal one times a factor drawn in [1 − JITTER, 1 + JITTER). */
export const JITTER = 0.25;

/**
 * The page script (ES5, for any phone's browser) that polls `refreshStandings(lang, shown)`
 * through google.script.run — `shown` the stamp of what the page shows, when it has one — and
 * hands the returned HTML to `swap(html)`, a function of the page, unless the answer is
 * UNCHANGED; a content's stamp mark (stampMark) becomes the new `shown`. `global`: the hall's
 * screen (rules §16) asks `refreshScreen` for its own content, the same way.
 */
export function pollingScript(
  lang: string,
  refreshSeconds: number,
  swap: string,
  stamp?: string | null,
  global: 'refreshStandings' | 'refreshScreen' = 'refreshStandings',
): string {
  const shown = stamp ? inScript(stamp) : 'null';
  const call = stamp ? `.${global}('${lang}',shown);}` : `.${global}('${lang}');}`;
  return (
    '(function(){' +
    `var base=${refreshSeconds * 1000},most=${BACKOFF_MAX_SECONDS * 1000},timer=null,busy=false,failures=0,shown=${shown};` +
    `function wait(){return Math.round(Math.min(most,base*Math.pow(2,failures))*(${1 - JITTER}+${2 * JITTER}*Math.random()));}` +
    'function stop(){if(timer!==null){clearTimeout(timer);timer=null;}}' +
    'function schedule(){if(timer===null&&!busy&&!document.hidden){timer=setTimeout(function(){timer=null;refresh();},wait());}}' +
    'function done(){busy=false;schedule();}' +
    'function refresh(){if(busy||!(window.google&&google.script&&google.script.run))return;busy=true;' +
    `google.script.run.withSuccessHandler(function(html){failures=0;try{if(html!==${inScript(UNCHANGED)}){` +
    `var m=/^\\x3c!--atril:stamp=([A-Za-z0-9._-]*)--\\x3e/.exec(html);if(m)shown=m[1];(${swap})(html);}}finally{done();}})` +
    `.withFailureHandler(function(){failures++;done();})${call}` +
    "document.addEventListener('visibilitychange',function(){stop();if(!document.hidden){if(failures===0)refresh();else schedule();}});" +
    'schedule();})();'
  );
}
