// The Final tab (rules §18.2): the final's games, one row each (Partida, Ronda, Jugador 1
// with the first move, his points, the other's, Jugador 2, Resultado), then the score and
// the champion, or the game to come. Written by Emparejar siguiente ronda and Actualizar
// clasificación once the final has a game; also the source of the pairing sheet's title
// and of the action's line for a final game. The match's logic is the core's (core/final.ts,
// core/finalMatch.ts): here only the tab and the words.
import { scoreText, withFinalGames } from '../../core/final';
import { currentFinal, finalPairing } from '../../core/finalMatch';
import { lastRound } from '../../core/results';
import { roundBoards } from './pairingSheet';
import type { Tournament } from '../../core/model';
import { gameOutcome, isPending } from '../../core/results';
import { type Language, t } from '../../i18n';
import type { Cell } from '../grid/cells';
import { padRow, type PrintedTab, titleDate, titleText } from '../grid/printedTab';

const WIDTH = 7;

/** "Final, partida 2 (mejor de 3) · marcador 1–0": the pairing sheet's title for a game of the final. */
export function finalHeading(tournament: Tournament, game: number, lang: Language): string {
  const score = currentFinal(tournament);
  return t(lang, 'final.sheetTitle', {
    game,
    bestOf: tournament.final?.bestOf ?? 0,
    score: scoreText(score?.points ?? [0, 0]),
  });
}

/** The Final tab; its title names the tournament and the match. */
export function finalTab(
  tournament: Tournament,
  lang: Language,
  options: { date?: Date; timeZone?: string } = {},
): PrintedTab {
  const final = tournament.final;
  const bestOf = final?.bestOf ?? 0;
  const nameOf = new Map(tournament.players.map((player) => [player.id, player.name] as const));
  const title = titleText([
    tournament.config.name,
    t(lang, 'final.title', { bestOf }),
    options.date ? titleDate(options.date, lang, options.timeZone) : '',
  ]);
  const header: Cell[] = [
    t(lang, 'final.col.game'),
    t(lang, 'col.rounds.round'),
    t(lang, 'col.rounds.player1'),
    t(lang, 'col.standings.points'),
    t(lang, 'col.standings.points'),
    t(lang, 'col.rounds.player2'),
    t(lang, 'col.rounds.result'),
  ];
  const games = [...(final?.games ?? [])].filter((game) => game.second !== null).sort((a, b) => a.round - b.round);
  const rows = games.map((game, index): Cell[] => {
    const outcome = gameOutcome(game, tournament.config);
    const result = isPending(game) ? '' : scoreText([outcome.points1 ?? 0, outcome.points2 ?? 0]);
    return [
      index + 1,
      game.round,
      nameOf.get(game.first) ?? '',
      game.score1 ?? '',
      game.score2 ?? '',
      nameOf.get(game.second as number) ?? '',
      game.override ?? result,
    ];
  });
  const grid: Cell[][] = [padRow([title], WIDTH), padRow([], WIDTH), header, ...rows, padRow([], WIDTH)];
  const score = currentFinal(tournament);
  const noteRows: number[] = [];
  if (score?.finalists) {
    const [a, b] = score.finalists.map((id) => nameOf.get(id) ?? '');
    grid.push(padRow([t(lang, 'final.score', { first: a, score: scoreText(score.points), second: b })], WIDTH));
    noteRows.push(grid.length);
    grid.push(
      padRow(
        [
          score.winner !== null
            ? t(lang, 'final.champion', { name: nameOf.get(score.winner) ?? '' })
            : t(lang, 'final.toPlay', { game: games.length + (games.some(isPending) ? 0 : 1) }),
        ],
        WIDTH,
      ),
    );
    noteRows.push(grid.length);
  }
  return { grid, titleRows: [1, ...noteRows], headerRows: [3], repeatRows: 1, portrait: true };
}

/** rules §18.2: the final's game without a result yet, as the page's and the hall screen's round in play; null otherwise. */
export function finalInPlay(
  tournament: Tournament,
  lang: Language,
): { round: number; boards: ReturnType<typeof roundBoards>; heading: string } | null {
  const games = tournament.final?.games.filter((game) => game.second !== null) ?? [];
  const open = games.find(isPending);
  if (!open) return null;
  const game = games.filter((g) => g.round <= open.round).length;
  return {
    round: open.round,
    boards: roundBoards(withFinalGames(tournament), open.round),
    heading: finalHeading(tournament, game, lang),
  };
}

/** "Final (mejor de 3): Ana 1–0 Luis", or once decided "… Ana, campeona…": the page's line under the title; '' before the final. */
export function finalLine(tournament: Tournament, lang: Language): string {
  const score = currentFinal(tournament);
  if (!score?.finalists || lastRound(tournament.final?.games ?? []) === 0) return '';
  const nameOf = new Map(tournament.players.map((player) => [player.id, player.name] as const));
  const [first, second] = score.finalists.map((id) => nameOf.get(id) ?? '');
  const line = `${t(lang, 'final.title', { bestOf: score.bestOf })}: ${first} ${scoreText(score.points)} ${second}`;
  return score.winner === null
    ? line
    : `${line} · ${t(lang, 'final.champion', { name: nameOf.get(score.winner) ?? '' })}`;
}

/**
 * The pairing sheet of `round` (default: the last paired, the final's included): the tournament
 * with the final's games among the others, and for a game of the final its heading (rules §18.2).
 */
export function pairingSheetRound(
  tournament: Tournament,
  lang: Language,
  round = lastRound(withFinalGames(tournament).games),
): { tournament: Tournament; round: number; final?: string } {
  const all = withFinalGames(tournament);
  const final = tournament.final;
  if (!final || round <= tournament.config.rounds) return { tournament: all, round };
  const before = { ...tournament, final: { ...final, games: final.games.filter((game) => game.round < round) } };
  const game = before.final.games.filter((g) => g.second !== null).length + 1;
  return { tournament: all, round, final: finalHeading(before, game, lang) };
}

/** What Emparejar siguiente ronda does for a game of the final: the round, the sheet's heading, the Final tab, the message's line. */
export interface FinalStep {
  round: ReturnType<typeof finalPairing>;
  heading: string;
  tab: PrintedTab;
  line: string;
}

/**
 * rules §18.2, once the announced rounds are played: the final's next game (null without a
 * Final), or the refusal when the final is over. Nothing is written here.
 */
export function finalStep(
  tournament: Tournament,
  lang: Language,
  options: { date?: Date; timeZone?: string } = {},
): FinalStep | { refusal: string } | null {
  const final = tournament.final;
  if (!final) return null;
  const score = currentFinal(tournament);
  if (score?.winner != null) return { refusal: t(lang, 'final.over', { score: scoreText(score.points) }) };
  const round = finalPairing(tournament);
  const game = final.games.filter((g) => g.second !== null).length + 1;
  const [{ first, second, table }] = round.pairings;
  const withGame = {
    ...tournament,
    final: {
      ...final,
      games: [...final.games, { round: round.round, table, first, second, score1: null, score2: null, override: null }],
    },
  };
  const nameOf = new Map(tournament.players.map((player) => [player.id, player.name] as const));
  return {
    round,
    heading: finalHeading(tournament, game, lang),
    tab: finalTab(withGame, lang, options),
    line: t(lang, 'action.pair.final', {
      game,
      first: nameOf.get(first) ?? '',
      second: nameOf.get(second) ?? '',
      score: scoreText(score?.points ?? [0, 0]),
    }),
  };
}
