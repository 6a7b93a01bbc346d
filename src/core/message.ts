// The one shape of a message the core hands to the edges (a pairing's reason, a scoring
// warning, why a rack or a move is not valid): a catalogue key and its parameters,
// rendered in the user's language only when shown (rules §9).
import type { MessageKey, Params } from '../i18n';

export interface Message {
  key: MessageKey;
  params: Params;
}
