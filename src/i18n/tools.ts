// The tools beside the menu (docs/local.md "Generate, check, TRF"): the generated tournament
// (`atril generate`), the pairing checker (`atril check`) and the FIDE TRF export (`atril trf`).
export const es = {
  'generate.name': 'Torneo generado (semilla {seed})',
  'generate.done':
    'Torneo generado: {players:# jugador|# jugadores}, {rounds:# ronda|# rondas}, semilla {seed}, resultados {model} (empates {draws} %, incomparecencias {forfeits} %).',
  'generate.stopped': 'La generación se detuvo en la ronda {round}: {reason}',
  'generate.notEmpty':
    'la pestaña {tab} ya tiene jugadores: la generación solo escribe en un libro nuevo, para no tocar nada escrito',
  'generate.model.rating': 'según escalafón',
  'generate.model.random': 'al azar',

  'check.none': 'No hay rondas en {tab} que comprobar.',
  'check.ok':
    '{rounds:Comprobada # ronda|Comprobadas # rondas} ({boards:# fila|# filas} de {tab}): todas las mesas coinciden con las del programa y ninguna incumple las reglas.',
  'check.summary':
    '{rounds:Comprobada # ronda|Comprobadas # rondas} ({boards:# fila|# filas} de {tab}): {differences:# mesa emparejada|# mesas emparejadas} de otro modo que el programa, {illegal:# incumplimiento|# incumplimientos} de las reglas, {refused:# ronda que el programa no puede emparejar|# rondas que el programa no puede emparejar}.',
  'check.line.board': 'Ronda {round}, mesa {table} ({players}) — {kind}: {message}',
  'check.line.round': 'Ronda {round} — {kind}: {message}',
  'check.kind.differs': 'distinta',
  'check.kind.illegal': 'ILEGAL',
  'check.kind.refused': 'sin emparejamiento',
  'check.engineBoard': 'mesa {table}: {players}',
  'check.refused': 'el programa no puede emparejar esta ronda con las anteriores: {cause}',
  'check.differs.opponent': 'el programa empareja {boards}',
  'check.differs.unpaired': 'el programa no empareja a estos jugadores en esta ronda',
  'check.differs.firstMove': 'la misma pareja, pero en la tabla de Berger sale {player}',
  'check.differs.table': 'la misma pareja, pero el programa la pone en la mesa {table}',
  'check.illegal.rematch': '{first} y {second} ya se enfrentaron en la ronda {round}',
  'check.illegal.secondBye': '{player} ya descansó en la ronda {round}',
  'check.illegal.extraBye':
    'descanso de más para {player}: en una ronda de {players:# jugador|# jugadores} hay a lo sumo un descanso, y solo si son impares',
  'check.illegal.notEntered': '{player} no entra hasta la ronda {entry}',
  'check.illegal.withdrawn': '{player} está retirado desde la ronda {from}',
  'check.illegal.absent': '{player} está ausente en esta ronda',
  'check.illegal.unpaired': '{player} juega esta ronda y no tiene mesa ni descanso',
  'check.illegal.firstMove': 'la salida le correspondía a {player}',

  'trf.pending': 'Faltan resultados ({list}) en {tab}: el informe TRF solo lleva rondas completas.',
  'trf.numberTooHigh': 'el formato TRF admite N° hasta 9999, y {name} tiene el N° {value}',
} as const;

export const en: { [K in keyof typeof es]: string } = {
  'generate.name': 'Generated tournament (seed {seed})',
  'generate.done':
    'Tournament generated: {players:# player|# players}, {rounds:# round|# rounds}, seed {seed}, results {model} (draws {draws} %, no-shows {forfeits} %).',
  'generate.stopped': 'Generation stopped at round {round}: {reason}',
  'generate.notEmpty':
    'the {tab} tab already has players: generation only writes into a new workbook, so that nothing typed is touched',
  'generate.model.rating': 'by rating',
  'generate.model.random': 'at random',

  'check.none': 'There are no rounds in {tab} to check.',
  'check.ok':
    'Checked {rounds:# round|# rounds} ({boards:# row|# rows} of {tab}): every table is the one the program pairs and none breaks the rules.',
  'check.summary':
    'Checked {rounds:# round|# rounds} ({boards:# row|# rows} of {tab}): {differences:# table|# tables} paired otherwise than by the program, {illegal:# breach|# breaches} of the rules, {refused:# round|# rounds} the program cannot pair.',
  'check.line.board': 'Round {round}, table {table} ({players}) — {kind}: {message}',
  'check.line.round': 'Round {round} — {kind}: {message}',
  'check.kind.differs': 'differs',
  'check.kind.illegal': 'ILLEGAL',
  'check.kind.refused': 'no pairing',
  'check.engineBoard': 'table {table}: {players}',
  'check.refused': 'the program cannot pair this round from the earlier ones: {cause}',
  'check.differs.opponent': 'the program pairs {boards}',
  'check.differs.unpaired': 'the program does not pair these players in this round',
  'check.differs.firstMove': 'the same pair, but in the Berger table {player} starts',
  'check.differs.table': 'the same pair, but the program puts it on table {table}',
  'check.illegal.rematch': '{first} and {second} already met in round {round}',
  'check.illegal.secondBye': '{player} already had a bye in round {round}',
  'check.illegal.extraBye':
    'one bye too many for {player}: a round of {players:# player|# players} has one bye at most, and only if they are odd',
  'check.illegal.notEntered': '{player} does not enter until round {entry}',
  'check.illegal.withdrawn': '{player} withdrew from round {from}',
  'check.illegal.absent': '{player} is absent in this round',
  'check.illegal.unpaired': '{player} plays this round and has neither a table nor the bye',
  'check.illegal.firstMove': 'the first move was {player}’s',

  'trf.pending': 'Results are missing ({list}) in {tab}: the TRF report only carries complete rounds.',
  'trf.numberTooHigh': 'the TRF format takes No. up to 9999, and {name} has No. {value}',
};
