// The federation's list's events (rules §23, docs/season.md "The federation's list"): what
// the TRF-16 reader refuses, always naming the file, the line and the column; and one event
// from two different files.
export const es = {
  'ratedEvents.twoFiles':
    '«{first}» y «{second}» traen el mismo torneo («{name}», {date}, {club}) con resultados distintos: quita uno de los dos (si uno corrige al otro, impórtalo solo). No se ha cambiado nada.',
  'ratedEvents.workbook':
    '«{file}» es un libro de hoja de cálculo, no el archivo de un torneo: en ese libro, Exportar torneo… (atril export-tournament) da el archivo .atril que se importa. No se ha cambiado nada.',
  'trfRead.noPlayers':
    '«{file}» no es un informe TRF-16: no tiene ninguna línea 001 de jugador. No se ha cambiado nada.',
  'trfRead.noDate':
    '«{file}» no tiene fecha: falta la línea 042 (fecha de inicio), y sin ella no se sabe dónde va el torneo en la lista. Escríbela, p. ej. «042 2026/11/07». No se ha cambiado nada.',
  'trfRead.badDate':
    '«{file}», línea {line}, columna {column}: «{value}» no es una fecha (se leen «2005/07/28», «28. 07. 2005», «2005-07-28»…). No se ha cambiado nada.',
  'trfRead.badNumber':
    '«{file}», línea {line}, columna {column}: «{value}» no es un número de salida (columnas 5 a 8). No se ha cambiado nada.',
  'trfRead.repeatedNumber':
    '«{file}», línea {line}, columna {column}: el número de salida {value} ya es de otro jugador (línea {other}). No se ha cambiado nada.',
  'trfRead.badRating':
    '«{file}», línea {line}, columna {column}: «{value}» no es un ELO (columnas 49 a 52). No se ha cambiado nada.',
  'trfRead.badOpponent':
    '«{file}», línea {line}, columna {column}: «{value}» no es el número de salida de ningún jugador del archivo. No se ha cambiado nada.',
  'trfRead.badColour':
    '«{file}», línea {line}, columna {column}: «{value}» no es un color de TRF-16 (w, b o -). No se ha cambiado nada.',
  'trfRead.badResult':
    '«{file}», línea {line}, columna {column}: «{value}» no es un resultado de TRF-16 (1, =, 0, +, -, W, D, L, H, F, U, Z). No se ha cambiado nada.',
  'trfRead.mismatch':
    '«{file}», línea {line}, columna {column}: la ronda {round} entre {name} y {opponent} no coincide con la línea {other} («{value}» frente a «{otherValue}»). No se ha cambiado nada.',
};

export const en: Record<keyof typeof es, string> = {
  'ratedEvents.twoFiles':
    '“{first}” and “{second}” hold the same tournament (“{name}”, {date}, {club}) with different results: leave one of them out (if one corrects the other, import it alone). Nothing was changed.',
  'ratedEvents.workbook':
    '“{file}” is a spreadsheet workbook, not a tournament file: in that workbook, Export tournament… (atril export-tournament) gives the .atril file to import. Nothing was changed.',
  'trfRead.noPlayers': '“{file}” is not a TRF-16 report: it has no 001 player line. Nothing was changed.',
  'trfRead.noDate':
    '“{file}” has no date: the 042 line (start date) is missing, and without it the tournament has no place in the list. Add it, e.g. “042 2026/11/07”. Nothing was changed.',
  'trfRead.badDate':
    '“{file}”, line {line}, column {column}: “{value}” is not a date (read: “2005/07/28”, “28. 07. 2005”, “2005-07-28”…). Nothing was changed.',
  'trfRead.badNumber':
    '“{file}”, line {line}, column {column}: “{value}” is not a starting number (columns 5 to 8). Nothing was changed.',
  'trfRead.repeatedNumber':
    '“{file}”, line {line}, column {column}: starting number {value} already belongs to another player (line {other}). Nothing was changed.',
  'trfRead.badRating':
    '“{file}”, line {line}, column {column}: “{value}” is not a rating (columns 49 to 52). Nothing was changed.',
  'trfRead.badOpponent':
    '“{file}”, line {line}, column {column}: “{value}” is not the starting number of any player in the file. Nothing was changed.',
  'trfRead.badColour':
    '“{file}”, line {line}, column {column}: “{value}” is not a TRF-16 colour (w, b or -). Nothing was changed.',
  'trfRead.badResult':
    '“{file}”, line {line}, column {column}: “{value}” is not a TRF-16 result (1, =, 0, +, -, W, D, L, H, F, U, Z). Nothing was changed.',
  'trfRead.mismatch':
    '“{file}”, line {line}, column {column}: round {round} between {name} and {opponent} does not match line {other} (“{value}” against “{otherValue}”). Nothing was changed.',
};
