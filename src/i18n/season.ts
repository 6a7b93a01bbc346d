// A club's season in one workbook (rules §2, §8): Clasificación por clubes, the persistent
// Escalafón and Temporada tabs, "Cerrar torneo", "Deshacer cierre" and "Nuevo torneo".
export const es = {
  'tab.clubStandings': 'Clasificación por clubes',
  'tab.ratingList': 'Escalafón',
  'tab.season': 'Temporada',
  'tab.previousRatingList': 'Escalafón anterior',

  'config.playersPerClub': 'Jugadores por club',
  'config.seasonPoints': 'Puntos de temporada',
  'config.firstRatingGames': 'Partidas para primer escalafón',
  'value.quadratic': 'Escala cuadrática',

  'col.clubs.members': 'Jugadores',
  'col.clubs.counted': 'Puntúan',
  'col.ratingList.ratedGames': 'Partidas valoradas',
  'col.ratingList.tournaments': 'Torneos',
  'col.ratingList.lastTournament': 'Último torneo',
  'col.season.total': 'Total',
  'season.previous.title': 'Escalafón antes de cerrar',
  'page.season': 'Clasificación de la temporada',
  'page.ratingList': 'Escalafón del club',

  'menu.close': 'Cerrar torneo',
  'menu.reopen': 'Deshacer cierre del torneo',
  'menu.new': 'Nuevo torneo',

  'error.season.badPoints':
    '«{value}» no es un número: Puntos de temporada lleva «Escala cuadrática» o números separados por comas, p. ej. «25, 18, 15, 12, 10»',
  'error.season.ambiguousName':
    '«{value}» coincide con {count:# fila|# filas} de {tab} (filas {rows}) al no distinguir acentos ni mayúsculas; deja una sola fila para ese jugador en {tab}',
  'error.season.repeatedName': 'el nombre «{value}» está repetido (también en la fila {other}, sin contar acentos)',
  'error.season.noName':
    'falta el nombre del torneo: escríbelo en {tab} › Torneo (la columna de Temporada y las pestañas que se guardan llevan ese nombre)',

  'season.close.pending':
    'No se puede cerrar: faltan resultados ({list}). Escribe los puntos (o el Resultado) en {tab}, o deshaz la última ronda si no se ha jugado.',
  'season.close.early':
    'Solo se {played:ha jugado # de|han jugado # de} {rounds:la # ronda prevista|las # rondas previstas} (Configuración › Rondas).',
  'season.close.confirm':
    'Solo se {played:ha jugado # de|han jugado # de} {rounds:la # ronda prevista|las # rondas previstas}. ¿Cerrar el torneo «{name}» igualmente, con la clasificación actual?',
  'season.close.already':
    'El torneo «{name}» ya está cerrado: {tab} tiene su columna. Para cerrarlo otra vez, usa antes Atril › Deshacer cierre del torneo; si es otro torneo, cambia su nombre en Configuración › Torneo.',
  'season.close.nothing': 'No hay nada que cerrar: el torneo no tiene partidas en {rounds} ni pestañas «Duplicada N».',
  'season.close.done': 'Torneo «{name}» cerrado.',
  'season.close.ratings':
    '{tab}: {players:# jugador actualizado|# jugadores actualizados} ({added:# nuevo|# nuevos}, {first} con su primer escalafón); el informe ELO está en {elo}.',
  'season.close.season': '{tab}: columna «{name}» con los puntos de {players:# jugador|# jugadores}.',
  'season.close.duplicate':
    'Incluye {games:# partida duplicada|# partidas duplicadas}: cada jugador suma los puntos de su puesto en cada una (escala de Puntos de temporada).',
  'season.close.keptRating':
    '{name} no tenía escalafón en Jugadores, pero sí en {tab} ({rating}): se mantiene el de {tab}.',
  'season.close.undo': 'Puedes deshacerlo con Atril › Deshacer cierre del torneo hasta empezar el siguiente.',

  'season.reopen.notClosed':
    'El torneo «{name}» no está cerrado (no hay columna «{name}» en {tab}); no hay nada que deshacer.',
  'season.reopen.noBackup':
    'No se puede deshacer el cierre de «{name}»: {tab} no guarda el escalafón de antes de ese cierre. Nada se ha cambiado.',
  'season.reopen.done':
    'Cierre de «{name}» deshecho: {ratingList} vuelve a como estaba y {season} ya no tiene su columna.',

  'season.closed.pair':
    'El torneo «{name}» está cerrado ({tab} tiene su columna): no se empareja ninguna ronda más. Para seguir jugándolo, usa antes Atril › Deshacer cierre del torneo; para empezar el siguiente, Atril › Nuevo torneo.',
  'season.closed.undo':
    'El torneo «{name}» está cerrado ({tab} tiene su columna): no se deshace ninguna ronda. Para corregirlo, usa antes Atril › Deshacer cierre del torneo; para empezar el siguiente, Atril › Nuevo torneo.',
  'status.closed': 'El torneo «{name}» está cerrado: sus puntos están en {tab}.',

  'season.new.notClosed':
    'El torneo «{name}» no está cerrado: usa Atril › Cerrar torneo antes de empezar otro (si no, sus resultados no llegarían al Escalafón ni a la Temporada).',
  'season.new.notStarted':
    'El torneo actual todavía no ha empezado (no tiene partidas): no hay nada que guardar. Escribe los jugadores en {tab} y empieza a emparejar.',
  'season.new.done': 'Nuevo torneo preparado. El torneo «{name}» se guarda en las pestañas {tabs}.',
  'season.new.players':
    '{tab}: {players:# jugador|# jugadores} del Escalafón, con su escalafón y su club. Borra los que no juegan y añade los nuevos; después escribe el nombre del torneo en {config}.',
} as const;

export const en: { [K in keyof typeof es]: string } = {
  'tab.clubStandings': 'Club standings',
  'tab.ratingList': 'Rating list',
  'tab.season': 'Season',
  'tab.previousRatingList': 'Previous rating list',

  'config.playersPerClub': 'Players per club',
  'config.seasonPoints': 'Season points',
  'config.firstRatingGames': 'Games for a first rating',
  'value.quadratic': 'Quadratic scale',

  'col.clubs.members': 'Players',
  'col.clubs.counted': 'Counted',
  'col.ratingList.ratedGames': 'Rated games',
  'col.ratingList.tournaments': 'Tournaments',
  'col.ratingList.lastTournament': 'Last tournament',
  'col.season.total': 'Total',
  'season.previous.title': 'Rating list before closing',
  'page.season': 'Season standings',
  'page.ratingList': 'Club rating list',

  'menu.close': 'Close tournament',
  'menu.reopen': 'Undo closing the tournament',
  'menu.new': 'New tournament',

  'error.season.badPoints':
    '"{value}" is not a number: Season points takes "Quadratic scale" or numbers separated by commas, e.g. "25, 18, 15, 12, 10"',
  'error.season.ambiguousName':
    '"{value}" matches {count:# row|# rows} of {tab} (rows {rows}) when accents and case are ignored; keep a single row for that player in {tab}',
  'error.season.repeatedName': 'the name "{value}" is repeated (also on row {other}, accents aside)',
  'error.season.noName':
    'the tournament has no name: type it in {tab} › Tournament (the Season column and the tabs kept carry that name)',

  'season.close.pending':
    'Cannot close: results are missing ({list}). Type the scores (or the Result) in {tab}, or undo the last round if it was not played.',
  'season.close.early':
    '{played:Only # round has|Only # rounds have} been played out of the {rounds} planned (Config › Rounds).',
  'season.close.confirm':
    '{played:Only # round has|Only # rounds have} been played out of the {rounds} planned. Close the tournament "{name}" anyway, with the current standings?',
  'season.close.already':
    'The tournament "{name}" is already closed: {tab} has its column. To close it again, first use Atril › Undo closing the tournament; if it is another tournament, change its name in Config › Tournament.',
  'season.close.nothing':
    'There is nothing to close: the tournament has no games in {rounds} and no "Duplicate N" tabs.',
  'season.close.done': 'Tournament "{name}" closed.',
  'season.close.ratings':
    '{tab}: {players:# player|# players} updated ({added} new, {first} with a first rating); the rating report is in {elo}.',
  'season.close.season': '{tab}: column "{name}" with the points of {players:# player|# players}.',
  'season.close.duplicate':
    'Includes {games:# duplicate game|# duplicate games}: each player adds the points of their place in each one (the Season points scale).',
  'season.close.keptRating': '{name} had no rating in Players but has one in {tab} ({rating}): the {tab} one is kept.',
  'season.close.undo': 'You can undo it with Atril › Undo closing the tournament until the next one starts.',

  'season.reopen.notClosed':
    'The tournament "{name}" is not closed (there is no "{name}" column in {tab}); there is nothing to undo.',
  'season.reopen.noBackup':
    'Cannot undo closing "{name}": {tab} does not hold the rating list from before that closing. Nothing was changed.',
  'season.reopen.done':
    'Closing of "{name}" undone: {ratingList} is back as it was and {season} no longer has its column.',

  'season.closed.pair':
    'The tournament "{name}" is closed ({tab} has its column): no more rounds are paired. To go on playing it, first use Atril › Undo closing the tournament; to start the next one, Atril › New tournament.',
  'season.closed.undo':
    'The tournament "{name}" is closed ({tab} has its column): no round is undone. To correct it, first use Atril › Undo closing the tournament; to start the next one, Atril › New tournament.',
  'status.closed': 'The tournament "{name}" is closed: its points are in {tab}.',

  'season.new.notClosed':
    'The tournament "{name}" is not closed: use Atril › Close tournament before starting another (otherwise its results would never reach the Rating list or the Season).',
  'season.new.notStarted':
    'The current tournament has not started yet (no games): there is nothing to keep. Type the players in {tab} and start pairing.',
  'season.new.done': 'New tournament ready. The tournament "{name}" is kept in the tabs {tabs}.',
  'season.new.players':
    '{tab}: {players:# player|# players} of the Rating list, with their rating and club. Delete those not playing and add the newcomers; then type the tournament name in {config}.',
};
