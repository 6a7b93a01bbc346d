// The live page's board (rules §6.7, §8): 225 squares, premiums as classes, the last move marked, text escaped.
import { boardSectionHtml } from '../../../src/sheets/tournament/boardPage';
import type { PictureSquare } from '../../../src/core/duplicate';

const squares: PictureSquare[][] = Array.from({ length: 15 }, () =>
  Array.from({ length: 15 }, (): PictureSquare => ({ tile: '', premium: null, last: false })),
);
squares[0][0] = { tile: '', premium: 'word3', last: false };
squares[7][7] = { tile: 'CH', premium: 'word2', last: true };
squares[7][8] = { tile: 'a', premium: null, last: false };

test('the grid, its classes and the key', () => {
  const html = boardSectionHtml({ caption: 'Duplicada 1 <tras> la ronda 1', squares }, 'es');
  expect(html.match(/class="sq/g)).toHaveLength(225);
  expect(html).toContain('<div class="sq word3" title="A1"></div>');
  expect(html).toContain('<div class="sq tile last" title="H8">CH</div>');
  expect(html).toContain('<div class="sq tile blank" title="H9">a</div>');
  expect(html).toContain('Duplicada 1 &lt;tras&gt; la ronda 1');
  expect(html).toContain('triple palabra');
  expect(html).toContain('última maestra');
});
