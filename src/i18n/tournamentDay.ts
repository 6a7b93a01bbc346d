// The day's first act (rules §16): Importar inscripciones (the club's Google Form), Pasar
// lista (Jugadores' Presente column) and the hall's screen (the live page with ?pantalla=1).
export const es = {
  'menu.importRegistrations': 'Importar inscripciones',
  'config.registrationsSheet': 'Pestaña de inscripciones',
  'col.players.present': 'Presente',

  'reg.noTab':
    'No hay ninguna pestaña de respuestas de un formulario («Respuestas de formulario 1»). Vincula el formulario con esta hoja (en Google Forms: Respuestas › Vincular con Hojas de cálculo) o escribe el nombre de la pestaña en {config} › {label}.',
  'reg.manyTabs': 'Hay varias pestañas de respuestas ({tabs}): escribe en {config} › {label} cuál hay que importar.',
  'reg.namedMissing': 'No existe la pestaña «{tab}» que indica {config} › {label}.',
  'reg.noNameColumn':
    'La pestaña «{tab}» no tiene ninguna pregunta con el nombre de los jugadores (una pregunta que diga «Nombre» o «Apellidos»).',
  'reg.done':
    'Inscripciones de «{tab}»: {added:# jugador añadido|# jugadores añadidos} a {players}, {skipped:# respuesta omitida|# respuestas omitidas} (ya estaban), {refused:# rechazada|# rechazadas}.',
  'reg.late':
    'El torneo ya ha empezado: {count:este jugador entra|estos jugadores entran} en la ronda {round}: {names}.',
  'reg.refused': 'Rechazadas (corrige la respuesta o escribe el jugador a mano en {players}):',
  'reg.refused.noName': '«{tab}», fila {row}: respuesta sin nombre.',
  'reg.refused.rating':
    '«{tab}», fila {row} ({name}): «{value}» en «{column}» no es un escalafón (un número entero de 0 a 3000).',
  'reg.differs': 'Datos distintos de los de {players} (no se han cambiado):',
  'reg.differs.line': '«{tab}», fila {row}: {name} tiene {column} «{current}»; la respuesta dice «{value}».',
  'reg.columnAdded': 'Columna «{column}» añadida a {tab}.',

  'checkin.setup': 'Columna «{column}» añadida a {tab}: marca la casilla de cada jugador presente para pasar lista.',
  'checkin.absent':
    'Pasar lista: {count:# jugador sin marcar queda ausente|# jugadores sin marcar quedan ausentes} en la ronda {round} ({column}): {names}.',
  'checkin.cleared': 'Las casillas de «{column}» se han desmarcado para la próxima ronda.',

  'screen.boards': 'Ronda {round} · Mesas',
  'screen.list': 'Ronda {round} · ¿Dónde juego?',
  'screen.leaders': 'Clasificación',
  'screen.page': '{page} / {pages}',
  'screen.nothing': 'Todavía no hay nada que mostrar.',
  'publish.screen': 'Pantalla de la sala (televisor o proyector):\n{url}',
} as const;

export const en: Record<keyof typeof es, string> = {
  'menu.importRegistrations': 'Import registrations',
  'config.registrationsSheet': 'Registrations tab',
  'col.players.present': 'Present',

  'reg.noTab':
    'There is no tab of form responses ("Form Responses 1"). Link the form to this spreadsheet (in Google Forms: Responses › Link to Sheets) or type the tab\'s name in {config} › {label}.',
  'reg.manyTabs': 'There are several tabs of responses ({tabs}): type in {config} › {label} which one to import.',
  'reg.namedMissing': 'There is no tab "{tab}", named in {config} › {label}.',
  'reg.noNameColumn':
    'The tab "{tab}" has no question with the players\' names (a question saying "Name" or "Surname").',
  'reg.done':
    'Registrations from "{tab}": {added:# player added|# players added} to {players}, {skipped:# response skipped|# responses skipped} (already there), {refused:# refused|# refused}.',
  'reg.late': 'The tournament has started: {count:this player enters|these players enter} in round {round}: {names}.',
  'reg.refused': 'Refused (correct the response or type the player by hand in {players}):',
  'reg.refused.noName': '"{tab}", row {row}: a response without a name.',
  'reg.refused.rating':
    '"{tab}", row {row} ({name}): "{value}" in "{column}" is not a rating (a whole number from 0 to 3000).',
  'reg.differs': 'Details that differ from {players} (not changed):',
  'reg.differs.line': '"{tab}", row {row}: {name} has {column} "{current}"; the response says "{value}".',
  'reg.columnAdded': 'Column "{column}" added to {tab}.',

  'checkin.setup': 'Column "{column}" added to {tab}: tick each player who is present to take the roll.',
  'checkin.absent':
    'Roll call: {count:# player not ticked is|# players not ticked are} absent in round {round} ({column}): {names}.',
  'checkin.cleared': 'The boxes of "{column}" have been cleared for the next round.',

  'screen.boards': 'Round {round} · Tables',
  'screen.list': 'Round {round} · Where do I play?',
  'screen.leaders': 'Standings',
  'screen.page': '{page} / {pages}',
  'screen.nothing': 'Nothing to show yet.',
  'publish.screen': "The hall's screen (TV or projector):\n{url}",
};
