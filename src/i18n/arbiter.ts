// The arbiter's actions (rules §20): Sacar atril, Buscar jugada maestra, Preparar partida,
// and the game tab's Semilla and Sorteo rows.
export const es = {
  'menu.drawRack': 'Sacar atril',
  'menu.findMaster': 'Buscar jugada maestra',
  'menu.prepareGame': 'Preparar partida',
  'dup.row.seed': 'Semilla',
  'dup.row.draw': 'Sorteo',
  'arbiter.cambios': '{count:cambio de fichas|# cambios de fichas}',
  // The Sorteo cell: as short as a round's column.
  'arbiter.cambioCell': '{count:cambio|# cambios}',
  'arbiter.notGame':
    '«{tab}» no es una partida de duplicada: elige una pestaña «Duplicada N» (o créala con Atril › Preparar duplicada).',
  'arbiter.badSeed':
    '«{value}» no es una semilla: escribe un número entero, o deja la celda en blanco y Atril la elegirá.',
  'arbiter.badSeedArg': '«{value}» no es una semilla: escribe un número entero (--seed 1234).',
  'arbiter.noMove':
    '{tab}: la ronda {round} no tiene jugada maestra ({tab}, fila {row}, columna {column}): escríbela (o usa Atril › Buscar jugada maestra) antes de sacar el atril de la ronda {next}.',
  'arbiter.allDrawn':
    '{tab}: todas sus rondas tienen el atril escrito, y un atril escrito nunca se sustituye. Para jugar otra ronda añade su columna (R{next}); para sacar de nuevo un atril, borra su celda.',
  'arbiter.badRack': '{tab}, fila {row}, columna {column}: el atril «{value}» no se puede leer: {reason}',
  'arbiter.overBag':
    '{tab}: las jugadas maestras hasta la ronda {round} usan más fichas «{tile}» de las que tiene la bolsa; corrige la jugada de la ronda {round} (fila {row}, columna {column}).',
  'arbiter.drawn': '{tab}, ronda {round}: atril {rack} escrito en la fila {row}, columna {column}.',
  'arbiter.drawnParts': 'Quedan del atril anterior: {leave}; nuevas: {drawn}.',
  'arbiter.drawnCambio': 'Hubo {cambios}: el atril completo no era válido y volvió entero a la bolsa.',
  'arbiter.bagLeft':
    'En la bolsa {count:queda # ficha|quedan # fichas}: {vowels:# vocal|# vocales}, {consonants:# consonante|# consonantes} y {blanks:# comodín|# comodines}.',
  'arbiter.seedWritten':
    'Semilla {seed} escrita en {tab}, fila {row}, columna {column}: la misma semilla y las mismas jugadas maestras sacan los mismos atriles en cualquier copia.',
  'arbiter.seedKept': 'Semilla {seed} ({tab}, fila {row}, columna {column}).',
  'arbiter.seedDiffers':
    '{tab}, fila {row}, columna {column}: la semilla escrita es {value}, no {seed}; un número escrito no se sustituye: bórralo para usar otra semilla.',
  'arbiter.end': '{tab}: la partida termina en la ronda {round}: {reason} No se ha escrito nada.',
  'arbiter.end.vowels': 'ya se han jugado todas las vocales.',
  'arbiter.end.consonants': 'ya se han jugado todas las consonantes.',
  'arbiter.end.noValidRack': 'con las fichas que quedan no se puede formar un atril válido.',
  'arbiter.end.noMove': 'el atril sacado no tiene ninguna jugada válida en el tablero.',
  'arbiter.noRackRound':
    '{tab}: ninguna ronda tiene el atril escrito y la jugada en blanco (una jugada escrita no se sustituye). Saca el atril de la ronda {round} con Atril › Sacar atril.',
  'arbiter.allPlayed': '{tab}: todas sus rondas tienen la jugada maestra escrita.',
  'arbiter.master':
    '{tab}, ronda {round}: jugada maestra {move}, {score} puntos, escrita en Jugada y Maestra (fila {row}, columna {column}).',
  'arbiter.ties':
    '{count:Una jugada|# jugadas} de {score} puntos (el criterio 2, el resto más equilibrado, es del árbitro: puede escribir otra de ellas en Jugada):',
  'arbiter.onlyTop': 'Una sola jugada de {score} puntos:',
  'arbiter.tie': '  {move} — queda {leave}',
  'arbiter.below': 'Las siguientes puntuaciones:',
  'arbiter.belowLine': '  {score}: {move}',
  'arbiter.nothingLeft': 'nada',
  'arbiter.prepared':
    '{tab}: partida preparada con la semilla {seed}: {count:# ronda|# rondas}, guardadas ocultas en el documento (ninguna celda, ninguna página las muestra). Cada ronda se revela al avanzar: Atril › Sacar atril y Atril › Buscar jugada maestra.',
  'arbiter.preparedEnd': 'La partida preparada termina tras la ronda {round}: {reason}',
  'arbiter.preparedStarted':
    '{tab}: la ronda 1 ya tiene el atril escrito ({tab}, fila {row}, columna {column}); una partida se prepara antes de sacar el primer atril. Usa otra pestaña, o borra sus atriles.',
  'arbiter.fromPrepared': 'Ronda preparada {round} de {count}.',
  'arbiter.preparedLeft':
    'La jugada maestra de la ronda {round} ({typed}) no es la preparada: el resto de la partida preparada ya no sigue, y los atriles se sacan en vivo con la misma semilla.',
  'arbiter.preparedSeed':
    'La partida preparada era de la semilla {seed}: ya no sigue, y los atriles se sacan en vivo con la semilla de la pestaña.',
  'arbiter.badRounds': '«{value}» no es un número de rondas: escribe un número entero mayor que 0 (--rounds 15).',
  'arbiter.badTab': 'No hay ninguna pestaña «{value}».',
  'arbiter.moveWithoutRack':
    '{tab}, ronda {round}: la jugada está escrita (fila {row}, columna {column}) pero el atril no: escribe el atril que se jugó, y Sacar atril sacará el de la ronda siguiente.',
  'arbiter.maestraKept':
    'La Maestra escrita ({value}) se ha dejado como estaba; la jugada encontrada vale {score}: corrígela si hace falta.',
  'roomScreen.draw': 'Sacar atril (S)',
  'roomScreen.game': 'Partida {fingerprint}',
  'roomScreen.bag': 'Bolsa: {count} · vocales {vowels} · consonantes {consonants} · comodines {blanks}',
  'arbiter.rowsAdded':
    'La pestaña {tab} ya existía: solo se le han añadido, tras su última fila, las filas {rows} (para Sacar atril).',
};

export const en: Record<keyof typeof es, string> = {
  'menu.drawRack': 'Draw rack',
  'menu.findMaster': 'Find master move',
  'menu.prepareGame': 'Prepare game',
  'dup.row.seed': 'Seed',
  'dup.row.draw': 'Draw',
  'arbiter.cambios': '{count:change of tiles|# changes of tiles}',
  'arbiter.cambioCell': '{count:change|# changes}',
  'arbiter.notGame':
    '“{tab}” is not a duplicate game: choose a “Duplicate N” tab (or make one with Atril › Prepare duplicate).',
  'arbiter.badSeed': '“{value}” is not a seed: type a whole number, or leave the cell blank and Atril will choose one.',
  'arbiter.badSeedArg': '“{value}” is not a seed: type a whole number (--seed 1234).',
  'arbiter.noMove':
    '{tab}: round {round} has no master move ({tab}, row {row}, column {column}): type it (or use Atril › Find master move) before drawing the rack of round {next}.',
  'arbiter.allDrawn':
    '{tab}: every round has its rack typed, and a typed rack is never replaced. To play another round add its column (R{next}); to draw a rack again, clear its cell.',
  'arbiter.badRack': '{tab}, row {row}, column {column}: the rack “{value}” cannot be read: {reason}',
  'arbiter.overBag':
    '{tab}: the master moves up to round {round} use more “{tile}” tiles than the bag holds; correct the move of round {round} (row {row}, column {column}).',
  'arbiter.drawn': '{tab}, round {round}: rack {rack} written in row {row}, column {column}.',
  'arbiter.drawnParts': 'Kept from the previous rack: {leave}; new: {drawn}.',
  'arbiter.drawnCambio':
    'Tiles changed ({cambios}): the completed rack was not valid and went back whole into the bag.',
  'arbiter.bagLeft':
    'The bag holds {count:# tile|# tiles}: {vowels:# vowel|# vowels}, {consonants:# consonant|# consonants} and {blanks:# blank|# blanks}.',
  'arbiter.seedWritten':
    'Seed {seed} written in {tab}, row {row}, column {column}: the same seed and the same master moves draw the same racks in any copy.',
  'arbiter.seedKept': 'Seed {seed} ({tab}, row {row}, column {column}).',
  'arbiter.seedDiffers':
    '{tab}, row {row}, column {column}: the seed typed is {value}, not {seed}; a typed number is never replaced: clear it to use another seed.',
  'arbiter.end': '{tab}: the game ends at round {round}: {reason} Nothing was written.',
  'arbiter.end.vowels': 'every vowel has been played.',
  'arbiter.end.consonants': 'every consonant has been played.',
  'arbiter.end.noValidRack': 'no valid rack can be made from the tiles left.',
  'arbiter.end.noMove': 'the rack drawn has no legal move on the board.',
  'arbiter.noRackRound':
    '{tab}: no round has its rack typed and its move blank (a typed move is never replaced). Draw the rack of round {round} with Atril › Draw rack.',
  'arbiter.allPlayed': '{tab}: every round has its master move typed.',
  'arbiter.master':
    '{tab}, round {round}: master move {move}, {score} points, written in Move and Master (row {row}, column {column}).',
  'arbiter.ties':
    '{count:One move|# moves} of {score} points (criterion 2, the most balanced leave, is the arbiter’s: type another of them in Move if you wish):',
  'arbiter.onlyTop': 'Only one move of {score} points:',
  'arbiter.tie': '  {move} — leaves {leave}',
  'arbiter.below': 'The next scores:',
  'arbiter.belowLine': '  {score}: {move}',
  'arbiter.nothingLeft': 'nothing',
  'arbiter.prepared':
    '{tab}: game prepared with seed {seed}: {count:# round|# rounds}, kept hidden in the document (no cell, no page shows them). Each round is revealed as you move on: Atril › Draw rack and Atril › Find master move.',
  'arbiter.preparedEnd': 'The prepared game ends after round {round}: {reason}',
  'arbiter.preparedStarted':
    '{tab}: round 1 already has its rack typed ({tab}, row {row}, column {column}); a game is prepared before its first rack is drawn. Use another tab, or clear its racks.',
  'arbiter.fromPrepared': 'Prepared round {round} of {count}.',
  'arbiter.preparedLeft':
    'The master move of round {round} ({typed}) is not the prepared one: the rest of the prepared game no longer follows, and racks are drawn live with the same seed.',
  'arbiter.preparedSeed':
    'The prepared game was for seed {seed}: it no longer follows, and racks are drawn live with the tab’s seed.',
  'arbiter.badRounds': '“{value}” is not a number of rounds: type a whole number above 0 (--rounds 15).',
  'arbiter.badTab': 'There is no tab “{value}”.',
  'arbiter.moveWithoutRack':
    '{tab}, round {round}: the move is typed (row {row}, column {column}) but the rack is not: type the rack that was played, and Draw rack will draw the next round’s.',
  'arbiter.maestraKept':
    'The Master typed ({value}) was left as it was; the move found scores {score}: correct it if need be.',
  'roomScreen.draw': 'Draw rack (S)',
  'roomScreen.game': 'Game {fingerprint}',
  'roomScreen.bag': 'Bag: {count} · vowels {vowels} · consonants {consonants} · blanks {blanks}',
  'arbiter.rowsAdded':
    'The tab {tab} already existed: only the rows {rows} were added after its last row (for Draw rack).',
};
