// The paste-in edition's start (rules §24; docs/addon.md "The start of an execution"): all an
// execution compiles before its first word. onOpen and onInstall make the menu from here, and the
// live page's and the hall screen's polls are answered from here while nothing was published
// since (most of them: rules §14.1); every other global is the library's (index.ts) or the
// custom functions' (customFunctions.ts), which the build carries as text and compiles at their
// first call. As index.ts chooses the edition for the library, this chooses it for the menu: the
// paste-in one, live (edition.ts).
import { UNCHANGED } from '../sheets/tournament/pagePolling';
import { library } from './library';
import { openMenu } from './menu';
import { stillShown } from './pageStore';

export { useLibrary } from './library';

export function onOpen(event?: GoogleAppsScript.Events.SheetsOnOpen): void {
  openMenu(true, event);
}

export function onInstall(event?: GoogleAppsScript.Events.AddonOnInstall): void {
  onOpen(event as unknown as GoogleAppsScript.Events.SheetsOnOpen);
}

/** The page's poll (webapp.ts refreshStandings): UNCHANGED without the library, else its content. */
export function refreshStandings(lang?: string, shown?: string): string {
  return stillShown(shown) ? UNCHANGED : library().pageContent(lang, false);
}

/** The hall screen's poll (webapp.ts refreshScreen), the same way. */
export function refreshScreen(lang?: string, shown?: string): string {
  return stillShown(shown) ? UNCHANGED : library().pageContent(lang, true);
}
