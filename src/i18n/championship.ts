// The championship's shape (rules §18): players kept apart (No emparejar con), the final
// after the Swiss, the team cup by country.
export const es = {
  'col.players.doNotPair': 'No emparejar con',
  'pairing.reason.avoidForbidden': 'evita a {number} (No emparejar con)',
  'pairing.forbidden.impossible':
    'la ronda {round} no se ha emparejado: solo se puede si se enfrentan {pairs}, {count:pareja|parejas} de «No emparejar con» (Jugadores); quita la pareja de esa columna o deja a uno sin jugar esta ronda; no se ha escrito nada',
  'pairing.forbidden.roundRobin':
    'la ronda {round} no se ha emparejado: {first} y {second} están en «No emparejar con» (Jugadores), pero en un todos contra todos se enfrentan en la ronda {meets}; quita la pareja de esa columna o a uno de los dos del torneo; no se ha escrito nada',
  'pairing.guard.forbidden':
    'la ronda {round} no se ha emparejado: en la mesa {table} se enfrentarían {first} y {second}, que están en «No emparejar con» (Jugadores); no se ha escrito nada: quita la pareja de esa columna o deja a uno sin jugar esta ronda',
  'check.illegal.forbidden': '{first} y {second} están en «No emparejar con»',
  'warn.doNotPair.unknown':
    '«{value}» no es ningún N° ni nombre de Jugadores; se ha ignorado (el resto de la celda vale)',
  'warn.doNotPair.self': '«{value}» es el propio jugador; se ha ignorado (el resto de la celda vale)',
  'config.final': 'Final',
  'config.teams': 'Equipos',
  'value.teams.club': 'Club',
  'value.teams.country': 'País',
  'error.config.final': '«{value}» no es una final: escribe «Mejor de N», N impar de 3 a 9, o deja la celda en blanco',
  'error.config.teams': '«{value}» no es un tipo de equipo: escribe Club o País',
  'final.reason': 'final, partida {game} (mejor de {bestOf})',
  'final.over':
    'la final ya ha terminado ({score}): no hay más partidas que emparejar; cierra el torneo con Atril › Cerrar torneo',
  'final.noFinalists':
    'la ronda {round} no se ha emparejado: no quedan dos jugadores para la final; revisa los retirados en Jugadores o deja en blanco Final en Configuración',
  'tab.final': 'Final',
  'tab.countryStandings': 'Clasificación por países',
  'teams.empty':
    '{tab} está vacía: nadie tiene País en {players}. Escribe el país de cada jugador en esa columna y vuelve a actualizar la clasificación.',
  'col.teams.country': 'País',
  'prizeType.teams': 'Equipos',
  'prizes.reason.team': '{place} por equipos, {points} pts: puntúan {players}',
  'prizes.desert.noTeam': 'no hay equipo para este premio (Equipos: Club o País en Configuración)',
  'final.title': 'Final (mejor de {bestOf})',
  'final.col.game': 'Partida',
  'final.score': 'Marcador: {first} {score} {second}',
  'final.champion': 'Campeón: {name}',
  'final.toPlay': 'Sigue: partida {game}',
  'final.sheetTitle': 'Final, partida {game} (mejor de {bestOf}) · marcador {score}',
  'action.pair.final':
    'Final, partida {game}: {first} (salida) contra {second}; marcador {score}; los demás ya no juegan',
} as const;

export const en: { [K in keyof typeof es]: string } = {
  'col.players.doNotPair': 'Do not pair with',
  'pairing.reason.avoidForbidden': 'avoids {number} (Do not pair with)',
  'pairing.forbidden.impossible':
    'round {round} was not paired: it can only be paired if {pairs} meet, {count:a pair|pairs} of "Do not pair with" (Players); take the pair out of that column or leave one out of this round; nothing was written',
  'pairing.forbidden.roundRobin':
    'round {round} was not paired: {first} and {second} are in "Do not pair with" (Players), but a round robin has them meet in round {meets}; take the pair out of that column or one of the two out of the tournament; nothing was written',
  'pairing.guard.forbidden':
    'round {round} was not paired: on table {table}, {first} and {second} would meet, and they are in "Do not pair with" (Players); nothing was written: take the pair out of that column or leave one of them out of this round',
  'check.illegal.forbidden': '{first} and {second} are in "Do not pair with"',
  'warn.doNotPair.unknown':
    '"{value}" is neither a No. nor a name in Players; it was ignored (the rest of the cell holds)',
  'warn.doNotPair.self': '"{value}" is the player\'s own name; it was ignored (the rest of the cell holds)',
  'config.final': 'Final',
  'config.teams': 'Teams',
  'value.teams.club': 'Club',
  'value.teams.country': 'Country',
  'error.config.final': '"{value}" is no final: write "Best of N", N odd from 3 to 9, or leave the cell blank',
  'error.config.teams': '"{value}" is no kind of team: write Club or Country',
  'final.reason': 'final, game {game} (best of {bestOf})',
  'final.over':
    'the final is already over ({score}): there are no more games to pair; close the tournament with Atril › Close tournament',
  'final.noFinalists':
    'round {round} was not paired: there are not two players left for the final; check the withdrawals in Players or leave Final blank in Config',
  'tab.final': 'Final',
  'tab.countryStandings': 'Country standings',
  'teams.empty':
    "{tab} is empty: nobody has a Country in {players}. Type each player's country in that column and update the standings again.",
  'col.teams.country': 'Country',
  'prizeType.teams': 'Teams',
  'prizes.reason.team': '{place} of the teams, {points} pts: counted {players}',
  'prizes.desert.noTeam': 'no team for this prize (Teams: Club or Country in Settings)',
  'final.title': 'Final (best of {bestOf})',
  'final.col.game': 'Game',
  'final.score': 'Score: {first} {score} {second}',
  'final.champion': 'Champion: {name}',
  'final.toPlay': 'Next: game {game}',
  'final.sheetTitle': 'Final, game {game} (best of {bestOf}) · score {score}',
  'action.pair.final':
    'Final, game {game}: {first} (first move) against {second}; score {score}; the others play no more',
} as const;
