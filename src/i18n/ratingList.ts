// The federation's rating list (rules §23): Configuración's Fecha and Club, Jugadores'
// Licencia, Exportar torneo…, Importar torneos…, the list workbook's tabs and its refusals.
export const es = {
  'config.date': 'Fecha',
  'config.club': 'Club',
  'col.players.licence': 'Licencia',
  'error.event.badDate': '«{value}» no es una fecha: escribe el primer día del torneo como 28/07/2026 o 2026-07-28',
  'season.close.date': 'Fecha del torneo: {date} (escrita en {tab} › Fecha).',
  'trf.licenceTooLong': 'el formato TRF admite licencias de hasta 11 caracteres, y {name} tiene «{value}»',
} as const;

export const en: { [K in keyof typeof es]: string } = {
  'config.date': 'Date',
  'config.club': 'Club',
  'col.players.licence': 'Licence',
  'error.event.badDate': '"{value}" is not a date: type the tournament\'s first day as 2026-07-28 or 28/07/2026',
  'season.close.date': 'Tournament date: {date} (written in {tab} › Date).',
  'trf.licenceTooLong': 'the TRF format takes licences of up to 11 characters, and {name} has "{value}"',
};
