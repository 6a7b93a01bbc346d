// Exportar partida and Cargar partida (rules §22) over the in-memory workbook: the organiser's
// prepared game exported, loaded in a centre's workbook with no word list, revealed round by
// round exactly as a prepared game, the fingerprint in the «Partida» row, the file's master
// the game; every refusal writes nothing.
import type { Cell, Grid } from '../../../src/sheets/grid/cells';
import { mapMemory } from '../../../src/sheets/grid/memory';
import { drawRack } from '../../../src/sheets/actions/drawRack';
import { findMasterMove } from '../../../src/sheets/actions/findMasterMove';
import { prepareGame } from '../../../src/sheets/actions/prepareGame';
import { exportGame } from '../../../src/sheets/actions/exportGame';
import { loadGame } from '../../../src/sheets/actions/loadGame';
import { scoreDuplicate } from '../../../src/sheets/actions/scoreDuplicate';
import { duplicateRoomCall } from '../../../src/sheets/actions/duplicateRoom';
import { readPrepared } from '../../../src/sheets/duplicate/preparedGame';
import { gameFingerprint, readGameFile } from '../../../src/core/duplicate/gameFile';
import { writeAtrilFile } from '../../../src/core/files/atrilFile';
import { MemoryWorkbook } from '../../support/memoryWorkbook';
import { errorOf } from '../../support/errors';
import { loadList } from '../../support/arbiterList';

const ROUNDS = 6;
const TAB = 'Duplicada 1';
function gameTab(): Grid {
  const rows = ['Maestra', 'Jugada', 'Atril', 'Semilla', 'Sorteo', 'Ana', 'Berta'];
  const blank = (): Cell[] => Array.from({ length: ROUNDS }, () => '');
  return [['Nombre', ...blank().map((_, r) => `R${r + 1}`)], ...rows.map((label) => [label, ...blank()])];
}
function book(list = true) {
  const workbook = new MemoryWorkbook({ [TAB]: gameTab() });
  if (list) loadList(workbook);
  const memory = mapMemory();
  return { workbook, memory, context: { workbook, lang: 'es' as const, memory } };
}
const row = (workbook: MemoryWorkbook, label: string) =>
  workbook
    .snapshot(TAB)!
    .find((line) => line[0] === label)!
    .slice(1);
const everything = (workbook: MemoryWorkbook) =>
  JSON.stringify(workbook.tabNames().map((name) => workbook.snapshot(name)));

/** The organiser: a game of 4 rounds prepared from a seed, exported. */
const organiser = book();
prepareGame(organiser.context, { seed: 777, rounds: 4 });
const exported = exportGame(organiser.context, { tab: TAB });
const GAME = readGameFile(exported.text, 'p.atril');

describe('Exportar partida', () => {
  test('the prepared game, its fingerprint and the list it was prepared with; nothing in the workbook changes', () => {
    expect(exported.ok).toBe(true);
    expect(exported.fingerprint).toBe(gameFingerprint(GAME));
    expect(exported.fileName).toBe(`${TAB} ${exported.fingerprint}.atril`);
    expect(GAME.seed).toBe(777);
    expect(GAME.rounds.map((round) => round.move)).toEqual(
      readPrepared(organiser.memory, TAB)!.rounds.map((round) => round.move),
    );
    expect(GAME.list).toMatchObject({ name: 'prueba.txt' });
    expect(exported.message).toContain(`la partida preparada, 4 rondas, semilla 777, huella ${exported.fingerprint}`);
  });

  test('a tab with no prepared game and nothing played, or a game still in play, is refused', () => {
    const { context } = book();
    expect(errorOf(() => exportGame(context))).toMatch('Duplicada 1 no tiene una partida que exportar');
    drawRack(context, { seed: 3 });
    expect(errorOf(() => exportGame(context))).toMatch('la partida sigue en juego (ronda 1)');
    findMasterMove(context);
    expect(errorOf(() => exportGame(context))).toMatch('la partida sigue en juego (ronda 2)');
  });

  test('a game played to the tab’s last round: its rounds as played, the same game as prepared from the seed', () => {
    const { workbook, context } = book();
    for (let r = 0; r < ROUNDS; r++) {
      drawRack(context, { seed: r === 0 ? 777 : null });
      findMasterMove(context);
    }
    const played = readGameFile(exportGame(context).text, 'j.atril');
    expect(played.rounds).toHaveLength(ROUNDS);
    expect(played.rounds.slice(0, 4)).toEqual(GAME.rounds);
    expect(row(workbook, 'Atril').every((cell) => cell !== '')).toBe(true);
  });
});

describe('Cargar partida: a centre plays the organiser’s game with no word list', () => {
  const centre = book(false);
  const loaded = loadGame(centre.context, { tab: TAB, fileName: 'p.atril', text: exported.text });

  test('kept hidden in the memory; the tab shows only the seed and the fingerprint in «Partida»', () => {
    expect(loaded.ok).toBe(true);
    expect(loaded.message).toContain(
      `partida de «p.atril» cargada, oculta: 4 rondas, semilla 777. Huella ${exported.fingerprint}`,
    );
    expect(loaded.message).toContain('No hay léxico cargado');
    expect(row(centre.workbook, 'Partida')[0]).toBe(exported.fingerprint);
    expect(row(centre.workbook, 'Semilla')[0]).toBe('777');
    const text = everything(centre.workbook);
    for (const round of GAME.rounds) expect(text).not.toContain(round.move);
    expect(readPrepared(centre.memory, TAB)!.file).toEqual({ name: 'p.atril', fingerprint: exported.fingerprint });
  });

  test('loading it again into its tab changes nothing', () => {
    const before = everything(centre.workbook);
    const again = loadGame(centre.context, { tab: TAB, fileName: 'p.atril', text: exported.text });
    expect(again.message).toContain('ya tenía cargada esta partida');
    expect(everything(centre.workbook)).toBe(before);
  });

  test('revealed round by round by Sacar atril and Buscar jugada maestra, with no list; later rounds stay hidden', () => {
    GAME.rounds.forEach((round, r) => {
      drawRack(centre.context);
      expect(row(centre.workbook, 'Atril')[r]).toBe([round.leave, round.drawn].filter(Boolean).join('+'));
      expect(everything(centre.workbook)).not.toContain(round.move);
      findMasterMove(centre.context);
      expect([row(centre.workbook, 'Jugada')[r], row(centre.workbook, 'Maestra')[r]]).toEqual([
        round.move,
        round.score,
      ]);
      // The slips: Ana plays the master, Berta a score typed.
      centre.workbook.write(TAB, 7, r + 2, [[round.move], [5]]);
      const text = everything(centre.workbook);
      for (const later of GAME.rounds.slice(r + 1)) expect(text).not.toContain(later.move);
    });
  });

  test('the centre’s game exports as the very game it loaded (the same fingerprint)', () => {
    expect(exportGame(centre.context).fingerprint).toBe(exported.fingerprint);
  });

  test('Calcular duplicada scores the slips without the word check and says so', () => {
    const result = scoreDuplicate(centre.context);
    expect(result.message).toContain('Duplicada 1: partida cargada de un archivo, sin léxico');
  });

  test('a master typed that differs from the file’s is refused naming the file’s: Calcular duplicada, Sacar atril', () => {
    const jugada = centre.workbook.snapshot(TAB)!.findIndex((line) => line[0] === 'Jugada');
    const other = 'H8-XX';
    centre.workbook.write(TAB, jugada + 1, 3, [[other]]);
    const message = `la jugada maestra de la ronda 2 es «${other}», pero en una partida cargada de un archivo la jugada maestra es la del archivo: «${GAME.rounds[1].move}» («p.atril», huella ${exported.fingerprint})`;
    expect(errorOf(() => scoreDuplicate(centre.context))).toContain(message);
    // The room's Enter on that round: its note names the file's master, no board shows the typed one.
    const room = duplicateRoomCall(centre.workbook, 'es', [TAB, 2, 'master'], centre.memory);
    expect(room.note).toContain(message);
    expect(room.view).toBeUndefined();
    const before = everything(centre.workbook);
    expect(errorOf(() => drawRack(centre.context))).toContain(message);
    expect(everything(centre.workbook)).toBe(before);
    expect(readPrepared(centre.memory, TAB)).not.toBeNull();
  });
});

describe('Cargar partida: refused, nothing written', () => {
  test('a tab that has started another game: a rack drawn, another seed', () => {
    const started = book();
    drawRack(started.context, { seed: 5 });
    const before = everything(started.workbook);
    expect(errorOf(() => loadGame(started.context, { fileName: 'p.atril', text: exported.text }))).toContain(
      'Duplicada 1 ya ha empezado otra partida (el atril de la ronda 1 está escrito: fila 4, columna R1)',
    );
    expect(everything(started.workbook)).toBe(before);
    const seeded = book();
    seeded.workbook.write(TAB, 5, 2, [['12']]);
    expect(errorOf(() => loadGame(seeded.context, { fileName: 'p.atril', text: exported.text }))).toContain(
      'Duplicada 1 tiene la semilla 12 (fila 5, columna R1) y la partida de «p.atril» la 777',
    );
    expect(readPrepared(seeded.memory, TAB)).toBeNull();
  });

  test('a damaged, foreign, newer file or a results file', () => {
    const { workbook, memory, context } = book(false);
    const before = everything(workbook);
    const cases: [string, string][] = [
      [exported.text.slice(0, 300), 'está incompleto o dañado'],
      ['PALABRA\nOTRA\n', 'no es un archivo de Atril'],
      [exported.text.replace('ATRIL 1', 'ATRIL 9'), 'lo escribió una versión más nueva de Atril (formato 9)'],
      [writeAtrilFile('resultados', { centro: 'Club' }), 'no es el archivo de una partida (es de «resultados»)'],
    ];
    for (const [text, message] of cases)
      expect(errorOf(() => loadGame(context, { fileName: 'x.atril', text }))).toContain(`«x.atril» ${message}`);
    expect(everything(workbook)).toBe(before);
    expect(readPrepared(memory, TAB)).toBeNull();
  });
});
