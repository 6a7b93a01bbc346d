// Help text of the custom functions (shown by Sheets while typing: the build writes both
// languages into each function's JSDoc) and the messages specific to their arguments.
export const es = {
  'fn.ELO_CHANGE': 'Variación de ELO (método FIDE) de un jugador tras sus partidas.',
  'fn.ELO_CHANGE.rating': 'escalafón del jugador',
  'fn.ELO_CHANGE.opponent_ratings': 'escalafones de los rivales (en blanco = sin escalafón, no cuenta)',
  'fn.ELO_CHANGE.results': 'resultados: 1 gana, 0,5 empata, 0 pierde',
  'fn.ELO_CHANGE.k': 'factor K (10 por defecto)',
  'fn.DUP_QUADRATIC': 'Puntos de la escala cuadrática para un puesto en una partida duplicada.',
  'fn.DUP_QUADRATIC.place': 'puesto (o rango de puestos: los empatados reparten)',
  'fn.DUP_QUADRATIC.players': 'número de jugadores de la partida',
  'fn.DUP_QUADRATIC.max_players': 'jugadores para los que se construye la escala (100 por defecto)',
  'fn.DUP_QUADRATIC.k': 'constante K (por defecto, la que da 1000 al ganador con 100 jugadores)',
  'fn.DUP_PERCENT': 'Porcentaje sobre la maestra: suma de puntos / suma de la maestra.',
  'fn.DUP_PERCENT.scores': 'puntos del jugador por ronda (o jugadores × rondas)',
  'fn.DUP_PERCENT.master_scores': 'puntos de la jugada maestra por ronda',

  'error.fn.resultValue': '«{value}» no es un resultado; se espera 1, 0,5 o 0',
  'error.fn.masterZero': 'la suma de la maestra es 0',
} as const;

export const en: { [K in keyof typeof es]: string } = {
  'fn.ELO_CHANGE': 'Rating change (FIDE method) of a player after their games.',
  'fn.ELO_CHANGE.rating': "the player's rating",
  'fn.ELO_CHANGE.opponent_ratings': "the opponents' ratings (blank = unrated, skipped)",
  'fn.ELO_CHANGE.results': 'results: 1 win, 0.5 draw, 0 loss',
  'fn.ELO_CHANGE.k': 'K factor (10 by default)',
  'fn.DUP_QUADRATIC': 'Quadratic-scale points for a place in a duplicate game.',
  'fn.DUP_QUADRATIC.place': 'place (or a range of places: tied players share)',
  'fn.DUP_QUADRATIC.players': 'number of players in the game',
  'fn.DUP_QUADRATIC.max_players': 'field size the scale is built for (100 by default)',
  'fn.DUP_QUADRATIC.k': 'constant K (by default the one giving the winner of 100 players 1000)',
  'fn.DUP_PERCENT': 'Percentage of the master: sum of scores / sum of master scores.',
  'fn.DUP_PERCENT.scores': "the player's score per round (or players × rounds)",
  'fn.DUP_PERCENT.master_scores': "the master move's score per round",

  'error.fn.resultValue': '"{value}" is not a result; expected 1, 0.5 or 0',
  'error.fn.masterZero': 'the master scores add up to 0',
};
