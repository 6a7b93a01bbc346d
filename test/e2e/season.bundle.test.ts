// A club's season through the built bundle in the Apps Script fakes (issue 15 "Must show"):
// the menu's handlers as globals, the confirmation to close early as a Yes/No dialog shown
// after the lock is released (rules §8), and a refusal writing nothing.
import { createGasEnvironment } from '../gas/fakes';
import { ensureBuilt, loadBundle } from '../support/loadBundle';
import { bundleDriver } from './drivers';
import { type SeasonAction, type SeasonDriver, seasonPath } from './seasonPath';

beforeAll(() => ensureBuilt());

const env = createGasEnvironment({ locale: 'es_ES' });

async function gasDriver(): Promise<SeasonDriver> {
  return bundleDriver<SeasonAction>(env);
}

describe('a season in one spreadsheet, through the bundle', () => {
  seasonPath(gasDriver);
});

describe('closing early in the add-on', () => {
  it('asks Yes/No after releasing the lock; No writes nothing, Yes closes', () => {
    const own = createGasEnvironment({ locale: 'es_ES' });
    const context = loadBundle(own);
    (context.setupTournament as () => void)();
    const sheet = (name: string) => own.spreadsheet.getSheetByName(name)!;
    sheet('Configuración').getRange('B2').setValue('Relámpago');
    sheet('Jugadores')
      .getRange(2, 2, 2, 2)
      .setValues([
        ['Ana', 2000],
        ['Luis', 1900],
      ]);
    (context.pairNextRound as () => void)();
    sheet('Rondas')
      .getRange(2, 5, 1, 2)
      .setValues([[400, 350]]);
    own.ui.script.push({ button: 'NO' });
    own.counter.reset();
    expect((context.closeTournament as () => { ok: boolean }).call(null)).toMatchObject({ ok: false });
    expect(own.counter.events()).toEqual(['lock', 'flush', 'release', 'alert']);
    expect(own.ui.alerts.at(-1)).toMatchObject({
      buttons: 'YES_NO',
      message: expect.stringMatching(/^Solo se ha jugado 1 de las 7 rondas previstas\. ¿Cerrar el torneo «Relámpago»/),
    });
    expect(own.spreadsheet.getSheetByName('Escalafón')).toBeNull();
    own.ui.script.push({ button: 'YES' });
    own.counter.reset();
    expect((context.closeTournament as () => { ok: boolean }).call(null)).toMatchObject({ ok: true });
    expect(own.counter.events()).toEqual([
      'lock',
      'flush',
      'release',
      'alert',
      'lock',
      'write',
      'flush',
      'release',
      'alert',
    ]);
    expect(own.ui.alerts.at(-1)?.message).toMatch(/^Torneo «Relámpago» cerrado\./);
    expect(
      sheet('Escalafón')
        .snapshot()
        .slice(1)
        .map((row) => [row[1], row[2]]),
    ).toEqual([
      // D = 100 → .64 (rules Appendix A): 10 × (1 − .64) = 3.6 → +4 for Ana, −4 for Luis.
      ['Ana', 2004],
      ['Luis', 1896],
    ]);
    expect(own.ui.violations).toEqual([]);
  });
});
