// The EloDI block of "Clasificación duplicada" (rules §6.5), when the workbook keeps an EloDI
// tab: each player's EloDI before the tournament, and per game the expected position — the
// regulation's "posición objetivo" — worked out from everyone's EloDI before that game (the
// games before it in this tournament counted). A game too short to count shows none.
import type { EloDiGameReport, EloDiStanding, GameResult } from '../../core/duplicate';
import { foldText } from '../../core/text';
import { type Language, t } from '../../i18n';
import type { Cell } from '../grid/cells';
import type { ViewBlock } from './views';

const round2 = (value: number) => Math.round(value * 100) / 100;

export function eloDiBlock(
  games: readonly GameResult[],
  rated: { before: ReadonlyMap<string, EloDiStanding>; games: readonly EloDiGameReport[] },
  lang: Language,
): ViewBlock {
  // Every player once, in the order of the games' rankings (the first game first).
  const names = new Map<string, string>();
  for (const game of games)
    for (const player of game.players)
      if (!names.has(foldText(player.name))) names.set(foldText(player.name), player.name);
  // The tab's columns (docs/duplicate.md "Several games"): the name in the name column, the
  // newcomer's mark in the note column beside it, then only numbers, which stand right.
  const header: Cell[] = [
    '',
    '',
    t(lang, 'dup.col.player'),
    t(lang, 'dup.col.note'),
    t(lang, 'col.eloDi.before'),
    t(lang, 'col.eloDi.volatility'),
    ...games.map((game) => t(lang, 'col.eloDi.expectedIn', { game: game.name })),
  ];
  const rows = [...names].map(([key, name]): Cell[] => {
    const before = rated.before.get(key);
    return [
      '',
      '',
      name,
      typeof before?.rating === 'number' ? '' : t(lang, 'eloDi.newcomer'),
      before?.rating ?? '',
      before?.volatility ?? '',
      ...rated.games.map((report) => {
        const outcome = report.outcomes.get(key);
        return report.counted && outcome ? round2(outcome.expected) : '';
      }),
    ];
  });
  return { title: t(lang, 'eloDi.view.title'), header, rows };
}
