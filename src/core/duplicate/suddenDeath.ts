// Sudden-death duplicate ("muerte súbita", rules §6.1 (3) and issue 5): players drop out
// round by round; the ranking is by rounds survived, then by the last round's score.

export interface SuddenDeathEntry {
  name: string;
  /** Score per round; null once the player is out (no longer playing). */
  scores: (number | null)[];
}

export interface SuddenDeathResult {
  name: string;
  /** Rounds the player took part in (the one that eliminated them included). */
  roundsPlayed: number;
  /** Score in the player's last round played (0 if none). */
  lastScore: number;
  /** Shared when both figures are equal. */
  place: number;
  /** Position in the input. */
  index: number;
}

export function rankSuddenDeath(entries: readonly SuddenDeathEntry[]): SuddenDeathResult[] {
  const rows = entries.map((entry, index) => {
    let last = -1;
    entry.scores.forEach((score, round) => {
      if (score !== null) last = round;
    });
    return {
      name: entry.name,
      index,
      roundsPlayed: last + 1,
      lastScore: last >= 0 ? (entry.scores[last] as number) : 0,
      place: 0,
    };
  });
  const better = (a: SuddenDeathResult, b: SuddenDeathResult) =>
    b.roundsPlayed - a.roundsPlayed || b.lastScore - a.lastScore;
  const order = rows.slice().sort((a, b) => better(a, b) || a.index - b.index);
  order.forEach((row, i) => {
    row.place = i > 0 && better(order[i - 1], row) === 0 ? order[i - 1].place : i + 1;
  });
  return order;
}
