// What "Comprobar instalación" keeps and what each record decides (src/gas/installRecord.ts).
import {
  installDecisions,
  INSTALL_KEY,
  type InstallRecord,
  loadInstallRecord,
  saveInstallRecord,
} from '../../src/gas/installRecord';
import { FakeProperties } from './fakes';

import type { Properties } from '../../src/gas/store';

const AS_ASSUMED: InstallRecord = {
  date: '2026-11-25T20:00:00.000Z',
  apostropheStored: false,
  sheetNameIgnoresCase: false,
  spanishCollation: true,
  missingBuiltIns: [],
  documentProperties: true,
  scriptProperties: true,
  webApp: 'exec',
  scriptTimeZone: 'Europe/Madrid',
  spreadsheetTimeZone: 'Europe/Madrid',
};

describe('installRecord', () => {
  it("no record, or one as Atril assumes: Atril's assumptions", () => {
    const assumed = { fallbackCollation: false, exactTabNames: false, remember: true };
    expect(installDecisions(null)).toEqual(assumed);
    expect(installDecisions(AS_ASSUMED)).toEqual(assumed);
    // A check that could not run (null) changes nothing either.
    expect(
      installDecisions({ ...AS_ASSUMED, spanishCollation: null, sheetNameIgnoresCase: null, documentProperties: null }),
    ).toEqual(assumed);
  });

  it('each failed check takes its safe path; the apostrophe, built-ins, address and clocks change nothing here', () => {
    expect(installDecisions({ ...AS_ASSUMED, spanishCollation: false })).toMatchObject({ fallbackCollation: true });
    expect(installDecisions({ ...AS_ASSUMED, sheetNameIgnoresCase: true })).toMatchObject({ exactTabNames: true });
    expect(installDecisions({ ...AS_ASSUMED, documentProperties: false })).toMatchObject({ remember: false });
    expect(
      installDecisions({
        ...AS_ASSUMED,
        apostropheStored: true,
        missingBuiltIns: ['Array.prototype.at'],
        webApp: 'dev',
        scriptTimeZone: 'UTC',
      }),
    ).toEqual(installDecisions(null));
  });

  it('is kept in one document property and read back; a damaged value is no record', () => {
    const properties = new FakeProperties();
    const store = properties as unknown as Properties;
    expect(loadInstallRecord(store)).toBeNull();
    expect(saveInstallRecord(store, AS_ASSUMED)).toBe(true);
    expect(loadInstallRecord(store)).toEqual(AS_ASSUMED);
    properties.store.set(INSTALL_KEY, '{not json');
    expect(loadInstallRecord(store)).toBeNull();
    properties.store.set(INSTALL_KEY, '[]');
    expect(loadInstallRecord(store)).toBeNull();
    expect(loadInstallRecord(null)).toBeNull();
    expect(saveInstallRecord(null, AS_ASSUMED)).toBe(false);
  });
});
