// The one Atril file format (rules §22, §23; docs/files.md): what its reader refuses.
export const es = {
  'file.notAtril': '«{file}» no es un archivo de Atril. No se ha cambiado nada.',
  'file.newer':
    '«{file}» lo escribió una versión más nueva de Atril (formato {version}): actualiza Atril para leerlo. No se ha cambiado nada.',
  'file.damaged':
    '«{file}» está incompleto o dañado (no coincide su suma de control): pide que te lo envíen otra vez. No se ha cambiado nada.',
  // The file's first line names its kind in its own word (partida, resultados, torneo).
  'file.wrongKind.partida': '«{file}» no es el archivo de una partida (es de «{kind}»). No se ha cambiado nada.',
  'file.wrongKind.resultados':
    '«{file}» no es un archivo de resultados de un centro (es de «{kind}»). No se ha cambiado nada.',
  'file.wrongKind.torneo': '«{file}» no es el archivo de un torneo (es de «{kind}»). No se ha cambiado nada.',
  'file.badContent': '«{file}» no se puede leer: el campo «{field}» falta o no es válido. No se ha cambiado nada.',
};

export const en: Record<keyof typeof es, string> = {
  'file.notAtril': '“{file}” is not an Atril file. Nothing was changed.',
  'file.newer':
    '“{file}” was written by a newer Atril (format {version}): update Atril to read it. Nothing was changed.',
  'file.damaged':
    '“{file}” is incomplete or damaged (its checksum does not match): ask for it to be sent again. Nothing was changed.',
  'file.wrongKind.partida': '“{file}” is not a game file (it holds “{kind}”). Nothing was changed.',
  'file.wrongKind.resultados': '“{file}” is not a centre’s results file (it holds “{kind}”). Nothing was changed.',
  'file.wrongKind.torneo': '“{file}” is not a tournament file (it holds “{kind}”). Nothing was changed.',
  'file.badContent': '“{file}” cannot be read: the field “{field}” is missing or not valid. Nothing was changed.',
};
