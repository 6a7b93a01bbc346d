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
      'Pasar lista: solo 2 jugadores están marcados en «Presente» de Jugadores, de 19 que jugarían la ronda 1. Si emparejas ahora, 17 jugadores quedarán ausentes en la ronda 1.',
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
