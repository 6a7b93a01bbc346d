// "Renombrar jugador" (src/sheets/actions/renamePlayer.ts, docs/input.md "Renaming a
// player"): a typo fixed once is fixed in every tab; only the cells with the old name are
// written; nothing is written when the rename is refused.
import type { Grid } from '../../../src/sheets/grid/cells';
import { computeElo } from '../../../src/sheets/actions/computeElo';
import { pairNextRound } from '../../../src/sheets/actions/pairNextRound';
import { renamePlayer } from '../../../src/sheets/actions/renamePlayer';
import { scoreDuplicate } from '../../../src/sheets/actions/scoreDuplicate';
import { setupTournament } from '../../../src/sheets/actions/setupTournament';
import { updateStandings } from '../../../src/sheets/actions/updateStandings';
import { MemoryWorkbook } from '../../support/memoryWorkbook';
import { memoryDriver } from '../../support/memoryDriver';
import { errorOf } from '../../support/errors';
import { DUPLICATE_1, PLAYERS, rowsOfRound, typeScores } from '../../e2e/directorPath';

const OLD = 'Ana García';
const NEW = 'Ana García Ruiz';

/** Two rounds played, the views, ELO and a duplicate game computed. */
function tournament(): MemoryWorkbook {
  const workbook = new MemoryWorkbook();
  const context = { workbook, lang: 'es' as const };
  setupTournament(context);
  workbook.type('Jugadores', 2, 1, PLAYERS);
  for (const round of [1, 2]) {
    pairNextRound(context);
    typeScores(memoryDriver(workbook), 'Rondas', rowsOfRound(workbook.snapshot('Rondas')!, round));
  }
  updateStandings(context);
  computeElo(context);
  workbook.type('Duplicada 1', 1, 1, DUPLICATE_1);
  scoreDuplicate(context);
  return workbook;
}

/** Every cell of every tab, as [tab, row, column, value] for the cells that are not blank. */
function cells(workbook: MemoryWorkbook): [string, number, number, unknown][] {
  return workbook
    .tabNames()
    .flatMap((tab) =>
      (workbook.snapshot(tab) as Grid).flatMap((line, r) =>
        line.flatMap((cell, c) =>
          cell === '' ? [] : [[tab, r + 1, c + 1, cell] as [string, number, number, unknown]],
        ),
      ),
    );
}

describe('renamePlayer', () => {
  it('renames in Jugadores, Rondas, the Duplicada tabs and the views, and nothing else changes', () => {
    const workbook = tournament();
    const before = cells(workbook);
    workbook.resetCounts();
    const result = renamePlayer({ workbook, lang: 'es' }, OLD, ` ${NEW} `);
    expect(result.ok).toBe(true);
    const after = cells(workbook);
    // The same cells, each either unchanged or the old name now the new one.
    expect(after.map(([tab, row, column]) => [tab, row, column])).toEqual(
      before.map(([tab, row, column]) => [tab, row, column]),
    );
    const renamed = before.filter((entry, i) => after[i][3] !== entry[3]);
    expect(renamed.every((entry) => entry[3] === OLD)).toBe(true);
    expect(after.filter(([, , , value]) => value === OLD)).toEqual([]);
    const tabs = new Set(renamed.map(([tab]) => tab));
    expect([...tabs].sort()).toEqual(
      [
        'Clasificación',
        'Clasificación duplicada',
        'Duplicada 1',
        'ELO',
        'Emparejamientos',
        'Jugadores',
        'Rondas',
        'Tabla cruzada',
        'Tarjetas',
      ].sort(),
    );
    expect(result.changed.map((entry) => entry.tab).sort()).toEqual([...tabs].sort());
    expect(result.message).toBe(
      `«${OLD}» se llama ahora «${NEW}»: ${renamed.length} celdas cambiadas en ${result.changed.map((entry) => entry.tab).join(', ')}.`,
    );
    // Typed tabs: only the renamed cells were written (one write per run of cells).
    const typedWrites = workbook.calls.filter(
      (call) => call.kind === 'write' && ['Jugadores', 'Rondas', 'Duplicada 1'].includes(call.tab),
    );
    expect(typedWrites.every((call) => call.method === 'write')).toBe(true);
    expect(typedWrites.length).toBeLessThanOrEqual(
      renamed.filter(([tab]) => ['Jugadores', 'Rondas', 'Duplicada 1'].includes(tab)).length,
    );
    // The tournament reads as before, under the new name.
    expect(updateStandings({ workbook, lang: 'es' }).ok).toBe(true);
    expect(workbook.snapshot('Clasificación')!.map((line) => line[2])).toContain(NEW);
  });

  it('after the typo was fixed by hand in Jugadores: the tournament is refused until Rondas follows', () => {
    const workbook = tournament();
    const jugadores = workbook.snapshot('Jugadores')!;
    const row = jugadores.findIndex((line) => line[1] === OLD) + 1;
    workbook.type('Jugadores', row, 2, [[NEW]]);
    expect(errorOf(() => updateStandings({ workbook, lang: 'es' }))).toMatch(
      new RegExp(
        `^Rondas, fila \\d+, columna Jugador [12]: «${OLD}» no es un jugador de la pestaña Jugadores \\(si le has cambiado el nombre allí, usa Atril › Renombrar jugador\\)$`,
      ),
    );
    const result = renamePlayer({ workbook, lang: 'es' }, OLD, NEW);
    expect(result.ok).toBe(true);
    expect(result.changed.map((entry) => entry.tab)).not.toContain('Jugadores');
    expect(result.changed.map((entry) => entry.tab)).toContain('Rondas');
    expect(updateStandings({ workbook, lang: 'es' }).ok).toBe(true);
    expect(pairNextRound({ workbook, lang: 'es' }).ok).toBe(true);
  });

  it('an accent or case fix is a rename of the same player', () => {
    const workbook = tournament();
    const result = renamePlayer({ workbook, lang: 'es' }, 'ana garcia', 'Ana Garcia');
    expect(result.ok).toBe(true);
    expect(workbook.snapshot('Jugadores')!.map((line) => line[1])).toContain('Ana Garcia');
    expect(cells(workbook).filter(([, , , value]) => value === OLD)).toEqual([]);
  });

  it('a player only in the Duplicada tabs of a duplicate-only workbook', () => {
    const workbook = new MemoryWorkbook({
      'Duplicada 1': DUPLICATE_1,
      'Duplicada 2': [
        ['Nombre', 'R1'],
        ['Maestra', 60],
        [OLD, 50],
      ],
    });
    const result = renamePlayer({ workbook, lang: 'es' }, OLD, NEW);
    expect(result.changed).toEqual([
      { tab: 'Duplicada 1', cells: 1 },
      { tab: 'Duplicada 2', cells: 1 },
    ]);
  });

  it.each([
    [
      'Luis Pérez',
      'Jugadores, fila 2, columna Nombre: «Luis Pérez» ya es el nombre de otro jugador (fila 3): dos jugadores no pueden llamarse igual',
    ],
    ['Nadie', ''],
    ['DESCANSO', '«DESCANSO» es la palabra del descanso y no puede ser el nombre de un jugador'],
    ['   ', 'escribe el nombre actual del jugador y el nuevo'],
  ])('refuses the new name %j, writing nothing', (to, message) => {
    const workbook = tournament();
    const before = cells(workbook);
    workbook.resetCounts();
    if (to === 'Nadie') {
      expect(errorOf(() => renamePlayer({ workbook, lang: 'es' }, 'Zoe', to))).toBe(
        '«Zoe» no está en la pestaña Jugadores, y «Nadie» tampoco',
      );
    } else {
      expect(errorOf(() => renamePlayer({ workbook, lang: 'es' }, OLD, to))).toBe(message);
    }
    expect(workbook.writes).toBe(0);
    expect(cells(workbook)).toEqual(before);
  });

  it('refuses a name in a Duplicada tab that the new name already has there', () => {
    const workbook = new MemoryWorkbook({
      Jugadores: [['Nombre'], [OLD]],
      'Duplicada 1': [
        ['Nombre', 'R1'],
        ['Maestra', 60],
        [OLD, 50],
        [NEW, 40],
      ],
    });
    expect(errorOf(() => renamePlayer({ workbook, lang: 'es' }, OLD, NEW))).toBe(
      `Duplicada 1, fila 3, columna Nombre: «${NEW}» ya es el nombre de otro jugador (fila 4): dos jugadores no pueden llamarse igual`,
    );
    expect(workbook.writes).toBe(0);
  });

  it('the same name, or a name already fixed everywhere, changes nothing and says so', () => {
    const workbook = tournament();
    workbook.resetCounts();
    expect(renamePlayer({ workbook, lang: 'es' }, OLD, OLD)).toMatchObject({
      ok: false,
      message: `El nombre nuevo es el que ya tiene («${OLD}»); no se ha cambiado nada.`,
    });
    expect(renamePlayer({ workbook, lang: 'en' }, 'Ana Gracia', OLD)).toMatchObject({
      ok: false,
      lang: 'es',
      message: `«Ana Gracia» no aparece en ninguna pestaña y «${OLD}» ya está en Jugadores; no se ha cambiado nada.`,
    });
    expect(workbook.writes).toBe(0);
  });
});
