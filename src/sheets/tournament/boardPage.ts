// The board of the duplicate game in play on the live page (rules §6.7, §8): a 15 × 15 grid
// that fits a 375 px phone (the squares shrink with the screen), premium squares coloured as
// on a real board, the last master move's tiles highlighted. Its own styles travel with it.
import { type PictureSquare, squareName } from '../../core/duplicate';
import { type Language, t } from '../../i18n';
import { escapeHtml } from '../grid/html';

export interface BoardSection {
  caption: string;
  squares: PictureSquare[][];
}

const STYLE = [
  '#board .grid{display:grid;grid-template-columns:repeat(15,1fr);gap:1px;width:100%;max-width:480px;margin:8px auto;padding:1px;background:#6b6b5e;border-radius:3px}',
  '#board .sq{position:relative;aspect-ratio:1/1;display:flex;align-items:center;justify-content:center;background:#e9e6d4;font-weight:700;font-size:min(3.4vw,17px);line-height:1;color:#1b1b1b;overflow:hidden}',
  '#board .word3{background:#d9453b}#board .word2{background:#f2a7a0}#board .letter3{background:#3778c2}#board .letter2{background:#a6cfee}',
  '#board .tile{background:#f6dfa4;box-shadow:inset 0 -2px 0 #c9a960}',
  '#board .tile.blank{color:#8a3b12;font-style:italic}',
  '#board .tile.last{background:#ffd23f;outline:2px solid #b3261e;outline-offset:-2px}',
  '#board .key{display:flex;flex-wrap:wrap;gap:4px 10px;font-size:.8em;color:#444;justify-content:center;margin:0;padding:0;list-style:none}',
  '#board .key span{display:inline-block;width:.9em;height:.9em;vertical-align:-.1em;margin-right:3px;border-radius:2px}',
].join('');

const PREMIUM_KEYS = ['word3', 'word2', 'letter3', 'letter2'] as const;

/** The section's HTML: caption, the grid (each square titled with its name for screen readers), the key. */
export function boardSectionHtml(board: BoardSection, lang: Language): string {
  const squares = board.squares
    .flatMap((line, r) =>
      line.map((square, c) => {
        const classes = ['sq'];
        if (square.tile) {
          classes.push('tile');
          if (square.tile !== square.tile.toUpperCase()) classes.push('blank');
          if (square.last) classes.push('last');
        } else if (square.premium) classes.push(square.premium);
        return `<div class="${classes.join(' ')}" title="${squareName(r + 1, c + 1)}">${escapeHtml(square.tile)}</div>`;
      }),
    )
    .join('');
  const key = PREMIUM_KEYS.map(
    (premium) => `<li><span class="${premium}"></span>${escapeHtml(t(lang, `board.page.${premium}` as const))}</li>`,
  ).join('');
  return [
    `<section id="board"><style>${STYLE}</style>`,
    `<h2>${escapeHtml(t(lang, 'board.page.title'))}</h2>`,
    `<p class="sub">${escapeHtml(board.caption)}</p>`,
    `<div class="grid">${squares}</div>`,
    `<ul class="key">${key}<li><span class="tile last"></span>${escapeHtml(t(lang, 'board.page.last'))}</li></ul>`,
    '</section>',
  ].join('');
}
