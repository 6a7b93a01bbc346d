// The two editions (src/gas/edition.ts, rules §15): chosen once by an entry point, what differs
// handed over as one object — the live services, or none — and the menu built from it.
import { ADDON, edition, useEdition } from '../../src/gas/edition';
import { LIVE_SERVICES } from '../../src/gas/liveServices';
import { ADDON_GLOBALS, GLOBALS as PASTE_IN_GLOBALS, LIVE_GLOBALS } from '../../src/gas/globalNames';
import { menuItems, MENU_ITEMS } from '../../src/gas/menu';
import { standingsLink } from '../../src/gas/pageAddress';
import { readQueue } from '../../src/gas/reportStore';
import { PASTE_IN } from '../../src/gas';

afterEach(() => useEdition(ADDON));

describe('editions', () => {
  it('each entry point chooses its own at load: the paste-in one with the live services, the add-on none', () => {
    // Both entries were imported above; the one imported last chose last. Each chooses again here.
    useEdition(PASTE_IN);
    expect(edition().live).toBe(LIVE_SERVICES);
    expect(edition().live!.pageLink).toBe(standingsLink);
    expect(edition().live!.readQueue).toBe(readQueue);
    useEdition(ADDON);
    expect(edition().live).toBeNull();
  });

  it('the paste-in edition shows every menu item', () => {
    useEdition(PASTE_IN);
    expect(menuItems()).toEqual(MENU_ITEMS);
    expect(menuItems()).toContainEqual(expect.objectContaining({ handler: 'importResults' }));
  });

  it('the add-on: no live services, no phones in the menu, everything else in the same order', () => {
    useEdition(ADDON);
    expect(menuItems().map((item) => item.handler)).toEqual(
      MENU_ITEMS.filter((item) => !item.live).map((item) => item.handler),
    );
    expect(menuItems()).not.toContainEqual(expect.objectContaining({ handler: 'importResults' }));
    expect(menuItems().at(-1)!.handler).toBe('checkInstallation');
  });

  it("the add-on's globals are the paste-in's, in its order, without the live page's and the phones'", () => {
    expect(ADDON_GLOBALS).toEqual(PASTE_IN_GLOBALS.filter((name) => !LIVE_GLOBALS.includes(name)));
    for (const name of LIVE_GLOBALS) expect(PASTE_IN_GLOBALS).toContain(name);
  });
});
