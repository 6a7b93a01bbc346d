// The live page's address (rules §8 "Publicar clasificación"), for its QR code on
// Emparejamientos and in the publish dialog: Configuración › "Enlace de la página" when the
// director typed one (a short link, or where he uploads the page `atril html` writes),
// else the web app's link the Apps Script edge passes in; none in a file without the key.
import { type Cell, cellText } from '../grid/cells';
import { labelNames } from '../grid/labels';
import type { ConfigEntries } from '../config/configuration';

export function pageLink(entries: Pick<ConfigEntries, 'extra'> | null, fromEdge?: string | null): string | null {
  const typed: Cell = labelNames('config.pageLink')
    .map((name) => entries?.extra[name])
    .find((value) => cellText(value) !== '');
  return typed !== undefined ? cellText(typed) : (fromEdge ?? null);
}
