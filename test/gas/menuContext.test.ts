// Where a menu action may run (src/gas/menuContext.ts): the Ui first, then the spreadsheet;
// a web app refuses at the Ui, whether or not it sees the spreadsheet.
import { menuContext } from '../../src/gas/menuContext';
import { t } from '../../src/i18n';
import { createGasEnvironment, withGlobals } from './fakes';

describe('menuContext', () => {
  it('in a document: the Ui and the spreadsheet, the Ui asked for first', () => {
    const env = createGasEnvironment();
    const found = withGlobals(env, () => menuContext('es'));
    expect(found.ui).toBe(env.ui);
    expect(env.counter.calls.filter((call) => call.kind === 'api').map((call) => call.method)).toEqual([
      'SpreadsheetApp.getUi',
      'SpreadsheetApp.getActiveSpreadsheet',
    ]);
  });

  it.each([false, true])('in a web app (sees the spreadsheet: %s): refused at the Ui, nothing else asked', (sees) => {
    const env = createGasEnvironment({ context: 'webapp', webAppSeesSpreadsheet: sees });
    expect(() => withGlobals(env, () => menuContext('en'))).toThrow(t('en', 'action.noDocument'));
    expect(env.counter.calls.filter((call) => call.kind === 'api').map((call) => call.method)).toEqual([
      'SpreadsheetApp.getUi',
    ]);
  });

  it('Google failing in passing: the Ui and the spreadsheet tried again (rules §17); a failure that lasts is thrown as it is', () => {
    const env = createGasEnvironment();
    let failures = 0;
    env.counter.fault = () => (failures++ < 2 ? 'before' : null);
    const found = withGlobals(env, () => menuContext('es'));
    expect(found.ui).toBe(env.ui);
    expect(env.counter.calls.filter((call) => call.kind === 'api').map((call) => call.method)).toEqual([
      'SpreadsheetApp.getUi',
      'SpreadsheetApp.getUi',
      'SpreadsheetApp.getUi',
      'SpreadsheetApp.getActiveSpreadsheet',
    ]);
    env.counter.fault = () => 'before';
    // Not the web app's refusal: the caller says it in Atril's words (handlers.ts pressContext).
    expect(() => withGlobals(env, () => menuContext('es'))).toThrow(/^Service Spreadsheets failed/);
  });
});
