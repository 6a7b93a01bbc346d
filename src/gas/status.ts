// The "Estado del torneo" sidebar (rules §8): built as one HTML string, every name and
// message HTML-escaped (rules §9: a player called <script> or =HYPERLINK(...) stays text).
// Its buttons call the menu's global handlers through google.script.run (with numbers as
// arguments at most: a table and the scores the director saw, rules §14.1).
import { t, type MessageKey } from '../i18n';
import { escapeHtml } from '../sheets/grid/html';
import type { NextStep, TournamentStatus } from '../sheets/actions/tournamentStatus';
import { checkText, conflictText } from '../sheets/actions/importResults';
import { minutesLeft } from '../core/phoneResults';

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

/**
 * The phones' boards the sidebar names besides the import's plan (status.phones, rules §14.1):
 * every board whose form is paused now (with a report or not), and the moment of the reading.
 */
export interface PhonePauses {
  paused: { table: number; until: number }[];
  now: number;
}

/** A button calling the global `run` with `args` (numbers only: google.script.run passes them as they are). */
const button = (run: string, label: string, args: number[] = []): string =>
  `<button data-run="${run}"${args.length > 0 ? ` data-args="${args.join(',')}"` : ''}>${escapeHtml(label)}</button>`;

/**
 * rules §14, §14.1: what the phones sent and Importar resultados would take, as a button; every
 * dispute named (what Rondas holds, what the phone said) with "keep Rondas's result" where
 * Rondas holds one; boards paused after their report ("comprueba el acta"); every paused board
 * with "lift the pause".
 */
function phonesHtml(status: TournamentStatus, pauses: PhonePauses | null): string[] {
  const { lang, phones: plan } = status;
  if (plan === null) return [];
  const tab = status.roundsTab ?? t(lang, 'tab.rounds');
  const paused = pauses?.paused ?? [];
  const counts = { waiting: plan.imports.length, conflicts: plan.conflicts.length, paused: paused.length };
  if (counts.waiting + counts.conflicts + counts.paused + plan.checks.length === 0) return [];
  const parts = [`<p>${escapeHtml(t(lang, 'status.phones', counts))}</p>`, '<ul>'];
  for (const conflict of plan.conflicts) {
    // Keeping Rondas's result needs a result in Rondas: two reports over a blank row are typed from the slip.
    const keep =
      conflict.typed === 'blank' || conflict.kind === 'players'
        ? ''
        : ` ${button('keepRondasResult', t(lang, 'status.keep', { tab, table: conflict.table }), [conflict.table, ...conflict.reported])}`;
    parts.push(`<li>${escapeHtml(conflictText(lang, tab, conflict))}${keep}</li>`);
  }
  // Checked against the slip: the board is imported as usual again (liftPause clears the mark, and any pause).
  for (const { table, reported } of plan.checks)
    parts.push(
      `<li>${escapeHtml(checkText(lang, table, reported))} ${button('liftPause', t(lang, 'status.checked', { table }), [table])}</li>`,
    );
  for (const { table, until } of paused)
    parts.push(
      `<li>${escapeHtml(t(lang, 'status.paused', { table, minutes: minutesLeft(until, pauses?.now ?? 0) }))} ${button('liftPause', t(lang, 'status.lift', { table }), [table])}</li>`,
    );
  parts.push('</ul>');
  if (counts.waiting + counts.conflicts + plan.checks.length > 0)
    parts.push(button('importResults', t(lang, 'menu.importResults')));
  return parts;
}

export function statusHtml(status: TournamentStatus, pauses: PhonePauses | null = null): string {
  const { lang } = status;
  const e = (text: string) => escapeHtml(text);
  const parts: string[] = [];
  parts.push(
    `<h2>${e(status.round === 0 ? t(lang, 'status.notStarted', { rounds: status.rounds || '–' }) : t(lang, 'status.round', { round: status.round, rounds: status.rounds }))}</h2>`,
  );
  if (status.players > 0) parts.push(`<p>${e(t(lang, 'status.players', { count: status.players }))}</p>`);
  if (status.error !== null) parts.push(`<p class="error">${e(status.error)}</p>`);
  if (status.warnings.length > 0) {
    parts.push(`<h3>${e(t(lang, 'action.warnings', { count: status.warnings.length }))}</h3><ul>`);
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
  parts.push(...phonesHtml(status, pauses));
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
    var args = (button.getAttribute('data-args') || '').split(',').filter(function (a) { return a !== ''; }).map(Number);
    document.querySelectorAll('button').forEach(function (b) { b.disabled = true; });
    document.getElementById('busy').hidden = false;
    var again = function () { google.script.run.showStatus(); };
    var runner = google.script.run.withSuccessHandler(again).withFailureHandler(again);
    runner[name].apply(runner, args);
  });
});`;
  return `<!DOCTYPE html><html lang="${lang}"><head><base target="_top"><meta charset="utf-8"><style>${STYLE}</style></head><body>${parts.join('\n')}<script>${script}</script></body></html>`;
}
