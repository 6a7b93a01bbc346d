// The two editions (src/gas/edition.ts, rules §15): the paste-in one unless an entry point
// chooses the add-on, whose menu leaves out the phones' items.
import { ADDON, edition, PASTE_IN, useEdition } from '../../src/gas/edition';
import { menuItems, MENU_ITEMS } from '../../src/gas/menu';

afterEach(() => useEdition(PASTE_IN));

describe('editions', () => {
  it('is the paste-in edition by default, with the live page and every menu item', () => {
    expect(edition()).toBe(PASTE_IN);
    expect(PASTE_IN.livePage).toBe(true);
    expect(menuItems()).toEqual(MENU_ITEMS);
  });

  it('the add-on: no live page, no phones in the menu, everything else in the same order', () => {
    useEdition(ADDON);
    expect(edition().livePage).toBe(false);
    expect(menuItems().map((item) => item.handler)).toEqual(
      MENU_ITEMS.filter((item) => !item.livePage).map((item) => item.handler),
    );
    expect(menuItems()).not.toContainEqual(expect.objectContaining({ handler: 'importResults' }));
    expect(menuItems().at(-1)!.handler).toBe('checkInstallation');
  });
});
