// A director's slips (rules §16.1) on the built bundle in the strict Apps Script fakes:
// a roll call with few ticks asked about first (No changes nothing), undone with the round
// (the absences it wrote removed, the ticks back, a typed absence kept), and the pairing's
// message naming everyone who sits the round out and why.
import { createGasEnvironment, type FakeSheet, type GasEnvironment } from '../gas/fakes';
import { ensureBuilt, loadBundle } from '../support/loadBundle';

beforeAll(() => ensureBuilt());

type Globals = Record<string, (...args: unknown[]) => unknown>;
type Answer = { ok: boolean; message: string } | null;

export interface Club {
  env: GasEnvironment;
  menu: Globals;
  sheet(name: string): FakeSheet;
  column(name: string): number;
}

/** Preparar torneo, then `count` players typed in Jugadores (name and rating). */
export function club(count: number, locale = 'es_ES'): Club {
  const env = createGasEnvironment({ locale });
  const menu = loadBundle(env) as unknown as Globals;
  expect((menu.setupTournament as () => Answer)()?.ok).toBe(true);
  const sheet = (name: string) => env.spreadsheet.getSheetByName(name) as FakeSheet;
  const column = (name: string) => sheet('Jugadores').snapshot()[0].indexOf(name) + 1;
  sheet('Jugadores')
    .getRange(2, column('Nombre'), count, 2)
    .setValues(Array.from({ length: count }, (_, i) => [`Jugador ${String(i + 1).padStart(2, '0')}`, 1200 + i * 10]));
  return { env, menu, sheet, column };
}

const pair = (menu: Globals) => (menu.pairNextRound as () => Answer)();

describe('Pasar lista with few ticks (rules §16.1)', () => {
  it('asks first; No changes nothing; Sí pairs; undo removes its absences, ticks back, keeps a typed one', () => {
    const { env, menu, sheet, column } = club(20);
    const players = sheet('Jugadores');
    // A typed absence for round 1 (row 21) and two latecomers ticked (rows 2 and 3).
    players.getRange(21, column('Ausente en rondas')).setValue('1');
    players.getRange(2, column('Presente')).setValue(true);
    players.getRange(3, column('Presente')).setValue(true);
    const before = players.snapshot();

    env.ui.script.push({ button: 'NO' });
    expect(pair(menu)?.ok).toBe(false);
    const question = env.ui.alerts.at(-1);
    expect(question?.buttons).toBe('YES_NO');
    expect(question?.message).toContain(
      'Pasar lista: solo 2 de 19 jugadores de la ronda 1 están marcados en «Presente» (Jugadores); 17 quedarían ausentes. ¿Emparejar así?',
    );
    // No: nothing written.
    expect(players.snapshot()).toEqual(before);
    expect(sheet('Rondas').snapshot().length).toBe(1);

    env.ui.script.push({ button: 'YES' });
    const paired = pair(menu);
    expect(paired?.ok).toBe(true);
    expect(paired?.message).toContain('17 jugadores sin marcar quedan ausentes en la ronda 1');
    // The typed absence is named among those who sit out, with its row.
    expect(paired?.message).toContain('No juega la ronda 1:\n· Jugador 20 (fila 21): ausente');
    expect(sheet('Rondas').snapshot().length).toBe(2);
    const absent = column('Ausente en rondas') - 1;
    expect(players.snapshot().filter((row) => row[absent] === '1')).toHaveLength(18);

    const undone = (menu.undoLastRound as () => Answer)();
    expect(undone?.ok).toBe(true);
    expect(undone?.message).toContain(
      'Pasar lista deshecha: 17 jugadores ya no están ausentes en la ronda 1 (Ausente en rondas).',
    );
    expect(undone?.message).toContain('2 casillas vuelven a estar marcadas en «Presente».');
    const after = players.snapshot();
    // The roll call as it was: the typed absence kept, the others blank, the two ticks back.
    expect(after.slice(1).map((row) => row[absent])).toEqual([...Array(19).fill(''), '1']);
    const present = column('Presente') - 1;
    expect(after.slice(1).map((row) => row[present] === true)).toEqual([true, true, ...Array(18).fill(false)]);

    // With every box cleared, everyone plays (the typed absence aside): no question.
    players.getRange(2, column('Presente'), 2, 1).setValues([[false], [false]]);
    const alerts = env.ui.alerts.length;
    const all = pair(menu);
    expect(all?.ok).toBe(true);
    expect(env.ui.alerts.length).toBe(alerts + 1);
    expect(all?.message).toContain('Ronda 1 emparejada: 9 mesas');
  });

  it('half ticked or more pairs at once, without a question', () => {
    const { env, menu, sheet, column } = club(10);
    sheet('Jugadores')
      .getRange(2, column('Presente'), 5, 1)
      .setValues(Array.from({ length: 5 }, () => [true]));
    expect(pair(menu)?.ok).toBe(true);
    expect(env.ui.alerts.every((alert) => alert.buttons !== 'YES_NO')).toBe(true);
  });
});

describe('Who sits out, said (rules §16.1)', () => {
  it('names the withdrawn, the absent and the late entries with their rows', () => {
    const { menu, sheet, column } = club(12);
    const players = sheet('Jugadores');
    players.getRange(4, column('Retirado desde ronda')).setValue(1);
    players.getRange(6, column('Ausente en rondas')).setValue('1, 3');
    players.getRange(9, column('Entra en ronda')).setValue(2);
    const paired = pair(menu);
    expect(paired?.ok).toBe(true);
    expect(paired?.message).toContain(
      [
        'No juegan la ronda 1:',
        '· Jugador 03 (fila 4): retirado desde la ronda 1',
        '· Jugador 05 (fila 6): ausente',
        '· Jugador 08 (fila 9): entra en la ronda 2',
      ].join('\n'),
    );
  });
});

const FORM = 'Respuestas de formulario 1';
const QUESTIONS = ['Marca temporal', 'Nombre y apellidos', 'Club', 'ELO', 'País', 'Categoría'];
const signUp = (i: number, name: string, rating: string): unknown[] => [
  new Date(Date.UTC(2026, 9, 1, 9, i)),
  name,
  `Club ${i % 3}`,
  rating,
  i % 2 === 0 ? 'España' : 'Argentina',
  i % 4 === 0 ? 'Sub16, Femenino' : '',
];

describe('The next tournament (rules §16.1)', () => {
  it('Nuevo torneo carries who the players are; the same Form imports only new answers, with Escalafón ratings', () => {
    const env = createGasEnvironment({ locale: 'es_ES' });
    const menu = loadBundle(env) as unknown as Globals;
    const sheet = (name: string) => env.spreadsheet.getSheetByName(name) as FakeSheet;
    expect((menu.setupTournament as () => Answer)()?.ok).toBe(true);
    const config = sheet('Configuración');
    const name = config.snapshot().findIndex((row) => row[0] === 'Torneo') + 1;
    config.getRange(name, 2).setValue('Open de Otoño');
    const people = Array.from({ length: 12 }, (_, i) =>
      signUp(i, `Persona ${String(i + 1).padStart(2, '0')}`, i === 3 ? '1.650' : String(1500 + i)),
    );
    env.spreadsheet.seed(FORM, [QUESTIONS, ...people], { text: true });
    const first = (menu.importRegistrations as () => Answer)();
    expect(first?.message).toContain('12 jugadores añadidos');
    const players = sheet('Jugadores');
    const header = () => players.snapshot()[0];
    const col = (label: string) => header().indexOf(label) + 1;
    // A rating with a thousands dot reads 1650 (rules §16.1).
    expect(players.snapshot()[4][col('Escalafón') - 1]).toBe(1650);
    // The director's own column, a fee paid, a withdrawal: the tournament's columns.
    players.getRange(1, header().length + 1, 3, 1).setValues([['Teléfono'], ['600 111 222'], ['600 333 444']]);
    players.getRange(1, header().length + 1, 3, 1).setValues([['Pagado'], ['Sí'], ['10']]);
    players.getRange(5, col('Retirado desde ronda')).setValue(2);

    expect((menu.pairNextRound as () => Answer)()?.ok).toBe(true);
    sheet('Rondas')
      .getRange(2, 5, 6, 2)
      .setValues(Array.from({ length: 6 }, (_, i) => [420 + i, 380]));
    env.ui.script.push({ button: 'YES' });
    expect((menu.closeTournament as () => Answer)()?.ok).toBe(true);
    const fresh = (menu.newTournament as () => Answer)();
    expect(fresh?.ok).toBe(true);

    const next = players.snapshot === undefined ? [] : sheet('Jugadores').snapshot();
    const at = (label: string) => next[0].indexOf(label);
    expect(next[0]).toEqual(expect.arrayContaining(['País', 'Etiquetas', 'Teléfono', 'Pagado', 'Presente']));
    const row1 = next.find((row) => row[at('Nombre')] === 'Persona 01') as unknown[];
    expect(row1[at('País')]).toBe('España');
    expect(row1[at('Etiquetas')]).toBe('Sub16, Femenino');
    expect(row1[at('Teléfono')]).toBe('600 111 222');
    expect(row1[at('Club')]).toBe('Club 0');
    // The tournament's columns start blank.
    for (const row of next.slice(1))
      for (const label of ['N°', 'Pagado', 'Retirado desde ronda', 'Ausente en rondas', 'Entra en ronda'])
        expect(row[at(label)]).toBe('');
    expect(next.slice(1).every((row) => row[at('Presente')] !== true)).toBe(true);
    const listed = new Map(
      sheet('Escalafón')
        .snapshot()
        .slice(1)
        .map((row) => [row[1], row[2]] as const),
    );
    expect(row1[at('Escalafón')]).toBe(listed.get('Persona 01'));

    // Persona 02 and 03 will not come: the director deletes their rows.
    const jugadores = sheet('Jugadores');
    for (const gone of ['Persona 02', 'Persona 03'])
      jugadores.deleteRows(jugadores.snapshot().findIndex((row) => row[at('Nombre')] === gone) + 1, 1);
    // The same Form: a new sign-up, and Persona 03 again with the form's old rating.
    env.spreadsheet.getSheetByName(FORM)?.appendRow(signUp(20, 'Nueva Persona', '1400'));
    env.spreadsheet.getSheetByName(FORM)?.appendRow(signUp(21, 'persona 03', '1502'));
    const again = (menu.importRegistrations as () => Answer)();
    expect(again?.message).toContain('2 jugadores añadidos');
    expect(again?.message).toContain('12 respuestas ya importadas antes');
    expect(again?.message).toContain('Añadidos: Nueva Persona, persona 03.');
    const names = jugadores.snapshot().map((row) => row[at('Nombre')]);
    expect(names).not.toContain('Persona 02');
    const p3 = jugadores.snapshot().find((row) => row[at('Nombre')] === 'persona 03') as unknown[];
    // Escalafón's rating, not the form's.
    expect(p3[at('Escalafón')]).toBe(listed.get('Persona 03'));
    expect(again?.message).toContain(
      `persona 03 tiene ${String(listed.get('Persona 03'))} en Escalafón; la respuesta dice «1502» (se usa el de Escalafón).`,
    );
  });
});

/** Pairs `rounds` rounds, typing a score on every board of each. */
function play(c: Club, rounds: number): void {
  for (let round = 1; round <= rounds; round++) {
    expect(pair(c.menu)?.ok).toBe(true);
    const rondas = c.sheet('Rondas');
    const grid = rondas.snapshot();
    grid.forEach((row, index) => {
      if (row[0] === round && row[3] !== 'DESCANSA' && row[4] === '')
        rondas.getRange(index + 1, 5, 1, 2).setValues([[400 + index, 350]]);
    });
  }
}

describe('A Jugadores row deleted mid-tournament (rules §16.1)', () => {
  it('every refusal says how to mend it; Estado del torneo still counts the rounds in Rondas', () => {
    const c = club(12);
    play(c, 3);
    const players = c.sheet('Jugadores');
    const gone = players.snapshot()[5][c.column('Nombre') - 1];
    players.deleteRows(6, 1);
    for (const action of ['pairNextRound', 'updateStandings']) {
      expect((c.menu[action] as () => Answer)()).toBeNull();
      const shown = c.env.ui.alerts.at(-1)?.message ?? '';
      expect(shown).toContain(`«${String(gone)}» no es un jugador de la pestaña Jugadores`);
      expect(shown).toContain('si has borrado su fila, vuelve a ponerla');
      expect(shown).toContain('«Retirado desde ronda»');
    }
    (c.menu.showStatus as () => void)();
    const sidebar = c.env.ui.sidebars.at(-1)?.html ?? '';
    expect(sidebar).toContain('Ronda 3 de');
    expect(sidebar).not.toContain('Aún no se ha emparejado');
    expect(sidebar).toContain('si has borrado su fila');
  });
});
