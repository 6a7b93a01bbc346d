// Who sits a round out, said when it is paired (rules §16.1): every player of Jugadores who
// does not play it, with the reason his row gives — withdrawn, absent, entering later — so
// that a mark typed on the wrong row is seen at once; and the question a roll call that
// leaves most players out asks first.
import { type Language, t } from '../../i18n';
import { normaliseLabel } from '../grid/cells';
import type { PlayerEntry } from './players';

/** The message's lines for the players of `entries` who do not play `round` (the roll call's absentees are listed by it). */
export function sittingOut(
  lang: Language,
  entries: readonly PlayerEntry[],
  round: number,
  calledAbsent: readonly string[],
): string[] {
  const called = new Set(calledAbsent.map(normaliseLabel));
  const lines: string[] = [];
  for (const entry of [...entries].sort((a, b) => a.row - b.row)) {
    let reason: string | null = null;
    if (entry.withdrawnFromRound !== null && entry.withdrawnFromRound <= round)
      reason = t(lang, 'slips.out.withdrawn', { round: entry.withdrawnFromRound });
    else if (entry.entryRound > round) reason = t(lang, 'slips.out.later', { round: entry.entryRound });
    else if (entry.absentRounds.includes(round) && !called.has(normaliseLabel(entry.name)))
      reason = t(lang, 'slips.out.absent');
    if (reason !== null) lines.push(t(lang, 'slips.out.line', { name: entry.name, row: entry.row, reason }));
  }
  return lines.length === 0 ? [] : [t(lang, 'slips.out.title', { round, count: lines.length }), ...lines];
}

/** The roll call's question (rules §16.1) when fewer than half of those who would play are ticked; null otherwise. */
export function fewTicked(
  lang: Language,
  call: { ticked: readonly string[]; absent: readonly string[] },
  round: number,
  tab: string,
): string | null {
  const total = call.ticked.length + call.absent.length;
  if (call.ticked.length * 2 >= total) return null;
  return t(lang, 'slips.fewTicked', { ticked: call.ticked.length, total, absent: call.absent.length, round, tab });
}
