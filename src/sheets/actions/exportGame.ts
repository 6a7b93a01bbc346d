// "Exportar partida…" (rules §22 "The game file") and `atril export-game`: the tab's game — its
// prepared game (Preparar partida, or a file loaded), else the game played on it to its end —
// as the game file's text, for the organiser to send to every centre. Reads only: nothing in
// the workbook changes; the edge offers the text as a download (gas/fileDialogs.ts), the CLI
// writes it to the file named.
import { gameFingerprint, readGameFile, writeGameFile } from '../../core/duplicate/gameFile';
import { t } from '../../i18n';
import type { GameChoice } from '../duplicate/arbiterGame';
import { tabGame } from '../duplicate/tabGame';
import type { ActionContext, ActionResult } from './action';
import { arbiterGame } from './arbiter';

export interface ExportGameResult extends ActionResult {
  tab: string;
  /** The file's text (rules §22), and the name a download offers. */
  text: string;
  fileName: string;
  fingerprint: string;
}

/** `fileName`: where the text goes (the CLI's argument); else a name made of the tab and the fingerprint. */
export function exportGame(context: ActionContext, options: GameChoice & { fileName?: string } = {}): ExportGameResult {
  const { lang, game } = arbiterGame(context, options);
  const { tab } = game;
  const found = tabGame(context.workbook, context.memory, game);
  const fingerprint = gameFingerprint(found.game);
  const fileName = options.fileName ?? `${tab} ${fingerprint}.atril`;
  const message = t(lang, 'exportGame.done', {
    tab,
    source: t(lang, `exportGame.source.${found.source}`, { file: found.file ?? '' }),
    count: found.game.rounds.length,
    seed: found.game.seed,
    fingerprint,
    file: fileName,
  });
  const text = writeGameFile(found.game);
  // A game played by hand may not hold together (a rack typed without the leave): read back as a centre
  // would, so the organiser, not every centre, hears of it — naming the round and the field.
  readGameFile(text, fileName, lang);
  return { ok: true, lang, tab, text, fileName, fingerprint, message };
}
