// The game file (rules §22; docs/files.md "partida"): what its reader refuses in a game that
// does not hold together, named by round and field, and the actions that write and load it.
export const es = {
  'gameFile.badTiles':
    '«{file}», ronda {round}: «{field}» es «{value}», que no puede ser: {reason}. No se ha cambiado nada.',
  'gameFile.badLeave':
    '«{file}», ronda {round}: «{field}» es «{value}», pero la jugada maestra anterior deja «{leave}». No se ha cambiado nada.',
  'gameFile.badDrawn':
    '«{file}», ronda {round}: «{field}» es «{value}»: hay que sacar al menos una ficha y el atril tiene como máximo 7. No se ha cambiado nada.',
  'gameFile.badRack':
    '«{file}», ronda {round}: «{field}» es «{value}», pero el resto y las fichas nuevas forman «{rack}». No se ha cambiado nada.',
  'gameFile.badMove':
    '«{file}», ronda {round}: la jugada maestra «{value}» («{field}») no se puede jugar: {reason}. No se ha cambiado nada.',
  'gameFile.notCanonical':
    '«{file}», ronda {round}: la jugada maestra «{value}» («{field}») no está escrita como la escribe Atril («{canonical}»). No se ha cambiado nada.',
  'gameFile.badScore':
    '«{file}», ronda {round}: «{field}» es {value}, pero la jugada {move} vale {score}. No se ha cambiado nada.',
  'gameFile.badFingerprint':
    '«{file}»: su huella «{value}» no es la de la partida que contiene ({fingerprint}). No se ha cambiado nada.',
  'menu.simultaneous': 'Simultánea',
  'menu.exportGame': 'Exportar partida…',
  'menu.loadGame': 'Cargar partida…',
  'dup.row.game': 'Partida',
  'exportGame.none':
    '{tab} no tiene una partida que exportar: prepárala (Atril › Preparar partida) o juégala hasta el final. No se ha escrito ningún archivo.',
  'exportGame.inPlay':
    '{tab}: la partida sigue en juego (ronda {round}): se exporta una partida preparada (Atril › Preparar partida) o jugada hasta el final. No se ha escrito ningún archivo.',
  'exportGame.noSeed':
    '{tab}: la partida no tiene semilla (fila Semilla): sin ella los centros no pueden comprobar que juegan esta partida. No se ha escrito ningún archivo.',
  'exportGame.source.prepared': 'la partida preparada',
  'exportGame.source.file': 'la partida cargada de «{file}»',
  'exportGame.source.played': 'la partida jugada',
  'exportGame.done':
    '{tab}: {source}, {count:# ronda|# rondas}, semilla {seed}, huella {fingerprint}, en «{file}». Envía el archivo a cada centro: al cargarlo verán la misma huella.',
  'exportGame.dialog': 'Guarda el archivo y envíalo a cada centro de la simultánea.',
  'loadGame.intro':
    'Elige el archivo .atril de la partida que envió el organizador. Se cargará oculto en {tab}: Sacar atril y Buscar jugada maestra lo desvelan ronda a ronda.',
  'loadGame.done':
    '{tab}: partida de «{file}» cargada, oculta: {count:# ronda|# rondas}, semilla {seed}. Huella {fingerprint} en la fila «{row}»: compruébala con el organizador. Sacar atril y Buscar jugada maestra la desvelan ronda a ronda.',
  'loadGame.again':
    '{tab} ya tenía cargada esta partida (huella {fingerprint}): se ha cargado de nuevo, sin cambiar nada de la pestaña.',
  'loadGame.noList':
    'No hay léxico cargado: no hace falta para jugarla (las jugadas maestras vienen en el archivo), pero Calcular duplicada puntuará las papeletas sin comprobar las palabras.',
  'loadGame.listDiffers':
    'El léxico cargado («{name}», huella {have}) no es el de la partida («{wanted}», huella {want}): las papeletas se comprobarán con el de este libro.',
  'loadGame.started':
    '{tab} ya ha empezado otra partida (el atril de la ronda 1 está escrito: fila {row}, columna {column}): carga la partida en una pestaña sin empezar. No se ha cambiado nada.',
  'loadGame.otherSeed':
    '{tab} tiene la semilla {value} (fila {row}, columna {column}) y la partida de «{file}» la {seed}: carga la partida en una pestaña sin empezar. No se ha cambiado nada.',
  'loadGame.fileMaster':
    '{tab}, fila {row}, columna {column}: la jugada maestra de la ronda {round} es «{typed}», pero en una partida cargada de un archivo la jugada maestra es la del archivo: «{master}» («{file}», huella {fingerprint}). Escribe esa o borra la celda.',
  'loadGame.fileRack':
    '{tab}, fila {row}, columna {column}: el atril de la ronda {round} es «{typed}», pero el de la partida cargada es «{rack}» («{file}», huella {fingerprint}). Bórralo y usa Atril › Sacar atril.',
  'loadGame.fileSeed':
    '{tab}: la semilla ya no es la de la partida cargada de «{file}» ({seed}, huella {fingerprint}): vuelve a escribir {seed} en la fila Semilla.',
  'loadGame.noWordCheck':
    '{tab}: partida cargada de un archivo, sin léxico: las papeletas se han puntuado sin comprobar las palabras.',
  'fileDialog.pick': 'Elige el archivo:',
  'fileDialog.pickMany': 'Elige los archivos (puedes elegir varios):',
  'fileDialog.send': 'Cargar',
  'fileDialog.close': 'Cerrar',
  'fileDialog.noFile': 'Elige primero un archivo.',
  'fileDialog.reading': 'Leyendo…',
  'fileDialog.save': 'Guardar «{file}»',
  'fileDialog.bad': 'El diálogo ha enviado algo que no son archivos de texto: ciérralo y ábrelo de nuevo.',
  'fileDialog.tooBig':
    '«{file}» es demasiado grande para ser un archivo de Atril ({size} kB; como mucho {max} kB). No se ha cambiado nada.',
  'cli.exportGameArgs':
    'export-game lleva el libro y el archivo: atril export-game LIBRO.xlsx PARTIDA.atril [--tab "Duplicada 1"]',
  'cli.loadGameArgs':
    'load-game lleva el libro y el archivo: atril load-game LIBRO.xlsx PARTIDA.atril [--tab "Duplicada 1"]',
  'cli.gameFileUnreadable': 'no se puede leer «{value}»: {detail}',
  'cli.gameFileUnwritable': 'no se puede escribir «{value}»: {detail}',
};

export const en: Record<keyof typeof es, string> = {
  'gameFile.badTiles':
    '“{file}”, round {round}: “{field}” is “{value}”, which cannot be: {reason}. Nothing was changed.',
  'gameFile.badLeave':
    '“{file}”, round {round}: “{field}” is “{value}”, but the previous master move leaves “{leave}”. Nothing was changed.',
  'gameFile.badDrawn':
    '“{file}”, round {round}: “{field}” is “{value}”: at least one tile must be drawn and a rack holds 7 at most. Nothing was changed.',
  'gameFile.badRack':
    '“{file}”, round {round}: “{field}” is “{value}”, but the leave and the new tiles make “{rack}”. Nothing was changed.',
  'gameFile.badMove':
    '“{file}”, round {round}: the master move “{value}” (“{field}”) cannot be played: {reason}. Nothing was changed.',
  'gameFile.notCanonical':
    '“{file}”, round {round}: the master move “{value}” (“{field}”) is not written as Atril writes it (“{canonical}”). Nothing was changed.',
  'gameFile.badScore':
    '“{file}”, round {round}: “{field}” is {value}, but the move {move} scores {score}. Nothing was changed.',
  'gameFile.badFingerprint':
    '“{file}”: its fingerprint “{value}” is not the one of the game it holds ({fingerprint}). Nothing was changed.',
  'menu.simultaneous': 'Simultaneous',
  'menu.exportGame': 'Export game…',
  'menu.loadGame': 'Load game…',
  'dup.row.game': 'Game',
  'exportGame.none':
    '{tab} has no game to export: prepare it (Atril › Prepare game) or play it to its end. No file was written.',
  'exportGame.inPlay':
    '{tab}: the game is still in play (round {round}): a prepared game (Atril › Prepare game) or one played to its end is exported. No file was written.',
  'exportGame.noSeed':
    '{tab}: the game has no seed (Seed row): without it the centres cannot check that they play this game. No file was written.',
  'exportGame.source.prepared': 'the prepared game',
  'exportGame.source.file': 'the game loaded from “{file}”',
  'exportGame.source.played': 'the game played',
  'exportGame.done':
    '{tab}: {source}, {count:# round|# rounds}, seed {seed}, fingerprint {fingerprint}, in “{file}”. Send the file to every centre: loading it they will see the same fingerprint.',
  'exportGame.dialog': 'Save the file and send it to every centre of the simultaneous.',
  'loadGame.intro':
    'Pick the organiser’s .atril game file. It is loaded hidden into {tab}: Draw rack and Find master move reveal it round by round.',
  'loadGame.done':
    '{tab}: game of “{file}” loaded, hidden: {count:# round|# rounds}, seed {seed}. Fingerprint {fingerprint} in the “{row}” row: check it with the organiser. Draw rack and Find master move reveal it round by round.',
  'loadGame.again':
    '{tab} already had this game loaded (fingerprint {fingerprint}): loaded again, nothing in the tab changed.',
  'loadGame.noList':
    'No word list is loaded: none is needed to play it (the master moves come in the file), but Score duplicate will score the slips without checking the words.',
  'loadGame.listDiffers':
    'The word list loaded (“{name}”, fingerprint {have}) is not the game’s (“{wanted}”, fingerprint {want}): the slips will be checked against this book’s.',
  'loadGame.started':
    '{tab} has started another game (round 1’s rack is typed: row {row}, column {column}): load the game into a tab not yet started. Nothing was changed.',
  'loadGame.otherSeed':
    '{tab} has the seed {value} (row {row}, column {column}) and the game of “{file}” has {seed}: load the game into a tab not yet started. Nothing was changed.',
  'loadGame.fileMaster':
    '{tab}, row {row}, column {column}: round {round}’s master move is “{typed}”, but in a game loaded from a file the master move is the file’s: “{master}” (“{file}”, fingerprint {fingerprint}). Type that one or clear the cell.',
  'loadGame.fileRack':
    '{tab}, row {row}, column {column}: round {round}’s rack is “{typed}”, but the loaded game’s is “{rack}” (“{file}”, fingerprint {fingerprint}). Clear it and use Atril › Draw rack.',
  'loadGame.fileSeed':
    '{tab}: the seed is no longer the one of the game loaded from “{file}” ({seed}, fingerprint {fingerprint}): type {seed} again in the Seed row.',
  'loadGame.noWordCheck':
    '{tab}: a game loaded from a file, with no word list: the slips were scored without checking the words.',
  'fileDialog.pick': 'Pick the file:',
  'fileDialog.pickMany': 'Pick the files (you may pick several):',
  'fileDialog.send': 'Load',
  'fileDialog.close': 'Close',
  'fileDialog.noFile': 'Pick a file first.',
  'fileDialog.reading': 'Reading…',
  'fileDialog.save': 'Save “{file}”',
  'fileDialog.bad': 'The dialog sent something that is not text files: close it and open it again.',
  'fileDialog.tooBig': '“{file}” is too large to be an Atril file ({size} kB; {max} kB at most). Nothing was changed.',
  'cli.exportGameArgs':
    'export-game takes the book and the file: atril export-game BOOK.xlsx GAME.atril [--tab "Duplicate 1"]',
  'cli.loadGameArgs':
    'load-game takes the book and the file: atril load-game BOOK.xlsx GAME.atril [--tab "Duplicate 1"]',
  'cli.gameFileUnreadable': 'cannot read “{value}”: {detail}',
  'cli.gameFileUnwritable': 'cannot write “{value}”: {detail}',
};
