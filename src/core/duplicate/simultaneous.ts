// The simultaneous duplicate (rules §22): every centre's players ranked as if they had played in
// one room. Every cell a centre typed is scored again by the organiser's judge (the same reading
// of a cell as a "Duplicada N" tab's: a move on the organiser's board with its list, a score
// typed, a blank slip 0), then the one-game ranking of rules §6.1 — bonuses, Total, %, places,
// tiebreaks — runs over the whole field at once (scoreGame: there is no second scorer). Around
// it: the centre of each player and the place within it, a block per centre, the players found
// in two centres, and the centres' scores the organiser's scoring does not confirm.
import { foldText } from '../text';
import { type GameOptions, type GameResult, scoreGame } from './game';
import type { CentreResults, ResultPlayer } from './resultsFile';

/** A cell as the organiser's judge scored it. */
export interface JudgedCell {
  score: number;
  /** The score came from a move (rules §6.7). */
  fromMove: boolean;
  /** A move scoring above the master: counted, flagged (rules §6.7). */
  aboveMaster: boolean;
  /** The words of the move the organiser's list lacks (it scored 0: rules §20). */
  notInList: string[];
}

/**
 * How the organiser scores one cell as a centre typed it, in round index `r`; it throws an
 * AtrilError naming the centre, the player and the round when the cell cannot be scored.
 */
export type Judge = (r: number, typed: string, where: { centre: string; player: string }) => JudgedCell;

export interface SimultaneousGameInput {
  /** The organiser's tab, for the views and messages. */
  name: string;
  /** The master score of each round (the organiser's game). */
  master: number[];
  moves: (string | null)[];
  /** The centres, in the order they are shown (their blocks); their files already checked to be this game's. */
  centres: readonly CentreResults[];
}

/** One player of the field: where they played and what the organiser's scoring found. */
export interface FieldEntry {
  centre: string;
  player: ResultPlayer;
  /** The name in the ranking: the player's, with the centre beside it when another player of the field shares it. */
  name: string;
  /** Place among the centre's own players by the field's totals (equal totals share it). */
  centrePlace: number;
  /** The other centres the same player (licence, else name) is in: kept in every one, marked (rules §22). */
  alsoIn: string[];
}

/** A centre's score the organiser's scoring does not confirm (the organiser's counts). */
export interface Dispute {
  centre: string;
  player: string;
  /** 1-based. */
  round: number;
  typed: string;
  centreScore: number;
  score: number;
}

export interface CentreSummary {
  centre: string;
  players: number;
  best: number;
  /** Mean of the players' % (a fraction). */
  meanPercent: number;
  wordCheck: boolean;
}

export interface SimultaneousResult {
  /** The one-room ranking: `players[i].index` is the index in `entries`. */
  game: GameResult;
  entries: FieldEntry[];
  /** Per entry, per round: as a Duplicada tab's marks (views.ts ScoreMarks). */
  marks: { fromMoves: boolean[][]; aboveMaster: boolean[][]; notInList: string[][] };
  disputes: Dispute[];
  centres: CentreSummary[];
  /** Each player found in more than one centre: the name and the centres. */
  twice: { name: string; centres: string[] }[];
}

/** The field ranked as one room (rules §22): see the file's head. */
export function rankSimultaneous(
  input: SimultaneousGameInput,
  judge: Judge,
  options: GameOptions = {},
): SimultaneousResult {
  const flat = input.centres.flatMap((centre) => centre.players.map((player) => ({ centre: centre.centre, player })));
  const nameCount = new Map<string, number>();
  for (const { player } of flat) nameCount.set(foldText(player.name), (nameCount.get(foldText(player.name)) ?? 0) + 1);
  const rounds = input.master.length;
  const disputes: Dispute[] = [];
  const marks: SimultaneousResult['marks'] = { fromMoves: [], aboveMaster: [], notInList: [] };
  const players = flat.map(({ centre, player }) => {
    const judged = player.rounds.slice(0, rounds).map((round, r) => {
      const cell = judge(r, round.typed, { centre, player: player.name });
      if (cell.score !== round.score)
        disputes.push({
          centre,
          player: player.name,
          round: r + 1,
          typed: round.typed,
          centreScore: round.score,
          score: cell.score,
        });
      return cell;
    });
    marks.fromMoves.push(judged.map((cell) => cell.fromMove));
    marks.aboveMaster.push(judged.map((cell) => cell.aboveMaster));
    marks.notInList.push(judged.map((cell) => cell.notInList.join(', ')));
    // Namesakes of two centres stay two players: the centre beside the name tells them apart.
    const name = (nameCount.get(foldText(player.name)) ?? 0) > 1 ? `${player.name} (${centre})` : player.name;
    return { name, scores: judged.map((cell) => cell.score) };
  });
  const game = scoreGame({ name: input.name, master: input.master, moves: input.moves, players }, options);
  const totals = new Array<number>(flat.length);
  const percents = new Array<number>(flat.length);
  for (const result of game.players) {
    totals[result.index] = result.total;
    percents[result.index] = result.percent;
  }
  const twice = sameAcrossCentres(flat);
  const entries: FieldEntry[] = flat.map(({ centre, player }, i) => ({
    centre,
    player,
    name: players[i].name,
    centrePlace: 1 + flat.filter((other, j) => other.centre === centre && totals[j] > totals[i]).length,
    alsoIn: twice.get(i) ?? [],
  }));
  const centres = input.centres.map((centre): CentreSummary => {
    const mine = flat.map((entry, i) => (entry.centre === centre.centre ? i : -1)).filter((i) => i >= 0);
    return {
      centre: centre.centre,
      players: mine.length,
      best: mine.length > 0 ? Math.max(...mine.map((i) => totals[i])) : 0,
      meanPercent: mine.length > 0 ? mine.reduce((sum, i) => sum + percents[i], 0) / mine.length : 0,
      wordCheck: centre.wordCheck,
    };
  });
  const named = new Map<string, { name: string; centres: string[] }>();
  twice.forEach((others, i) => {
    const key = flat[i].player.licence ? `L ${foldText(flat[i].player.licence)}` : `N ${foldText(flat[i].player.name)}`;
    const entry = named.get(key) ?? { name: flat[i].player.name, centres: [] };
    if (!entry.centres.includes(flat[i].centre)) entry.centres.push(flat[i].centre);
    named.set(key, entry);
  });
  return { game, entries, marks, disputes, centres, twice: [...named.values()] };
}

/**
 * The players found in more than one centre, by index: the other centres of each. The same
 * player is the same licence, or — when either lacks one — the same name as the season matches
 * names (case and accents aside, core/text.ts foldText). Two licences that differ are namesakes.
 */
function sameAcrossCentres(flat: readonly { centre: string; player: ResultPlayer }[]): Map<number, string[]> {
  const groups = new Map<string, number[]>();
  const add = (key: string, i: number) => groups.set(key, [...(groups.get(key) ?? []), i]);
  flat.forEach(({ player }, i) => {
    add(`N ${foldText(player.name)}`, i);
    if (player.licence) add(`L ${foldText(player.licence)}`, i);
  });
  const found = new Map<number, string[]>();
  const same = (a: ResultPlayer, b: ResultPlayer, byLicence: boolean) =>
    byLicence || !a.licence || !b.licence || foldText(a.licence) === foldText(b.licence);
  for (const [key, members] of groups) {
    if (members.length < 2) continue;
    for (const i of members)
      for (const j of members) {
        if (flat[i].centre === flat[j].centre || !same(flat[i].player, flat[j].player, key.startsWith('L'))) continue;
        const list = found.get(i) ?? [];
        if (!list.includes(flat[j].centre)) list.push(flat[j].centre);
        found.set(i, list);
      }
  }
  return found;
}
