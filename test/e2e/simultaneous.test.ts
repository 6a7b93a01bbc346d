// The oracle of the simultaneous (rules §22): the room itself. Three centres play the organiser's
// game with different fields — one with a player whose word is not in the list, one scored
// without a list —, export their results, and the organiser imports them. «Simultánea» must be,
// cell by cell, what ONE «Duplicada» tab holding every player of every centre gives through
// Calcular duplicada: places, ranks, totals, bonuses, %, masters, every round's cell.
import type { Cell, Grid } from '../../src/sheets/grid/cells';
import { scoreDuplicate } from '../../src/sheets/actions/scoreDuplicate';
import { importCentres } from '../../src/sheets/actions/importCentres';
import { exportResults } from '../../src/sheets/actions/exportResults';
import { readResultsFile, writeResultsFile } from '../../src/core/duplicate/resultsFile';
import { CENTRE_COLUMN } from '../../src/sheets/duplicate/simultaneousView';
import { livePageInput } from '../../src/sheets/actions/livePage';
import { closeTournament } from '../../src/sheets/actions/closeTournament';
import { exportTournament } from '../../src/sheets/actions/exportTournament';
import { readTournamentFile } from '../../src/core/season/tournamentFile';
import { setupTournament } from '../../src/sheets/actions/setupTournament';
import { hallScreenPage } from '../../src/sheets/tournament/hallScreen';
import { MemoryWorkbook } from '../support/memoryWorkbook';
import { LIST_GRAPH, loadList } from '../support/arbiterList';
import { mapMemory } from '../../src/sheets/grid/memory';
import { prepareGame } from '../../src/sheets/actions/prepareGame';
import { type PreparedGame, keepPrepared, readPrepared } from '../../src/sheets/duplicate/preparedGame';
import { listFingerprint } from '../../src/core/duplicate/gameFile';
import { errorOf } from '../support/errors';
import {
  type FieldPlayer,
  type Room,
  TAB,
  blankGameTab,
  copiedRoom,
  exportedFile,
  offListMove,
  organiserRoom,
  randomField,
  revealedGrid,
  revealedRoom,
  typeField,
} from '../support/simultaneousRooms';

const SEED = 2024;
const ROUNDS = 5;

/** The rows of the block whose header row satisfies `isHeader`, header included, up to the blank row after it. */
function block(grid: Grid, isHeader: (row: Cell[], i: number) => boolean): Cell[][] {
  const start = grid.findIndex((row, i) => isHeader(row, i));
  expect(start).toBeGreaterThanOrEqual(0);
  const end = grid.findIndex((row, i) => i > start && row.every((cell) => cell === '' || cell === null));
  return grid.slice(start, end < 0 ? grid.length : end);
}

/** A row without the simultaneous' two centre columns (Centro, Puesto en el centro). */
const withoutCentre = (row: Cell[]) => [...row.slice(0, CENTRE_COLUMN), ...row.slice(CENTRE_COLUMN + 2)];
const trimmed = (row: Cell[]) => {
  const copy = [...row];
  while (copy.length > 0 && (copy[copy.length - 1] === '' || copy[copy.length - 1] === null)) copy.pop();
  return copy;
};

function setting() {
  const organiser = organiserRoom(SEED, ROUNDS);
  const a = revealedRoom(SEED, ROUNDS);
  const b = copiedRoom(a, true);
  const c = copiedRoom(a, false);
  const off = offListMove(organiser.prepared);
  if (off === null) throw new Error('the seed’s first rack has no pair off the list: choose another seed');
  const fields: [Room, string, FieldPlayer[]][] = [
    [
      a,
      'Centro A',
      [
        ...randomField(organiser.prepared, 'Ana', 7, 11),
        { name: 'Adela Fuera', cells: [off, ...randomField(organiser.prepared, 'x', 1, 5)[0].cells.slice(1)] },
      ],
    ],
    [b, 'Centro B', randomField(organiser.prepared, 'Beto', 4, 22)],
    [
      c,
      'Centro C',
      [
        ...randomField(organiser.prepared, 'Caro', 5, 33),
        { name: 'Celia Fuera', cells: [off, ...randomField(organiser.prepared, 'y', 1, 6)[0].cells.slice(1)] },
      ],
    ],
  ];
  for (const [centre, , players] of fields) typeField(centre, players);
  const files = fields.map(([centre, name]) => exportedFile(centre, name));
  // A player with no cell typed did not play (absent, as in one room): not in the file.
  const present = fields
    .flatMap(([, , players]) => players)
    .filter((player) => player.cells.some((cell) => cell !== '')).length;
  return { organiser, a, fields, files, off, present };
}

describe('the simultaneous ranks every centre as one room (the oracle)', () => {
  const { organiser, a, fields, files, off, present } = setting();
  const imported = importCentres(organiser.context, files);
  const simultaneous = organiser.workbook.snapshot('Simultánea') as Grid;

  // The one room: the game's revealed rows and every player of every centre in one Duplicada tab.
  const arbiterRows = (a.workbook.snapshot(TAB) as Grid).filter(
    (row, i) => i === 0 || ['Maestra', 'Jugada', 'Atril', 'Semilla', 'Sorteo'].includes(String(row[0])),
  );
  const oneRoom = new MemoryWorkbook({ [TAB]: arbiterRows });
  loadList(oneRoom);
  typeField(
    { workbook: oneRoom } as Room,
    fields.flatMap(([, , players]) => players),
  );
  scoreDuplicate({ workbook: oneRoom, lang: 'es' });
  const standings = oneRoom.snapshot('Clasificación duplicada') as Grid;

  test('imported: three centres, every player, in «Simultánea»', () => {
    expect(imported.ok).toBe(true);
    expect(imported.tabs).toEqual(['Simultánea']);
    expect(present).toBeGreaterThan(15);
    expect(imported.message).toContain(
      `3 centros importados (Centro A, Centro B, Centro C); ${present} jugadores de 3 centros`,
    );
  });

  test('cell by cell the Duplicada tab’s ranking: places, ranks, totals, bonuses, %, masters, every round', () => {
    const field = block(simultaneous, (row) => row.includes('Puesto en el centro'))
      .map(withoutCentre)
      .map(trimmed);
    const room = block(standings, (row) => row[2] === 'Jugador').map(trimmed);
    expect(field.length).toBe(1 + 1 + present);
    expect(field).toEqual(room);
  });

  test('beside each player the centre and the place within it', () => {
    const field = block(simultaneous, (row) => row.includes('Puesto en el centro'));
    const rows = field.slice(2);
    for (const [, centre, players] of fields) {
      const mine = rows.filter((row) => row[CENTRE_COLUMN] === centre);
      expect(mine.map((row) => row[2]).sort()).toEqual(players.map((player) => player.name).sort());
      // The place within the centre: 1 + the centre's players with a higher total.
      const total = (row: Cell[]) => Number(row[CENTRE_COLUMN + 4]);
      for (const row of mine)
        expect(row[CENTRE_COLUMN + 1]).toBe(1 + mine.filter((other) => total(other) > total(row)).length);
    }
  });

  test('a block per centre: players, best total, mean %; the centre without a list said so', () => {
    const centres = block(simultaneous, (row) => row[0] === 'Centro' && row[1] === 'Jugadores');
    expect(centres.slice(1).map((row) => [row[0], row[1], row[4]])).toEqual([
      ['Centro A', 8, 'Sí'],
      ['Centro B', 4, 'Sí'],
      ['Centro C', 6, 'No'],
    ]);
    expect(imported.message).toContain('El centro «Centro C» puntuó sin lista de palabras');
  });

  test('the word not in the list: 0 for both centres’ players; the centre without a list gave it points — named, the organiser’s counts', () => {
    const cFile = readResultsFile(files[2].text, files[2].name);
    const celia = cFile.players.find((player) => player.name === 'Celia Fuera')!;
    expect(celia.rounds[0]).toEqual({ typed: off, score: expect.any(Number) });
    expect(celia.rounds[0].score).toBeGreaterThan(0);
    const aFile = readResultsFile(files[0].text, files[0].name);
    expect(aFile.players.find((player) => player.name === 'Adela Fuera')!.rounds[0].score).toBe(0);
    expect(imported.message).toContain(
      `Centro «Centro C», Celia Fuera, ronda 1 («${off}»): el centro dio ${celia.rounds[0].score} y la puntuación del organizador es 0; cuenta 0.`,
    );
    expect(JSON.stringify(simultaneous)).toContain(`el centro dio ${celia.rounds[0].score}`);
  });

  test('the organiser imported before revealing any round: its game tab is untouched', () => {
    const tab = organiser.workbook.snapshot(TAB) as Grid;
    for (const label of ['Maestra', 'Jugada', 'Atril'])
      expect(
        tab
          .find((row) => row[0] === label)!
          .slice(1)
          .join(''),
      ).toBe('');
  });
});

describe('importing again, and bad input (nothing written)', () => {
  test('a centre imported again replaces its players, never twice', () => {
    const { organiser, files, present } = setting();
    importCentres(organiser.context, files);
    const again = importCentres(organiser.context, [files[1]]);
    expect(again.message).toContain('Se han sustituido los resultados anteriores de Centro B');
    const centres = organiser.workbook.snapshot('Resultados de centros') as Grid;
    expect(centres.filter((row) => row[1] === 'Centro B')).toHaveLength(4);
    expect(centres).toHaveLength(1 + present);
  });

  test('another centre under a kept centre’s name (no player in common): refused, nothing written', () => {
    const { organiser, files } = setting();
    importCentres(organiser.context, files);
    const before = JSON.stringify(organiser.workbook.tabNames().map((name) => organiser.workbook.snapshot(name)));
    const other = revealedRoom(SEED, ROUNDS);
    typeField(other, randomField(organiser.prepared, 'Dora', 3, 44));
    const namesake = { ...exportedFile(other, 'Centro B'), name: 'Centro B (Dora).atril' };
    expect(errorOf(() => importCentres(organiser.context, [namesake]))).toBe(
      '«Centro B (Dora).atril» trae el centro «Centro B», pero «Resultados de centros» ya tiene un centro con ese nombre y otros jugadores (ninguno en común): si es otro centro, pídele un archivo nuevo con su nombre en Configuración › Centro; si es el mismo, borra sus filas de «Resultados de centros» y vuelve a importar. No se ha importado nada.',
    );
    expect(JSON.stringify(organiser.workbook.tabNames().map((name) => organiser.workbook.snapshot(name)))).toBe(before);
    // Its own name: imported beside the others.
    const renamed = importCentres(organiser.context, [exportedFile(other, 'Centro D')]);
    expect(renamed.ok).toBe(true);
    const centres = organiser.workbook.snapshot('Resultados de centros') as Grid;
    expect(new Set(centres.slice(1).map((row) => row[1]))).toEqual(
      new Set(['Centro A', 'Centro B', 'Centro C', 'Centro D']),
    );
  });

  test('two files of one centre in one import, another game’s file, a file short of a round: refused, nothing written', () => {
    const { organiser, files } = setting();
    const before = JSON.stringify(organiser.workbook.tabNames().map((name) => organiser.workbook.snapshot(name)));
    expect(errorOf(() => importCentres(organiser.context, [files[0], { ...files[0], name: 'otra.atril' }]))).toBe(
      '«Centro A.atril» y «otra.atril» son del mismo centro «Centro A»: importa solo el bueno. No se ha importado nada.',
    );
    const other = revealedRoom(SEED + 1, ROUNDS);
    typeField(other, [{ name: 'Otro', cells: [1, '', '', '', ''] }]);
    const foreign = exportedFile(other, 'Centro X');
    const theirs = readResultsFile(foreign.text, foreign.name).game;
    const ours = readResultsFile(files[0].text, files[0].name).game;
    expect(theirs).not.toBe(ours);
    expect(errorOf(() => importCentres(organiser.context, [files[1], foreign]))).toBe(
      `«Centro X.atril» es de otra partida: su huella es ${theirs} y la de este libro ${ours}. No se ha importado nada.`,
    );
    const read = readResultsFile(files[1].text, files[1].name);
    const short = writeResultsFile({
      ...read,
      rounds: ROUNDS - 1,
      players: read.players.map((p) => ({
        ...p,
        rounds: p.rounds.slice(1),
        scoreTotal: p.scoreTotal - p.rounds[0].score,
      })),
    });
    expect(errorOf(() => importCentres(organiser.context, [{ name: 'corto.atril', text: short }]))).toBe(
      `«corto.atril» tiene ${ROUNDS - 1} rondas y la partida de Duplicada 1 tiene ${ROUNDS} rondas: falta alguna ronda. No se ha importado nada.`,
    );
    const after = JSON.stringify(organiser.workbook.tabNames().map((name) => organiser.workbook.snapshot(name)));
    expect(after).toBe(before);
  });
});

describe('Exportar resultados', () => {
  test('a round not yet scored is refused, naming it', () => {
    const centre = revealedRoom(SEED, ROUNDS, ROUNDS - 1);
    typeField(centre, [{ name: 'Ana', cells: [1, 1, 1, 1, ''] }]);
    expect(errorOf(() => exportResults(centre.context, { centre: 'X' }))).toMatch(
      `Duplicada 1: la ronda ${ROUNDS} no está puntuada todavía`,
    );
  });

  test('a slip the board cannot play is refused in one sentence, the tab named once', () => {
    const centre = revealedRoom(SEED, ROUNDS);
    const first = (centre.workbook.snapshot('Duplicada 1') as Grid).find((line) => line[0] === 'Jugada')![1];
    // Round 1's master typed again in round 2: its squares are already taken.
    typeField(centre, [{ name: 'Ana', cells: [1, first, 1, 1, 1] }]);
    const message = errorOf(() => exportResults(centre.context, { centre: 'X' }));
    expect(message).toMatch(/^Duplicada 1, fila \d+, columna R2: /);
    expect(message).toMatch(/Ronda 2 y siguientes sin puntuar hasta corregirlo\. Corrígelo antes de exportar/);
  });

  test('the centre: the option, else Configuración «Centro», else the tournament’s name', () => {
    const centre = revealedRoom(SEED, ROUNDS);
    typeField(centre, [{ name: 'Ana', cells: [1, '', '', '', ''] }]);
    expect(exportResults(centre.context, { centre: 'Club Uno' }).results.centre).toBe('Club Uno');
    centre.workbook.addTab('Configuración');
    centre.workbook.write('Configuración', 1, 1, [
      ['Clave', 'Valor'],
      ['Torneo', 'Open'],
      ['Centro', 'Club Dos'],
    ]);
    expect(exportResults(centre.context).results.centre).toBe('Club Dos');
    centre.workbook.write('Configuración', 3, 2, [['']]);
    expect(exportResults(centre.context).results.centre).toBe('Open');
  });
});

describe('the organiser’s live page and hall screen', () => {
  test('the simultaneous ranking, places and totals only, «N centros de M»; no move, rack or board', () => {
    const { organiser, files } = setting();
    organiser.workbook.write('Configuración', 3, 1, [['Centros esperados', 5]]);
    const first = importCentres(organiser.context, files.slice(0, 2));
    expect(first.message).toContain('Simultánea: 2 centros de 5');
    const page = livePageInput(organiser.workbook, 'es');
    const section = page.duplicate as { caption: string; grid: Grid; board: unknown };
    expect(section.caption).toBe('Simultánea: 2 centros de 5');
    expect(section.grid[0]).toEqual(['Puesto', 'Jugador', 'Centro', 'Total', '%']);
    expect(section.board).toBeNull();
    const simultaneous = organiser.workbook.snapshot('Simultánea') as Grid;
    const field = block(simultaneous, (row) => row.includes('Puesto en el centro')).slice(2);
    expect(section.grid.slice(1)).toEqual(
      field.map((row) => [row[0], row[2], row[CENTRE_COLUMN], row[CENTRE_COLUMN + 4], row[CENTRE_COLUMN + 5]]),
    );
    // Never a move or a rack of the game, on the page or the hall's screen.
    const shown = JSON.stringify(page) + hallScreenPage({ ...page, updated: '' });
    for (const round of organiser.prepared.rounds) {
      expect(shown).not.toContain(round.move);
      expect(shown).not.toContain([round.leave, round.drawn].filter(Boolean).join('+'));
    }
    importCentres(organiser.context, files.slice(2));
    expect((livePageInput(organiser.workbook, 'es').duplicate as { caption: string }).caption).toBe(
      'Simultánea: 3 centros de 5',
    );
  });
});

describe('EloDI: Cerrar torneo rates the whole field as one game', () => {
  test('the organiser’s EloDI is the one room’s: every player of every centre rated together', () => {
    const { organiser, a, fields, files } = setting();
    // A short test game counts for EloDI (rules §6.5: Rondas mínimas EloDI).
    organiser.workbook.write('Configuración', 3, 1, [['Rondas mínimas EloDI', 3]]);
    setupTournament(organiser.context);
    importCentres(organiser.context, files);
    const closed = closeTournament(organiser.context);
    expect(closed.ok).toBe(true);
    // The one room, closed the same way.
    const arbiterRows = (a.workbook.snapshot(TAB) as Grid).filter(
      (row, i) => i === 0 || ['Maestra', 'Jugada', 'Atril', 'Semilla', 'Sorteo'].includes(String(row[0])),
    );
    const oneRoom = new MemoryWorkbook({
      [TAB]: arbiterRows,
      Configuración: organiser.workbook.snapshot('Configuración') as Grid,
    });
    loadList(oneRoom);
    setupTournament({ workbook: oneRoom, lang: 'es' });
    typeField(
      { workbook: oneRoom } as Room,
      fields.flatMap(([, , players]) => players),
    );
    expect(closeTournament({ workbook: oneRoom, lang: 'es' }).ok).toBe(true);
    const eloDi = organiser.workbook.snapshot('EloDI') as Grid;
    expect(eloDi.length).toBeGreaterThan(15);
    expect(eloDi).toEqual(oneRoom.snapshot('EloDI'));
  });
});

describe('Exportar torneo: the simultaneous as one duplicate game of its whole field (rules §23)', () => {
  test('two centres: the file’s duplicate game holds every player of both, with the ranking’s totals and places', () => {
    const { organiser, fields, files } = setting();
    setupTournament(organiser.context);
    importCentres(organiser.context, files.slice(0, 2));
    expect(closeTournament(organiser.context).ok).toBe(true);
    const result = exportTournament(organiser.context);
    expect(result.ok).toBe(true);
    const event = readTournamentFile(result.text, result.fileName);
    expect(event.kind).toBe('duplicate');
    expect(event.duplicateGames.map((game) => game.name)).toEqual([TAB]);
    const [game] = event.duplicateGames;
    const simultaneous = organiser.workbook.snapshot('Simultánea') as Grid;
    const rows = block(simultaneous, (row) => row.includes('Puesto en el centro')).slice(2);
    const typed = fields
      .slice(0, 2)
      .flatMap(([, , players]) => players)
      .filter((player) => player.cells.some((cell) => cell !== ''))
      .map((player) => player.name);
    expect(rows.map((row) => row[2]).sort()).toEqual([...typed].sort());
    expect([...new Set(rows.map((row) => row[CENTRE_COLUMN]))].sort()).toEqual(['Centro A', 'Centro B']);
    // Puesto (column A) and Total (after Puntos and Bonif.), as «Simultánea» ranks the field.
    expect(game.players.map((entry) => [event.players[entry.player].name, entry.total, entry.place]).sort()).toEqual(
      rows.map((row) => [row[2], row[CENTRE_COLUMN + 4], row[0]]).sort(),
    );
  });
});

describe('several games (rules §6.2): per game, and overall as one room would give', () => {
  test('two games, two centres: «Simultánea» and «Simultánea 2», the overall ranking the one room’s', () => {
    const tabs = ['Duplicada 1', 'Duplicada 2'];
    const organiser = new MemoryWorkbook(Object.fromEntries(tabs.map((tab) => [tab, blankGameTab(4)])));
    loadList(organiser);
    const memory = mapMemory();
    const context = { workbook: organiser, lang: 'es' as const, memory };
    tabs.forEach((tab, g) => prepareGame(context, { tab, seed: String(SEED + g), rounds: 4 }));
    const games = tabs.map((tab) => readPrepared(memory, tab) as PreparedGame);
    const named = { name: 'prueba.txt', words: LIST_GRAPH.words, fingerprint: listFingerprint(LIST_GRAPH) };
    // Each centre plays both games with the same players (the overall ranking matches them by name).
    const centres = ['Norte', 'Sur'].map((centre, c) => {
      const players = games.map((game, g) => randomField(game, centre, 4, 10 * c + g + 1));
      const workbook = new MemoryWorkbook(
        Object.fromEntries(
          tabs.map((tab, g) => [tab, [...revealedGrid(games[g]), ...players[g].map((p) => [p.name, ...p.cells])]]),
        ),
      );
      loadList(workbook);
      const centreMemory = mapMemory();
      tabs.forEach((tab, g) => keepPrepared(centreMemory, tab, { ...games[g], list: named }));
      const files = tabs.map((tab) => {
        const result = exportResults({ workbook, lang: 'es', memory: centreMemory }, { tab, centre });
        return { name: `${centre} ${tab}.atril`, text: result.text };
      });
      return { players, files };
    });
    const imported = importCentres(
      context,
      centres.flatMap((centre) => centre.files),
    );
    expect(imported.tabs).toEqual(['Simultánea', 'Simultánea 2']);

    const oneRoom = new MemoryWorkbook(
      Object.fromEntries(
        tabs.map((tab, g) => [
          tab,
          [
            ...revealedGrid(games[g]),
            ...centres.flatMap((centre) => centre.players[g].map((p) => [p.name, ...p.cells])),
          ],
        ]),
      ),
    );
    loadList(oneRoom);
    scoreDuplicate({ workbook: oneRoom, lang: 'es' });
    const standings = oneRoom.snapshot('Clasificación duplicada') as Grid;
    const overall = (grid: Grid) => block(grid, (row) => row.includes('Partidas')).map(trimmed);
    expect(overall(organiser.snapshot('Simultánea') as Grid)).toEqual(overall(standings));
    expect(overall(standings).length).toBeGreaterThan(4);
    // And each game's field as that game's block.
    const gameBlock = (grid: Grid, g: number) =>
      block(grid, (row, i) => row[2] === 'Jugador' && cellTitle(grid, i).startsWith(tabs[g]));
    tabs.forEach((_, g) => {
      const field = gameBlock(organiser.snapshot(g === 0 ? 'Simultánea' : 'Simultánea 2') as Grid, g)
        .map(withoutCentre)
        .map(trimmed);
      expect(field).toEqual(gameBlock(standings, g).map(trimmed));
    });
  });
});

/** The title above a block's header row (the row before it). */
const cellTitle = (grid: Grid, header: number) => String(grid[header - 1]?.[0] ?? '');
