// Nothing half-done (rules §17) on the built bundle in the strict fakes: along a club's path and
// the arbiter's game (test/e2e/cutPath.ts), each press cut at its SpreadsheetApp calls — failing
// before the call does anything and after it did its work, the execution killed there — then
// pressed again must leave the whole workbook exactly as the uncut press, and the path's next
// press too; another item pressed instead must finish it first; with Google's Sheets failing
// from a call on, the director is told so in Atril's words, in the workbook's language. The
// suite runs a bounded, fixed sample of the cuts (test/support/cutSuite.ts: every press, calls
// spread evenly); `npm run bench -- cuts` runs them all.
import { isDeepStrictEqual } from 'node:util';
import { createGasEnvironment, type FakeSession, type FakeUtilities, type GasEnvironment } from '../gas/fakes';
import { pressCut, restore, sameState, workbookState, type WorkbookState } from '../support/cuts';
import { type CleanPath, cutWords, tryCut } from '../support/cutRuns';
import { describeCuts, SAMPLE, sample } from '../support/cutSuite';
import { loadBundle } from '../support/loadBundle';
import { arbiterPath } from './arbiterCutPath';
import { CLUB, CLUB_PATH } from './cutPath';

const club = describeCuts(CLUB);
let path: CleanPath;
beforeAll(() => (path = club()));

// The arbiter's game (rules §20): Cargar léxico…'s last call, Sacar atril, Buscar jugada maestra,
// Preparar duplicada, Calcular duplicada with the list, Preparar partida; in Spanish, and in an
// English workbook pressed by a Spanish user (Atril's words in English: the workbook's), fewer cuts.
describeCuts(arbiterPath('es'), { again: 3, other: 2 });
describeCuts(arbiterPath('en'), { again: 2, other: 1, words: 3 });

describe('a cut that loses the writes the execution had batched, pressed again (rules §17)', () => {
  // Apps Script sends a script's writes in batches: a killed execution may lose those not sent.
  const presses = [0, 3, 21, 22];
  it.each(presses.map((index) => [`${index}: ${CLUB_PATH[index].press}`, index]))(
    '%s',
    (_label, index) => {
      const failures: string[] = [];
      for (const at of sample(path.calls[index as number], SAMPLE.again)) {
        const outcome = tryCut(path, index as number, { at, when: 'before', kill: true, lost: true });
        if (!outcome.equal || !outcome.nextEqual) failures.push(`call ${at}: ${outcome.detail ?? 'next'}`);
      }
      expect(failures).toEqual([]);
    },
    120_000,
  );
});

describe('a passing failure of one call (rules §17 retries)', () => {
  // Pressed with one call failing once — before it did anything, or after it did its work — the
  // press ends as the uncut one: mended by the retries in that press (a read, a fixed range, a
  // tab inserted or renamed and looked up by name), or, where the call is not one to repeat,
  // reported as an error and finished by the next press.
  const presses = [3, 12, 21, 22];
  it.each(presses.map((index) => [`${index}: ${CLUB_PATH[index].press}`, index]))(
    '%s',
    (_label, index) => {
      const failures: string[] = [];
      let mended = 0;
      const words = cutWords('es', CLUB_PATH[index as number].press as string);
      for (const at of sample(path.calls[index as number], SAMPLE.again))
        for (const when of ['before', 'after'] as const) {
          const outcome = tryCut(path, index as number, { at, when, kill: false });
          if (outcome.mendedInPress) mended += 1;
          if (!outcome.equal || !outcome.nextEqual) failures.push(`call ${at} ${when}: ${outcome.detail ?? 'next'}`);
          // Told either the uncut press's message (mended) or Atril's words: never Google's raw text.
          if (outcome.said !== path.said[index as number] && !outcome.said.includes(words))
            failures.push(`call ${at} ${when}: told «${outcome.said}»`);
        }
      expect(failures).toEqual([]);
      // A read or a fixed write failing once is tried again in the press (the director sees
      // nothing; the two tests below); a handle (getRange, getSheetByName) or a format is not
      // retried: the director sees an error and presses again.
      expect(mended).toBeGreaterThan(0);
    },
    120_000,
  );

  it('a write that failed after it was applied is written again, once; the pauses grow', () => {
    const index = 3;
    restore(path.env, path.before[index], path.uuids);
    const utilities = path.env.globals.Utilities as FakeUtilities;
    const slept = utilities.slept.length;
    let failures = 0;
    path.env.counter.fault = (call) => {
      if (call.method !== 'Range.setValues' || failures >= 2) return null;
      failures += 1;
      return 'after';
    };
    try {
      CLUB_PATH[index].run(path.env, path.menu);
    } finally {
      path.env.counter.fault = null;
    }
    expect(utilities.slept.slice(slept)).toEqual([500, 1000]);
    expect(path.env.ui.alerts.at(-1)?.message).toMatch(/^Ronda 1 emparejada/);
    expect(sameState(workbookState(path.env), path.after[index] as WorkbookState)).toBe(true);
  });

  it('an insertSheet that made the tab and still failed is looked up by name, not inserted twice', () => {
    const index = 0;
    restore(path.env, path.before[index], path.uuids);
    let failed = false;
    path.env.counter.fault = (call) => {
      if (call.method !== 'Spreadsheet.insertSheet' || failed) return null;
      failed = true;
      return 'after';
    };
    try {
      CLUB_PATH[index].run(path.env, path.menu);
    } finally {
      path.env.counter.fault = null;
    }
    expect(failed).toBe(true);
    expect(path.env.ui.alerts.at(-1)?.title).toBe('Atril');
    expect(sameState(workbookState(path.env), path.after[index] as WorkbookState)).toBe(true);
  });
  /** Press `index` of the club's path with SpreadsheetApp.flush failing `times` times (before its work). */
  function pressFlushFailing(index: number, times: number): { said: string; title: string } {
    restore(path.env, path.before[index], path.uuids);
    let failures = 0;
    path.env.counter.fault = (call) => {
      if (call.method !== 'SpreadsheetApp.flush' || failures >= times) return null;
      failures += 1;
      return 'before';
    };
    try {
      CLUB_PATH[index].run(path.env, path.menu);
    } finally {
      path.env.counter.fault = null;
    }
    const alert = path.env.ui.alerts.at(-1);
    return { said: alert?.message ?? '', title: alert?.title ?? '' };
  }

  it('the last flush failing once is tried again: the press ends as the uncut one, its journal gone', () => {
    const { said } = pressFlushFailing(3, 1);
    expect(said).toBe(path.said[3]);
    expect(path.env.properties.document.store.has('atril.journal')).toBe(false);
    expect(sameState(workbookState(path.env), path.after[3] as WorkbookState)).toBe(true);
  });

  it('the last flush failing for good: Atril’s words, the journal kept; pressed again, the press ends as the uncut one', () => {
    const { said, title } = pressFlushFailing(3, Infinity);
    expect(title).toBe('Atril: la acción no ha podido terminar');
    expect(said).toBe(cutWords('es', 'pairNextRound'));
    expect(said).toMatch(
      /^Google no ha podido terminar «Emparejar siguiente ronda».*Vuelve a usar Atril › Emparejar siguiente ronda:/,
    );
    expect(path.env.properties.document.store.has('atril.journal')).toBe(true);
    uuids(3);
    CLUB_PATH[3].run(path.env, path.menu);
    expect(path.env.ui.alerts.at(-1)?.message).toMatch(/^«Emparejar siguiente ronda» se había interrumpido/);
    expect(sameState(workbookState(path.env), path.after[3] as WorkbookState)).toBe(true);
  });
});

describe('another action pressed first, a journal that cannot be read (rules §17)', () => {
  /** Cerrar torneo cut after its plan was begun: the journal is there, the Escalafón half made. */
  function cutClosing(): number {
    const index = CLUB_PATH.findIndex((step) => step.press === 'closeTournament');
    const calls = path.calls[index];
    restore(path.env, path.before[index], path.uuids);
    expect(
      pressCut(path.env, () => CLUB_PATH[index].run(path.env, path.menu), { at: calls - 3, when: 'after', kill: true }),
    ).toBe(true);
    expect(path.env.properties.document.store.has('atril.journal')).toBe(true);
    return index;
  }

  it('Actualizar clasificación pressed after a cut Cerrar torneo finishes the closing first, once, and says so', () => {
    const index = cutClosing();
    path.env.ui.alerts.length = 0;
    path.menu.updateStandings();
    const message = path.env.ui.alerts.at(-1)?.message ?? '';
    expect(message).toMatch(/^Antes, Atril ha completado «Cerrar torneo», que se había interrumpido/);
    expect(path.env.properties.document.store.has('atril.journal')).toBe(false);
    // The closing's tabs as one uncut closing left them: each player closed once in the Escalafón.
    const want = (path.after[index] as WorkbookState).tabs as { name: string; values: unknown }[];
    const got = workbookState(path.env).tabs as { name: string; values: unknown }[];
    for (const tab of ['Escalafón', 'Escalafón anterior', 'Temporada'])
      expect(got.find((entry) => entry.name === tab)?.values).toEqual(want.find((entry) => entry.name === tab)?.values);
    const registro = path.env.spreadsheet.getSheetByName('Registro')!.snapshot();
    expect(registro.slice(-2).map((line) => [line[2], line[3]])).toEqual([
      [
        'Cerrar torneo',
        expect.stringMatching(/^Interrumpida: se completó en la acción siguiente\. Torneo «Liga de otoño» cerrado/),
      ],
      ['Actualizar clasificación', expect.stringMatching(/^Actualizadas/)],
    ]);
  });

  it.each([
    ['cleared by hand and typed again', 'nada que ver'],
    ['of another version of Atril', '9:1:{"v":9}'],
  ])('a journal %s is said once, deleted, and the press goes on', (_label, value) => {
    const index = CLUB_PATH.findIndex((step) => step.press === 'updateStandings');
    restore(path.env, path.before[index], path.uuids);
    path.env.properties.document.store.set('atril.journal', value);
    path.menu.updateStandings();
    const first = path.env.ui.alerts.at(-1)?.message ?? '';
    expect(first).toMatch(/^Atril encontró la huella de una acción interrumpida que no puede leer/);
    expect(first).toContain('Actualizadas Clasificación');
    expect(path.env.properties.document.store.has('atril.journal')).toBe(false);
    path.menu.updateStandings();
    expect(path.env.ui.alerts.at(-1)?.message).not.toMatch(/huella/);
    const registro = path.env.spreadsheet.getSheetByName('Registro')!.snapshot();
    expect(registro.slice(-3).map((line) => line[3])).toEqual([
      expect.stringMatching(/^Se descartó la huella ilegible/),
      expect.stringMatching(/^Actualizadas/),
      expect.stringMatching(/^Actualizadas/),
    ]);
  });
});

describe('the Registro (rules §17)', () => {
  it('a day of the club: one line per action that changed the workbook, when on the spreadsheet clock, who, what', () => {
    const last = CLUB_PATH.length - 1;
    restore(path.env, path.before[last], path.uuids);
    CLUB_PATH[last].run(path.env, path.menu);
    const registro = path.env.spreadsheet.getSheetByName('Registro')!.snapshot();
    expect(registro[0]).toEqual(['Cuándo', 'Quién', 'Acción', 'Qué hizo']);
    // Publicar clasificación changes no tab (it publishes the page): no line.
    const changing = CLUB_PATH.filter((step) => step.press && step.press !== 'publishStandings');
    expect(registro).toHaveLength(changing.length + 1);
    // 14/03/2026 17:00 UTC is 18:00 in Madrid, the spreadsheet's zone.
    for (const line of registro.slice(1))
      expect(line.slice(0, 2)).toEqual(['14/03/2026 18:00:00', 'director@club.example']);
    expect(registro.slice(1).map((line) => line[2])).toEqual(changing.map((step) => MENU_NAMES[step.press as string]));
    expect(registro[3][3]).toBe('Ronda 1 emparejada: 3 mesas en Rondas.');
    // The tab is the director's to print or clear: a cleared Registro only gets the next line.
    path.env.spreadsheet.getSheetByName('Registro')!.clearContents();
    path.menu.updateStandings();
    expect(path.env.spreadsheet.getSheetByName('Registro')!.snapshot()).toEqual([
      [
        '14/03/2026 18:00:00',
        'director@club.example',
        'Actualizar clasificación',
        expect.stringMatching(/^Actualizadas/),
      ],
    ]);
  });

  it('who is blank where Google does not give the address', () => {
    const env = createGasEnvironment({ locale: 'es_ES', activeUser: '' });
    const menu = loadBundle(env) as unknown as Record<string, () => unknown>;
    menu.setupTournament();
    expect(env.spreadsheet.getSheetByName('Registro')!.snapshot()[1].slice(1, 3)).toEqual(['', 'Preparar torneo']);
    // A web app executing as its developer never gets it, whatever the user.
    const web = createGasEnvironment({ context: 'webapp', activeUser: 'x@club.example' });
    expect((web.globals.Session as FakeSession).getActiveUser().getEmail()).toBe('');
  });
});

const MENU_NAMES: Record<string, string> = {
  setupTournament: 'Preparar torneo',
  importRegistrations: 'Importar inscripciones',
  pairNextRound: 'Emparejar siguiente ronda',
  importResults: 'Importar resultados',
  undoLastRound: 'Deshacer última ronda',
  updateStandings: 'Actualizar clasificación',
  computeElo: 'Calcular ELO',
  computePrizes: 'Calcular premios',
  renamePlayer: 'Renombrar jugador',
  prepareDuplicate: 'Preparar duplicada',
  scoreDuplicate: 'Calcular duplicada',
  publishStandings: 'Publicar clasificación',
  closeTournament: 'Cerrar torneo',
  newTournament: 'Nuevo torneo',
};

describe('Comprobar instalación cut short (rules §17)', () => {
  it('at each of its calls, pressed again, leaves no scratch tab and records the same', () => {
    const fresh = () => {
      const env = createGasEnvironment({ locale: 'es_ES' });
      const menu = loadBundle(env) as unknown as Record<string, () => unknown>;
      menu.setupTournament();
      return { env, menu };
    };
    const clean = fresh();
    clean.env.counter.reset();
    clean.menu.checkInstallation();
    const calls = clean.env.counter.count('api');
    const record = (env: GasEnvironment) => {
      const kept = JSON.parse(env.properties.document.store.get('atril.install') ?? '{}') as Record<string, unknown>;
      return { ...kept, date: '' };
    };
    const tabs = (env: GasEnvironment) => env.spreadsheet.getSheets().map((sheet) => sheet.getName());
    let equal = 0;
    for (let at = 0; at < calls; at++) {
      const { env, menu } = fresh();
      pressCut(env, () => menu.checkInstallation(), { at, when: at % 2 ? 'after' : 'before', kill: true });
      menu.checkInstallation();
      if (isDeepStrictEqual([tabs(env), record(env)], [tabs(clean.env), record(clean.env)])) equal += 1;
    }
    expect(equal).toBe(calls);
  });
});

describe('a long journal (rules §17)', () => {
  it('is kept gzipped (a rename: the views it rewrote), read back by the next press, deleted after', () => {
    const index = CLUB_PATH.findIndex((step) => step.press === 'renamePlayer');
    restore(path.env, path.before[index], path.uuids);
    const calls = path.calls[index];
    pressCut(path.env, () => CLUB_PATH[index].run(path.env, path.menu), { at: calls - 3, when: 'before', kill: true });
    const head = path.env.properties.document.store.get('atril.journal') ?? '';
    expect(head).toMatch(/^1:1:z:H4sI/);
    expect(head.length).toBeLessThan(2600);
    uuids(index);
    CLUB_PATH[index].run(path.env, path.menu);
    expect(path.env.ui.alerts.at(-1)?.message).toMatch(/^«Renombrar jugador» se había interrumpido/);
    expect(path.env.properties.document.store.has('atril.journal')).toBe(false);
    expect(sameState(workbookState(path.env), path.after[index] as WorkbookState)).toBe(true);
  });
});

/** Random draws as the uncut press drew them. */
function uuids(index: number): void {
  path.uuids.position = path.before[index].uuids;
  path.uuids.random = path.before[index].random;
}
