// A prepared game (rules §20 "Preparar partida", the regulation's duplicada maestra): every
// round drawn and its master move found in advance from the seed, kept in the document's
// memory (grid/memory.ts: the document's properties in Sheets, a very hidden sheet in the
// .xlsx) under a key per tab — never in a cell, so no page, hall screen or global the page
// calls can show it — until Sacar atril and Buscar jugada maestra reveal each round.
import { checkMove } from '../../core/duplicate';
import type { BagEnd } from '../../core/duplicate/bag';
import type { Message } from '../../core/message';
import type { DocumentMemory } from '../grid/memory';
import type { ArbiterTab } from './arbiterGame';

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

/** The message's line when a prepared game stops being followed (rules §20). */
export function leftNote(game: ArbiterTab, prepared: PreparedGame, broken: number): Message {
  return broken < 0
    ? { key: 'arbiter.preparedSeed', params: { seed: prepared.seed } }
    : { key: 'arbiter.preparedLeft', params: { round: broken + 1, typed: game.text(game.layout.moveRow, broken) } };
}
