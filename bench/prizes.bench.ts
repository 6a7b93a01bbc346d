// Calcular premios for 2,000 players and 30 prizes (issue 29 target: under a second): the
// core assignment with its sharing (standings given), and the whole action on an in-memory
// workbook (Configuración, Jugadores with Etiquetas / Cuota / Pagado, Rondas and Premios read,
// standings computed, Reparto de premios written). And PRIZE_LIST (issue 34, rules §7, §11.1)
// through the built bundle in a vm with the Apps Script fakes, as Sheets calls it from a cell:
// the field's standings as a club's own range (2,000 rows) and the same 30 prizes in Premios'
// layout. Several fields (seeds), every sharing rule (the function also with a Mínimo por
// jugador); the median, the 95th percentile and the worst case of each. Then the worst case
// at the bounds of rules §14.1 (docs/prizes.md): PRIZE_LIST on 10,000 players (all tied on 5
// points, or each on his own total) and 1,000 prizes (test/support/hostileArguments.ts, what
// the attack tests send), every rule; the core alone on the same input; and Calcular premios
// with a Premios of 1,000 prizes on the 2,000-player tournament.
import { performance } from 'node:perf_hooks';
import { DEFAULT_CONFIG, type Game, type Player, type Tournament } from '../src/core/model';
import { computeStandings } from '../src/core/standings';
import { NO_CONDITIONS, type Prize, prizeList, type PrizeSharing, standingsField } from '../src/core/prizes';
import { seededRandom } from '../src/core/random';
import { computePrizes } from '../src/sheets/actions/computePrizes';
import type { Cell, Grid } from '../src/sheets/grid/cells';
import { MemoryWorkbook } from '../test/support/memoryWorkbook';
import { createGasEnvironment } from '../test/gas/fakes';
import { ensureBuilt, loadBundle } from '../test/support/loadBundle';
import { prizeListField } from '../test/support/hostileArguments';
import { readStandingsRange } from '../src/sheets/prizes/standingsRange';
import { readPrizes } from '../src/sheets/prizes/prizesTab';
import { distribution, peakMemoryMb, verdict } from './measure';

const PLAYERS = 2000;
const ROUNDS = 9;
const TARGET_MS = 1000;
const SEEDS = [1, 2, 3, 4, 5];
const SHARING: PrizeSharing[] = ['tiebreak', 'equal', 'hort'];
const CLUBS = ['Alfil', 'Torre', 'Dama', 'Rey', 'Peón'];

/** A Swiss-like field: rated and unrated players, clubs, tags, withdrawals, forfeits and byes. */
function field(seed: number): Tournament & { tags: string[][] } {
  const next = seededRandom(seed);
  const players: Player[] = Array.from({ length: PLAYERS }, (_, i) => ({
    id: i + 1,
    name: `Jugador ${i + 1}`,
    rating: i % 4 === 3 ? null : 2200 - Math.floor(i / 2),
    club: CLUBS[i % CLUBS.length],
    average: null,
    entryRound: 1,
    withdrawnFromRound: next() < 0.03 ? 2 + Math.floor(next() * (ROUNDS - 1)) : null,
    absentRounds: [],
  }));
  const tags = players.map((_, i) => (i % 7 === 0 ? ['Sub16'] : i % 5 === 0 ? ['Femenino', 'Socio'] : []));
  const points = new Map(players.map((p) => [p.id, 0]));
  const games: Game[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const present = players.filter((p) => p.withdrawnFromRound === null || p.withdrawnFromRound > round);
    const order = present
      .map((p) => ({ id: p.id, key: (points.get(p.id) as number) + next() * 0.9 }))
      .sort((a, b) => b.key - a.key);
    if (order.length % 2 === 1) {
      const bye = order.pop() as { id: number };
      games.push({ round, table: 0, first: bye.id, second: null, score1: null, score2: null, override: null });
      points.set(bye.id, (points.get(bye.id) as number) + 1);
    }
    for (let i = 0; i + 1 < order.length; i += 2) {
      const [first, second] = [order[i].id, order[i + 1].id];
      const override = next() < 0.01 ? 'NP2' : null;
      const score1 = override ? null : 300 + Math.floor(next() * 20) * 10;
      const score2 = override ? null : 300 + Math.floor(next() * 20) * 10;
      games.push({ round, table: i / 2 + 1, first, second, score1, score2, override });
      const p1 = override ? 1 : score1! > score2! ? 1 : score1 === score2 ? 0.5 : 0;
      points.set(first, (points.get(first) as number) + p1);
      points.set(second, (points.get(second) as number) + (override ? 0 : 1 - p1));
    }
  }
  return { config: { ...DEFAULT_CONFIG, rounds: ROUNDS }, players, games, tags };
}

/** 30 prizes as a big open announces them: 12 places, bands, unrated, clubs, tags, six game prizes. */
function prizes(): Prize[] {
  const prize = (name: string, amount: number, more: Partial<Prize> = {}): Prize => ({
    name,
    type: 'standings',
    amount,
    trophy: '',
    group: '',
    conditions: NO_CONDITIONS,
    ...more,
  });
  const band = (from: number | null, to: number | null) => ({
    conditions: { ...NO_CONDITIONS, ratingFrom: from, ratingTo: to },
  });
  return [
    ...[100000, 60000, 40000, 30000, 25000, 20000, 15000, 12000, 10000, 8000, 6000, 5000].map((amount, i) =>
      prize(`${i + 1}.º`, amount, i === 0 ? { trophy: 'Copa' } : {}),
    ),
    prize('Sub-2000', 8000, band(null, 1999)),
    prize('Sub-1800', 7000, band(null, 1799)),
    prize('1600-1800', 6000, band(1600, 1800)),
    prize('Sub-1600', 5000, band(null, 1599)),
    prize('Sin escalafón', 5000, { conditions: { ...NO_CONDITIONS, unrated: true } }),
    prize('Sin escalafón 2', 3000, { conditions: { ...NO_CONDITIONS, unrated: true } }),
    ...CLUBS.slice(0, 3).map((club) => prize(`Mejor ${club}`, 2500, { conditions: { ...NO_CONDITIONS, club } })),
    prize('Sub16', 0, { trophy: 'Libro', conditions: { ...NO_CONDITIONS, tag: 'Sub16' } }),
    prize('Femenino', 4000, { conditions: { ...NO_CONDITIONS, tag: 'Femenino' } }),
    ...(['highGame', 'highLoss', 'lowWin', 'biggestWin', 'highCombined', 'upset'] as const).map((type) =>
      prize(type, 2000, { type, group: 'Partidas' }),
    ),
  ];
}

/** The prizes in Premios' layout, with its header (what the tab and PRIZE_LIST's range hold). */
function premiosGrid(list: Prize[]): Grid {
  return [
    [
      'Premio',
      'Tipo',
      'Escalafón desde',
      'Escalafón hasta',
      'Sin escalafón',
      'Club',
      'Etiqueta',
      'Importe',
      'Obsequio',
      'Grupo',
    ],
    ...list.map((p): Grid[number] => [
      p.name,
      {
        standings: 'Clasificación',
        highGame: 'Partida más alta',
        highLoss: 'Derrota más alta',
        lowWin: 'Victoria más baja',
        biggestWin: 'Mayor diferencia',
        highCombined: 'Combinada más alta',
        upset: 'Mayor sorpresa',
        duplicate: 'Duplicada',
        teams: 'Equipos',
      }[p.type],
      p.conditions.ratingFrom ?? '',
      p.conditions.ratingTo ?? '',
      p.conditions.unrated ? 'Sí' : '',
      p.conditions.club,
      p.conditions.tag,
      p.amount / 100,
      p.trophy,
      p.group,
    ]),
  ];
}

/** The same field and prizes as the tabs a director would have typed. */
function workbook(tournament: ReturnType<typeof field>, list: Prize[], sharing: PrizeSharing): MemoryWorkbook {
  const name = new Map(tournament.players.map((p) => [p.id, p.name] as const));
  const word = { tiebreak: 'Desempate', equal: 'Partes iguales', hort: 'Hort' }[sharing];
  return new MemoryWorkbook({
    Configuración: [
      ['Clave', 'Valor'],
      ['Torneo', 'Abierto'],
      ['Rondas', ROUNDS],
      ['Reparto de premios', word],
      ['Cuota de inscripción', 20],
    ],
    Jugadores: [
      ['N°', 'Nombre', 'Escalafón', 'Club', 'Retirado desde ronda', 'Etiquetas', 'Pagado'],
      ...tournament.players.map((p, i): Cell[] => [
        p.id,
        p.name,
        p.rating ?? '',
        p.club,
        p.withdrawnFromRound ?? '',
        tournament.tags[i].join(', '),
        i % 3 === 0 ? '' : 'Sí',
      ]),
    ],
    Rondas: [
      ['Ronda', 'Mesa', 'Jugador 1', 'Jugador 2', 'Puntos 1', 'Puntos 2', 'Resultado'],
      ...tournament.games.map((g): Cell[] => [
        g.round,
        g.table || '',
        name.get(g.first) as string,
        g.second === null ? 'DESCANSO' : (name.get(g.second) as string),
        g.score1 ?? '',
        g.score2 ?? '',
        g.override ?? '',
      ]),
    ],
    Premios: premiosGrid(list),
  });
}

const ms = (run: () => unknown): number => {
  (globalThis as { gc?: () => void }).gc?.();
  const start = performance.now();
  run();
  return performance.now() - start;
};

/** The standings as a club keeps them: Nombre, Puntos, Escalafón, Club, Etiquetas, Retirado. */
function standingsGrid(tournament: ReturnType<typeof field>, standings: ReturnType<typeof computeStandings>): Grid {
  const tags = new Map(tournament.players.map((p, i) => [p.id, tournament.tags[i].join(', ')] as const));
  return [
    ['Puesto', 'Nombre', 'Puntos', 'Escalafón', 'Club', 'Etiquetas', 'Retirado'],
    ...standings.rows.map((row): Cell[] => [
      row.place,
      row.player.name,
      row.points,
      row.player.rating ?? '',
      row.player.club,
      tags.get(row.player.id) ?? '',
      row.player.withdrawnFromRound === null ? '' : 'Sí',
    ]),
  ];
}

ensureBuilt();
const bundle = loadBundle(createGasEnvironment({ locale: 'es_ES' })) as Record<string, unknown>;
const PRIZE_LIST = bundle.PRIZE_LIST as (...args: unknown[]) => Cell[][];
const FUNCTION_RULES: [string, number | ''][] = [
  ['Desempate', ''],
  ['Partes iguales', ''],
  ['Hort', ''],
  ['Partes iguales', 30],
  ['Hort', 30],
];

const core: number[] = [];
const action: number[] = [];
const fn: number[] = [];
let fnRows = 0;
let lines = 0;
let ties = 0;
for (const seed of SEEDS) {
  const tournament = field(seed);
  const standings = computeStandings(tournament);
  const list = prizes();
  for (const sharing of SHARING) {
    const profiles = new Map(
      tournament.players.map((p, i) => [p.id, { country: '', tags: tournament.tags[i] }] as const),
    );
    for (let repeat = 0; repeat < 3; repeat++) {
      core.push(
        ms(() => {
          const result = prizeList(list, standingsField(standings, tournament.games, { profiles }), {
            sharing,
            minimumShare: null,
          });
          lines = Math.max(lines, result.lines.length);
          ties = Math.max(
            ties,
            result.ties.reduce((sum, tie) => sum + tie.players.length, 0),
          );
        }),
      );
      const book = workbook(tournament, list, sharing);
      action.push(
        ms(() => {
          const result = computePrizes({ workbook: book, lang: 'es' });
          if (!result.ok) throw new Error(result.message);
        }),
      );
    }
  }
}

for (const seed of SEEDS) {
  const tournament = field(seed);
  const range = standingsGrid(tournament, computeStandings(tournament));
  const premios = premiosGrid(prizes());
  for (const [word, minimum] of FUNCTION_RULES) {
    for (let repeat = 0; repeat < 3; repeat++) {
      fn.push(
        ms(() => {
          // As Sheets hands a range over: a fresh 2-D array of the cells' values each time.
          const rows = PRIZE_LIST(
            range.map((row) => [...row]),
            premios.map((row) => [...row]),
            word,
            minimum,
          );
          fnRows = Math.max(fnRows, rows.length);
        }),
      );
    }
  }
}

const show = (label: string, samples: number[]) => {
  const d = distribution(samples);
  console.log(
    `${label}: median ${d.median.toFixed(1)} ms, p95 ${d.p95.toFixed(1)} ms, worst ${d.worst.toFixed(1)} ms over ${d.count} runs — ${verdict(d.worst, TARGET_MS)} (target ≤ ${TARGET_MS} ms)`,
  );
};
console.log(
  `${PLAYERS} players × ${ROUNDS} rounds, 30 prizes (12 places, bands, unrated, clubs, tags, 6 game prizes), ${SEEDS.length} fields × ${SHARING.length} sharing rules × 3`,
);
console.log(`most lines in a Reparto de premios: ${lines}; most tied players sharing in one run: ${ties}`);
show('core prizeList (assignment + sharing, standings given)', core);
show('computePrizes action (read 4 tabs, standings, assign, write the tab)', action);
console.log(
  `PRIZE_LIST through the bundle (vm + fakes): a 2,000-row standings range and the 30 prizes, ${SEEDS.length} fields × ${FUNCTION_RULES.length} rules (Desempate, Partes iguales, Hort, each of the last two also with Mínimo 30) × 3; ${fnRows} rows returned at most (header included)`,
);
show('PRIZE_LIST (read both ranges, assign, share, Motivo)', fn);

// The worst case at the bounds (rules §14.1): 10,000 players, 1,000 prizes.
const bound: number[] = [];
const boundCore: number[] = [];
const boundAction: number[] = [];
const worstOf = new Map<string, number>();
for (const tied of [true, false]) {
  const input = prizeListField(10000, 1000, tied);
  const rangeField = readStandingsRange(input.standings, { lang: 'es', tab: 'standings' });
  const list = readPrizes(input.prizes, { lang: 'es', tab: 'prizes' }).prizes;
  for (const [word, minimum] of FUNCTION_RULES) {
    const sharing = ({ Desempate: 'tiebreak', 'Partes iguales': 'equal', Hort: 'hort' } as const)[word as 'Hort'];
    for (let repeat = 0; repeat < 3; repeat++) {
      const time = ms(() =>
        PRIZE_LIST(
          input.standings.map((row) => [...row]),
          input.prizes.map((row) => [...row]),
          word,
          minimum,
        ),
      );
      bound.push(time);
      const label = `${tied ? 'all tied' : 'distinct points'}, ${word}${minimum === '' ? '' : ` Mínimo ${minimum}`}`;
      worstOf.set(label, Math.max(worstOf.get(label) ?? 0, time));
      boundCore.push(
        ms(() => prizeList(list, rangeField, { sharing, minimumShare: minimum === '' ? null : minimum * 100 })),
      );
    }
  }
}
{
  const tournament = field(1);
  const premios = prizeListField(1, 1000, true).prizes;
  for (const sharing of SHARING)
    for (let repeat = 0; repeat < 3; repeat++) {
      const book = workbook(tournament, [], sharing);
      book.replace('Premios', premios);
      boundAction.push(
        ms(() => {
          const result = computePrizes({ workbook: book, lang: 'es' });
          if (!result.ok) throw new Error(result.message);
        }),
      );
    }
}
console.log(
  `\nAt the bounds (rules §14.1): 10,000 players (all tied on 5 points, or distinct points) × 1,000 prizes (9 in 10 categories: Escalafón hasta, Etiqueta Mujer on half, a club or Sin escalafón on some; every tenth an overall place; Importe 0.01–9.97, Valor 0–0.04), 2 fields × ${FUNCTION_RULES.length} rules × 3`,
);
show('PRIZE_LIST at the bounds through the bundle (target 3 s, rules §14.1; engine goal 1 s)', bound);
show('core prizeList at the bounds (ranges read beforehand)', boundCore);
for (const [label, worst] of worstOf) console.log(`  worst ${worst.toFixed(1).padStart(7)} ms  ${label}`);
show(
  `computePrizes with a Premios of 1,000 prizes, ${PLAYERS} players × ${ROUNDS} rounds, ${SHARING.length} rules × 3`,
  boundAction,
);
console.log(`peak memory ${peakMemoryMb().toFixed(0)} MB`);
