// The paste-in edition's start (rules §24; docs/addon.md "The start of an execution"): all an
// execution compiles before its first word. onOpen and onInstall make the menu from here; every
// other global is the library's (index.ts) or the custom functions' (customFunctions.ts), which
// the build carries as text and compiles at their first call. As index.ts chooses the edition
// for the library, this chooses it for the menu: the paste-in one, live (edition.ts).
import { openMenu } from './menu';

export function onOpen(event?: GoogleAppsScript.Events.SheetsOnOpen): void {
  openMenu(true, event);
}

export function onInstall(event?: GoogleAppsScript.Events.AddonOnInstall): void {
  onOpen(event as unknown as GoogleAppsScript.Events.SheetsOnOpen);
}
