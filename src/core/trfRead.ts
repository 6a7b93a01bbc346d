// A FIDE Tournament Report File (TRF-16) read into a RatedEvent (rules §23): what
// Swiss-Manager, Vega, bbpPairings and `atril trf` (core/trf.ts, the writer) write. Results
// only: the 012 name, the 022 place, the 042 start date as the file writes it (eventDate.ts), and each 001
// player line — start number (5–8), name (15–47), rating (49–52), federation (54–56), FIDE
// ID (58–68, taken as the licence), then ten characters a round from column 92: opponent
// (4), colour, result. Games 1 / = / 0 are rated; forfeits + / − and the codes W, D, L (not
// rated), H, F, U, Z (byes) are left out of the rating. Anything that cannot be read is
// refused naming the file, line and column (docs/season.md "Reading TRF-16").
import { type MessageKey, type Params } from '../i18n';
import { AtrilError } from './errors';
import { parseDayText } from './eventDate';
import { fingerprint } from './files/atrilFile';
import { type EventPlayer, type RatedEvent, type SwissGame, type SwissResult } from './season/ratedEvent';

/** TRF-16 result codes (rules §23): rated, not rated with an opponent, and byes. */
const RATED: Record<string, SwissResult> = { '1': 1, '=': 0.5, '0': 0 };
const UNRATED: Record<string, SwissResult> = { '+': 1, '-': 0, W: 1, D: 0.5, L: 0 };
const BYES: Record<string, SwissResult> = { H: 0.5, F: 1, U: 1, Z: 0 };
const COLOURS = new Set(['w', 'b', '-', ' ']);
/** Without an opponent, these codes mean the player was not there: no row (docs/season.md "Who took part"). */
const NO_ROW = new Set(['Z', '-', 'L']);

export interface TrfReadOptions {
  /** The file's name, for refusals and «Torneos valorados». */
  file: string;
  /** The event's club (TRF has none): the officer's choice; blank: the 022 place. */
  club?: string;
}

interface Entry {
  line: number;
  column: number;
  player: number;
  opponent: number;
  colour: string;
  code: string;
}

/** A player line's rounds: ten characters each from column 92 — opponent (4), colour, result — checked as read. */
function roundEntries(
  at: (from: number, to: number) => string,
  length: number,
  line: number,
  player: number,
  refuse: (key: MessageKey, params: Params) => AtrilError,
): Entry[] {
  const entries: Entry[] = [];
  for (let start = 92; start <= length; start += 10) {
    const opponentText = at(start, start + 3).trim();
    const colour = at(start + 5, start + 5) || ' ';
    const result = at(start + 7, start + 7) || ' ';
    if (opponentText === '' && colour.trim() === '' && result.trim() === '') continue;
    if (opponentText !== '' && !/^\d+$/.test(opponentText))
      throw refuse('trfRead.badOpponent', { line, column: start, value: opponentText });
    if (!COLOURS.has(colour)) throw refuse('trfRead.badColour', { line, column: start + 5, value: colour });
    if (!(result in RATED || result in UNRATED || result in BYES || result === ' '))
      throw refuse('trfRead.badResult', { line, column: start + 7, value: result });
    entries.push({ line, column: start, player, opponent: Number(opponentText || '0'), colour, code: result });
  }
  return entries;
}

/** The TRF text as a RatedEvent; throws AtrilError (file, line, column) on what it cannot read. */
export function readTrf(text: string, options: TrfReadOptions): RatedEvent {
  const { file } = options;
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const refuse = (key: MessageKey, params: Params) => new AtrilError(key, { file, ...params });
  let name = '';
  let place = '';
  let date: string | null = null;
  const numbers = new Map<number, { line: number; index: number }>();
  const read: { number: number; line: number; player: EventPlayer; entries: Entry[] }[] = [];

  lines.forEach((raw, i) => {
    const line = i + 1;
    const chars = [...raw];
    const at = (from: number, to: number) => chars.slice(from - 1, to).join('');
    const code = at(1, 3);
    if (code === '012') name = at(5, chars.length).trim();
    else if (code === '022') place = at(5, chars.length).trim();
    else if (code === '042') {
      const value = at(5, chars.length).trim();
      date = parseDayText(value);
      if (date === null) throw refuse('trfRead.badDate', { line, column: 5, value });
    } else if (code === '001') {
      const numberText = at(5, 8).trim();
      if (!/^\d+$/.test(numberText) || Number(numberText) === 0)
        throw refuse('trfRead.badNumber', { line, column: 5, value: numberText });
      const number = Number(numberText);
      const before = numbers.get(number);
      if (before) throw refuse('trfRead.repeatedNumber', { line, column: 5, value: number, other: before.line });
      const ratingText = at(49, 52).trim();
      if (ratingText !== '' && !/^\d+$/.test(ratingText))
        throw refuse('trfRead.badRating', { line, column: 49, value: ratingText });
      // A rating of 0 is how some programs write "unrated".
      const rating = ratingText === '' || Number(ratingText) === 0 ? null : Number(ratingText);
      const entries = roundEntries(at, chars.length, line, number, refuse);
      numbers.set(number, { line, index: read.length });
      read.push({
        number,
        line,
        entries,
        player: {
          name: givenNamesFirst(at(15, 47).trim()),
          club: '',
          country: at(54, 56).trim(),
          licence: at(58, 68).trim(),
          rating,
          eloDi: null,
        },
      });
    }
  });
  if (read.length === 0) throw refuse('trfRead.noPlayers', {});
  if (date === null) throw refuse('trfRead.noDate', {});

  // Each game is written on both players' lines: taken once, checked against the other.
  const games = new Map<string, { entry: Entry; round: number }>();
  const byes: { round: number; player: number; code: string }[] = [];
  for (const { entries } of read) {
    entries.forEach((entry) => {
      const round = (entry.column - 92) / 10 + 1;
      if (entry.code === ' ') return; // a round not played yet
      if (entry.code in BYES || entry.opponent === 0) {
        // No opponent: a bye (H, F, U, a «+» awarded) is a row; Z, or «-» / L (absent), is none.
        if (!NO_ROW.has(entry.code)) byes.push({ round, player: entry.player, code: entry.code });
        return;
      }
      if (!numbers.has(entry.opponent))
        throw refuse('trfRead.badOpponent', { line: entry.line, column: entry.column, value: entry.opponent });
      const key = `${round}:${Math.min(entry.player, entry.opponent)}:${Math.max(entry.player, entry.opponent)}`;
      const other = games.get(key);
      if (other === undefined) {
        games.set(key, { entry, round });
        return;
      }
      if (!consistent(other.entry.code, entry.code))
        throw refuse('trfRead.mismatch', {
          line: entry.line,
          column: entry.column + 7,
          round,
          name: read[(numbers.get(entry.player) as { index: number }).index].player.name,
          opponent: read[(numbers.get(entry.opponent) as { index: number }).index].player.name,
          other: other.entry.line,
          value: entry.code,
          otherValue: other.entry.code,
        });
    });
  }

  // Players: those with a game or a bye (a Z, or nothing, is no row: docs/season.md), by start number.
  const present = new Set<number>();
  for (const { entry } of games.values()) present.add(entry.player).add(entry.opponent);
  for (const bye of byes) present.add(bye.player);
  const numbersIn = [...present].sort((a, b) => a - b);
  const indexOf = new Map(numbersIn.map((number, i) => [number, i] as const));
  const players = numbersIn.map((number) => read[(numbers.get(number) as { index: number }).index].player);

  const swissGames: SwissGame[] = [];
  for (const { entry, round } of games.values()) {
    // The first player is White (Atril's Jugador 1 has the first move, core/trf.ts); without a colour, the lower number.
    const whiteFirst = entry.colour === 'w' || (entry.colour !== 'b' && entry.player < entry.opponent);
    const rated = entry.code in RATED;
    const own = rated ? RATED[entry.code] : UNRATED[entry.code];
    const [first, second] = whiteFirst ? [entry.player, entry.opponent] : [entry.opponent, entry.player];
    const result = (whiteFirst ? own : 1 - own) as SwissResult;
    swissGames.push({
      round,
      first: indexOf.get(first) as number,
      second: indexOf.get(second) as number,
      result,
      rated,
    });
  }
  for (const bye of byes)
    swissGames.push({
      round: bye.round,
      first: indexOf.get(bye.player) as number,
      second: null,
      result: BYES[bye.code] ?? UNRATED[bye.code] ?? 0,
      rated: false,
    });
  swissGames.sort((a, b) => a.round - b.round || a.first - b.first);

  return {
    name: name || file.replace(/\.[^.]*$/, ''),
    date,
    club: options.club?.trim() || place,
    kind: 'swiss',
    source: {
      file,
      fingerprint: fingerprint(
        lines
          .map((line) => line.trimEnd())
          .join('\n')
          .trim(),
      ),
      format: 'trf',
    },
    players,
    swissGames,
    duplicateGames: [],
  };
}

/** The two sides of one game agree: both rated with complementary results, or both not rated. */
function consistent(a: string, b: string): boolean {
  if (a in RATED || b in RATED) return a in RATED && b in RATED && RATED[a] + RATED[b] === 1;
  // Forfeits and unrated results: a double forfeit (− −) is both losing.
  if (a === '-' && b === '-') return true;
  return UNRATED[a] + UNRATED[b] === 1;
}

/**
 * rules §23: a TRF name as the list writes names, the given names first. TRF-16 writes a name as
 * FIDE does, surnames first and a comma before the given names («Ramos Vidal, Héctor»;
 * Swiss-Manager leaves out the space); the clubs' Jugadores tabs, `atril trf` and the list write
 * «Héctor Ramos Vidal». One comma: the two sides swapped; none, more, or an empty side: as written.
 */
export function givenNamesFirst(name: string): string {
  const parts = name.split(',').map((part) => part.trim());
  if (parts.length !== 2 || parts[0] === '' || parts[1] === '') return name;
  return `${parts[1]} ${parts[0]}`;
}
