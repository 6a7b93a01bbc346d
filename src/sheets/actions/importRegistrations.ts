// "Importar inscripciones" (rules §16): the answers of the club's Google Form into new rows
// of Jugadores. Each person enters once, however the name was typed (case, accents,
// spaces), also against the players already there; a second answer changes nothing (a club
// or a rating that differs is listed, not applied); bad answers are named by their row and
// left out. Everything from a form is written as text (the Workbook port's write). Once
// round 1 is paired, a new player enters in the next round (Entra en ronda). Importing again
// adds only the answers of people not in Jugadores yet. One read of the responses, one of
// Jugadores (with Rondas, for the round), one write of the new rows (and one of the headers
// of any column it adds: docs/tournamentDay.md).
import { AtrilError } from '../../core/errors';
import { lastRound } from '../../core/results';
import { normaliseLabel } from '../grid/cells';
import { type Cell, cellText } from '../grid/cells';
import { labelNames } from '../grid/labels';
import { layRow, readTable } from '../grid/table';
import { type Language, t } from '../../i18n';
import { lookupTab, tabFor } from '../config/tabs';
import { type LoadedTournament, loadTournament } from '../tournament/loadTournament';
import type { Workbook } from '../grid/workbook';
import { PLAYER_COLUMNS } from '../tournament/players';
import { rosterColumn } from '../tournament/rosterColumns';
import { appendColumns, headerColumn } from '../tournament/playerColumns';
import { type Answer, type ResponsesRead, isResponsesTab, readResponses } from '../tournament/registrations';
import { type ActionContext, type ActionResult, withWarnings } from './action';
import { importedMarks, listSome, ratingsOfList } from '../tournament/importedAnswers';
import { readRatingList } from '../season/ratingListTab';

export interface RegistrationsResult extends ActionResult {
  added: string[];
  skipped: number;
  refused: number;
}

/** The Jugadores columns an answer fills (rosterColumns.ts: the words a header may have are the catalogue's). */
const TARGETS = (['name', 'club', 'rating', 'entryRound', 'country', 'tags'] as const).map(rosterColumn);

/** The responses tab: the one Configuración › Hoja de inscripciones names, else the one Google Forms made. */
function responsesTab(workbook: Workbook, loaded: LoadedTournament): string {
  const config = loaded.tabs.config ?? tabFor(workbook, 'config', loaded.lang);
  const label = t(loaded.lang, 'config.registrationsSheet');
  const named = labelNames('config.registrationsSheet')
    .map((key) => loaded.configEntries?.extra[key])
    .find((value) => cellText(value) !== '');
  if (named !== undefined) {
    const wanted = cellText(named);
    const tab = workbook.locateTab([wanted], (name) => normaliseLabel(name) === normaliseLabel(wanted));
    if (tab === null) throw new AtrilError('reg.namedMissing', { tab: wanted, config, label });
    return tab;
  }
  const found = workbook.tabNames().filter(isResponsesTab);
  if (found.length === 0) throw new AtrilError('reg.noTab', { config, label });
  if (found.length > 1) throw new AtrilError('reg.manyTabs', { tabs: found.join(', '), config, label });
  return found[0];
}

/** Importar inscripciones' message (rules §16, §16.1): what was added, skipped, refused, and the data that differs. */
function importLines(
  lang: Language,
  done: {
    source: string;
    playersTab: string;
    read: ResponsesRead;
    fresh: Answer[];
    skipped: number;
    earlier: number;
    marksHeader: string;
    entryRound: number | null;
    added: string[];
    differs: string[];
  },
): string[] {
  const { source, playersTab, read, fresh, skipped, earlier, marksHeader, entryRound, added, differs } = done;
  const lines = [
    t(lang, 'reg.done', {
      tab: source,
      added: fresh.length,
      players: playersTab,
      skipped,
      refused: read.refused.length,
    }),
  ];
  if (earlier > 0) lines.push(t(lang, 'slips.reg.earlier', { count: earlier, column: marksHeader }));
  if (entryRound !== null && fresh.length > 0)
    lines.push(
      t(lang, 'reg.late', { count: fresh.length, round: entryRound, names: fresh.map((a) => a.name).join(', ') }),
    );
  else if (fresh.length > 0)
    lines.push(
      t(lang, 'slips.reg.added', {
        names: listSome(
          lang,
          fresh.map((answer) => answer.name),
          20,
        ),
      }),
    );
  for (const column of added) lines.push(t(lang, 'reg.columnAdded', { column, tab: playersTab }));
  if (read.refused.length > 0) {
    lines.push('', t(lang, 'reg.refused', { players: playersTab }));
    for (const refusal of read.refused) {
      lines.push(
        refusal.reason === 'noName'
          ? t(lang, 'reg.refused.noName', { tab: source, row: refusal.row })
          : t(lang, 'reg.refused.rating', {
              tab: source,
              row: refusal.row,
              name: refusal.name,
              value: refusal.value,
              column: read.headers.rating ?? '',
            }),
      );
    }
  }
  // rules §16.1: at most 10 lines of differing data.
  if (differs.length > 0)
    lines.push(
      '',
      t(lang, 'reg.differs', { players: playersTab }),
      ...(differs.length <= 10
        ? differs
        : [...differs.slice(0, 9), t(lang, 'slips.reg.moreDiffers', { count: differs.length - 9 })]),
    );
  return lines;
}

export function importRegistrations(context: ActionContext): RegistrationsResult {
  const { workbook } = context;
  // Configuración, Jugadores and Rondas read once (the setting, the names, the round paired).
  const loaded = loadTournament(workbook, context.lang);
  const source = responsesTab(workbook, loaded);
  const { lang } = loaded;
  const playersTab = loaded.tabs.players;
  const responses = workbook.read(source) ?? [];
  const read = readResponses(responses);
  if (read === null) throw new AtrilError('reg.noNameColumn', { tab: source });
  // rules §16.1: an answer imported before (for this tournament or an earlier one of the workbook) never again.
  const marks = importedMarks(responses, lang);
  const earlier = read.answers.filter((answer) => marks.has(answer.row)).length;
  read.answers = read.answers.filter((answer) => !marks.has(answer.row));
  read.refused = read.refused.filter((refusal) => !marks.has(refusal.row));
  // rules §16.1: for a player Escalafón knows, its rating, not the form's.
  const ratingTab = lookupTab(workbook, 'ratingList');
  const listed = ratingsOfList(
    ratingTab ? readRatingList(workbook.read(ratingTab) ?? [], { lang, tab: ratingTab }).rows : [],
  );

  // rules §16: one person, one row: folded names of Jugadores, then of this import.
  const known = new Map(loaded.entries.map((entry) => [normaliseLabel(entry.name), entry] as const));
  const taken = new Map<string, Answer>();
  const fresh: Answer[] = [];
  const differs: string[] = [];
  let skipped = 0;
  for (const answer of read.answers) {
    const key = normaliseLabel(answer.name);
    const before = known.get(key) ?? taken.get(key);
    if (!before) {
      const rating = listed.get(key);
      if (rating !== undefined && ratingTab !== null) {
        if (answer.rating !== null && answer.rating !== rating)
          differs.push(
            t(lang, 'slips.reg.listRating', {
              tab: source,
              row: answer.row,
              name: answer.name,
              list: ratingTab,
              rating,
              value: answer.rating,
            }),
          );
        answer.rating = rating;
      }
      taken.set(key, answer);
      fresh.push(answer);
      continue;
    }
    skipped++;
    const compare = (column: 'club' | 'rating', current: string, value: string) => {
      if (value !== '' && normaliseLabel(value) !== normaliseLabel(current))
        differs.push(
          t(lang, 'reg.differs.line', {
            tab: source,
            row: answer.row,
            name: before.name,
            column: t(lang, column === 'club' ? 'col.players.club' : 'col.players.rating'),
            current: current || '—',
            value,
          }),
        );
    };
    compare('club', before.club, answer.club);
    compare(
      'rating',
      before.rating === null ? '' : String(before.rating),
      answer.rating === null ? '' : String(answer.rating),
    );
  }

  // rules §16: once round 1 is paired, a new player enters in the next round.
  const played = lastRound(loaded.tournament.games);
  const entryRound = played > 0 ? played + 1 : null;
  const grid = loaded.playersGrid.map((row) => [...row]);
  const added: string[] = [];
  if (fresh.length > 0) {
    const wanted = TARGETS.filter(({ key }) => {
      if (key === 'name') return false;
      if (key === 'entryRound') return entryRound !== null;
      return fresh.some((answer) => answer[key] !== '' && answer[key] !== null);
    });
    const missing = wanted.filter((target) => headerColumn(grid, target.label) < 0);
    appendColumns(
      workbook,
      playersTab,
      grid,
      missing.map((target) => target.label),
      lang,
    );
    added.push(...missing.map((target) => t(lang, target.label)));
    const columns = Object.fromEntries(
      TARGETS.map((target) => [target.key, headerColumn(grid, target.label)] as const).filter(
        ([, index]) => index >= 0,
      ),
    );
    // Jugadores' own columns are where its reader finds them (a header typed another way too).
    const table = readTable(grid.slice(0, 1), PLAYER_COLUMNS, { tab: playersTab, lang });
    Object.assign(columns, table.columns);
    const width = Math.max(...Object.values(columns).map((index) => index + 1));
    const rows: Cell[][] = fresh.map((answer) =>
      layRow(
        columns,
        {
          name: answer.name,
          club: answer.club,
          rating: answer.rating ?? '',
          country: answer.country,
          tags: answer.tags,
          entryRound: entryRound ?? '',
        },
        width,
      ),
    );
    workbook.write(playersTab, loaded.playersGrid.length + 1, 1, rows);
  }

  // The answers handled now are marked in the responses tab: the next import leaves them.
  const handled = read.answers.map((answer) => answer.row);
  marks.write(workbook, source, handled, loaded.tournament.config.name);
  const lines = importLines(lang, {
    source,
    playersTab,
    read,
    fresh,
    skipped,
    earlier,
    marksHeader: marks.header,
    entryRound,
    added,
    differs,
  });
  return withWarnings(
    {
      ok: true,
      lang,
      message: lines.join('\n'),
      added: fresh.map((answer) => answer.name),
      skipped,
      refused: read.refused.length,
    },
    loaded.warnings,
  );
}
