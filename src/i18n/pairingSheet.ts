// The Emparejamientos tab (rules §2): the sheet the director prints and pins up each round.
// Column headers reuse the Rondas, Jugadores and Tarjetas labels; only what is new is here.
export const es = {
  'tab.pairings': 'Emparejamientos',
  'pairingSheet.round': 'Ronda {round} de {rounds}',
  'pairingSheet.whereDoIPlay': '¿Dónde juego?',
  'pairingSheet.scan': 'Clasificación en tu teléfono:',
} as const;

export const en: { [K in keyof typeof es]: string } = {
  'tab.pairings': 'Pairings',
  'pairingSheet.round': 'Round {round} of {rounds}',
  'pairingSheet.whereDoIPlay': 'Where do I play?',
  'pairingSheet.scan': 'Standings on your phone:',
};
