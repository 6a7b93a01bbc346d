// Messages of the pairing engine (rules §3) and PAIR_ROUND (rules §7): the reasons shown
// beside a pairing when it departs from the plain rule, and the refusals.
export const es = {
  'pairing.reason.float': 'N° {number} sube desde {from} pts al grupo de {to}',
  'pairing.reason.avoidRematch': 'evita repetición con {number}',
  'pairing.reason.adjusted': 'reajuste para que todos tengan rival sin repetir',
  'pairing.reason.avoidSameClub': 'evita mismo club ({club})',
  'pairing.reason.sameClubRearranged': 'reajuste para evitar parejas del mismo club',
  'pairing.reason.byeMoved': 'descansa porque {numbers} no dejaría emparejar al resto',
  'pairing.reason.absentOpponent': 'descansa: su rival ({number}) no juega esta ronda',

  'pairing.impossible.none':
    'no hay emparejamiento posible en la ronda {round}: {players} ya han jugado contra todos los rivales disponibles',
  'pairing.impossible.some':
    'no hay emparejamiento sin repetir rival en la ronda {round}: no se puede dar rival a {players}',
  'pairing.impossible.bye':
    'no hay emparejamiento posible en la ronda {round}: hay un número impar de jugadores y todos los que podrían descansar ({players}) ya han descansado o dejarían al resto sin emparejar',
  'pairing.roundPlayed': 'la ronda {value} ya está jugada o emparejada; la siguiente es la {next}',
  'pairing.roundBeyond': 'la ronda {value} no se puede emparejar todavía; la siguiente es la {next}',
  'pairing.roundRobinOver':
    'la ronda {value} no existe en un todos contra todos de {players} jugadores (hay {rounds} rondas)',
  'pairing.noPlayers': 'no hay jugadores para emparejar en la ronda {round}',
} as const;

export const en: { [K in keyof typeof es]: string } = {
  'pairing.reason.float': 'No. {number} moves up from {from} pts to the {to} group',
  'pairing.reason.avoidRematch': 'avoids a rematch with {number}',
  'pairing.reason.adjusted': 'rearranged so that everyone gets an opponent without a rematch',
  'pairing.reason.avoidSameClub': 'avoids a same-club board ({club})',
  'pairing.reason.sameClubRearranged': 'rearranged to avoid same-club boards',
  'pairing.reason.byeMoved': 'gets the bye because {numbers} would leave the others unpairable',
  'pairing.reason.absentOpponent': 'bye: the opponent ({number}) does not play this round',

  'pairing.impossible.none':
    'no pairing is possible in round {round}: {players} have already played every available opponent',
  'pairing.impossible.some':
    'no pairing without a rematch exists in round {round}: {players} cannot be given an opponent',
  'pairing.impossible.bye':
    'no pairing is possible in round {round}: the number of players is odd and everyone who could get the bye ({players}) has had one or would leave the others unpairable',
  'pairing.roundPlayed': 'round {value} has already been played or paired; the next one is {next}',
  'pairing.roundBeyond': 'round {value} cannot be paired yet; the next one is {next}',
  'pairing.roundRobinOver': 'round {value} does not exist in a round robin of {players} players ({rounds} rounds)',
  'pairing.noPlayers': 'there are no players to pair in round {round}',
};
