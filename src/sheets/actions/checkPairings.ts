// `atril check` (docs/pairing.md "Checking a tournament"): reads the workbook like any menu
// action and reports, in the workbook's language, every board of Rondas that the engine
// pairs otherwise from the same history, every board or round against the rules, and every
// round the engine refuses. Reads only: nothing is written.
import { type PairingCheck, type CheckFinding, checkTournament, labelOf } from '../../core/pairing/check';
import type { Pairing } from '../../core/pairing';
import { type Language, t } from '../../i18n';
import { type ActionContext, type ActionResult } from './action';
import { loadTournament } from '../tournament/loadTournament';

export interface CheckResult extends ActionResult {
  check: PairingCheck;
}

/** One finding as a line: where (round, table and its players), what kind, and the message. */
function findingLine(
  finding: CheckFinding,
  kind: 'differs' | 'illegal' | 'refused',
  nameOf: (id: number | null) => string,
  lang: Language,
): string {
  const params = { ...finding.message.params };
  if (finding.cause) params.cause = t(lang, finding.cause.key, finding.cause.params);
  if (finding.engine) params.boards = finding.engine.map((pairing) => engineBoard(pairing, nameOf, lang)).join('; ');
  const message = t(lang, finding.message.key, params);
  const kindText = t(lang, `check.kind.${kind}`);
  if (finding.table === null || !finding.board)
    return t(lang, 'check.line.round', { round: finding.round, kind: kindText, message });
  const { first, second } = finding.board;
  const players = `${nameOf(first)} – ${second === null ? t(lang, 'word.bye') : nameOf(second)}`;
  return t(lang, 'check.line.board', { round: finding.round, table: finding.table, players, kind: kindText, message });
}

function engineBoard(pairing: Pairing, nameOf: (id: number | null) => string, lang: Language): string {
  const second = pairing.second === null ? t(lang, 'word.bye') : nameOf(pairing.second);
  return t(lang, 'check.engineBoard', { table: pairing.table, players: `${nameOf(pairing.first)} – ${second}` });
}

export function checkPairings({ workbook, lang: userLang }: ActionContext): CheckResult {
  const loaded = loadTournament(workbook, userLang);
  const { lang, tournament } = loaded;
  const tab = loaded.tabs.rounds ?? t(lang, 'tab.rounds');
  const check = checkTournament(tournament);
  if (check.rounds === 0) return { ok: true, lang, check, message: t(lang, 'check.none', { tab }) };
  const nameOf = labelOf(tournament);
  const findings = [
    ...check.illegal.map((finding) => ({ finding, kind: 'illegal' as const })),
    ...check.refused.map((finding) => ({ finding, kind: 'refused' as const })),
    ...check.differences.map((finding) => ({ finding, kind: 'differs' as const })),
  ].sort((a, b) => a.finding.round - b.finding.round || (a.finding.table ?? 0) - (b.finding.table ?? 0));
  const counts = { rounds: check.rounds, boards: check.boards, tab };
  const clean = findings.length === 0;
  const summary = clean
    ? t(lang, 'check.ok', counts)
    : t(lang, 'check.summary', {
        ...counts,
        differences: check.differences.length,
        illegal: check.illegal.length,
        refused: check.refused.length,
      });
  const lines = findings.map(({ finding, kind }) => findingLine(finding, kind, nameOf, lang));
  return { ok: true, lang, check, message: [...lines, summary].join('\n') };
}
