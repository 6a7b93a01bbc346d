// The game file (rules §22 "The game file"; docs/files.md "partida"): a prepared or finished
// duplicate game as an Atril file of kind `partida` — every round's rack (the leave kept, the
// tiles drawn, the cambios de fichas), its master move and score, where and why the game ends,
// the seed and the word list it was prepared with. The reader trusts nothing it is given: it
// plays the game again on the board (board.ts) and refuses, naming the round and the field, a
// rack that is not the previous leave plus the tiles drawn, a master move the board refuses, a
// score the board does not give. The game's fingerprint is of the game, not of the file's text.
import { AtrilError } from '../errors';
import { BodyReader, fingerprint, readAtrilFile, writeAtrilFile } from '../files/atrilFile';
import { type Language, type MessageKey, t } from '../../i18n';
import type { Message } from '../message';
import { type BagEnd, bagTiles, rackCellText } from './bag';
import { type Board, emptyBoard, playMove, rackLeft, tilesLacking } from './board';
import { type Tile, RACK_SIZE, TileError, parseTiles } from './rack';
import { type WordGraph, graphChecksum } from './wordGraph';

/** One round as the file keeps it: the Atril cell's two parts, its cambios, the master move and its score. */
export interface GameFileRound {
  /** The previous master move's leave, in alphabetical order ('' in round 1 and after a cambio). */
  leave: string;
  /** The tiles drawn, in the order drawn. */
  drawn: string;
  cambios: number;
  /** The master move in canonical notation (rules §6.4). */
  move: string;
  score: number;
}

/** The word list the game was prepared with (rules §20: its name and word count as the lexicon tab keeps them). */
export interface GameFileList {
  name: string;
  words: number;
  /** The list's fingerprint (listFingerprint): the same list, the same 8 characters. */
  fingerprint: string;
}

/** Where and why the game ends after its rounds (null: it stops after them, as `--rounds` does). */
export interface GameFileEnd {
  /** The round that could not be drawn or played (rounds + 1). */
  round: number;
  reason: BagEnd;
  /** The rack (the last leave, or the rack with no move) the game ends with. */
  rack: string;
}

/** A game as the file carries it. */
export interface GameFile {
  seed: number;
  rounds: GameFileRound[];
  end: GameFileEnd | null;
  /** The list it was prepared with; null for a game typed by hand with no list loaded. */
  list: GameFileList | null;
}

/** The end's reason in the file's own words (the same in every language, as the kind is). */
const REASON_WORDS: Readonly<Record<BagEnd, string>> = {
  vowels: 'vocales',
  consonants: 'consonantes',
  noValidRack: 'sinAtrilValido',
  noMove: 'sinJugada',
};

/** No game has more rounds than the bag has tiles. */
const MAX_ROUNDS = 100;

/**
 * The game's fingerprint (rules §22): of the game itself — seed, rounds, end, list — so the
 * same game written twice, or read back from its file, has the same 8 characters.
 */
export function gameFingerprint(game: GameFile): string {
  return fingerprint({
    seed: game.seed,
    rounds: game.rounds.map((round) => [round.leave, round.drawn, round.cambios, round.move, round.score]),
    end: game.end && [game.end.round, game.end.reason, game.end.rack],
    list: game.list && [game.list.name, game.list.words, game.list.fingerprint],
  });
}

/**
 * A word list's fingerprint: of its compiled graph's size and edges' checksum (the stored
 * list's header, wordGraph.ts), so the same words give the same 8 characters wherever loaded.
 */
export function listFingerprint(graph: WordGraph): string {
  return fingerprint(['lexico', graph.words, graph.edges.length, graph.root, graphChecksum(graph.edges)]);
}

/** The game as an Atril file's text (kind `partida`). */
export function writeGameFile(game: GameFile): string {
  return writeAtrilFile('partida', {
    huella: gameFingerprint(game),
    semilla: String(game.seed),
    numeroDeRondas: game.rounds.length,
    lexico: game.list && { nombre: game.list.name, palabras: game.list.words, huella: game.list.fingerprint },
    rondas: game.rounds.map((round, r) => ({
      ronda: r + 1,
      atril: rackCellText(parseTiles(round.leave), parseTiles(round.drawn)),
      resto: round.leave,
      nuevas: round.drawn,
      cambios: round.cambios,
      jugada: round.move,
      puntos: round.score,
    })),
    fin: game.end && { ronda: game.end.round, motivo: REASON_WORDS[game.end.reason], atril: game.end.rack },
  });
}

/** A refusal of one round's field: the file, the round, the field's path, the value and why. */
function refuse(key: MessageKey, field: BodyReader, round: number, params: Record<string, string | number>) {
  return new AtrilError(key, { file: field.file, field: field.path, round, ...params });
}

/** The tiles of a rack field, or its refusal naming the tile the set has not. */
function tilesOf(field: BodyReader, round: number, lang: Language): Tile[] {
  const value = field.string();
  try {
    return parseTiles(value);
  } catch (error) {
    if (!(error instanceof TileError)) throw error;
    throw refuse('gameFile.badTiles', field, round, { value, reason: render(lang, error.problem) });
  }
}

const render = (lang: Language, problem: Message) => t(lang, problem.key, problem.params);

/** The same tiles, in any order (a blank is a blank). */
const sameTiles = (a: readonly Tile[], b: readonly Tile[]) => rackCellText(a, []) === rackCellText(b, []);

/**
 * The game of a file's text, or an AtrilError naming `fileName`: the envelope's refusals
 * (readAtrilFile), a field missing or of the wrong type (`file.badContent` with its path),
 * and a game that does not hold together, named by round and field (the `gameFile.*` keys).
 * `lang` renders the board's reason inside a refusal.
 */
export function readGameFile(text: string, fileName: string, lang: Language = 'es'): GameFile {
  const body = new BodyReader(fileName, readAtrilFile(text, fileName, 'partida').body);
  const seedField = body.field('semilla');
  const seedText = seedField.string();
  const seed = Number(seedText);
  if (!/^\d+$/.test(seedText) || !Number.isSafeInteger(seed)) throw seedField.refuse();

  const list = readList(body);
  const rounds: GameFileRound[] = [];
  let board: Board = emptyBoard();
  let leave: Tile[] = [];
  for (const [r, item] of body.field('rondas').items(MAX_ROUNDS).entries()) {
    const round = r + 1;
    const number = item.field('ronda');
    if (number.number(true) !== round) throw number.refuse();
    const cambiosField = item.field('cambios');
    const cambios = cambiosField.number(true);
    if (cambios < 0) throw cambiosField.refuse();
    // rules §20: the leave stays, except after a cambio de fichas (the whole rack went back).
    const leaveField = item.field('resto');
    const kept = tilesOf(leaveField, round, lang);
    const expected = cambios > 0 ? [] : leave;
    if (!sameTiles(kept, expected) || leaveField.string() !== rackCellText(kept, []))
      throw refuse('gameFile.badLeave', leaveField, round, {
        value: leaveField.string(),
        leave: rackCellText(expected, []),
      });
    const drawnField = item.field('nuevas');
    const drawn = tilesOf(drawnField, round, lang);
    const rack = [...kept, ...drawn];
    if (drawn.length === 0 || rack.length > RACK_SIZE || drawn.some((tile) => tile.letter !== '?' && tile.blank))
      throw refuse('gameFile.badDrawn', drawnField, round, { value: drawnField.string() });
    const inBag = bagTiles(board, rack);
    if (!inBag.ok)
      throw refuse('gameFile.badTiles', drawnField, round, {
        value: drawnField.string(),
        reason: render(lang, inBag.problem),
      });
    const rackField = item.field('atril');
    const cell = rackCellText(kept, drawn);
    if (rackField.string() !== cell)
      throw refuse('gameFile.badRack', rackField, round, { value: rackField.string(), rack: cell });

    const moveField = item.field('jugada');
    const move = moveField.string();
    const play = playMove(board, move, rack);
    if (!play.ok)
      throw refuse('gameFile.badMove', moveField, round, { value: move, reason: render(lang, play.problem) });
    if (play.move.canonical !== move)
      throw refuse('gameFile.notCanonical', moveField, round, { value: move, canonical: play.move.canonical });
    const scoreField = item.field('puntos');
    const score = scoreField.number(true);
    if (score !== play.score)
      throw refuse('gameFile.badScore', scoreField, round, { value: score, move, score: play.score });

    rounds.push({ leave: leaveField.string(), drawn: drawnField.string(), cambios, move, score });
    board = play.board;
    leave = rackLeft(rack, play.placed);
  }

  const count = body.field('numeroDeRondas');
  if (count.number(true) !== rounds.length) throw count.refuse();
  const end = readEnd(body, rounds.length, leave);
  const game: GameFile = { seed, rounds, end, list };
  const stated = body.field('huella');
  const own = gameFingerprint(game);
  if (stated.string() !== own)
    throw new AtrilError('gameFile.badFingerprint', { file: fileName, value: stated.string(), fingerprint: own });
  return game;
}

function readList(body: BodyReader): GameFileList | null {
  if (!body.has('lexico')) return null;
  const field = body.field('lexico');
  const words = field.field('palabras');
  if (words.number(true) < 0) throw words.refuse();
  return {
    name: field.field('nombre').string(),
    words: words.number(true),
    fingerprint: field.field('huella').string(),
  };
}

/** The end after `played` rounds: the next round, a known reason, the last leave (or the rack with no move). */
function readEnd(body: BodyReader, played: number, leave: readonly Tile[]): GameFileEnd | null {
  if (!body.has('fin')) return null;
  const field = body.field('fin');
  const round = field.field('ronda');
  if (round.number(true) !== played + 1) throw round.refuse();
  const motive = field.field('motivo');
  const reason = (Object.keys(REASON_WORDS) as BagEnd[]).find((key) => REASON_WORDS[key] === motive.string());
  if (reason === undefined) throw motive.refuse();
  const rackField = field.field('atril');
  const rack = rackField.string();
  let tiles: Tile[];
  try {
    tiles = parseTiles(rack);
  } catch {
    throw rackField.refuse();
  }
  // The end's rack is the last leave, or (no legal move) that leave and the tiles drawn on it.
  const fits =
    reason === 'noMove'
      ? tiles.length <= RACK_SIZE && tilesLacking(tiles, leave).length === 0
      : sameTiles(tiles, leave);
  if (!fits || rackCellText(tiles, []) !== rack) throw rackField.refuse();
  return { round: played + 1, reason, rack };
}
