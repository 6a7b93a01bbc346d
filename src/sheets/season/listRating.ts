// The federation's list rated and written (rules §23): the one step Importar torneos…, Volver a
// valorar and Quitar torneo end with. The events (the hidden tab, with what the press changes),
// the officer's answers (Por revisar) and the settings (the list workbook's Configuración: K,
// the expectancy table, Partidas para primer escalafón, Rondas mínimas EloDI — defaults without
// it) in; Escalafón, EloDI, Torneos valorados and Por revisar out, each a whole generated tab.
import { type RatedEvent, type RatingList, type RatingSettings, eventKey, rateEvents } from '../../core/season';
import { type Language, t } from '../../i18n';
import type { Workbook } from '../grid/workbook';
import { writePrinted } from '../grid/printedTab';
import { readSettings } from '../config/settings';
import { tabFor } from '../config/tabs';
import { table } from '../tournament/viewTabs';
import {
  type EventStore,
  type ReviewAnswers,
  type StoredEvent,
  listEloDiGrid,
  listRatingGrid,
  ratedEventsGrid,
  readEventStore,
  readReviewAnswers,
  reviewGrid,
  storeWrites,
} from './listTabs';

export interface ListWorkbook {
  lang: Language;
  settings: RatingSettings;
  storeTab: string;
  /** Whether the hidden tab exists (it may exist empty: an officer cleared it). */
  storeExists: boolean;
  store: EventStore;
  reviewTab: string;
  answers: ReviewAnswers;
}

/** Reads what the list is made of: Configuración (optional), the hidden tab and Por revisar. */
export function readListWorkbook(workbook: Workbook, userLang: Language): ListWorkbook {
  const read = readSettings(workbook, userLang);
  const { lang } = read;
  const config = read.entries?.config;
  const settings: RatingSettings = {
    k: config?.k ?? 10,
    method: config?.eloExpectancy ?? 'table',
    firstRatingGames: read.parsed.season.firstRatingGames,
    eloDiMinRounds: read.parsed.eloDi.minRounds,
  };
  const storeTab = tabFor(workbook, 'listEvents', lang);
  const storeGrid = workbook.read(storeTab);
  const store = readEventStore(storeGrid, storeTab);
  const reviewTab = tabFor(workbook, 'review', lang);
  const answers = readReviewAnswers(workbook.read(reviewTab), lang, reviewTab);
  return { lang, settings, storeTab, storeExists: storeGrid !== null, store, reviewTab, answers };
}

export interface ListChange {
  /** Events this press brings (each replaces the stored one of its key). */
  incoming?: readonly RatedEvent[];
  /** Stored events this press takes out. */
  removed?: readonly StoredEvent[];
}

/**
 * Rates the list's events as changed by `change` (in date order, whatever the order they came
 * in) and writes it: the hidden tab's changed rows, then the four tabs. Returns the list and
 * the summary lines every list action ends with.
 */
export function rateAndWrite(
  workbook: Workbook,
  list: ListWorkbook,
  change: ListChange,
): { rated: RatingList; lines: string[] } {
  const { lang } = list;
  const incoming = change.incoming ?? [];
  const removed = new Set((change.removed ?? []).map((stored) => stored.row));
  // An event is known by its name, date and club: one brought again replaces the stored one.
  const incomingKeys = new Set(incoming.map(eventKey));
  const kept = list.store.events
    .filter((stored) => !removed.has(stored.row) && !incomingKeys.has(eventKey(stored.event)))
    .map((stored) => stored.event);
  const rated = rateEvents([...kept, ...incoming], list.settings, list.answers.identities);

  // Everything is decided: the hidden tab's rows first (what the list is a function of), then the tabs.
  const blocks = storeWrites(list.store, incoming, change.removed ?? [], lang);
  if (!list.storeExists) workbook.addTab(list.storeTab);
  for (const block of blocks) workbook.write(list.storeTab, block.row, 1, block.values);
  if (!list.storeExists) workbook.hideTab?.(list.storeTab);
  const ratingTab = tabFor(workbook, 'ratingList', lang);
  const eloDiTab = tabFor(workbook, 'eloDi', lang);
  const eventsTab = tabFor(workbook, 'ratedEvents', lang);
  writePrinted(workbook, ratingTab, table(listRatingGrid(rated, lang)));
  writePrinted(workbook, eloDiTab, table(listEloDiGrid(rated, lang)));
  writePrinted(workbook, eventsTab, table(ratedEventsGrid(rated, lang)));
  const review = reviewGrid(rated, list.answers, lang);
  writePrinted(workbook, list.reviewTab, table(review));

  const open = review.length - 1 - list.answers.answered.length;
  const lines = [
    t(lang, 'list.rated', {
      events: rated.events.length,
      players: rated.escalafon.length,
      ratingList: ratingTab,
      eloDi: rated.eloDi.length,
      eloDiTab,
    }),
    ...(list.answers.identities.size > 0
      ? [t(lang, 'list.answers', { answers: list.answers.identities.size, tab: list.reviewTab })]
      : []),
    ...(open > 0
      ? [t(lang, 'list.review', { tab: list.reviewTab, pairs: open, answer: t(lang, 'col.review.answer') })]
      : []),
  ];
  return { rated, lines };
}
