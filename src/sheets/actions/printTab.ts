// "Imprimir pestaña" (rules §12): the active tab as its print view — the page the dialog
// shows and prints, and what `atril print` writes. The tab's printed-tab model is rebuilt
// as the action that writes the tab builds it (printedTabs.ts), then rendered by the one
// HTML renderer (grid/printView.ts). Reads only. On a tab Atril does not print, it answers
// with the tabs it prints.
import { t } from '../../i18n';
import { workbookLanguage } from '../config/settings';
import { paperFor, type Paper, printView } from '../grid/printView';
import { type ActionContext, type ActionResult } from './action';
import { PRINTED_TABS, printedTabEntry } from './printedTabs';

export interface PrintTabResult extends ActionResult {
  /** The tab printed (or refused). */
  tab: string;
  /** The print view's whole document; null when the tab is not one Atril prints. */
  view: string | null;
  paper: Paper;
  landscape: boolean;
  /** The kind of tab (PRINTED_TABS), null when refused. */
  kind: string | null;
}

/** The tabs Atril prints, named in `lang`, for the answer on any other tab. */
export function printedTabList(lang: Parameters<typeof t>[0]): string {
  return PRINTED_TABS.map((entry) => entry.label(lang)).join(', ');
}

/** The print view of the tab named `tab` (the active one, in Google Sheets). */
export function printTab(
  { workbook, lang: userLang, pageLink, phoneCodes }: ActionContext,
  tab: string,
): PrintTabResult {
  const paper = paperFor(workbook.locale());
  const entry = printedTabEntry(tab);
  if (entry === null) {
    const lang = workbookLanguage(workbook, userLang);
    return {
      ok: false,
      lang,
      tab,
      view: null,
      paper,
      landscape: false,
      kind: null,
      message: t(lang, 'print.notPrinted', { tab, tabs: printedTabList(lang) }),
    };
  }
  const build = entry.build({ workbook, lang: userLang, tab, pageLink, phoneCodes });
  const view = printView(build.printed, { paper, lang: build.lang, heading: build.heading, documentTitle: tab });
  return {
    ok: true,
    lang: build.lang,
    tab,
    view: view.html,
    paper,
    landscape: view.landscape,
    kind: entry.kind,
    message: t(build.lang, 'print.dialogTitle', { tab }),
  };
}
