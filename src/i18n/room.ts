// The room of a duplicate game and its papers (rules §6.6): "Preparar duplicada" — seating
// (Mesas duplicada), slips (Papeletas), follow sheets (Seguimiento) — and the places for a
// higher event marked on the duplicate ranking.
export const es = {
  'menu.prepareDuplicate': 'Preparar duplicada',
  'tab.seating': 'Mesas de duplicada',
  'tab.slips': 'Papeletas',
  'tab.followSheets': 'Seguimiento',

  // Settings (Configuración).
  'room.config.seating': 'Disposición de duplicada',
  'room.config.rounds': 'Rondas por partida duplicada',
  'room.config.places': 'Plazas de duplicada',
  'room.config.placesPerCountry': 'Plazas por país',
  'room.seating.ranking': 'Clasificación',
  'room.seating.eloDi': 'EloDI',
  'room.seating.alphabetical': 'Alfabético',
  'room.seating.random': 'Al azar',
  // Jugadores' optional column.
  'col.players.country': 'País',

  // Mesas duplicada.
  'room.view.byTable': 'Por mesa',
  'room.view.byName': 'Por orden alfabético',
  'room.view.basis': 'Disposición: {basis}',
  'room.view.basisSeed': 'Disposición: {basis} (semilla {seed})',
  'room.col.table': 'Mesa',
  'room.col.name': 'Jugador',
  'room.col.place': 'Puesto',
  'room.col.eloDi': 'EloDI',

  // Papeletas.
  'room.slip.table': 'Mesa {table}',
  'room.slip.round': 'Ronda {round}',
  'room.slip.roundBlank': 'Ronda ____',
  'room.slip.move': 'Jugada: ',
  'room.slip.score': 'Puntos: ',

  // Seguimiento.
  'room.follow.title': '{name} · Mesa {table} · {game}',
  'room.follow.round': 'Ronda',
  'room.follow.mine': 'Mi jugada',
  'room.follow.master': 'Jugada maestra',
  'room.follow.coordinate': 'Coord.',
  'room.follow.word': 'Palabra',
  'room.follow.score': 'Puntos',
  'room.follow.total': 'Total',

  // The action's summary.
  'room.done':
    '{game}: {count:# jugador sentado|# jugadores sentados} ({basis}) en {seating}; papeletas en {slips}, hojas de seguimiento en {follow}.',
  'room.created': 'Creada la pestaña {tab} con los jugadores por orden de mesa.',
  'room.kept': 'La pestaña {tab} ya existía: no se ha tocado.',
  'room.withdrawn': 'Sin mesa, {count:retirado|retirados} en {players} ({column}): {names}.',
  'room.noPlayers':
    'No hay jugadores a los que dar mesa: escribe sus nombres en {players} (o en una pestaña «Duplicada N»).',

  // Places on the duplicate ranking.
  'room.col.places': 'Plaza',
  'room.place.champion': 'Plaza personal',
  'room.place.taken': 'Plaza {place}',
  'room.place.countryFull': 'Sin plaza ({country})',
};

export const en: Record<keyof typeof es, string> = {
  'menu.prepareDuplicate': 'Prepare duplicate',
  'tab.seating': 'Duplicate tables',
  'tab.slips': 'Slips',
  'tab.followSheets': 'Follow sheets',

  'room.config.seating': 'Duplicate seating',
  'room.config.rounds': 'Rounds per duplicate game',
  'room.config.places': 'Duplicate qualifying spots',
  'room.config.placesPerCountry': 'Qualifying spots per country',
  'room.seating.ranking': 'Ranking',
  'room.seating.eloDi': 'EloDI',
  'room.seating.alphabetical': 'Alphabetical',
  'room.seating.random': 'Random',
  'col.players.country': 'Country',

  'room.view.byTable': 'By table',
  'room.view.byName': 'Alphabetically',
  'room.view.basis': 'Seating: {basis}',
  'room.view.basisSeed': 'Seating: {basis} (seed {seed})',
  'room.col.table': 'Table',
  'room.col.name': 'Player',
  'room.col.place': 'Place',
  'room.col.eloDi': 'EloDI',

  'room.slip.table': 'Table {table}',
  'room.slip.round': 'Round {round}',
  'room.slip.roundBlank': 'Round ____',
  'room.slip.move': 'Move: ',
  'room.slip.score': 'Score: ',

  'room.follow.title': '{name} · Table {table} · {game}',
  'room.follow.round': 'Round',
  'room.follow.mine': 'My move',
  'room.follow.master': 'Master move',
  'room.follow.coordinate': 'Square',
  'room.follow.word': 'Word',
  'room.follow.score': 'Score',
  'room.follow.total': 'Total',

  'room.done':
    '{game}: {count:# player seated|# players seated} ({basis}) in {seating}; slips in {slips}, follow sheets in {follow}.',
  'room.created': 'Created the tab {tab} with the players in table order.',
  'room.withdrawn': 'No table for {count:the player|the players} withdrawn in {players} ({column}): {names}.',
  'room.kept': 'The tab {tab} already existed: left as it was.',
  'room.noPlayers': 'There is no one to seat: type the names in {players} (or in a "Duplicate N" tab).',

  'room.col.places': 'Qualifying spot',
  'room.place.champion': 'Personal spot',
  'room.place.taken': 'Spot {place}',
  'room.place.countryFull': 'No spot ({country})',
};
