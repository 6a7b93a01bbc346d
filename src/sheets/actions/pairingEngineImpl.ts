// The real pairing engine behind the action (SPEC §3): src/core/pairing's pairRound for
// the round after the last one in Rondas.
import { pairRound } from '../../core/pairing';
import type { PairingEngine } from './pairingEngine';

export const pairingEngine: PairingEngine = (tournament) => pairRound(tournament);
