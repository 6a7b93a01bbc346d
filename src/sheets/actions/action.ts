// What every menu action shares: the port and the user's language in, a summary out —
// with the warnings met while reading (rules §9, docs/input.md), which the alert and the
// CLI show as part of the message.
import { type Language } from '../../i18n';
import { t } from '../../i18n';
import type { RandomBits } from '../../core/phoneResults';
import type { Workbook } from '../grid/workbook';
import type { DocumentMemory } from '../grid/memory';
import { renderWarning, type Warning } from '../grid/warnings';

export interface ActionContext {
  workbook: Workbook;
  /** The user's language (locale); Configuración › Idioma, when typed, wins. */
  lang: Language;
  /**
   * The live page's address (rules §8 "Publicar clasificación"): in Google Sheets the web
   * app's link, none in a file. Configuración › "Enlace de la página", when typed, wins.
   */
  pageLink?: string | null;
  /**
   * Cryptographically sound random bits for the boards' codes (rules §14): the Apps Script
   * edge's from Utilities.getUuid(), the CLI's from Node's crypto, a test's a fixed sequence.
   */
  randomBits?: RandomBits;
  /**
   * The boards' codes of the round the phones may report, where the edge keeps them (rules §14:
   * the Apps Script script properties): Imprimir pestaña rebuilds Actas with them.
   */
  phoneCodes?: { round: number; codes: ReadonlyMap<number, string> } | null;
  /**
   * The edition fact (rules §15, src/gas/edition.ts): whether the edition is the live one, with a
   * page of its own and the phones. False in the Editor add-on, where Resultados desde el teléfono
   * is set aside (no codes drawn, no Actas) and the summary says why, and Publicar
   * clasificación explains Google's "Publicar en la Web". Absent: as live (the CLI's files).
   */
  live?: boolean;
  /**
   * What the document keeps between actions (docs/directorSlips.md): the absences Pasar lista
   * wrote, so that Deshacer última ronda removes them. None: nothing remembered.
   */
  memory?: DocumentMemory;
}

/** What an action tells the director (the Apps Script edge shows it in an alert). */
export interface ActionResult {
  /** False when the action refused (nothing was written). */
  ok: boolean;
  /** The language the message is in (Configuración › Idioma may differ from the locale). */
  lang: Language;
  message: string;
  /** The warnings, rendered in `lang`, also listed at the end of `message`. */
  warnings?: string[];
}

/** The result with `warnings` rendered in its language and listed under "2 avisos:" ("2 warnings:") at the end of its message. */
export function withWarnings<R extends ActionResult>(result: R, warnings: readonly Warning[]): R {
  if (warnings.length === 0) return result;
  const rendered = [...new Set(warnings.map((warning) => renderWarning(warning, result.lang)))];
  const lines = rendered.map((line) => t(result.lang, 'action.warningLine', { warning: line }));
  const message = [result.message, '', t(result.lang, 'action.warnings', { count: rendered.length }), ...lines].join(
    '\n',
  );
  return { ...result, message, warnings: rendered };
}
