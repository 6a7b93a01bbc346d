// Importar torneos… and `atril import-tournaments LISTA.xlsx FICHERO…` (rules §23): Atril
// `torneo` files and FIDE TRF-16 files into the federation's list workbook, rated in the order
// of the events' dates whatever the order they come in (season/listRating.ts). Every file is
// read before anything is written: a file that cannot be read (named, with its line and column
// or its field), or two files bringing two different events of one name and date, refuse the
// whole import. An event known by name, date and club replaces the stored one. Also: Volver a
// valorar (`rerateList`) and Quitar torneo (`removeTournament`), the list's other items.
import { AtrilError, renderError } from '../../core/errors';
import { normalFingerprint } from '../../core/files/atrilFile';
import { type RatedEvent, eventKey } from '../../core/season';
import { readTournamentFile } from '../../core/season/tournamentFile';
import { foldText } from '../../core/text';
import { readTrf } from '../../core/trfRead';
import { t } from '../../i18n';
import { readListWorkbook, rateAndWrite } from '../season/listRating';
import { type ActionContext, type ActionResult } from './action';

/** A file as the dialog or the command line hands it over: its name and its text. */
export interface EventFile {
  name: string;
  text: string;
}

/**
 * An Atril file starts with its magic word; a zip (a club's .xlsx or .ods given instead of its
 * exported file) is named as such; anything else is read as TRF-16.
 */
export function readEventFile(file: EventFile): RatedEvent {
  if (file.text.startsWith('PK\u0003\u0004')) throw new AtrilError('ratedEvents.workbook', { file: file.name });
  return /^\uFEFF?ATRIL\s/.test(file.text)
    ? readTournamentFile(file.text, file.name)
    : readTrf(file.text, { file: file.name });
}

export function importTournaments(
  { workbook, lang: userLang }: ActionContext,
  files: readonly EventFile[],
): ActionResult {
  const list = readListWorkbook(workbook, userLang);
  const { lang } = list;
  if (files.length === 0) return { ok: false, lang, message: t(lang, 'list.import.noFiles') };
  const problems: string[] = [];
  const events: RatedEvent[] = [];
  for (const file of files) {
    try {
      events.push(readEventFile(file));
    } catch (error) {
      if (!(error instanceof AtrilError)) throw error;
      problems.push(renderError(error, lang));
    }
  }
  // rules §23: two files of one import bringing two different events of one name and date: both named.
  const seen = new Map<string, RatedEvent>();
  const incoming = new Map<string, RatedEvent>();
  for (const event of events) {
    const nameDate = `${event.date}\u0000${foldText(event.name)}`;
    const other = seen.get(nameDate);
    if (other !== undefined && other.source.fingerprint !== event.source.fingerprint)
      problems.push(
        t(lang, 'list.import.sameEvent', {
          first: other.source.file,
          second: event.source.file,
          name: event.name,
          date: event.date,
        }),
      );
    seen.set(nameDate, event);
    incoming.set(eventKey(event), event);
  }
  if (problems.length > 0)
    return { ok: false, lang, message: t(lang, 'list.import.refused', { list: problems.join('\n') }) };
  // Each stored event's fingerprint by key: a file brought again as it was replaces nothing.
  const stored = new Map(list.store.events.map((entry) => [eventKey(entry.event), entry.event.source.fingerprint]));
  const brought = [...incoming.values()];
  const known = brought.filter((event) => stored.has(eventKey(event)));
  const unchanged = known.filter((event) => stored.get(eventKey(event)) === event.source.fingerprint).length;
  const replaced = known.length - unchanged;
  const { lines } = rateAndWrite(workbook, list, { incoming: brought });
  const done = t(lang, 'list.import.done', { files: files.length, added: brought.length - known.length, replaced });
  const same = unchanged > 0 ? [t(lang, 'list.import.unchanged', { unchanged })] : [];
  return { ok: true, lang, message: [done, ...same, ...lines].join('\n') };
}

/** Volver a valorar (`atril rerate`): the list rated again from its events, with Por revisar's answers. */
export function rerateList({ workbook, lang: userLang }: ActionContext): ActionResult {
  const list = readListWorkbook(workbook, userLang);
  const { lines } = rateAndWrite(workbook, list, {});
  return { ok: true, lang: list.lang, message: [t(list.lang, 'list.rerate.done'), ...lines].join('\n') };
}

/**
 * Quitar torneo (`atril remove-tournament LISTA.xlsx NOMBRE`): the event named (as Torneos
 * valorados shows it, accents and case aside) or of that fingerprint out of the list, which is
 * rated again without it. Two events of one name: refused, listing them with their fingerprints.
 */
export function removeTournament({ workbook, lang: userLang }: ActionContext, which: string): ActionResult {
  const list = readListWorkbook(workbook, userLang);
  const { lang } = list;
  const eventsTab = t(lang, 'tab.ratedEvents');
  const wanted = which.trim();
  const byPrint = list.store.events.filter(
    (stored) => normalFingerprint(stored.event.source.fingerprint) === normalFingerprint(wanted),
  );
  const found =
    byPrint.length > 0
      ? byPrint
      : list.store.events.filter((stored) => foldText(stored.event.name) === foldText(wanted));
  if (wanted === '' || found.length === 0)
    return { ok: false, lang, message: t(lang, 'list.remove.unknown', { value: wanted, tab: eventsTab }) };
  if (found.length > 1) {
    const named = found.map(({ event }) => `${event.date} ${event.club} (${event.source.fingerprint})`).join('; ');
    return {
      ok: false,
      lang,
      message: t(lang, 'list.remove.ambiguous', { count: found.length, value: wanted, tab: eventsTab, list: named }),
    };
  }
  const { event } = found[0];
  const { lines } = rateAndWrite(workbook, list, { removed: found });
  const done = t(lang, 'list.remove.done', { name: event.name, date: event.date, club: event.club });
  return { ok: true, lang, message: [done, ...lines].join('\n') };
}
