// The club's word list (rules §20 "Léxico"): its tab, its Configuración row, Cargar léxico…
// and `atril lexicon`, the words on the slips, DUP_WORD_OK.
export const es = {
  'tab.lexicon': 'Léxico',
  'menu.lexicon': 'Cargar léxico…',
  'lexicon.config': 'Léxico',
  'lexicon.config.value': '{name} · {words} palabras · {date}',
  'lexicon.none':
    'No hay ningún léxico cargado: carga la lista de palabras del club con Atril › Cargar léxico… (o atril lexicon LIBRO.xlsx LISTA.txt).',
  'lexicon.damaged':
    'El léxico guardado en la pestaña «{tab}» está incompleto o dañado: cárgalo otra vez con Atril › Cargar léxico….',
  'lexicon.tooMany': 'La lista «{name}» tiene {words} palabras; se admiten hasta {max}. No se ha cargado nada.',
  'lexicon.empty':
    'La lista «{name}» no tiene ninguna palabra que se pueda jugar. No se ha cargado nada: carga un archivo de texto con una palabra por línea.',
  'lexicon.done': 'Léxico «{name}» cargado: {words} palabras, {date}. Lo indica Configuración («{row}»).',
  'lexicon.skipped': '{count:# línea saltada|# líneas saltadas} (no pueden ser una jugada): {lines}',
  'lexicon.badParts': 'las partes enviadas no son del léxico',
  'cli.lexiconUnreadable': 'no se puede leer la lista «{value}»: {detail}',
  'cli.lexiconArgs': 'lexicon lleva el libro y la lista: atril lexicon LIBRO.xlsx LISTA.txt [--single-letter]',
  // The dialog.
  'lexicon.dialog.intro':
    'Elige el archivo de texto con la lista de palabras del club (una por línea): se lee en tu ordenador y se guarda compilado en la hoja.',
  'lexicon.dialog.single': 'Escrita con una letra por ficha doble (Ç/K/W o 1/2/3 por CH/LL/RR)',
  'lexicon.dialog.load': 'Cargar',
  'lexicon.dialog.close': 'Cerrar',
  'lexicon.dialog.reading': 'Leyendo y compilando la lista…',
  'lexicon.dialog.sending': 'Guardando en la hoja: {done} de {total}…',
  'lexicon.dialog.noFile': 'Elige primero un archivo.',
  // The words on the slips (rules §20).
  'lexicon.warn.master':
    '{tab}, fila {row}, columna {column}: la jugada maestra {value} forma {word}, que no está en el léxico; se mantiene (decisión del árbitro)',
  'lexicon.warn.player':
    '{tab}, fila {row}, columna {column}: la jugada {value} forma {word}, que no está en el léxico: vale 0',
  'lexicon.cell.word': '0 ✗ {word}',
  'lexicon.legend': '✗ palabra que no está en el léxico: la jugada vale 0',
  // DUP_WORD_OK.
  'fn.DUP_WORD_OK': 'VERDADERO si la palabra está en el léxico cargado (Atril › Cargar léxico…), FALSO si no.',
  'fn.DUP_WORD_OK.word': 'la palabra: CH, LL y RR juntas son las fichas dobles; se ignoran las tildes',
};

export const en: Record<keyof typeof es, string> = {
  'tab.lexicon': 'Word list',
  'menu.lexicon': 'Load word list…',
  'lexicon.config': 'Word list',
  'lexicon.config.value': '{name} · {words} words · {date}',
  'lexicon.none':
    'No word list is loaded: load the club’s word list with Atril › Load word list… (or atril lexicon BOOK.xlsx LIST.txt).',
  'lexicon.damaged':
    'The word list kept in the “{tab}” tab is incomplete or damaged: load it again with Atril › Load word list….',
  'lexicon.tooMany': 'The list “{name}” has {words} words; up to {max} are taken. Nothing was loaded.',
  'lexicon.empty':
    'The list “{name}” has no word that can be played. Nothing was loaded: load a text file with one word a line.',
  'lexicon.done': 'Word list “{name}” loaded: {words} words, {date}. Config names it (“{row}”).',
  'lexicon.skipped': '{count:# line skipped|# lines skipped} (they cannot be a play): {lines}',
  'lexicon.badParts': 'the parts sent are not the word list’s',
  'cli.lexiconUnreadable': 'cannot read the list “{value}”: {detail}',
  'cli.lexiconArgs': 'lexicon takes the book and the list: atril lexicon BOOK.xlsx LIST.txt [--single-letter]',
  'lexicon.dialog.intro':
    'Choose the text file with the club’s word list (one word a line). It is read on your computer and kept compiled in the spreadsheet.',
  'lexicon.dialog.single': 'Written with one letter per double tile (Ç/K/W or 1/2/3 for CH/LL/RR)',
  'lexicon.dialog.load': 'Load',
  'lexicon.dialog.close': 'Close',
  'lexicon.dialog.reading': 'Reading and compiling the list…',
  'lexicon.dialog.sending': 'Saving in the spreadsheet: {done} of {total}…',
  'lexicon.dialog.noFile': 'Choose a file first.',
  'lexicon.warn.master':
    '{tab}, row {row}, column {column}: the master move {value} makes {word}, which is not in the word list; it stays (the arbiter’s decision)',
  'lexicon.warn.player':
    '{tab}, row {row}, column {column}: the move {value} makes {word}, which is not in the word list: it scores 0',
  'lexicon.cell.word': '0 ✗ {word}',
  'lexicon.legend': '✗ a word not in the word list: the move scores 0',
  'fn.DUP_WORD_OK': 'TRUE when the word is in the loaded word list (Atril › Load word list…), FALSE when not.',
  'fn.DUP_WORD_OK.word': 'the word: CH, LL and RR together are the double tiles; accents are ignored',
};
