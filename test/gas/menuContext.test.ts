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
});
