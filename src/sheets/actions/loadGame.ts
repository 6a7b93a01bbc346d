// "Cargar partida…" (rules §22) and `atril load-game`: a game file becomes the tab's prepared
// game — in the document's memory, never in a cell (preparedGame.ts), revealed round by round
// by Sacar atril, Buscar jugada maestra and the room's keys as a prepared game is (rules §20) —
// and the tab shows the game's fingerprint in its «Partida» row, so every centre can check it
// plays the organiser's game. Writes the Semilla cell when blank and the Partida row; refuses,
// writing nothing, a tab that has started another game and any file the reader refuses
// (core/duplicate/gameFile.ts). Loading the same game again into its tab changes nothing.
import { type GameFile, gameFingerprint, readGameFile } from '../../core/duplicate/gameFile';
import { normalFingerprint } from '../../core/files/atrilFile';
import { AtrilError } from '../../core/errors';
import { type Language, t } from '../../i18n';
import { cellText } from '../grid/cells';
import type { Workbook } from '../grid/workbook';
import { type ArbiterTab, type GameChoice, readArbiterTab, typedSeed } from '../duplicate/arbiterGame';
import { keepPrepared, typedBreak } from '../duplicate/preparedGame';
import { fileAsPrepared, workbookList } from '../duplicate/tabGame';
import type { ActionContext } from './action';
import { type ArbiterResult, arbiterGame, writeSeed } from './arbiter';

export interface LoadGameOptions extends GameChoice {
  /** The file's name (the dialog's, the CLI's argument): the messages name it. */
  fileName: string;
  text: string;
}

export interface LoadGameResult extends ArbiterResult {
  fingerprint: string | null;
}

const at = (game: ArbiterTab, row: number) => {
  const { row: sheetRow = '', column = '' } = game.cell(row, 0).at;
  return { row: sheetRow, column };
};

/**
 * Whether the tab already plays this very game (its Partida cell holds the fingerprint and
 * every rack and master typed is the file's): then loading it again only keeps it again.
 */
function playsThisGame(game: ArbiterTab, file: GameFile, fingerprint: string, fileName: string): boolean {
  const { gameRow, rackRow, columns } = game.layout;
  if (gameRow < 0 || normalFingerprint(game.text(gameRow, 0)) !== fingerprint) return false;
  if (typedSeed(game) !== file.seed) return false;
  const prepared = fileAsPrepared(file, fileName);
  const racks = columns.map((_, r) => game.text(rackRow, r)).filter((text) => text !== '').length;
  const same = (r: number) => {
    const round = prepared.rounds[r];
    return round !== undefined && game.text(rackRow, r) === [round.leave, round.drawn].filter(Boolean).join('+');
  };
  return typedBreak(prepared, game, file.seed) === null && Array.from({ length: racks }, (_, r) => r).every(same);
}

/** The message's lines about the word list: none (the slips not word-checked), or another than the game's. */
function listLines(workbook: Workbook, lang: Language, file: GameFile): string[] {
  const have = workbookList(workbook);
  if (have === null) return [t(lang, 'loadGame.noList')];
  if (file.list && file.list.fingerprint !== have.fingerprint)
    return [
      t(lang, 'loadGame.listDiffers', {
        name: have.name,
        have: have.fingerprint,
        wanted: file.list.name,
        want: file.list.fingerprint,
      }),
    ];
  return [];
}

export function loadGame(context: ActionContext, options: LoadGameOptions): LoadGameResult {
  const { workbook, memory } = context;
  const { lang, game } = arbiterGame(context, options);
  const { tab, layout } = game;
  const { fileName } = options;
  const file = readGameFile(options.text, fileName, lang);
  const fingerprint = gameFingerprint(file);
  const prepared = fileAsPrepared(file, fileName);
  const base = { lang, tab, round: null, end: null, fingerprint };

  if (playsThisGame(game, file, fingerprint, fileName)) {
    keepPrepared(memory, tab, prepared);
    return { ok: true, ...base, message: t(lang, 'loadGame.again', { tab, fingerprint }) };
  }
  // rules §22: a tab that has started another game is refused, nothing written.
  if (game.text(layout.rackRow, 0) !== '')
    throw new AtrilError('loadGame.started', { tab, ...at(game, layout.rackRow) });
  const seed = typedSeed(game);
  if (seed !== null && seed !== file.seed)
    throw new AtrilError('loadGame.otherSeed', {
      tab,
      value: seed,
      seed: file.seed,
      file: fileName,
      ...at(game, layout.seedRow),
    });

  // Everything decided: the arbiter's rows and the seed, then the Partida row, then the memory.
  const seeded = writeSeed(workbook, game, { seed: file.seed, write: seed === null });
  const now = readArbiterTab(workbook.read(tab) ?? [], tab, lang);
  const label = t(lang, 'dup.row.game');
  const column = now.layout.columns[0] + 1;
  if (now.layout.gameRow >= 0) workbook.write(tab, now.layout.gameRow + 1, column, [[fingerprint]]);
  else {
    const row: string[] = Array.from({ length: column }, () => '');
    row[0] = label;
    row[column - 1] = fingerprint;
    workbook.write(tab, now.grid.length + 1, 1, [row]);
  }
  keepPrepared(memory, tab, prepared);
  const rowLabel = now.layout.gameRow >= 0 ? cellText(now.grid[now.layout.gameRow][0]) : label;
  const message = [
    t(lang, 'loadGame.done', {
      tab,
      file: fileName,
      count: file.rounds.length,
      seed: file.seed,
      fingerprint,
      row: rowLabel,
    }),
    ...listLines(workbook, lang, file),
    seeded.line,
  ].join('\n');
  return { ok: true, ...base, message };
}
