// Importar resultados… and `atril import-results` (rules §22), in the organiser's
// workbook: the centres' results files read and checked (each of this workbook's game, no centre
// twice in one import), kept in «Resultados de centros» (a centre imported again replaces its
// players; a file of a kept centre's name sharing none of them is refused as another centre), and every game's field ranked as one room in its «Simultánea» tab. Everything is
// decided before the first write: a refusal writes nothing (rules §17).
import { AtrilError } from '../../core/errors';
import { readResultsFile } from '../../core/duplicate/resultsFile';
import { normalFingerprint } from '../../core/files/atrilFile';
import { foldText } from '../../core/text';
import { t } from '../../i18n';
import { readSettings } from '../config/settings';
import { tabFor } from '../config/tabs';
import { type StoredCentre, centresGrid, readCentresTab } from '../duplicate/centresTab';
import { lexiconGraph } from '../duplicate/lexiconTab';
import { gameOfFile, organiserGames, rankCentres } from '../duplicate/simultaneousRanking';
import { simultaneousNotes, simultaneousTab, simultaneousTabName } from '../duplicate/simultaneousView';
import { writePrinted, writtenNow } from '../grid/printedTab';
import { type ActionContext, type ActionResult, withWarnings } from './action';

/** A file as the dialog or the command line hands it over: its name and its text. */
export interface ResultsFileInput {
  name: string;
  text: string;
}

export interface ImportCentresResult extends ActionResult {
  /** The Simultánea tabs written. */
  tabs: string[];
}

export function importCentres(context: ActionContext, files: readonly ResultsFileInput[]): ImportCentresResult {
  const { workbook, memory } = context;
  const settings = readSettings(workbook, context.lang);
  const { lang, written, entries, parsed } = settings;
  if (files.length === 0) throw new AtrilError('simul.noFiles');
  const read = files.map((file) => ({ file: file.name, results: readResultsFile(file.text, file.name) }));
  // rules §22: two files of one centre (for one game) in one import — which is right is the organiser's call.
  const same = (a: (typeof read)[number], b: (typeof read)[number]) =>
    foldText(a.results.centre) === foldText(b.results.centre) &&
    normalFingerprint(a.results.game) === normalFingerprint(b.results.game);
  read.forEach((one, i) => {
    const other = read.findIndex((two, j) => j < i && same(two, one));
    if (other >= 0)
      throw new AtrilError('simul.sameCentre', { a: read[other].file, b: one.file, centre: one.results.centre });
  });
  const words = lexiconGraph(workbook);
  const games = organiserGames(workbook, lang, memory, words);
  const incoming: StoredCentre[] = read.map(({ file, results }) => {
    const game = gameOfFile(games, file, results.game);
    if (results.rounds !== game.master.length)
      throw new AtrilError('simul.roundsDiffer', {
        file,
        count: results.rounds,
        tab: game.tab,
        rounds: game.master.length,
      });
    return { gameTab: game.tab, file, results };
  });
  // A centre is known by its name (per game): imported again, its players are replaced, never doubled.
  const key = (centre: StoredCentre) => `${centre.gameTab}\u0000${foldText(centre.results.centre)}`;
  const kept = readCentresTab(workbook);
  // rules §22: imported again, a centre's file is its correction; one that shares no player with
  // the centre of its name already kept is another centre under that name: refused, not replaced.
  for (const centre of incoming) {
    const before = kept.find((stored) => key(stored) === key(centre));
    const names = new Set(before?.results.players.map((player) => foldText(player.name)));
    if (names.size > 0 && !centre.results.players.some((player) => names.has(foldText(player.name))))
      throw new AtrilError('simul.otherCentreSameName', {
        file: centre.file,
        centre: centre.results.centre,
        tab: t(written, 'tab.centres'),
      });
  }
  const newKeys = new Set(incoming.map(key));
  const replaced = kept.filter((centre) => newKeys.has(key(centre))).map((centre) => centre.results.centre);
  const centres = [...kept.filter((centre) => !newKeys.has(key(centre))), ...incoming];
  const ranking = rankCentres(games, centres, parsed.duplicate, lang);
  // rules §22: «N centros de M» with Configuración «Centros esperados» (a bad value refuses before any write).
  const expected = parsed.simultaneous.expectedCentres;
  const title = { tournament: entries?.config.name ?? '', ...writtenNow(workbook) };
  const noList = words === null ? [{ key: 'simul.noListHere' as const, params: {} }] : [];
  // Decided: now the writes — the centres' tab, then each game's Simultánea tab.
  workbook.replace(tabFor(workbook, 'centres', written), centresGrid(centres, written));
  const tabs = ranking.games.map((view, g) => {
    const tab = simultaneousTabName(view.game.tab, written);
    writePrinted(
      workbook,
      tab,
      simultaneousTab(
        { ...view, warnings: [...noList, ...view.warnings] },
        lang,
        title,
        g === 0 ? ranking.overall : null,
      ),
    );
    return tab;
  });
  const fieldPlayers = ranking.games.reduce((sum, view) => sum + view.result.entries.length, 0);
  const fieldCentres = new Set(centres.map((centre) => foldText(centre.results.centre))).size;
  const message = [
    t(lang, 'simul.imported', {
      tabs: tabs.join(', '),
      count: incoming.length,
      names: incoming.map((centre) => centre.results.centre).join(', '),
      players: fieldPlayers,
      centres: fieldCentres,
    }),
    ...(replaced.length > 0 ? [t(lang, 'simul.replaced', { names: replaced.join(', ') })] : []),
    ...(expected !== null
      ? [t(lang, 'simul.page.caption', { tab: tabs.join(', '), count: fieldCentres, expected })]
      : []),
  ].join('\n');
  const notes = [...noList, ...ranking.games.flatMap((view) => simultaneousNotes(view.result))];
  return withWarnings(
    { ok: true, lang, message, tabs },
    notes.map((note) => ({ ...note, location: {} })),
  );
}
