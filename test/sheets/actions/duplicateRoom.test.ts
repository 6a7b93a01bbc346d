// Sala de duplicada's calls (rules §19) over the in-memory workbook: which game it opens, the
// time per move, one tab read per call, the ranking's first ten, and whatever is sent refused.
import { duplicateRoomCall, openDuplicateRoom, roomWrite } from '../../../src/sheets/actions/duplicateRoom';
import { roomScreenPage } from '../../../src/sheets/duplicate/roomScreenPage';
import { mapMemory } from '../../../src/sheets/grid/memory';
import { AtrilError } from '../../../src/core/errors';
import { MemoryWorkbook } from '../../support/memoryWorkbook';
import { HOSTILE } from '../../support/hostileArguments';
import { roomGame, roomTab } from '../../support/roomGame';

const game = roomGame(12);
const CONFIG = [
  ['Clave', 'Valor'],
  ['Tiempo por jugada', '2:30'],
];

function workbook(extra: Record<string, unknown[][]> = {}): MemoryWorkbook {
  return new MemoryWorkbook({
    Configuración: CONFIG,
    'Duplicada 1': roomTab(game, 12),
    'Duplicada 2': roomTab(game, 5),
    ...(extra as Record<string, string[][]>),
  });
}

describe('opening the room', () => {
  it('the active tab’s game at its round in play, the time per move from Configuración', () => {
    const opened = openDuplicateRoom(workbook(), 'es', 'Duplicada 1');
    expect([opened.tab, opened.seconds, opened.view?.round, opened.lang]).toEqual(['Duplicada 1', 150, 12, 'es']);
    expect(opened.premiums).toHaveLength(225);
  });

  it('another tab active: the last game, at the round drawn and not played', () => {
    const opened = openDuplicateRoom(workbook(), 'es', 'Configuración');
    expect(opened.tab).toBe('Duplicada 2');
    expect(opened.view?.round).toBe(6);
    expect(opened.view?.rack?.map((tile) => tile.t || '?').join(' ')).toBe(game.racks[5]);
  });

  it('no game: refused; a bad Tiempo por jugada: named on the dialog, the clock at 3:00', () => {
    expect(() => openDuplicateRoom(new MemoryWorkbook({ Configuración: CONFIG }), 'es', 'x')).toThrow(AtrilError);
    const bad = new MemoryWorkbook({
      Configuración: [
        ['Clave', 'Valor'],
        ['Tiempo por jugada', 'tres'],
      ],
      'Duplicada 1': roomTab(game, 3),
    });
    const opened = openDuplicateRoom(bad, 'es', 'Duplicada 1');
    expect(opened.seconds).toBe(180);
    expect(opened.note).toContain('Configuración, fila 2, columna Tiempo por jugada');
    expect(opened.view?.round).toBe(4);
  });
});

describe('the game loaded from a file (rules §22)', () => {
  it('the room opens with the tab’s «Partida» fingerprint on its page, for the arbiter; none without it', () => {
    const tab = roomTab(game, 3);
    tab.push(['Partida', '7TRQ4JQB']);
    const opened = openDuplicateRoom(workbook({ 'Duplicada 1': tab }), 'es', 'Duplicada 1');
    expect(opened.game).toBe('7TRQ4JQB');
    expect(roomScreenPage(opened)).toContain('<p id="f">Partida 7TRQ4JQB</p>');
    const plain = openDuplicateRoom(workbook(), 'es', 'Duplicada 1');
    expect(plain.game).toBeUndefined();
    expect(roomScreenPage(plain)).not.toContain('id="f"');
  });
});

describe('the dialog’s one call', () => {
  it('a round, its master move: Configuración and the game’s tab read once each', () => {
    const book = workbook();
    book.resetCounts();
    const round = duplicateRoomCall(book, 'es', ['Duplicada 2', 3, 'round']);
    expect(round.view?.round).toBe(3);
    expect(round.view?.master).toBeNull();
    expect(book.calls.map((call) => call.tab)).toEqual(['Configuración', 'Duplicada 2']);
    const master = duplicateRoomCall(book, 'es', ['Duplicada 2', 3, 'master']);
    expect(master.view?.master?.move).toBe(game.moves[2]);
    expect(master.view?.master?.score).toBe(game.scores[2]);
    expect(master.view?.master?.total).toBe(game.scores[0] + game.scores[1] + game.scores[2]);
  });

  it('the ranking: the first ten (ties at the tenth kept), as the live page ranks them', () => {
    const players = Array.from({ length: 14 }, (_, p) => [
      `Jugador ${p + 1}`,
      ...game.scores.slice(0, 5).map((s) => Math.max(0, s - (p === 10 ? 9 : p))),
    ]);
    const tab = roomTab(game, 5)
      .slice(0, 4)
      .map((row) => row.slice(0, 6));
    const book = new MemoryWorkbook({ 'Duplicada 1': [...tab, ...players] });
    const { ranking } = duplicateRoomCall(book, 'es', ['Duplicada 1', null, 'ranking']);
    expect(ranking?.header).toEqual(['Puesto', 'Jugador', 'Total', '%']);
    // Jugador 10 and Jugador 11 both lose 9 a round: tied tenth, both shown.
    expect(ranking?.rows.map((row) => row[0])).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '10']);
    // Numbers written as the page writes them: a Spanish decimal comma.
    expect(ranking?.rows[1][3]).toMatch(/^\d+,\d+$/);
    expect(ranking?.caption).toContain('5 rondas');
  });

  it('whatever else is sent is refused with a message, never thrown', () => {
    const book = workbook();
    for (const args of [
      ...HOSTILE.slice(0, 10),
      ['Hoja 1', 1, 'round'],
      ['Duplicada 1', 0, 'round'],
      ['Duplicada 1', 1.5, 'master'],
      ['Duplicada 1', 1, 'borrar'],
    ]) {
      const answer = duplicateRoomCall(book, 'es', args);
      expect(answer.view).toBeUndefined();
      expect(answer.note).toBe('No hay ninguna pestaña «Duplicada N»: crea la primera con Atril › Preparar duplicada.');
    }
  });
});

describe('rules §20: what a call asks the arbiter’s actions to do first (roomWrite)', () => {
  const tab = (cells: Record<string, string[]>) => [
    ['Jugador', 'R1', 'R2', 'R3'],
    ...['Maestra', 'Jugada', 'Atril', 'Semilla', 'Sorteo'].map((label) => [label, ...(cells[label] ?? ['', '', ''])]),
  ];
  const played = tab({ Jugada: ['H8-CASA', '', ''], Atril: ['CASAEIO', 'EIO+LNTR', ''] });
  const list = [['prueba', 10, '04/12/2026', 1, 1]];

  it('S: the draw, on any game tab; nothing for a tab that is no game', () => {
    const book = new MemoryWorkbook({ 'Duplicada 1': played });
    expect(roomWrite(book, 'es', ['Duplicada 1', null, 'draw'])).toBe('drawRack');
    expect(roomWrite(book, 'es', ['Notas', null, 'draw'])).toBeNull();
  });

  it('Enter on the round whose rack is drawn and Jugada blank: the search, only with a word list loaded', () => {
    expect(roomWrite(new MemoryWorkbook({ 'Duplicada 1': played }), 'es', ['Duplicada 1', 2, 'master'])).toBeNull();
    const book = new MemoryWorkbook({ 'Duplicada 1': played, Léxico: list });
    expect(roomWrite(book, 'es', ['Duplicada 1', 2, 'master'])).toBe('findMasterMove');
    expect(roomWrite(book, 'es', ['Duplicada 1', 1, 'master'])).toBeNull();
    expect(roomWrite(book, 'es', ['Duplicada 1', 3, 'master'])).toBeNull();
  });

  it('→ onto the round to draw: the draw only with a prepared game (which it reveals)', () => {
    const done = tab({ Jugada: ['H8-CASA', '', ''], Atril: ['CASAEIO', '', ''] });
    const book = new MemoryWorkbook({ 'Duplicada 1': done });
    expect(roomWrite(book, 'es', ['Duplicada 1', 2, 'round'])).toBeNull();
    const memory = mapMemory(
      new Map([['atril.prepared.Duplicada 1', JSON.stringify({ seed: 1, rounds: [], end: null })]]),
    );
    expect(roomWrite(book, 'es', ['Duplicada 1', 2, 'round'], memory)).toBe('drawRack');
    expect(roomWrite(book, 'es', ['Duplicada 1', 3, 'round'], memory)).toBeNull();
  });

  it('whatever else is sent: nothing', () => {
    const book = new MemoryWorkbook({ 'Duplicada 1': played, Léxico: list });
    for (const args of HOSTILE) expect(roomWrite(book, 'es', args as unknown[])).toBeNull();
  });
});
