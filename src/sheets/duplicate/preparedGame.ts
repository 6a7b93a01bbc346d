// A prepared game (rules §20 "Preparar partida", the regulation's duplicada maestra): every
// round drawn and its master move found in advance from the seed, kept in the document's
// memory (grid/memory.ts: the document's properties in Sheets, a very hidden sheet in the
// .xlsx) under a key per tab — never in a cell, so no page, hall screen or global the page
// calls can show it — until Sacar atril and Buscar jugada maestra reveal each round.
import { checkMove } from '../../core/duplicate';
import { AtrilError } from '../../core/errors';
import type { BagEnd } from '../../core/duplicate/bag';
import type { GameFileList } from '../../core/duplicate/gameFile';
import type { Message } from '../../core/message';
import type { DocumentMemory } from '../grid/memory';
import { type ArbiterTab, typedSeed } from './arbiterGame';

/** One prepared round: the Atril cell's parts, its cambios, the master move and what the message lists. */
export interface PreparedRound {
  leave: string;
  drawn: string;
  cambios: number;
  /** The bag after the draw: tiles, vowels, consonants, blanks. */
  bag: [number, number, number, number];
  move: string;
  score: number;
  /** Every tie: [move, leave]; the next scores: [score, move]. */
  ties: [string, string][];
  below: [number, string][];
}

export interface PreparedGame {
  seed: number;
  rounds: PreparedRound[];
  /** Where and why the game ends after the prepared rounds (null: the --rounds limit came first). */
  end: { round: number; reason: BagEnd; rack: string } | null;
  /** The word list it was prepared with (rules §22: the game file names it); absent in a game prepared before files. */
  list?: GameFileList | null;
  /**
   * rules §22: loaded from a game file (Cargar partida) — its name and the game's fingerprint.
   * Then the file's master is the game: a typed master that differs is refused, never followed.
   */
  file?: { name: string; fingerprint: string };
}

/** The memory's key of a tab's prepared game (listed in gas/storeKeys.ts). */
export const preparedKey = (tab: string): string => `atril.prepared.${tab}`;

/** The tab's prepared game, or null (none, or not readable: then the game is drawn live). */
export function readPrepared(memory: DocumentMemory | undefined, tab: string): PreparedGame | null {
  try {
    const game = JSON.parse(memory?.get(preparedKey(tab)) ?? 'null') as PreparedGame | null;
    return game && typeof game.seed === 'number' && Array.isArray(game.rounds) ? game : null;
  } catch {
    return null;
  }
}

export function keepPrepared(memory: DocumentMemory | undefined, tab: string, game: PreparedGame | null): void {
  memory?.set(preparedKey(tab), game && JSON.stringify(game));
}

const canonical = (text: string) => {
  const move = checkMove(text);
  return move.ok ? move.canonical : text;
};

/**
 * Whether the tab still follows its prepared game before round index `r`: null while the seed
 * and every earlier master move (of the rounds prepared) are the prepared ones; else −1 for
 * another seed, or the first round index whose typed move differs.
 */
export function preparedBreak(prepared: PreparedGame, game: ArbiterTab, seed: number, r: number): number | null {
  if (prepared.seed !== seed) return -1;
  for (let k = 0; k < Math.min(r, prepared.rounds.length); k++)
    if (canonical(game.text(game.layout.moveRow, k)) !== canonical(prepared.rounds[k].move)) return k;
  return null;
}

/** As preparedBreak over every round the game prepared, the master moves not yet typed left aside: whether the tab still follows it. */
export function typedBreak(prepared: PreparedGame, game: ArbiterTab, seed: number): number | null {
  if (prepared.seed !== seed) return -1;
  const k = prepared.rounds.findIndex((round, r) => {
    const typed = game.text(game.layout.moveRow, r);
    return typed !== '' && canonical(typed) !== canonical(round.move);
  });
  return k < 0 ? null : k;
}

/**
 * rules §22: in a game loaded from a file the file's master is the game — where the tab stops
 * following it (another seed, a master typed that differs) the arbiter's action is refused,
 * naming the file's, instead of dropping the prepared game as §20 does for one prepared here.
 */
export function fileBreak(game: ArbiterTab, prepared: PreparedGame, broken: number): AtrilError {
  const file = prepared.file?.name ?? '';
  const fingerprint = prepared.file?.fingerprint ?? '';
  if (broken < 0) return new AtrilError('loadGame.fileSeed', { tab: game.tab, file, seed: prepared.seed, fingerprint });
  const { row = '', column = '' } = game.cell(game.layout.moveRow, broken).at;
  return new AtrilError('loadGame.fileMaster', {
    tab: game.tab,
    row,
    column,
    round: broken + 1,
    typed: game.text(game.layout.moveRow, broken),
    master: prepared.rounds[broken].move,
    file,
    fingerprint,
  });
}

/**
 * rules §22: the tab's game loaded from a file, checked before anything else reads the tab's
 * rounds: a master typed that differs from the file's, or another seed, is refused naming the
 * file's. Returns the prepared game (null when the tab has none).
 */
export function followFile(memory: DocumentMemory | undefined, game: ArbiterTab): PreparedGame | null {
  const prepared = readPrepared(memory, game.tab);
  if (!prepared?.file) return prepared;
  const seed = typedSeed(game);
  const broken = seed === null ? null : typedBreak(prepared, game, seed);
  if (broken !== null) throw fileBreak(game, prepared, broken);
  return prepared;
}

/** The message's line when a prepared game stops being followed (rules §20). */
export function leftNote(game: ArbiterTab, prepared: PreparedGame, broken: number): Message {
  return broken < 0
    ? { key: 'arbiter.preparedSeed', params: { seed: prepared.seed } }
    : { key: 'arbiter.preparedLeft', params: { round: broken + 1, typed: game.text(game.layout.moveRow, broken) } };
}
