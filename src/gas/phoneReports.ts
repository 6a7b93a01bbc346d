// `reportResult` (rules §14), the one global the live page calls besides its refresh: a
// player's report of the round in play, from google.script.run. It runs as the web app —
// for whoever has the link — and so it reads and writes only the script properties
// (reportStore.ts): never the spreadsheet, whatever it is sent. Its answer is
// `{ ok, message }` in the page's language (the sixth argument, else the workbook's);
// it never throws (a failure is a message too) and never tells a code.
// docs/phoneResults.md has the threat model.
import { type Language, t, type MessageKey } from '../i18n';
import { receive, roundLanguage } from './reportStore';
import { pageChanged } from './webapp';

export interface ReportAnswer {
  ok: boolean;
  message: string;
}

export function reportResult(
  round?: unknown,
  table?: unknown,
  code?: unknown,
  points1?: unknown,
  points2?: unknown,
  lang?: unknown,
): ReportAnswer {
  let language: Language = lang === 'en' || lang === 'es' ? lang : 'es';
  const answer = (ok: boolean, key: MessageKey, params = {}): ReportAnswer => ({
    ok,
    message: t(language, key, params),
  });
  try {
    if (lang !== 'en' && lang !== 'es') language = roundLanguage() ?? 'es';
    const outcome = receive([round, table, code, points1, points2], Date.now());
    if (outcome === null) return answer(false, 'phone.report.busy');
    // A board just reported shows "recibido" (or just paused, "en pausa") at the next poll, not a minute later.
    if (outcome.pageChanges) {
      try {
        pageChanged();
      } catch {
        // The page catches up within its cache's minute.
      }
    }
    return answer(outcome.ok, outcome.message.key, outcome.message.params);
  } catch {
    return answer(false, 'phone.report.error');
  }
}
