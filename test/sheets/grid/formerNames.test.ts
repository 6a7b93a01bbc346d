// A workbook made before the glossary's renames (docs/glossary.md "Renamed labels") reads as
// it always did: the same tournament, once with today's names and once with the former
// ones (tab Mesas duplicada, Rondas' Puntos 1/2, the Configuración keys), gives every
// action the same result, writes no second tab or key beside the old one, and loses nothing.
import { generateTournament } from '../../../src/sheets/actions/generateTournament';
import {
  computeElo,
  computePrizes,
  importRegistrations,
  pairNextRound,
  prepareDuplicate,
  printTab,
  scoreDuplicate,
  tournamentStatus,
  undoLastRound,
  updateStandings,
} from '../../../src/sheets/actions';
import { closeTournament } from '../../../src/sheets/actions/closeTournament';
import { checkPairings } from '../../../src/sheets/actions/checkPairings';
import { parseGenerateArgs } from '../../../src/local/generateArgs';
import { FORMER_NAMES } from '../../../src/sheets/grid/formerNames';
import { labelNames } from '../../../src/sheets/grid/labels';
import { catalogueKeys, t, type MessageKey } from '../../../src/i18n';
import { normaliseLabel } from '../../../src/sheets/grid/cells';
import type { Cell, Grid } from '../../../src/sheets/grid/cells';
import { MemoryWorkbook } from '../../support/memoryWorkbook';
import { PRIZE_TAB } from '../../fixtures/prizeWorkbook';
import { bits } from '../../fixtures/phoneTournament';

/** Settings under a renamed key, each away from its default so that a key left unread shows. */
const SETTINGS: [MessageKey, Cell][] = [
  ['config.byeSpread', 50],
  ['config.forfeitSpread', 75],
  ['config.unratedOrder', 'Al azar'],
  ['config.duplicateBonuses', 'No'],
  ['config.duplicateCriterion', 'Porcentaje medio'],
  ['dup.config.tiebreaks', 'Reglamento de torneos'],
  ['room.config.seating', 'Alfabético'],
  ['room.config.places', 2],
  ['config.prizeSharing', 'Partes iguales'],
  ['config.registrationsSheet', 'Formulario'],
  ['config.phoneResults', 'Sí'],
];

/** Today's workbook: a played Swiss of 9 (byes, forfeits, unrated players), two duplicate games, Premios, two form tabs. */
function todays(): Record<string, Grid> {
  const book = new MemoryWorkbook();
  const options = parseGenerateArgs(
    ['--players', '9', '--rounds', '3', '--seed', '41', '--duplicates', '2', '--duplicate-rounds', '6'].concat([
      '--unrated',
      '40',
      '--forfeits',
      '20',
    ]),
  );
  expect(generateTournament({ workbook: book, lang: 'es' }, options).ok).toBe(true);
  // The room of the next duplicate game, so that its Mesas de duplicada tab is there before.
  expect(prepareDuplicate({ workbook: book, lang: 'es' }).ok).toBe(true);
  const tabs = Object.fromEntries(book.tabNames().map((name) => [name, book.snapshot(name) as Grid]));
  const config = tabs['Configuración'].map((row) => (row[0] === 'Rondas' ? ['Rondas', 4] : row));
  const configured = config.filter((row) => !SETTINGS.some(([key]) => row[0] === t('es', key)));
  tabs['Configuración'] = [...configured, ...SETTINGS.map(([key, value]) => [t('es', key), value])];
  const form = (name: string): Grid => [
    ['Marca temporal', 'Nombre', 'Club'],
    ['1/11/2026', `Nueva de ${name}`, 'Club Norte'],
  ];
  return {
    ...tabs,
    Premios: PRIZE_TAB,
    Formulario: form('Formulario'),
    'Respuestas de formulario 1': form('respuestas'),
  };
}

/** The same workbook as one made before the renames: each renamed label under its first former name. */
function former(tabs: Record<string, Grid>): Record<string, Grid> {
  const old = (text: Cell): Cell => {
    if (typeof text !== 'string') return text;
    const renamed = (Object.keys(FORMER_NAMES) as MessageKey[]).find((key) => t('es', key) === text);
    return renamed ? (FORMER_NAMES[renamed] as string[])[0] : text;
  };
  return Object.fromEntries(
    Object.entries(tabs).map(([name, grid]) => {
      if (name === 'Configuración') return [name, grid.map(([key, ...rest]) => [old(key), ...rest])];
      if (name === 'Rondas') return [name, [grid[0].map(old), ...grid.slice(1)]];
      return [old(name) as string, grid];
    }),
  );
}

/** Labels of one kind share a namespace: tabs, Rondas' columns, Configuración's keys. */
const kindOf = (key: string) =>
  key.includes('config.') ? 'config' : key.startsWith('tab.') ? 'tab' : key.replace(/\.[^.]*$/, '');
const CURRENT = catalogueKeys('es').map((key) => ({
  key,
  kind: kindOf(key),
  name: normaliseLabel(t('es', key as MessageKey)),
}));

/**
 * Former names read as today's: what an action said or wrote on the old workbook, put in
 * today's words. «Reparto de premios», a former key, is also today's tab: left as it is.
 */
function inTodaysWords(text: string): string {
  let out = text;
  for (const [name, today] of RENAMES) out = out.split(name).join(today);
  return out;
}

/** Each former name no label of today bears, and its label's name today (inTodaysWords), in the catalogue's order. */
const RENAMES: [string, string][] = (() => {
  const current = new Set(CURRENT.map((label) => label.name));
  return (Object.keys(FORMER_NAMES) as MessageKey[]).flatMap((key) =>
    (FORMER_NAMES[key] ?? [])
      .filter((name) => !current.has(normaliseLabel(name)))
      .map((name): [string, string] => [name, t('es', key)]),
  );
})();

/** A Configuración key under a former name, as today's key (the one place «Reparto de premios» is a key). */
function todaysKey(cell: Cell): Cell {
  const key = (Object.keys(FORMER_NAMES) as MessageKey[]).find(
    (label) => kindOf(label) === 'config' && (FORMER_NAMES[label] ?? []).includes(cell as string),
  );
  return key ? t('es', key) : cell;
}

const contents = (book: MemoryWorkbook) =>
  Object.fromEntries(
    book.tabNames().map((name) => {
      const grid = book.snapshot(name) as Grid;
      const read = name === 'Configuración' ? grid.map(([key, ...rest]) => [todaysKey(key), ...rest]) : grid;
      return [inTodaysWords(name), inTodaysWords(JSON.stringify(read))];
    }),
  );

const ACTIONS: [string, (book: MemoryWorkbook) => { ok: boolean; message: string }][] = [
  ['Actualizar clasificación', (workbook) => updateStandings({ workbook, lang: 'es' })],
  ['Calcular ELO', (workbook) => computeElo({ workbook, lang: 'es' })],
  ['Calcular duplicada', (workbook) => scoreDuplicate({ workbook, lang: 'es' })],
  ['Calcular premios', (workbook) => computePrizes({ workbook, lang: 'es' })],
  ['Preparar duplicada', (workbook) => prepareDuplicate({ workbook, lang: 'es' })],
  ['Importar inscripciones', (workbook) => importRegistrations({ workbook, lang: 'es' })],
  ['Emparejar siguiente ronda', (workbook) => pairNextRound({ workbook, lang: 'es', randomBits: bits() })],
  [
    'Estado del torneo',
    (workbook) => ({ ok: true, message: JSON.stringify(tournamentStatus({ workbook, lang: 'es' })) }),
  ],
  [
    'Imprimir Mesas de duplicada',
    (workbook) => printTab({ workbook, lang: 'es' }, workbook.tabNames().find((n) => /^Mesas/.test(n)) ?? ''),
  ],
  ['Deshacer última ronda', (workbook) => undoLastRound({ workbook, lang: 'es' })],
  ['atril check', (workbook) => checkPairings({ workbook, lang: 'es' })],
  ['Cerrar torneo', (workbook) => closeTournament({ workbook, lang: 'es' }, { early: true })],
];

describe('a workbook made before the renames (docs/glossary.md)', () => {
  const today = todays();
  const before = former(today);

  it('has the former names: the test runs on what an old workbook holds', () => {
    expect(Object.keys(before)).toContain('Configuración');
    expect(before['Rondas'][0]).toEqual(expect.arrayContaining(['Puntos 1', 'Puntos 2']));
    const keys = before['Configuración'].map((row) => row[0]);
    for (const name of ['Spread por descanso', 'Criterio duplicada', 'Plazas duplicada', 'Reparto de premios'])
      expect(keys).toContain(name);
    for (const name of ['Hoja de inscripciones', 'Resultados desde el móvil', 'Orden de no clasificados'])
      expect(keys).toContain(name);
  });

  it('every action gives the same result on it, step after step, as on today’s', () => {
    const [now, then] = [new MemoryWorkbook(today), new MemoryWorkbook(before)];
    for (const [name, action] of ACTIONS) {
      const [a, b] = [action(now), action(then)];
      expect([name, b.ok, inTodaysWords(b.message)]).toEqual([name, a.ok, a.message]);
      expect([name, contents(then)]).toEqual([name, contents(now)]);
    }
    // The old names are still there, and no tab or key was added beside them.
    expect(then.tabNames()).toContain('Mesas duplicada');
    expect(then.tabNames()).not.toContain('Mesas de duplicada');
    // Only the key Cerrar torneo writes when it is missing (rules §23: Fecha, the day it closed).
    const config = then.snapshot('Configuración') as Grid;
    expect(config.slice(0, before['Configuración'].length)).toEqual(before['Configuración']);
    expect(config.slice(before['Configuración'].length)).toEqual([
      ['Fecha', expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/)],
    ]);
    expect((then.snapshot('Rondas') as Grid)[0]).toEqual(before['Rondas'][0]);
  });

  it('reads each former name as its label, and no former name is the name of another label of its kind', () => {
    for (const [key, names] of Object.entries(FORMER_NAMES) as [MessageKey, string[]][]) {
      for (const name of names) {
        expect([key, labelNames(key)]).toEqual([key, expect.arrayContaining([normaliseLabel(name)])]);
        const taken = CURRENT.filter((label) => label.kind === kindOf(key) && label.name === normaliseLabel(name));
        expect([key, name, taken.map((label) => label.key)]).toEqual([key, name, []]);
      }
    }
  });
});
