// PAIR_ROUND (rules §7): the pairing of a round as a spilled table — a preview; the menu
// action "Emparejar siguiente ronda" is what freezes a round into Rondas.
import { AtrilError } from '../../core/errors';
import { pairRound } from '../../core/pairing';
import { t } from '../../i18n';
import { type Cell, asGrid, cellInteger } from '../grid/cells';
import { renderReasons } from '../tournament/pairingReasons';
import { isOmitted, readArg } from './customFunction';
import { tournamentFunction } from './tournamentArgs';

export const PAIR_ROUND = tournamentFunction('PAIR_ROUND', { name: 'round', type: 'number' }, (lang, read, round) => {
  const wanted = isOmitted(round)
    ? undefined
    : readArg('round', () => {
        const value = cellInteger(asGrid(round)[0][0]) as number;
        if (value < 1) throw new AtrilError('error.atLeast', { value, min: 1 });
        return value;
      });
  const result =
    wanted === undefined ? pairRound(read.tournament) : readArg('round', () => pairRound(read.tournament, wanted));
  const names = new Map(read.tournament.players.map((player) => [player.id, player.name]));
  const rows: Cell[][] = [
    [
      t(lang, 'col.rounds.table'),
      t(lang, 'col.rounds.player1'),
      t(lang, 'col.rounds.player2'),
      t(lang, 'col.rounds.reason'),
    ],
  ];
  for (const pairing of result.pairings) {
    rows.push([
      pairing.table,
      names.get(pairing.first) as string,
      pairing.second === null ? t(lang, 'word.bye') : (names.get(pairing.second) as string),
      renderReasons(lang, pairing.reasons),
    ]);
  }
  return rows;
});
