// The duplicate room on the projector (rules §19): Sala de duplicada's dialog and its setting
// Tiempo por jugada; the live page's word for a move it may not quote.
export const es = {
  'menu.duplicateRoom': 'Sala de duplicada',
  'roomScreen.config.time': 'Tiempo por jugada',
  'roomScreen.badTime': '«{value}» no es un tiempo: escribe 3:00 o 3 (minutos)',
  'roomScreen.noGame': 'No hay ninguna pestaña «Duplicada N»: crea la primera con Atril › Preparar duplicada.',
  'roomScreen.blank': '{tab}, fila {row}, columna {column}: sin escribir',
  'roomScreen.blankRack': '{tab}, fila {row}, columna {column}: sin atril todavía (S: Sacar atril)',
  'roomScreen.round': 'Ronda {round} de {rounds}',
  'roomScreen.clock': 'Reloj (Espacio)',
  'roomScreen.reveal': 'Maestra (Intro)',
  'roomScreen.prev': '← Anterior',
  'roomScreen.next': 'Siguiente →',
  'roomScreen.ranking': 'Clasificación (C)',
  'roomScreen.points': '{score} puntos',
  'roomScreen.total': 'Total maestra: {total}',
  'roomScreen.pageError': '{tab}, fila {row}, columna {column}: jugada por corregir',
};

export const en: Record<keyof typeof es, string> = {
  'menu.duplicateRoom': 'Duplicate room',
  'roomScreen.config.time': 'Time per move',
  'roomScreen.badTime': '“{value}” is not a time: type 3:00 or 3 (minutes)',
  'roomScreen.noGame': 'There is no “Duplicate N” tab: make the first one with Atril › Prepare duplicate.',
  'roomScreen.blank': '{tab}, row {row}, column {column}: blank',
  'roomScreen.blankRack': '{tab}, row {row}, column {column}: no rack yet (S: Draw rack)',
  'roomScreen.round': 'Round {round} of {rounds}',
  'roomScreen.clock': 'Clock (Space)',
  'roomScreen.reveal': 'Master (Enter)',
  'roomScreen.prev': '← Previous',
  'roomScreen.next': 'Next →',
  'roomScreen.ranking': 'Ranking (C)',
  'roomScreen.points': '{score} points',
  'roomScreen.total': 'Master total: {total}',
  'roomScreen.pageError': '{tab}, row {row}, column {column}: a move to correct',
};
