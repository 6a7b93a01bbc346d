// The game file (rules §22; docs/files.md "partida"): what its reader refuses in a game that
// does not hold together, named by round and field, and the actions that write and load it.
export const es = {
  'gameFile.badTiles':
    '«{file}», ronda {round}: «{field}» es «{value}», que no puede ser: {reason}. No se ha cambiado nada.',
  'gameFile.badLeave':
    '«{file}», ronda {round}: «{field}» es «{value}», pero la jugada maestra anterior deja «{leave}». No se ha cambiado nada.',
  'gameFile.badDrawn':
    '«{file}», ronda {round}: «{field}» es «{value}»: hay que sacar al menos una ficha y el atril tiene como máximo 7. No se ha cambiado nada.',
  'gameFile.badRack':
    '«{file}», ronda {round}: «{field}» es «{value}», pero el resto y las fichas nuevas forman «{rack}». No se ha cambiado nada.',
  'gameFile.badMove':
    '«{file}», ronda {round}: la jugada maestra «{value}» («{field}») no se puede jugar: {reason}. No se ha cambiado nada.',
  'gameFile.notCanonical':
    '«{file}», ronda {round}: la jugada maestra «{value}» («{field}») no está escrita como la escribe Atril («{canonical}»). No se ha cambiado nada.',
  'gameFile.badScore':
    '«{file}», ronda {round}: «{field}» es {value}, pero la jugada {move} vale {score}. No se ha cambiado nada.',
  'gameFile.badFingerprint':
    '«{file}»: su huella «{value}» no es la de la partida que contiene ({fingerprint}). No se ha cambiado nada.',
};

export const en: Record<keyof typeof es, string> = {
  'gameFile.badTiles':
    '“{file}”, round {round}: “{field}” is “{value}”, which cannot be: {reason}. Nothing was changed.',
  'gameFile.badLeave':
    '“{file}”, round {round}: “{field}” is “{value}”, but the previous master move leaves “{leave}”. Nothing was changed.',
  'gameFile.badDrawn':
    '“{file}”, round {round}: “{field}” is “{value}”: at least one tile must be drawn and a rack holds 7 at most. Nothing was changed.',
  'gameFile.badRack':
    '“{file}”, round {round}: “{field}” is “{value}”, but the leave and the new tiles make “{rack}”. Nothing was changed.',
  'gameFile.badMove':
    '“{file}”, round {round}: the master move “{value}” (“{field}”) cannot be played: {reason}. Nothing was changed.',
  'gameFile.notCanonical':
    '“{file}”, round {round}: the master move “{value}” (“{field}”) is not written as Atril writes it (“{canonical}”). Nothing was changed.',
  'gameFile.badScore':
    '“{file}”, round {round}: “{field}” is {value}, but the move {move} scores {score}. Nothing was changed.',
  'gameFile.badFingerprint':
    '“{file}”: its fingerprint “{value}” is not the one of the game it holds ({fingerprint}). Nothing was changed.',
};
