// EloDI, the duplicate rating (rules §6.5): the EloDI tab kept across tournaments, the
// setting of the minimum rounds, its place in "Cerrar torneo", the live page, the duplicate
// ranking and DUP_ELODI's messages.
export const es = {
  'tab.eloDi': 'EloDI',
  'tab.previousEloDi': 'EloDI anterior',
  'config.eloDiMinRounds': 'Rondas mínimas EloDI',
  'eloDi.previous.title': 'EloDI antes de cerrar',
  'season.close.eloDi':
    '{tab}: {players:# jugador actualizado|# jugadores actualizados} ({added:# nuevo|# nuevos}) con {games:# partida duplicada|# partidas duplicadas}.',
  'season.close.eloDiShort':
    '{game} no cuenta para el EloDI: {rounds:tiene # ronda|tiene # rondas} y hacen falta {min} (Configuración › Rondas mínimas EloDI).',
  'season.reopen.eloDi': '{tab} vuelve a como estaba.',

  'col.eloDi.rating': 'EloDI',
  'col.eloDi.volatility': 'Volatilidad',
  'col.eloDi.games': 'Partidas EloDI',
  'col.eloDi.expected': 'Posición esperada',
  'col.eloDi.before': 'EloDI antes',
  'col.eloDi.expectedIn': 'Esperada {game}',
  'eloDi.newcomer': 'nuevo',
  'page.eloDi': 'EloDI (duplicada)',
  'eloDi.view.title':
    'EloDI antes del torneo y posición esperada en cada partida (las de menos rondas que Rondas mínimas EloDI no cuentan)',

  'fn.DUP_ELODI':
    'EloDI de una partida duplicada (reglamento FISE): por jugador, nuevo EloDI, nueva volatilidad y posición esperada.',
  'fn.DUP_ELODI.places': 'puesto de cada jugador en la partida (empatados, el mismo; en blanco = no jugó)',
  'fn.DUP_ELODI.ratings': 'EloDI antes de la partida (en blanco = jugador nuevo: 1200)',
  'fn.DUP_ELODI.volatilities': 'volatilidad antes de la partida (en blanco = jugador nuevo: 535)',
  'fn.DUP_ELODI.games': 'partidas EloDI jugadas antes (en blanco = 0)',
  'error.eloDi.rowValue': 'fila {row}: {message}',

  'error.eloDi.noRating':
    'falta el EloDI: un jugador nuevo deja en blanco EloDI, Volatilidad y Partidas EloDI; uno con partidas lleva su EloDI',
} as const;

export const en: { [K in keyof typeof es]: string } = {
  'tab.eloDi': 'EloDI',
  'tab.previousEloDi': 'Previous EloDI',
  'config.eloDiMinRounds': 'EloDI minimum rounds',
  'eloDi.previous.title': 'EloDI before closing',
  'season.close.eloDi':
    '{tab}: {players:# player|# players} updated ({added} new) with {games:# duplicate game|# duplicate games}.',
  'season.close.eloDiShort':
    '{game} does not count for EloDI: it has {rounds:# round|# rounds} and {min} are needed (Config › EloDI minimum rounds).',
  'season.reopen.eloDi': '{tab} is back as it was.',

  'col.eloDi.rating': 'EloDI',
  'col.eloDi.volatility': 'Volatility',
  'col.eloDi.games': 'EloDI games',
  'col.eloDi.expected': 'Expected position',
  'col.eloDi.before': 'EloDI before',
  'col.eloDi.expectedIn': 'Expected {game}',
  'eloDi.newcomer': 'new',
  'page.eloDi': 'EloDI (duplicate)',
  'eloDi.view.title':
    'EloDI before the tournament and expected position in each game (games shorter than EloDI minimum rounds do not count)',

  'fn.DUP_ELODI':
    "One duplicate game's EloDI (FISE regulation): per player, new EloDI, new volatility and expected position.",
  'fn.DUP_ELODI.places': "each player's place in the game (tied players share it; blank = did not play)",
  'fn.DUP_ELODI.ratings': 'EloDI before the game (blank = newcomer: 1200)',
  'fn.DUP_ELODI.volatilities': 'volatility before the game (blank = newcomer: 535)',
  'fn.DUP_ELODI.games': 'EloDI games played before (blank = 0)',
  'error.eloDi.rowValue': 'row {row}: {message}',

  'error.eloDi.noRating':
    'the EloDI is missing: a newcomer leaves EloDI, Volatility and EloDI games blank; one with games has an EloDI',
};
