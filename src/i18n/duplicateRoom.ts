// The duplicate room on the projector (rules §19): Sala de duplicada's dialog, its setting
// Tiempo por jugada, and the duplicate blocks of the hall's screen.
export const es = {
  'menu.duplicateRoom': 'Sala de duplicada',
  'roomScreen.config.time': 'Tiempo por jugada',
  'roomScreen.badTime': '«{value}» no es un tiempo por jugada: escribe minutos y segundos (3:00) o minutos (3)',
  'roomScreen.title': 'Sala de duplicada — {tab}',
  'roomScreen.noGame':
    'No hay ninguna pestaña «Duplicada N». Escribe la partida (filas Maestra, Jugada y Atril) y vuelve a abrir la sala.',
  'roomScreen.noRack': '{tab}, fila {row}, columna {column}: el atril de la ronda {round} está sin escribir',
  'roomScreen.noMove': '{tab}, fila {row}, columna {column}: la jugada maestra de la ronda {round} está sin escribir',
  'roomScreen.round': 'Ronda {round} de {rounds}',
  'roomScreen.clock': 'Reloj (Espacio)',
  'roomScreen.reveal': 'Maestra (Intro)',
  'roomScreen.prev': '← Anterior',
  'roomScreen.next': 'Siguiente →',
  'roomScreen.ranking': 'Clasificación (C)',
  'roomScreen.points': '{score} puntos',
  'roomScreen.total': 'Total maestra: {total}',
  'roomScreen.noRanking': 'Sin clasificación todavía: ninguna ronda puntuada.',
  'roomScreen.pageError':
    '{tab}, fila {row}, columna {column}: una jugada que no se puede puntuar (Calcular duplicada dice por qué)',
};

export const en: Record<keyof typeof es, string> = {
  'menu.duplicateRoom': 'Duplicate room',
  'roomScreen.config.time': 'Time per move',
  'roomScreen.badTime': '“{value}” is not a time per move: type minutes and seconds (3:00) or minutes (3)',
  'roomScreen.title': 'Duplicate room — {tab}',
  'roomScreen.noGame':
    'There is no “Duplicate N” tab. Type the game (rows Master, Move and Rack) and open the room again.',
  'roomScreen.noRack': '{tab}, row {row}, column {column}: the rack of round {round} is blank',
  'roomScreen.noMove': '{tab}, row {row}, column {column}: the master move of round {round} is blank',
  'roomScreen.round': 'Round {round} of {rounds}',
  'roomScreen.clock': 'Clock (Space)',
  'roomScreen.reveal': 'Master (Enter)',
  'roomScreen.prev': '← Previous',
  'roomScreen.next': 'Next →',
  'roomScreen.ranking': 'Ranking (C)',
  'roomScreen.points': '{score} points',
  'roomScreen.total': 'Master total: {total}',
  'roomScreen.noRanking': 'No ranking yet: no round scored.',
  'roomScreen.pageError': '{tab}, row {row}, column {column}: a move that cannot be scored (Score duplicate says why)',
};
