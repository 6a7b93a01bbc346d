// The duplicate games on the hall's screen (rules §16, §19): the ranking's first ten and the board
// after the last master move played, from the live page's model — also for a duplicate-only
// event — and never the rack of the round in play. (In a browser: test/e2e/duplicateRoom.browser.test.ts.)
import { replayMoves } from '../../../src/core/duplicate';
import { livePageInput } from '../../../src/sheets/actions/livePage';
import { hallScreenContent } from '../../../src/sheets/tournament/hallScreen';
import { duplicateBoard, duplicateLeaders } from '../../../src/sheets/tournament/hallDuplicate';
import { MemoryWorkbook } from '../../support/memoryWorkbook';
import { roomGame, roomTab } from '../../support/roomGame';

const game = roomGame(12);
const XSS = '<img src=x onerror=alert(1)>';

function duplicateOnly(played: number, players = 0) {
  const tab = roomTab(game, played);
  for (let p = 0; p < players; p++)
    tab.push([
      p === 3 ? XSS : `Jugador ${p + 5}`,
      ...game.scores.map((s, r) => (r < played ? Math.max(0, s - 5 - p) : '')),
    ]);
  return livePageInput(new MemoryWorkbook({ 'Duplicada 1': tab }), 'es');
}

describe('the duplicate blocks of the hall’s screen', () => {
  it('a duplicate-only event: the ranking’s first ten and the board, not "nothing to show"', () => {
    const input = duplicateOnly(7, 10);
    const html = hallScreenContent(input);
    expect(html).not.toContain('class="nothing"');
    const leaders = duplicateLeaders(input, 10)!;
    expect(leaders.rows).toHaveLength(10);
    expect(leaders.title).toBe('Duplicada · Duplicada 1: 14 jugadores, 7 rondas');
    expect(html).toContain('data-kind="dup"');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img');
    // The board after round 7, its last master move marked.
    expect(html).toContain('data-kind="dupboard" data-title="Tablero"');
    expect(html).toContain(`tras la ronda 7; última maestra ${game.moves[6]}`);
    expect((html.match(/class="sq[^"]*"/g) ?? []).length).toBe(225);
    expect(html).toContain('tile last');
  });

  it('never early: the rack of the round in play and its master move are nowhere on the screen', () => {
    const input = duplicateOnly(7);
    const html = hallScreenContent(input);
    const rack = game.racks[7].split(' ');
    expect(html).not.toContain(game.racks[7]);
    expect(html).not.toContain(game.moves[7]);
    expect(JSON.stringify(input)).not.toContain(game.racks[7]);
    // The board holds the seven master moves and no more (the eighth would add its tiles).
    const tiles = (html.match(/class="sq tile/g) ?? []).length;
    const replayed = replayMoves(game.moves.slice(0, 8));
    if (!replayed.ok) throw new Error('replay');
    const count = (k: number) => replayed.boards[k].flat().filter((tile) => tile !== null).length;
    expect(tiles).toBe(count(7));
    expect(count(8)).toBeGreaterThan(count(7));
    expect(rack).toHaveLength(7);
  });

  it('before the first master move: the ranking only, no board', () => {
    const input = duplicateOnly(0);
    expect(duplicateBoard(input)).toBe('');
    expect(duplicateLeaders({ ...input, duplicate: null }, 10)).toBeNull();
  });
});
