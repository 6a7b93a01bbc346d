// How the Apps Script live page asks for new content (rules §8; docs/addon.md "The live
// page", "Polling"): every poll is an execution on the director's quota (at most 30 at once),
// so a room of phones must not ask together nor keep asking a failing server. One request at
// a time; the next is timed from the answer, `refreshSeconds` ± 25 % at random (phones opened
// together drift apart); after a failure the wait doubles, up to BACKOFF_MAX_SECONDS, and one
// success brings it back. Hidden (another tab, a locked phone): no request; shown again: one
// at once, unless the last one failed (then the back-off's wait).

/** The longest wait between polls after failures in a row. */
export const BACKOFF_MAX_SECONDS = 600;
/** Each wait is the nominal one times a factor drawn in [1 − JITTER, 1 + JITTER). */
export const JITTER = 0.25;

/**
 * The page script (ES5, for any phone's browser) that polls `refreshStandings(lang)` through
 * google.script.run and hands the returned HTML to `swap(html)`, a function of the page.
 */
export function pollingScript(lang: string, refreshSeconds: number, swap: string): string {
  return (
    '(function(){' +
    `var base=${refreshSeconds * 1000},most=${BACKOFF_MAX_SECONDS * 1000},timer=null,busy=false,failures=0;` +
    `function wait(){return Math.round(Math.min(most,base*Math.pow(2,failures))*(${1 - JITTER}+${2 * JITTER}*Math.random()));}` +
    'function stop(){if(timer!==null){clearTimeout(timer);timer=null;}}' +
    'function schedule(){if(timer===null&&!busy&&!document.hidden){timer=setTimeout(function(){timer=null;refresh();},wait());}}' +
    'function done(){busy=false;schedule();}' +
    'function refresh(){if(busy||!(window.google&&google.script&&google.script.run))return;busy=true;' +
    `google.script.run.withSuccessHandler(function(html){failures=0;try{(${swap})(html);}finally{done();}})` +
    `.withFailureHandler(function(){failures++;done();}).refreshStandings('${lang}');}` +
    "document.addEventListener('visibilitychange',function(){stop();if(!document.hidden){if(failures===0)refresh();else schedule();}});" +
    'schedule();})();'
  );
}
