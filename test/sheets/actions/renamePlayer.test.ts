// "Renombrar jugador" (src/sheets/actions/renamePlayer.ts, docs/input.md "Renaming a
// player"): a typo fixed once is fixed in every tab; only the cells with the old name are
// written; nothing is written when the rename is refused.
import type { Grid } from '../../../src/sheets/grid/cells';
import { closeTournament } from '../../../src/sheets/actions/closeTournament';
import { computeElo } from '../../../src/sheets/actions/computeElo';
import { pairNextRound } from '../../../src/sheets/actions/pairNextRound';
import { renamePlayer } from '../../../src/sheets/actions/renamePlayer';
import { reopenTournament } from '../../../src/sheets/actions/reopenTournament';
import { scoreDuplicate } from '../../../src/sheets/actions/scoreDuplicate';
import { setupTournament } from '../../../src/sheets/actions/setupTournament';
import { updateStandings } from '../../../src/sheets/actions/updateStandings';
import { MemoryWorkbook } from '../../support/memoryWorkbook';
import { memoryDriver } from '../../support/memoryDriver';
import { errorOf } from '../../support/errors';
import { DUPLICATE_1, PLAYERS, rowsOfRound, typeScores } from '../../e2e/directorPath';
import { CLUB_GAMES, CLUB_PLAYERS } from '../../fixtures/clubTournament';

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
    // A cell holding her name, or Clasificación por clubes' list of the players who count.
    const lists = renamed.filter(([tab]) => tab === 'Clasificación por clubes');
    expect(lists.map(([, row, column, value], i) => [row, column, value, after[before.indexOf(lists[i])][3]])).toEqual([
      [3, 6, `${OLD}, Eva Ruiz`, `${NEW}, Eva Ruiz`],
    ]);
    expect(renamed.filter((entry) => !lists.includes(entry)).every((entry) => entry[3] === OLD)).toBe(true);
    expect(after.filter(([, , , value]) => value === OLD)).toEqual([]);
    const tabs = new Set(renamed.map(([tab]) => tab));
    expect([...tabs].sort()).toEqual(
      [
        'Clasificación',
        'Clasificación duplicada',
        'Clasificación por clubes',
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
        `^Rondas, fila \\d+, columna Jugador [12]: «${OLD}» no es un jugador de la pestaña Jugadores \\(si le has cambiado el nombre allí, usa Atril › Renombrar jugador; si has borrado su fila, vuelve a ponerla, con su nombre y su N°, y si ya no juega escribe en «Retirado desde ronda» la ronda desde la que no juega\\)$`,
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

describe('renamePlayer in the season tabs (docs/season.md)', () => {
  const HEADER = ['Puesto', 'Nombre', 'Escalafón', 'Partidas valoradas', 'Torneos', 'Último torneo', 'Club'];
  const ANA = 'Ana García';
  const ANA_NEW = 'Ana García Ruiz';

  /** The club tournament (two rounds, clubs) over an earlier Escalafón; closed unless told. */
  function season(ratingList: Grid, { closed = true, rename = (name: string) => name } = {}): MemoryWorkbook {
    const renamed = (grid: Grid) =>
      grid.map((line) => line.map((cell) => (typeof cell === 'string' ? rename(cell) : cell)));
    const workbook = new MemoryWorkbook({
      Configuración: [
        ['Torneo', 'Liga de otoño'],
        ['Rondas', 2],
      ],
      Jugadores: renamed(CLUB_PLAYERS),
      Rondas: renamed(CLUB_GAMES),
      Escalafón: ratingList,
    });
    const context = { workbook, lang: 'es' as const };
    expect(updateStandings(context).ok).toBe(true);
    if (closed) expect(closeTournament(context).ok).toBe(true);
    return workbook;
  }
  const EARLIER: Grid = [
    HEADER,
    [1, ANA, 2000, 30, 3, 'Primavera', 'Alfil'],
    [2, 'Zoe Ramos', 1500, 12, 1, 'Primavera', 'Torre'],
  ];

  it('renames her Nombre in Escalafón, Escalafón anterior and Temporada and her entry in Puntúan; the season still knows her', () => {
    const workbook = season(EARLIER);
    const before = cells(workbook);
    workbook.resetCounts();
    const result = renamePlayer({ workbook, lang: 'es' }, ANA, ANA_NEW);
    expect(result.ok).toBe(true);
    const after = cells(workbook);
    expect(after.map(([tab, row, column]) => [tab, row, column])).toEqual(
      before.map(([tab, row, column]) => [tab, row, column]),
    );
    const changed = before.flatMap((entry, i) => (after[i][3] === entry[3] ? [] : [[...entry, after[i][3]]]));
    // Every changed cell held her name, and now holds the new one; the clubs' list only has her entry renamed.
    const seasonTabs = ['Escalafón', 'Escalafón anterior', 'Temporada', 'Clasificación por clubes'];
    expect(changed.filter(([tab]) => seasonTabs.includes(tab as string))).toEqual([
      ['Escalafón', 2, 2, ANA, ANA_NEW],
      ['Clasificación por clubes', 3, 6, `${ANA}, Bea Soto, Eva Mora`, `${ANA_NEW}, Bea Soto, Eva Mora`],
      ['Escalafón anterior', 4, 2, ANA, ANA_NEW],
      ['Temporada', 2, 2, ANA, ANA_NEW],
    ]);
    expect(changed.every(([, , , from]) => from === ANA || (from as string).includes(`${ANA},`))).toBe(true);
    expect(changed.every(([, , , , to]) => to === ANA_NEW || (to as string).includes(`${ANA_NEW},`))).toBe(true);
    // The typed season tabs: one write of her one cell each, nothing cleared.
    expect(workbook.calls.filter((call) => call.kind === 'write' && seasonTabs.slice(0, 3).includes(call.tab))).toEqual(
      seasonTabs.slice(0, 3).map((tab) => ({ kind: 'write', method: 'write', tab })),
    );
    // Undo the closing (Escalafón anterior comes back) and close again: her earlier row is hers,
    // 30 + 2 rated games and 3 + 1 tournaments; a row of her own, not a newcomer's.
    expect(reopenTournament({ workbook, lang: 'es' }).ok).toBe(true);
    expect(closeTournament({ workbook, lang: 'es' }).ok).toBe(true);
    const list = workbook.snapshot('Escalafón')!;
    expect(list.filter((line) => String(line[1]).startsWith('Ana'))).toEqual([
      [1, ANA_NEW, 2004, 32, 4, 'Liga de otoño', 'Alfil'],
    ]);
    expect(workbook.snapshot('Temporada')!.filter((line) => String(line[1]).startsWith('Ana'))).toEqual([
      [1, ANA_NEW, 205, 205],
    ]);
  });

  it('a player of the Escalafón who is not in Jugadores is renamed there alone', () => {
    const workbook = season(EARLIER);
    const result = renamePlayer({ workbook, lang: 'es' }, 'Zoe Ramos', 'Zoe Ramos Gil');
    expect(result.changed).toEqual([
      { tab: 'Escalafón', cells: 1 },
      { tab: 'Escalafón anterior', cells: 1 },
    ]);
    expect(workbook.snapshot('Escalafón')![5]).toEqual([5, 'Zoe Ramos Gil', 1500, 12, 1, 'Primavera', 'Torre']);
  });

  it('renames her in EloDI and EloDI anterior too (the federation list reads EloDI by name)', () => {
    const ELODI = ['Nombre', 'EloDI', 'Volatilidad', 'Partidas EloDI', 'Último torneo'];
    const workbook = new MemoryWorkbook({
      Escalafón: EARLIER,
      EloDI: [ELODI, [ANA, 1300, 400, 5, 'Primavera'], ['Zoe Ramos', 1100, 450, 2, 'Primavera']],
      'EloDI anterior': [['EloDI antes de cerrar', 'Primavera'], [], ELODI, [ANA, 1250, 420, 4, 'Invierno']],
    });
    const result = renamePlayer({ workbook, lang: 'es' }, 'ana garcia', ANA_NEW);
    expect(result.ok).toBe(true);
    expect(result.changed).toEqual([
      { tab: 'Escalafón', cells: 1 },
      { tab: 'EloDI', cells: 1 },
      { tab: 'EloDI anterior', cells: 1 },
    ]);
    expect(workbook.snapshot('EloDI')!.slice(1)).toEqual([
      [ANA_NEW, 1300, 400, 5, 'Primavera'],
      ['Zoe Ramos', 1100, 450, 2, 'Primavera'],
    ]);
    expect(workbook.snapshot('EloDI anterior')![3]).toEqual([ANA_NEW, 1250, 420, 4, 'Invierno']);
  });

  it('a name that matches two Escalafón rows with accents and case aside is refused, writing nothing', () => {
    const workbook = season([...EARLIER, [3, 'ana garcia', 1400, 5, 1, 'Primavera', '']], { closed: false });
    const before = cells(workbook);
    workbook.resetCounts();
    expect(errorOf(() => renamePlayer({ workbook, lang: 'es' }, ANA, ANA_NEW))).toBe(
      'Escalafón, fila 2, columna Nombre: «Ana García» coincide con 2 filas de Escalafón (filas 2, 4) al no distinguir acentos ni mayúsculas; deja una sola fila para ese jugador en Escalafón',
    );
    expect(workbook.writes).toBe(0);
    expect(cells(workbook)).toEqual(before);
  });

  it('a new name that another row of the Escalafón has is refused, writing nothing', () => {
    const workbook = season(EARLIER);
    const before = cells(workbook);
    workbook.resetCounts();
    expect(errorOf(() => renamePlayer({ workbook, lang: 'es' }, ANA, 'Zoe Ramos'))).toBe(
      'Escalafón, fila 2, columna Nombre: «Zoe Ramos» ya es el nombre de otro jugador (fila 6): dos jugadores no pueden llamarse igual',
    );
    expect(workbook.writes).toBe(0);
    expect(cells(workbook)).toEqual(before);
  });

  it('in Puntúan a name holding ", " is one entry: renaming "Ana" leaves "García, Ana" alone', () => {
    // Ana García is "García, Ana" and Bea Soto is "Ana": the Alfil club lists "García, Ana, Ana, Eva Mora".
    const names: Record<string, string> = { [ANA]: 'García, Ana', 'Bea Soto': 'Ana' };
    const workbook = season([HEADER], { closed: false, rename: (name) => names[name] ?? name });
    const counted = () => workbook.snapshot('Clasificación por clubes')![2][5];
    expect(counted()).toBe('García, Ana, Ana, Eva Mora');
    expect(renamePlayer({ workbook, lang: 'es' }, 'Ana', 'Ana Soto').ok).toBe(true);
    expect(counted()).toBe('García, Ana, Ana Soto, Eva Mora');
    expect(renamePlayer({ workbook, lang: 'es' }, 'García, Ana', 'García Ruiz, Ana').ok).toBe(true);
    expect(counted()).toBe('García Ruiz, Ana, Ana Soto, Eva Mora');
  });
});
