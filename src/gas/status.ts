// The "Estado del torneo" sidebar (rules §8): built as one HTML string, every name and
// message HTML-escaped (rules §9: a player called <script> or =HYPERLINK(...) stays text).
// Its buttons call the menu's global handlers through google.script.run.
import { t, type MessageKey } from '../i18n';
import { escapeHtml } from '../sheets/grid/html';
import type { NextStep, TournamentStatus } from '../sheets/actions/tournamentStatus';

const NEXT_LABEL: Record<Exclude<NextStep, 'typeResults'>, MessageKey> = {
  setupTournament: 'menu.setup',
  pairNextRound: 'menu.pair',
  closeTournament: 'menu.close',
  newTournament: 'menu.new',
};

const STYLE = `body{font-family:Arial,sans-serif;font-size:13px;margin:12px;color:#202124}
h2{font-size:16px;margin:0 0 4px}h3{font-size:13px;margin:16px 0 4px}
ul{padding-left:18px;margin:4px 0}.error{color:#b3261e}
button{margin:4px 4px 0 0;padding:6px 12px}button.primary{background:#1a73e8;color:#fff;border:0;border-radius:4px}`;

/** The phones' reports waiting (rules §14): to import, in conflict, boards locked with nothing reported. */
export interface PhoneQueueCounts {
  waiting: number;
  conflicts: number;
  locked: number;
}

export function statusHtml(status: TournamentStatus, phones: PhoneQueueCounts | null = null): string {
  const { lang } = status;
  const e = (text: string) => escapeHtml(text);
  const parts: string[] = [];
  parts.push(
    `<h2>${e(status.round === 0 ? t(lang, 'status.notStarted', { rounds: status.rounds || '–' }) : t(lang, 'status.round', { round: status.round, rounds: status.rounds }))}</h2>`,
  );
  if (status.players > 0) parts.push(`<p>${e(t(lang, 'status.players', { count: status.players }))}</p>`);
  if (status.error !== null) parts.push(`<p class="error">${e(status.error)}</p>`);
  if (status.warnings.length > 0) {
    parts.push(`<h3>${e(t(lang, 'addon.warnings', { count: status.warnings.length }))}</h3><ul>`);
    for (const warning of status.warnings) parts.push(`<li>${e(warning)}</li>`);
    parts.push('</ul>');
  }
  if (status.pending.length > 0) {
    parts.push(`<h3>${e(t(lang, 'status.pending'))}</h3><ul>`);
    for (const game of status.pending) parts.push(`<li>${e(t(lang, 'status.pendingLine', { ...game }))}</li>`);
    parts.push('</ul>');
  } else if (status.round > 0) {
    parts.push(`<p>${e(t(lang, 'status.allIn'))}</p>`);
  }
  // rules §14: what the phones sent and Importar resultados would take, as a button.
  if (phones && phones.waiting + phones.conflicts + phones.locked > 0) {
    parts.push(`<p>${e(t(lang, 'status.phones', { ...phones }))}</p>`);
    parts.push(`<button data-run="importResults">${e(t(lang, 'menu.importResults'))}</button>`);
  }
  parts.push(`<h3>${e(t(lang, 'status.next'))}</h3>`);
  if (status.next === 'typeResults') {
    if (status.error === null)
      parts.push(`<p>${e(t(lang, 'status.typeResults', { tab: status.roundsTab ?? t(lang, 'tab.rounds') }))}</p>`);
  } else {
    if (status.next === 'closeTournament') parts.push(`<p>${e(t(lang, 'status.finished'))}</p>`);
    if (status.closed) parts.push(`<p>${e(t(lang, 'status.closed', { ...status.closed }))}</p>`);
    parts.push(`<button class="primary" data-run="${status.next}">${e(t(lang, NEXT_LABEL[status.next]))}</button>`);
    // The final standings are printed before closing (closing does not rewrite Clasificación).
    if (status.next === 'closeTournament')
      parts.push(`<button data-run="updateStandings">${e(t(lang, 'menu.standings'))}</button>`);
  }
  parts.push(`<button data-run="showStatus">${e(t(lang, 'status.refresh'))}</button>`);
  parts.push(`<p id="busy" hidden>${e(t(lang, 'status.running'))}</p>`);
  const script = `document.querySelectorAll('button[data-run]').forEach(function (button) {
  button.addEventListener('click', function () {
    var name = button.getAttribute('data-run');
    document.querySelectorAll('button').forEach(function (b) { b.disabled = true; });
    document.getElementById('busy').hidden = false;
    var again = function () { google.script.run.showStatus(); };
    google.script.run.withSuccessHandler(again).withFailureHandler(again)[name]();
  });
});`;
  return `<!DOCTYPE html><html lang="${lang}"><head><base target="_top"><meta charset="utf-8"><style>${STYLE}</style></head><body>${parts.join('\n')}<script>${script}</script></body></html>`;
}
