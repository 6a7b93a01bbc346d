// Refusals of the pairing engine's last checks (rules §3.5 "always legal", §3.8): a round
// that breaks a rule is never written, and a round robin does not take a player added
// after it started (docs/pairing.md "No rematch, ever").
export const es = {
  'pairing.guard.rematch':
    'la ronda {round} no se ha emparejado: en la mesa {table}, {first} y {second} ya se enfrentaron en la ronda {earlier}, y dos jugadores nunca se enfrentan dos veces; no se ha escrito nada',
  'pairing.guard.secondBye':
    'la ronda {round} no se ha emparejado: {player} descansaría otra vez (ya descansó en la ronda {earlier}), y nadie descansa dos veces; no se ha escrito nada',
  'pairing.guard.extraBye':
    'la ronda {round} no se ha emparejado: {player} descansaría en la mesa {table}, pero una ronda de {players:# jugador|# jugadores} tiene un descanso como máximo, y solo si son impares; no se ha escrito nada',
  'pairing.guard.notPlaying':
    'la ronda {round} no se ha emparejado: {player} tiene mesa ({table}) en una ronda que no juega; no se ha escrito nada',
  'pairing.guard.unpaired':
    'la ronda {round} no se ha emparejado: {player} juega esta ronda y se quedaría sin mesa ni descanso; no se ha escrito nada',
  'pairing.guard.twice':
    'la ronda {round} no se ha emparejado: {player} tendría dos mesas en la misma ronda; no se ha escrito nada',
  'pairing.roundRobin.newPlayer':
    '«{name}» (N° {number}) se ha añadido a un todos contra todos ya empezado ({played:la ronda 1 se emparejó sin este jugador|las rondas 1 a # se emparejaron sin este jugador}). El cuadro de Berger cambiaría y habría rivales repetidos, así que un todos contra todos no admite jugadores nuevos: borra la fila, o empieza de nuevo el torneo con este jugador',
} as const;

export const en: { [K in keyof typeof es]: string } = {
  'pairing.guard.rematch':
    'round {round} was not paired: on table {table}, {first} and {second} already met in round {earlier}, and two players never meet twice; nothing was written',
  'pairing.guard.secondBye':
    'round {round} was not paired: {player} would get a bye again (they had one in round {earlier}), and nobody gets two byes; nothing was written',
  'pairing.guard.extraBye':
    'round {round} was not paired: {player} would get a bye on table {table}, but a round of {players:# player|# players} has one bye at most, and only if they are odd; nothing was written',
  'pairing.guard.notPlaying':
    'round {round} was not paired: {player} would have a table ({table}) in a round they do not play; nothing was written',
  'pairing.guard.unpaired':
    'round {round} was not paired: {player} plays this round and would get neither a table nor the bye; nothing was written',
  'pairing.guard.twice':
    'round {round} was not paired: {player} would have two tables in the same round; nothing was written',
  'pairing.roundRobin.newPlayer':
    '“{name}” (No. {number}) was added to a round robin already under way ({played:round 1 was paired without this player|rounds 1 to # were paired without this player}). The Berger table would change and opponents would repeat, so a round robin takes no new players: delete the row, or start the tournament again with this player',
};
