// The other words a reader accepts for a label of the catalogue, beside its Spanish and
// English text and its former names (docs/glossary.md "Renamed labels"): the words directors
// use for a column or a value. Matched through labelNames (src/sheets/grid/labels.ts), case
// and accents aside, wherever the label is read; kept here, with the labels, not in readers.

/** País wherever a column holds a country: Jugadores, Premios (rules §6.6, §11). */
const COUNTRY = ['Federación', 'Federation', 'Nación'];

export const ALIASES: Record<string, readonly string[]> = {
  // Jugadores (rules §2, docs/input.md "Headers").
  'col.players.id': ['No', 'N', 'Num', 'Número', 'Nro', '#'],
  'col.players.name': [
    'Jugador',
    'Jugadora',
    'Player',
    'Apellido y nombre',
    'Apellidos y nombre',
    'Apellidos, nombre',
    'Apellido, nombre',
    'Nombre y apellidos',
    'Nombre y apellido',
    'Nombre completo',
    'Full name',
    'Player name',
  ],
  'col.players.rating': ['Elo', 'Elo FISE', 'Escalafón FISE'],
  'col.players.average': ['Media'],
  'col.players.entryRound': ['Entra', 'Entra desde ronda', 'Late entry'],
  'col.players.withdrawnFromRound': ['Retirado', 'Retirada desde ronda', 'Baja desde ronda', 'Withdrawn'],
  'col.players.absentRounds': ['Ausente', 'Ausencias', 'Ausente en ronda', 'Absent', 'Absences'],
  'col.players.present': ['Presentes', 'Asistencia', 'Check-in', 'Check in', 'Checked in', 'Here'],
  'col.players.country': COUNTRY,
  // rules §23: the player's federation licence (TRF's ID).
  'col.players.licence': [
    'Licencia FISE',
    'Nº licencia',
    'N.º licencia',
    'License',
    'Licence number',
    'FIDE ID',
    'ID FIDE',
  ],
  'col.players.tags': ['Etiqueta', 'Tag', 'Categorías', 'Categories'],
  'col.players.fee': ['Inscripción', 'Entry fee'],
  'col.players.paid': ['Pagada', 'Pago', 'Payment'],
  'col.players.doNotPair': ['No emparejar', 'No enfrentar con', 'Do not pair', 'Never pair with', 'Keep apart from'],
  'col.prizes.country': COUNTRY,
  // Rondas (rules §2).
  'col.rounds.round': ['Rd', 'Rnd'],
  'col.rounds.table': ['Tablero', 'Board'],
  'col.rounds.player1': ['Jugador1', 'Player1'],
  'col.rounds.player2': ['Jugador2', 'Player2'],
  'col.rounds.score1': ['Puntos1', 'Score1', 'Pts 1', 'Points 1'],
  'col.rounds.score2': ['Puntos2', 'Score2', 'Pts 2', 'Points 2'],
  // Configuración › Puntos de temporada (rules §7), Reparto de premios (rules §11.1).
  'value.quadratic': ['Cuadrática', 'Quadratic', 'Escala'],
  'sharing.tiebreak': ['Desempates', 'Tie-break', 'Tiebreaks', 'No'],
  'sharing.equal': ['Iguales', 'Equal shares', 'A partes iguales', 'Equal'],
  'sharing.hort': ['Sistema Hort'],
  // Configuración › Equipos (rules §18.3).
  'value.teams.club': ['Clubes', 'Clubs'],
  'value.teams.country': ['Países', 'Countries', 'Nación', 'Naciones', 'Nations', 'Federación'],
};

/** A box ticked by hand, or in a file without checkboxes (Jugadores › Presente, rules §16). */
export const TICKED = ['TRUE', 'Verdadero', 'Sí', 'Yes', 'x', '1', '✓', '✔', 'Presente', 'Present'];

/** Yes and No in a Sí / No setting (Configuración › Regla de Gibson, Resultados desde el teléfono), and a checkbox's words. */
export const YES_NO: Record<string, 'yes' | 'no'> = {
  si: 'yes',
  true: 'yes',
  verdadero: 'yes',
  '1': 'yes',
  false: 'no',
  falso: 'no',
  '0': 'no',
};

/** Yes as a mark beside Sí (Jugadores › Pagado, Premios' conditions, a club's Retirado). */
export const YES_MARKS: Record<string, 'yes'> = { si: 'yes', x: 'yes', true: 'yes' };
