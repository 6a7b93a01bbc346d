// The pairing engine as the "Emparejar siguiente ronda" action sees it: the next round of
// a tournament, each table with its reasons (SPEC §3.5). Kept behind this one function so
// that the action can be tested with the real engine and the bundle carries it.
import type { Params } from '../../i18n';
import type { Tournament } from '../../core/model';

export interface EnginePairing {
  table: number;
  first: number;
  /** null = bye. */
  second: number | null;
  reasons: { key: string; params: Params }[];
}

export interface EngineRound {
  round: number;
  pairings: EnginePairing[];
}

export type PairingEngine = (tournament: Tournament) => EngineRound;
