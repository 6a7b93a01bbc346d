// The Editor add-on's start (rules §15, §24; start.ts): the menu under Extensiones, made without
// live services; every other global is the add-on's library's (addonIndex.ts) or the custom
// functions' (customFunctions.ts), compiled at their first call.
import { openMenu } from './menu';

export function onOpen(event?: GoogleAppsScript.Events.SheetsOnOpen): void {
  openMenu(false, event);
}

export function onInstall(event?: GoogleAppsScript.Events.AddonOnInstall): void {
  onOpen(event as unknown as GoogleAppsScript.Events.SheetsOnOpen);
}
