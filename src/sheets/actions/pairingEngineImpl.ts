// The real pairing engine behind the action. Until src/core/pairing exports pairRound,
// the action answers that pairing is unavailable (the edge shows that message).
import { AtrilError } from '../../core/errors';
import type { PairingEngine } from './pairingEngine';

export const pairingEngine: PairingEngine = () => {
  throw new AtrilError('addon.pair.unavailable');
};
