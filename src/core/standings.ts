// Standings (rules §4): points first, then the configured tiebreaks in order; players equal
// on everything share the place (1, 1, 3) and are listed by N°. Withdrawn players stay in
// with their points.
import { type Player, type TiebreakId, type Tournament } from './model';
import { type PlayerRecord, type Scoresheet, asScoresheet } from './scores';
import { FIELD_TIEBREAKS, directEncounter } from './tiebreaks';
import { finalOrder, finalScore } from './final';

export interface StandingRow {
  /** Shared by players equal on points and every tiebreak. */
  place: number;
  player: Player;
  record: PlayerRecord;
  points: number;
  /** One value per tiebreak of Standings.tiebreaks; null where it does not apply (direct encounter). */
  tiebreaks: (number | null)[];
}

export interface Standings {
  tiebreaks: TiebreakId[];
  rows: StandingRow[];
  sheet: Scoresheet;
}

/** Sorts rows[from..to) by `value` (higher first), stably, and returns the values in the new order. */
function sortRun(rows: StandingRow[], from: number, to: number, value: (row: StandingRow) => number | null): void {
  const run = rows.slice(from, to).map((row, index) => ({ row, index, value: value(row) ?? -Infinity }));
  run.sort((a, b) => b.value - a.value || a.index - b.index);
  for (let i = 0; i < run.length; i++) rows[from + i] = run[i].row;
}

/**
 * Standings from a scoresheet, or from the tournament (then built here). `tiebreaks`
 * defaults to the tournament's configured list (FISE default: SB, Puntos Scrabble).
 */
export function computeStandings(source: Tournament | Scoresheet, tiebreaks?: readonly TiebreakId[]): Standings {
  const sheet = asScoresheet(source);
  const ids = [...(tiebreaks ?? sheet.config.tiebreaks)];
  const rows: StandingRow[] = sheet.records.map((record) => ({
    place: 0,
    player: record.player,
    record,
    points: record.points,
    // Field tiebreaks are computed for everyone (they are shown as columns); direct
    // encounter only inside a tied group, below.
    tiebreaks: ids.map((id) => (id === 'directEncounter' ? null : FIELD_TIEBREAKS[id](record, sheet))),
  }));
  rows.sort((a, b) => b.points - a.points || a.player.id - b.player.id);

  // breaks[i]: row i is strictly behind row i − 1 on the criteria applied so far.
  const breaks = rows.map((row, i) => i === 0 || row.points !== rows[i - 1].points);
  ids.forEach((id, k) => {
    let from = 0;
    while (from < rows.length) {
      let to = from + 1;
      while (to < rows.length && !breaks[to]) to++;
      if (to - from > 1) {
        if (id === 'directEncounter') {
          const values = directEncounter(rows.slice(from, to).map((row) => row.record));
          rows.slice(from, to).forEach((row, i) => {
            row.tiebreaks[k] = values[i];
          });
        }
        sortRun(rows, from, to, (row) => row.tiebreaks[k]);
        for (let i = from + 1; i < to; i++) {
          if (rows[i].tiebreaks[k] !== rows[i - 1].tiebreaks[k]) breaks[i] = true;
        }
      }
      from = to;
    }
  });

  rows.forEach((row, i) => {
    row.place = breaks[i] ? i + 1 : rows[i - 1].place;
  });
  // rules §18.2: a decided final puts its winner 1st and its loser 2nd.
  if (sheet.final) {
    const score = finalScore(
      sheet.final,
      rows.map((row) => row.player.id),
      sheet.config,
    );
    return { tiebreaks: ids, rows: finalOrder(rows, score), sheet };
  }
  return { tiebreaks: ids, rows, sheet };
}
