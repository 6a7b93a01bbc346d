// Sala de duplicada's page (rules §19): the room's model (roomScreen.ts) drawn for a projector —
// the rack's tiles and the clock across the top, the board below filling the height, the round,
// the master move and the ranking beside it. Sized by the window's height (vh), so that it fits
// 1280×720 and 1920×1080 with no scroll bar, letters ≥ 80 px, clock ≥ 120 px. The clock runs on
// the page's own timer; the server is called (google.script.run.duplicateRoom) only for a round,
// its master move or the ranking — one call each (docs/duplicate.md "The duplicate room").
import { ROW_LETTERS } from '../../core/duplicate/notation';
import { t } from '../../i18n';
import { escapeHtml } from '../grid/html';
import type { RoomOpening } from './roomScreen';

const STYLE =
  '*{box-sizing:border-box}html,body{margin:0;height:100%;overflow:hidden;background:#10231a;color:#fff;font:max(18px,2.6vh) sans-serif}' +
  '#top{display:flex;align-items:center;gap:2vh;height:max(112px,16vh);padding:0 2vh}#k{display:flex;gap:1vh;flex:1}' +
  '.q{position:relative;min-width:max(100px,14vh);background:#fd9;color:#111;border-radius:.1em;font:700 max(80px,11vh)/max(100px,14vh) sans-serif;text-align:center;letter-spacing:-.05em}' +
  '.q sub{position:absolute;right:.1em;bottom:.1em;font-size:.28em;line-height:1}#c{font:700 max(120px,17vh)/1 monospace}#c.w{color:#fb4}#c.z{color:#f54}' +
  '#main{display:flex;gap:2vh;height:calc(100% - max(112px,16vh));padding:0 2vh 2vh}' +
  '#b{height:100%;aspect-ratio:1;flex:none;display:grid;grid-template:repeat(16,1fr)/repeat(16,1fr);gap:2px}' +
  '#b i{display:flex;align-items:center;justify-content:center;background:#eed;color:#111;font:700 3.4vh sans-serif}' +
  '#b .h{background:none;color:#bcb;font-size:2.4vh}#b .T{background:#d43}#b .D{background:#f9a}#b .t{background:#37c}#b .d{background:#ace}' +
  '#b .x{background:#fd9}#b .y{color:#831;font-style:italic}#b .l{background:#fd3;outline:3px solid #b32;outline-offset:-3px}' +
  '#s{flex:1;min-width:0;display:flex;flex-direction:column;gap:1vh}h1{font-size:5vh;margin:0}#m{font-size:6vh}#m b{display:block;font-size:12vh;overflow-wrap:anywhere}' +
  '.q.f{background:#ffe}.q.g{margin-left:3vh}#g{color:#bcb;margin:0}#f{color:#bcb;margin:0;font-size:2.6vh;letter-spacing:.1em}#n{color:#fba;white-space:pre-line;margin:0}#r{font-size:3.6vh;width:100%}#r td{padding:0 .3em;text-align:right}' +
  '#r .n{text-align:left;max-width:14em;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}nav{margin-top:auto}button{font:inherit;margin:0 1vh 1vh 0}';

/** The client (ES5): the clock, the keys and buttons, the board and rack drawn from the model; → across (H8), ↓ down (8H). */
const SCRIPT =
  '(function(){var L=D.L,V=null,R=null,busy=0,S=D.seconds*1000,left=S,end=0,on=0,T,sq=[],i,e;function $(i){return document.getElementById(i)}' +
  'function el(t,c,x){var e=document.createElement(t);if(c)e.className=c;if(x!=null)e.textContent=x;return e}' +
  // The board with its coordinates: the column numbers above, the row letters at the left.
  `for(i=0;i<256;i++){var y=i>>4,x=i&15;e=el('i',y&&x?'':'h',y?x?'':'${ROW_LETTERS}'[y-1]:x||'');$('b').appendChild(e);if(y&&x)sq.push(e)}` +
  "function fmt(ms){var s=Math.ceil(ms/1000);return Math.floor(s/60)+':'+('0'+s%60).slice(-2)}" +
  "function tick(){var ms=on?Math.max(0,end-Date.now()):left;if(on&&!ms){on=0;left=0;clearInterval(T)}$('c').textContent=fmt(ms);$('c').className=ms>30000?'':ms?'w':'z'}" +
  'function clock(){if(on){left=Math.max(0,end-Date.now());on=0;clearInterval(T)}else if(left<=0)left=S;else{end=Date.now()+left;on=1;T=setInterval(tick,200)}tick()}' +
  "function draw(a){busy=0;$('n').textContent=[a.note,a.view&&a.view.note].filter(Boolean).join('\\n');if(a.ranking){R=a.ranking;return rank()}if(!a.view)return;" +
  'if(!V||V.round!=a.view.round){on=0;clearInterval(T);left=S;tick()}V=a.view;R=null;rank();' +
  "$('h').textContent=L.round.replace('#r',V.round).replace('#n',V.rounds);var k=$('k');k.innerHTML='';" +
  // rules §20: the leave kept, then the new tiles, lighter and set apart; what the bag holds, for the arbiter.
  "(V.rack||[]).forEach(function(x,j){var n=V.leave&&j>=V.leave,t=el('b','q'+(n?' f':'')+(n&&j==V.leave?' g':''),x.t);t.appendChild(el('sub','',x.v));k.appendChild(t)});" +
  "$('g').textContent=V.bag?L.bag.replace('#t',V.bag[0]).replace('#v',V.bag[1]).replace('#c',V.bag[2]).replace('#b',V.bag[3]):'';" +
  "for(i=0;i<225;i++){var x=V.board[Math.floor(i/15)][i%15];sq[i].textContent=x;sq[i].className=x?'x'+(x!=x.toUpperCase()?' y':'')+(V.last.indexOf(i)>=0?' l':''):(D.premiums[i]=='.'?'':D.premiums[i])}" +
  "var m=$('m'),M=V.master;m.innerHTML='';if(M){m.appendChild(el('b','',M.word));m.appendChild(el('div','',M.square+(isNaN(M.square[0])?' → · ':' ↓ · ')+L.points.replace('#',M.score)));m.appendChild(el('div','',L.total.replace('#',M.total)))}}" +
  "function rank(){var r=$('r');r.innerHTML='';r.hidden=!R;$('m').hidden=!!R;if(!R)return;var c=r.createCaption();c.textContent=R.caption;" +
  "[R.header].concat(R.rows).forEach(function(row,j){var tr=r.insertRow();row.forEach(function(x,n){tr.appendChild(el(j?'td':'th',n==1?'n':'',x))})})}" +
  "function call(n,mode){if(busy)return;busy=1;$('n').textContent='…';google.script.run.withSuccessHandler(draw).withFailureHandler(function(x){busy=0;$('n').textContent=(x&&x.message)||String(x)}).duplicateRoom(D.tab,n,mode)}" +
  "var act={' ':clock,Enter:function(){call(V?V.round:null,'master')},ArrowRight:function(){call(V?(V.rack||V.played?Math.min(V.round+1,V.rounds):V.round):null,'round')}," +
  "ArrowLeft:function(){call(V?Math.max(1,V.round-1):null,'round')},c:function(){if(R){R=null;rank()}else call(null,'ranking')},s:function(){call(null,'draw')}};" +
  // A presenter's remote sends PageDown / PageUp.
  "act.C=act.r=act.R=act.c;act.S=act.s;act.Spacebar=act[' '];act.PageDown=act.ArrowRight;act.PageUp=act.ArrowLeft;" +
  "document.addEventListener('keydown',function(e){var f=act[e.key];if(f&&!e.repeat&&!e.ctrlKey&&!e.altKey&&!e.metaKey){e.preventDefault();f()}});" +
  "var bs=document.querySelectorAll('nav button');for(i=0;i<bs.length;i++){bs[i].onmousedown=function(e){e.preventDefault()};bs[i].onclick=act[bs[i].getAttribute('data-k')]}" +
  // The dialog as large as the browser's window it opened in (the projector's: docs/duplicate.md).
  'try{var g=google.script.host;g.setWidth(Math.max(640,outerWidth-40));g.setHeight(Math.max(400,outerHeight-160))}catch(x){}' +
  'draw(D);tick()})();';

/** The dialog's page: the opening round drawn at once, no server call until the arbiter moves. */
export function roomScreenPage(opening: RoomOpening): string {
  const { lang } = opening;
  const label = (key: Parameters<typeof t>[1], params: Record<string, string> = {}) => t(lang, key, params);
  const data = {
    ...opening,
    L: {
      round: label('roomScreen.round', { round: '#r', rounds: '#n' }),
      points: label('roomScreen.points', { score: '#' }),
      total: label('roomScreen.total', { total: '#' }),
      bag: label('roomScreen.bag', { count: '#t', vowels: '#v', consonants: '#c', blanks: '#b' }),
    },
  };
  const button = (key: string, text: Parameters<typeof t>[1]) =>
    `<button type="button" data-k="${key}">${escapeHtml(label(text))}</button>`;
  return (
    `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(`${label('menu.duplicateRoom')} — ${opening.tab}`)}</title>` +
    `<style>${STYLE}</style></head><body><div id="top"><div id="k"></div><div id="c"></div></div>` +
    '<div id="main"><div id="b"></div><div id="s"><h1 id="h"></h1>' +
    // rules §22: the game's fingerprint, for the arbiter to check with the organiser's.
    (opening.game ? `<p id="f">${escapeHtml(label('roomScreen.game', { fingerprint: opening.game }))}</p>` : '') +
    '<div id="m"></div><table id="r" hidden></table><p id="g"></p><p id="n"></p>' +
    `<nav>${button(' ', 'roomScreen.clock')}${button('Enter', 'roomScreen.reveal')}${button('ArrowLeft', 'roomScreen.prev')}${button('ArrowRight', 'roomScreen.next')}${button('c', 'roomScreen.ranking')}${button('s', 'roomScreen.draw')}</nav></div></div>` +
    `<script>var D=${scriptJson(data)};${SCRIPT}</script></body></html>`
  );
}

/** JSON that cannot close the script element it sits in (ES2019: U+2028 is allowed in a literal). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
