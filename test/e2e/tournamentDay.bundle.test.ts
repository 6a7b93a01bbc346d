// The day's first act (rules §16) on the built bundle in the strict Apps Script fakes: a
// responses tab laid out as Google Forms writes it (timestamps as dates, every answer as
// text, questions the club worded its own way, one question left blank), imported into
// Jugadores — duplicates however typed, bad answers named by their row, a name typed as a
// formula kept as text, importing again, late sign-ups once round 1 is paired — and Pasar
// lista on a 40-player field: only the ticked players paired, the others absent for the round
// in Ausente en rondas, the ticks cleared, and with no tick everyone plays.
import { createGasEnvironment, type FakeSheet, type GasEnvironment } from '../gas/fakes';
import { ensureBuilt, loadBundle } from '../support/loadBundle';

beforeAll(() => ensureBuilt());

type Globals = Record<string, (...args: unknown[]) => unknown>;
type Answer = { ok: boolean; message: string } | null;

const RESPONSES = 'Respuestas de formulario 1';
/** The questions as a club wrote them: the name in two, a club with a question mark, a rating of its own, an e-mail not read. */
const QUESTIONS = [
  'Marca temporal',
  'Nombre',
  'Apellidos',
  '¿Club?',
  'Rating FIDE',
  'País',
  'Categoría',
  'Correo electrónico',
];
const FIRST = ['Ana', 'Beto', 'Carla', 'Dani', 'Elena', 'Fede', 'Gema', 'Hugo', 'Inés', 'Juan'];
const LAST = ['García', 'Núñez', 'Ibáñez', 'Ortega'];
const FORMULA = '=HYPERLINK("http://example.com/x";"pulsa")';

/** The 40 people who sign up, as Google Forms writes them: a Date, then every answer as text. */
function answers(): unknown[][] {
  return Array.from({ length: 40 }, (_, i) => [
    new Date(Date.UTC(2026, 10, 20, 9, i)),
    FIRST[i % 10],
    LAST[Math.floor(i / 10)],
    // Club left blank by some: a question not answered is an empty cell.
    i % 9 === 0 ? '' : `Club ${['Norte', 'Sur', 'Este'][i % 3]}`,
    i % 5 === 0 ? '' : String(1400 + i * 10),
    i % 4 === 0 ? 'Argentina' : 'España',
    // A question no one answered: Categoría.
    '',
    `p${i}@example.com`,
  ]);
}

const ts = (minute: number) => new Date(Date.UTC(2026, 10, 21, 10, minute));
/** The same people again, typed another way, and the bad answers. */
const EXTRA: unknown[][] = [
  // The same person, case, accents and spaces aside, with another club and rating: listed, not applied.
  [ts(1), '  ana ', 'GARCIA', 'Club Oeste', '2222', 'España', '', 'ana2@example.com'],
  // Exactly the same answer sent twice: skipped silently.
  [ts(2), 'Beto', 'García', 'Club Sur', '1410', 'España', '', 'p1@example.com'],
  // No name.
  [ts(3), '', '', 'Club Norte', '1500', 'España', '', 'nadie@example.com'],
  // A rating with a thousands dot, as Spain writes it: 1850 (rules §16.1); ratings that are not a whole number from 0 to 3000.
  [ts(4), 'Kiko', 'Pérez', 'Club Norte', '1.850', 'España', '', 'k@example.com'],
  [ts(5), 'Lola', 'Ruiz', 'Club Norte', '3500', 'España', '', 'l@example.com'],
  // A name typed as a formula: text, never a formula.
  [ts(6), FORMULA, '', 'Club Este', '', 'España', 'Sub-18', 'x@example.com'],
];

/** The responses tab as Google Forms has it now (its text values; a tab written anew). */
function responses(env: GasEnvironment, rows: unknown[][]): void {
  const old = env.spreadsheet.getSheetByName(RESPONSES);
  if (old) env.spreadsheet.deleteSheet(old);
  env.spreadsheet.seed(RESPONSES, [QUESTIONS, ...rows], { text: true });
}

interface Day {
  env: GasEnvironment;
  menu: Globals;
  jugadores(): unknown[][];
  column(name: string): number;
}

function day(): Day {
  const env = createGasEnvironment({ locale: 'es_ES' });
  const menu = loadBundle(env) as unknown as Globals;
  expect((menu.setupTournament as () => Answer)()?.ok).toBe(true);
  // Google Forms writes its tab with text values (a formula-looking answer too).
  responses(env, [...answers(), ...EXTRA]);
  const sheet = () => env.spreadsheet.getSheetByName('Jugadores') as FakeSheet;
  return {
    env,
    menu,
    jugadores: () => sheet().snapshot(),
    column: (name) => sheet().snapshot()[0].indexOf(name),
  };
}

describe('Importar inscripciones and Pasar lista through the bundle', () => {
  it('the menu item, the global, and Preparar torneo makes Presente with checkboxes', () => {
    const { env, menu, column } = day();
    (menu.onOpen as () => void)();
    expect(env.ui.menus.at(-1)?.items).toContainEqual({
      label: 'Importar inscripciones',
      functionName: 'importRegistrations',
    });
    const present = column('Presente');
    expect(present).toBe(8);
    const sheet = env.spreadsheet.getSheetByName('Jugadores') as FakeSheet;
    expect(sheet.validationAt(2, present + 1)?.getCriteriaType()).toBe('CHECKBOX');
    expect(sheet.validationAt(40, present + 1)?.getCriteriaType()).toBe('CHECKBOX');
  });

  it('imports each person once, names the bad rows, keeps a formula as text; importing again adds nothing', () => {
    const { env, menu, jugadores, column } = day();
    const first = (menu.importRegistrations as () => Answer)();
    expect(first?.ok).toBe(true);
    const message = first?.message ?? '';
    // 40 people, Kiko and the formula-named one; two answers of people already there; two refused.
    expect(message).toContain(
      'Inscripciones de «Respuestas de formulario 1»: 42 jugadores añadidos a Jugadores, 2 respuestas omitidas (ya estaban), 2 rechazadas.',
    );
    // The players added named, the first 20, then how many more (rules §16.1).
    expect(message).toContain('Añadidos: Ana García, Beto García, Carla García');
    expect(message).toContain(' y 22 más.');
    expect(message).toContain('«Respuestas de formulario 1», fila 44: respuesta sin nombre.');
    expect(message).not.toContain('fila 45 (Kiko Pérez)');
    expect(message).toContain(
      '«Respuestas de formulario 1», fila 46 (Lola Ruiz): «3500» en «Rating FIDE» no es un escalafón (un número entero de 0 a 3000).',
    );
    expect(message).toContain(
      '«Respuestas de formulario 1», fila 42: Ana García tiene Club «—»; la respuesta dice «Club Oeste».',
    );
    expect(message).toContain('fila 42: Ana García tiene Escalafón «—»; la respuesta dice «2222».');
    // The same answer twice differs in nothing: not listed.
    expect(message).not.toContain('fila 43');
    expect(message).toContain('Columna «País» añadida a Jugadores.');
    expect(message).toContain('Columna «Etiquetas» añadida a Jugadores.');

    const grid = jugadores();
    const name = column('Nombre');
    const names = grid.slice(1).map((row) => row[name]);
    expect(names).toHaveLength(42);
    expect(new Set(names.map((value) => String(value).toLowerCase())).size).toBe(42);
    expect(names.filter((value) => value === 'Ana García')).toHaveLength(1);
    const kiko = grid.find((row) => row[name] === 'Kiko Pérez') as unknown[];
    expect(kiko[column('Escalafón')]).toBe(1850);
    // The formula is the player's name, as text: no cell became a formula.
    expect(names).toContain(FORMULA);
    expect(env.spreadsheet.formulaLog).toEqual([]);
    const ana = grid.find((row) => row[name] === 'Ana García') as unknown[];
    expect(ana[column('Club')]).toBe('');
    expect(ana[column('Escalafón')]).toBe('');
    expect(ana[column('País')]).toBe('Argentina');
    const beto = grid.find((row) => row[name] === 'Beto García') as unknown[];
    expect(beto[column('Escalafón')]).toBe(1410);
    expect(beto[column('Club')]).toBe('Club Sur');
    const formula = grid.find((row) => row[name] === FORMULA) as unknown[];
    expect(formula[column('Etiquetas')]).toBe('Sub-18');
    // Before round 1: no late entry, no N° yet (the first pairing numbers the field).
    expect(grid.slice(1).every((row) => row[column('Entra en ronda')] === '' && row[column('N°')] === '')).toBe(true);

    // Each answer handled is marked in the responses tab (rules §16.1): importing again adds nothing, changes nothing.
    const responsesTab = (env.spreadsheet.getSheetByName(RESPONSES) as FakeSheet).snapshot();
    const mark = responsesTab[0].indexOf('Importado en');
    expect(mark).toBe(QUESTIONS.length);
    expect(responsesTab.slice(1).map((row) => row[mark])).toEqual([...Array(42).fill('Sí'), '', 'Sí', '', 'Sí']);
    const before = jugadores();
    const again = (menu.importRegistrations as () => Answer)();
    expect(again?.message).toContain(
      '0 jugadores añadidos a Jugadores, 0 respuestas omitidas (ya estaban), 2 rechazadas.',
    );
    expect(again?.message).toContain(
      '44 respuestas ya importadas antes (columna «Importado en» de las respuestas; borra una marca para importarla otra vez).',
    );
    // Nothing differs again: the answers already handled are not compared again.
    expect(again?.message).not.toContain('Datos distintos');
    expect(jugadores()).toEqual(before);
  });

  it('Pasar lista on 40 players: only the ticked are paired, the rest absent in round 1, ticks cleared; late sign-ups enter in round 2', () => {
    const { env, menu, jugadores, column } = day();
    // Only the 40 good answers this time.
    responses(env, answers());
    expect((menu.importRegistrations as () => Answer)()?.message).toContain('40 jugadores añadidos');
    const sheet = env.spreadsheet.getSheetByName('Jugadores') as FakeSheet;
    const present = column('Presente') + 1;
    const absentees = new Set([3, 10, 17, 33]);
    // The director ticks 36 of the 40 as they arrive.
    for (let row = 2; row <= 41; row++) if (!absentees.has(row)) sheet.getRange(row, present).setValue(true);
    const absentNames = [...absentees].map((row) => sheet.valueAt(row, column('Nombre') + 1));

    const paired = (menu.pairNextRound as () => Answer)();
    expect(paired?.ok).toBe(true);
    expect(paired?.message).toContain('18 mesas');
    expect(paired?.message).toContain(
      `Pasar lista: 4 jugadores sin marcar quedan ausentes en la ronda 1 (Ausente en rondas): ${absentNames.join(', ')}.`,
    );
    const rondas = (env.spreadsheet.getSheetByName('Rondas') as FakeSheet).snapshot();
    const seated = rondas.slice(1).flatMap((row) => [row[2], row[3]]);
    expect(seated).toHaveLength(36);
    for (const absent of absentNames) expect(seated).not.toContain(absent);
    const grid = jugadores();
    for (let row = 2; row <= 41; row++) {
      // Every tick cleared; the absentees marked for round 1, visibly, as text.
      expect(grid[row - 1][present - 1]).not.toBe(true);
      expect(grid[row - 1][column('Ausente en rondas')]).toBe(absentees.has(row) ? '1' : '');
    }

    // Late sign-ups once round 1 is paired: they enter in round 2.
    responses(env, [
      ...answers(),
      [ts(30), 'Mara', 'Vidal', 'Club Sur', '1600', 'España', '', 'm@example.com'],
      [ts(31), 'Nico', 'Soler', '', '', 'España', '', 'n@example.com'],
    ]);
    const late = (menu.importRegistrations as () => Answer)();
    expect(late?.message).toContain('2 jugadores añadidos a Jugadores, 40 respuestas omitidas');
    expect(late?.message).toContain(
      'El torneo ya ha empezado: estos jugadores entran en la ronda 2: Mara Vidal, Nico Soler.',
    );
    const after = jugadores();
    const entry = column('Entra en ronda');
    expect(after.slice(-2).map((row) => [row[column('Nombre')], row[entry]])).toEqual([
      ['Mara Vidal', 2],
      ['Nico Soler', 2],
    ]);

    // Round 1's results, then round 2 with no tick: everyone plays, the absentees of round 1 too.
    const rounds = env.spreadsheet.getSheetByName('Rondas') as FakeSheet;
    rounds.getRange(2, 5, 18, 2).setValues(Array.from({ length: 18 }, (_, i) => [400 + i, 380]));
    const second = (menu.pairNextRound as () => Answer)();
    expect(second?.ok).toBe(true);
    expect(second?.message).not.toContain('Pasar lista');
    const round2 = rounds
      .snapshot()
      .filter((row) => row[0] === 2)
      .flatMap((row) => [row[2], row[3]]);
    expect(round2).toHaveLength(42);
    for (const name of [...absentNames, 'Mara Vidal', 'Nico Soler']) expect(round2).toContain(name);
  });

  it('refuses, naming what to do, without a responses tab or with the one Configuración names missing', () => {
    const env = createGasEnvironment({ locale: 'es_ES' });
    const menu = loadBundle(env) as unknown as Globals;
    (menu.setupTournament as () => Answer)();
    expect((menu.importRegistrations as () => Answer)()).toBeNull();
    expect(env.ui.alerts.at(-1)?.message).toContain('No hay ninguna pestaña de respuestas de un formulario');
    const config = env.spreadsheet.getSheetByName('Configuración') as FakeSheet;
    const last = config.getLastRow();
    config.getRange(last + 1, 1, 1, 2).setValues([['Pestaña de inscripciones', 'Inscritos']]);
    expect((menu.importRegistrations as () => Answer)()).toBeNull();
    expect(env.ui.alerts.at(-1)?.message).toBe(
      'No existe la pestaña «Inscritos» que indica Configuración › Pestaña de inscripciones.',
    );
    // The tab it names, laid out as the club likes: "Nombre y apellidos" in one question.
    env.spreadsheet.seed('Inscritos', [
      ['Marca temporal', 'Nombre y apellidos', 'Escalafón'],
      [new Date(Date.UTC(2026, 10, 20)), 'Olga   Prieto', '1700'],
    ]);
    expect((menu.importRegistrations as () => Answer)()?.message).toContain('1 jugador añadido a Jugadores');
    const jugadores = (env.spreadsheet.getSheetByName('Jugadores') as FakeSheet).snapshot();
    expect(jugadores[1].slice(1, 3)).toEqual(['Olga Prieto', 1700]);
  });
});
