// EloDI, the duplicate rating (rules §6.5): the EloDI tab kept across tournaments, the
// setting of the minimum rounds, its place in "Cerrar torneo", the live page, the duplicate
// ranking and DUP_ELODI's messages.
export const es = {
  'tab.eloDi': 'EloDI',

  'col.eloDi.rating': 'EloDI',
  'col.eloDi.volatility': 'Volatilidad',
  'col.eloDi.games': 'Partidas EloDI',

  'error.eloDi.noRating':
    'falta el EloDI: un jugador nuevo deja en blanco EloDI, Volatilidad y Partidas EloDI; uno con partidas lleva su EloDI',
} as const;

export const en: { [K in keyof typeof es]: string } = {
  'tab.eloDi': 'EloDI',

  'col.eloDi.rating': 'EloDI',
  'col.eloDi.volatility': 'Volatility',
  'col.eloDi.games': 'EloDI games',

  'error.eloDi.noRating':
    'the EloDI is missing: a newcomer leaves EloDI, Volatility and EloDI games blank; one with games has an EloDI',
};
