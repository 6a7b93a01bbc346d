// Who took part in a tournament, for the season (rules §2 Escalafón, Temporada): a player
// with at least one row in Rondas — a game, a bye or a forfeit. Someone listed in Jugadores
// who was never paired did not play: no rating change, no season points.
import { type RoundStatus, type Scoresheet } from '../scores';

const NO_ROW: ReadonlySet<RoundStatus> = new Set<RoundStatus>(['absent', 'withdrawn', 'notEntered', 'unpaired']);

/** N° of the players who took part. */
export function participants(sheet: Scoresheet): Set<number> {
  const ids = new Set<number>();
  for (const record of sheet.records) {
    if (record.rounds.some((round) => !NO_ROW.has(round.status))) ids.add(record.player.id);
  }
  return ids;
}
