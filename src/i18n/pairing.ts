// Messages of the pairing engine (rules §3) and PAIR_ROUND (rules §7): the reasons shown
// beside a pairing when it departs from the plain rule, and the refusals.
export const es = {
  'pairing.reason.float': 'N° {number} sube desde {from:# punto|# puntos} al grupo de {to}',
  'pairing.reason.avoidRematch': 'evita repetición con {number}',
  'pairing.reason.adjusted': 'reajuste para que todos tengan rival sin repetir',
  'pairing.reason.avoidSameClub': 'evita mismo club ({club})',
  'pairing.reason.sameClubRearranged': 'reajuste para evitar parejas del mismo club',
  'pairing.reason.byeMoved':
    'descansa porque, si {count:descansara el N°|descansara cualquiera de los N°} {numbers}, no se podría emparejar al resto',
  'pairing.reason.absentOpponent': 'descansa: su rival ({number}) no juega esta ronda',
  'pairing.reason.gibson': 'regla de Gibson: {number} tiene asegurado el primer puesto',
  'pairing.reason.gibsonNoOpponent':
    'regla de Gibson: {number} tiene asegurado el primer puesto, pero no queda rival sin opción a premio con quien no haya jugado',
  'pairing.reason.kingOfTheHill': 'rey de la pista: puestos {first} y {second}',

  'pairing.impossible.none':
    'no hay emparejamiento posible en la ronda {round}: {players} {count:ya ha jugado|ya han jugado} contra todos los rivales disponibles: escribe a mano en Rondas las mesas de esta ronda, o reduce Rondas en Configuración',
  'pairing.impossible.some':
    'no hay emparejamiento sin repetir rival en la ronda {round}: no se puede dar rival a {players}; escribe a mano en Rondas las mesas de esta ronda, o reduce Rondas en Configuración',
  'pairing.impossible.bye':
    'no hay emparejamiento posible en la ronda {round}: hay un número impar de jugadores y todos los que podrían descansar ({players}) ya han descansado o dejarían al resto sin emparejar: escribe a mano en Rondas las mesas y el descanso de esta ronda',
  'pairing.roundPlayed': 'la ronda {value} ya está jugada o emparejada; la siguiente es la {next}',
  'pairing.roundBeyond': 'la ronda {value} no se puede emparejar todavía; la siguiente es la {next}',
  'pairing.roundRobinOver':
    'la ronda {value} no existe en un todos contra todos de {players:# jugador|# jugadores} (hay {rounds:# ronda|# rondas})',
  'pairing.noPlayers':
    'no hay jugadores para emparejar en la ronda {round}: revisa en Jugadores las columnas Entra en ronda, Retirado desde ronda y Ausente en rondas',
} as const;

export const en: { [K in keyof typeof es]: string } = {
  'pairing.reason.float': 'No. {number} moves up from {from:# point|# points} to the {to} group',
  'pairing.reason.avoidRematch': 'avoids a rematch with {number}',
  'pairing.reason.adjusted': 'rearranged so that everyone gets an opponent without a rematch',
  'pairing.reason.avoidSameClub': 'avoids a same-club table ({club})',
  'pairing.reason.sameClubRearranged': 'rearranged to avoid same-club tables',
  'pairing.reason.byeMoved':
    'gets the bye because, if {count:No.|any of Nos.} {numbers} got it, the others could not be paired',
  'pairing.reason.absentOpponent': 'bye: the opponent ({number}) does not play this round',
  'pairing.reason.gibson': 'Gibson rule: {number} has clinched first place',
  'pairing.reason.gibsonNoOpponent':
    'Gibson rule: {number} has clinched first place, but no player out of the prizes is left for them to meet',
  'pairing.reason.kingOfTheHill': 'king of the hill: places {first} and {second}',

  'pairing.impossible.none':
    "no pairing is possible in round {round}: {players} {count:has already played|have already played} every available opponent: type this round's tables by hand in Rounds, or lower Rounds in Config",
  'pairing.impossible.some':
    "no pairing without a rematch exists in round {round}: {players} cannot be given an opponent; type this round's tables by hand in Rounds, or lower Rounds in Config",
  'pairing.impossible.bye':
    "no pairing is possible in round {round}: the number of players is odd and everyone who could get the bye ({players}) has had one or would leave the others unpairable: type this round's tables and bye by hand in Rounds",
  'pairing.roundPlayed': 'round {value} has already been played or paired; the next one is {next}',
  'pairing.roundBeyond': 'round {value} cannot be paired yet; the next one is {next}',
  'pairing.roundRobinOver':
    'round {value} does not exist in a round robin of {players:# player|# players} ({rounds:# round|# rounds})',
  'pairing.noPlayers':
    'there are no players to pair in round {round}: check the columns Enters in round, Withdrawn from round and Absent in rounds in Players',
};
