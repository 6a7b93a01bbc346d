// The names a tab, column or Configuración key had before the glossary renamed it
// (docs/glossary.md "Renamed labels"). Every match of a label goes through labelNames
// (labels.ts), which accepts these too: a workbook made before reads as it always did,
// and set-up writes only the new names. A rename adds its old names here; none is removed.
import { type MessageKey } from '../../i18n';

export const FORMER_NAMES: Partial<Record<MessageKey, readonly string[]>> = {
  // «… duplicada» agreed with nothing: «Mesas de duplicada», «Criterio de duplicada»…
  'tab.seating': ['Mesas duplicada'],
  'room.config.seating': ['Disposición duplicada'],
  'room.config.places': ['Plazas duplicada', 'Duplicate places'],
  'room.config.placesPerCountry': ['Places per country'],
  'config.duplicateBonuses': ['Bonificaciones duplicada'],
  'config.duplicateCriterion': ['Criterio duplicada'],
  'dup.config.tiebreaks': ['Desempates duplicada'],
  // The tab «Reparto de premios» keeps its name; the key says what it settles.
  'config.prizeSharing': ['Reparto de premios'],
  // «hoja» is the whole spreadsheet; a form's answers are one of its tabs.
  'config.registrationsSheet': ['Hoja de inscripciones', 'Registrations sheet'],
  // Spread is «diferencia» in Spanish.
  'config.byeSpread': ['Spread por descanso'],
  'config.forfeitSpread': ['Spread por incomparecencia'],
  // Unrated is «sin escalafón».
  'config.unratedOrder': ['Orden de no clasificados'],
  // A game's score is «puntos Scrabble»; «puntos» alone are the game points.
  'col.rounds.score1': ['Puntos 1'],
  'col.rounds.score2': ['Puntos 2'],
  // «móvil» is Spain's word, «celular» Latin America's: «teléfono» is both's.
  'config.phoneResults': ['Resultados desde el móvil'],
};
