// Tab names, column headers and Config keys of the tournament workbook (rules §2).
// Headers are matched in either language (accents and case ignored); these are the names
// "Preparar torneo" writes, in the user's language.
export const es = {
  'tab.config': 'Configuración',
  'tab.players': 'Jugadores',
  'tab.rounds': 'Rondas',
  'tab.standings': 'Clasificación',
  'tab.crosstable': 'Tabla cruzada',
  'tab.cards': 'Tarjetas',
  'tab.elo': 'ELO',
  'tab.duplicate': 'Duplicada',
  'tab.duplicateStandings': 'Clasificación duplicada',

  'col.config.key': 'Clave',
  'col.config.value': 'Valor',

  'col.players.id': 'N°',
  'col.players.name': 'Nombre',
  'col.players.rating': 'Escalafón',
  'col.players.club': 'Club',
  'col.players.average': 'Promedio',
  'col.players.entryRound': 'Entra en ronda',
  'col.players.withdrawnFromRound': 'Retirado desde ronda',
  'col.players.absentRounds': 'Ausente en rondas',

  'col.rounds.round': 'Ronda',
  'col.rounds.table': 'Mesa',
  'col.rounds.player1': 'Jugador 1',
  'col.rounds.player2': 'Jugador 2',
  'col.rounds.score1': 'Puntos Scrabble 1',
  'col.rounds.score2': 'Puntos Scrabble 2',
  'col.rounds.result': 'Resultado',
  'col.rounds.reason': 'Motivo',

  'word.bye': 'DESCANSO',

  'config.name': 'Torneo',
  'config.rounds': 'Rondas',
  'config.system': 'Sistema',
  'config.k': 'K',
  'config.eloExpectancy': 'Expectativa ELO',
  'config.tiebreaks': 'Desempates',
  'config.byePoints': 'Puntos por descanso',
  'config.byeScrabblePoints': 'Puntos Scrabble por descanso',
  'config.byeSpread': 'Diferencia por descanso',
  'config.forfeitSpread': 'Diferencia por incomparecencia',
  'config.acceleration': 'Aceleración',
  'config.avoidSameClubUntilRound': 'Evitar mismo club hasta ronda',
  'config.gibson': 'Regla de Gibson',
  'config.prizePlaces': 'Puestos con premio',
  'config.lastRound': 'Última ronda',
  'config.firstMoveTable1': 'Salida en mesa 1',
  'config.unratedOrder': 'Orden de jugadores sin escalafón',
  'config.seed': 'Semilla',
  'config.duplicateBonuses': 'Bonificaciones de duplicada',
  'config.duplicateCriterion': 'Criterio de duplicada',
  'config.language': 'Idioma',

  'value.swiss': 'Suizo',
  'value.roundRobin': 'Todos contra todos',
  'value.higher': 'Mejor clasificado',
  'value.lower': 'Peor clasificado',
  'value.alphabetical': 'Alfabético',
  'value.random': 'Al azar',
  'value.table': 'Tabla FIDE',
  'value.table400': 'Tabla FIDE con tope 400',
  'value.logistic': 'Logística',
  'value.no': 'No',
  'value.yes': 'Sí',
  'value.swissRound': 'Suiza',
  'value.kingOfTheHill': 'Rey de la pista',

  'tiebreak.sb': 'SB',
  'tiebreak.scrabblePoints': 'Puntos Scrabble',
  'tiebreak.spread': 'Diferencia',
  'tiebreak.buchholz': 'Buchholz',
  'tiebreak.medianBuchholz': 'Buchholz mediano',
  'tiebreak.progressive': 'Progresivo',
  'tiebreak.wins': 'Victorias',
  'tiebreak.averageOpponentRating': 'Media de escalafón rival',
  'tiebreak.directEncounter': 'Encuentro directo',

  'tiebreakPreset.fise': 'FISE',
  'tiebreakPreset.difference': 'Diferencia',
  'tiebreakPreset.fisc': 'FISC',

  'error.config.unknownValue': '«{value}» no es un valor válido; se espera: {expected}',
  'error.config.notYesNo': '«{value}» no es un valor válido; se espera: Sí, No',
  'error.config.notWithdrawn':
    '«{value}» no es un valor válido; se espera: Sí, No o la ronda desde la que se retiró (p. ej. 3)',
  'error.config.badAcceleration': '«{value}» no es un grupo de aceleración válido (ejemplo: «1-7: 4 hasta 6»)',
  'error.config.presetInList':
    '«{value}» es un conjunto de desempates y va solo en la celda; para añadir otros, escribe la lista completa: {tiebreaks}',
  'error.config.resembles':
    'la clave «{value}» se parece a «{key}», pero no es ese nombre, así que su valor no se aplica: cámbiala a «{key}»',
  'warn.config.resembles':
    'la clave «{value}» se parece a «{key}», pero no es ese nombre, así que su valor no se aplica: cámbiala a «{key}»',
  'warn.config.alsoPresent':
    'la clave «{value}» se parece a «{key}», que ya está en la fila {other}: Atril no lee esta fila',
  'error.players.duplicateName': 'el nombre «{value}» está repetido (también en la fila {other})',
  'error.players.duplicateId': 'el N° {value} está repetido (también en la fila {other})',
  'error.players.noName': 'falta el nombre del jugador',
  'error.rounds.unknownPlayer':
    '«{value}» no es un jugador de la pestaña {tab} (si le has cambiado el nombre allí, usa Atril › Renombrar jugador; si has borrado su fila, vuelve a ponerla, con su nombre y su N°, y si ya no juega escribe en «Retirado desde ronda» la ronda desde la que no juega)',
  'error.rounds.twiceInRound': '«{value}» juega dos veces en la ronda {round} (también en la fila {other})',
  'error.rounds.selfPairing': '«{value}» aparece como su propio rival',
  'error.rounds.badResult':
    '«{value}» no es un Resultado válido: escribe 1-0, 0-1 o ½-½ para fijar el resultado; NP1 si no se presentó el jugador 1, NP2 si no se presentó el jugador 2, NP si no se presentó ninguno; o déjalo en blanco para que cuenten los puntos Scrabble',
  'error.rounds.noRound': 'falta el número de ronda',
  'error.rounds.byeScore': 'un descanso no lleva puntos del rival («{value}»)',
  'error.rounds.noPlayer': 'falta el nombre del jugador',
  'error.rename.blank': 'escribe el nombre actual del jugador y el nuevo',
  'error.rename.bye': '«{value}» es la palabra del descanso y no puede ser el nombre de un jugador',
  'error.rename.unknown': '«{value}» no está en la pestaña {tab}, y «{to}» tampoco',
  'error.rename.taken':
    '«{value}» ya es el nombre de otro jugador (fila {other}): dos jugadores no pueden llamarse igual',
  'error.rounds.byeFirst': '«{value}» (el descanso) va en Jugador 2, y el jugador que descansa en Jugador 1',
  'error.rounds.byeOwnScore':
    'un descanso no lleva puntos («{value}»): los puntos Scrabble de un descanso son los de «Puntos Scrabble por descanso» en {tab}; borra este valor',
  'error.rounds.byeResult':
    'un descanso no lleva Resultado («{value}»): si el jugador no vino, borra esta fila y anota la ronda en «Ausente en rondas» de Jugadores',
  'error.rounds.notPlaying':
    '«{value}» no juega la ronda {round} según {tab} (fila {other}, columna {column}: {from}), pero tiene partida en esta fila: si no se presentó, escribe {forfeit} (no presentado) en Resultado; si jugó, corrige {tab}',
  'error.rounds.notPlayingBye':
    '«{value}» no juega la ronda {round} según {tab} (fila {other}, columna {column}: {from}), pero tiene el descanso en esta fila: borra la fila o corrige {tab}',
  'warn.rounds.resultVsScores':
    'el Resultado «{value}» contradice los puntos Scrabble {score1}-{score2}; cuenta el Resultado',
  'warn.rounds.forfeitScores':
    'el Resultado «{value}» dice que la partida no se jugó: los puntos Scrabble {score1}-{score2} no cuentan',
} as const;

export const en: { [K in keyof typeof es]: string } = {
  'tab.config': 'Config',
  'tab.players': 'Players',
  'tab.rounds': 'Rounds',
  'tab.standings': 'Standings',
  'tab.crosstable': 'Crosstable',
  'tab.cards': 'Cards',
  'tab.elo': 'Rating report',
  'tab.duplicate': 'Duplicate',
  'tab.duplicateStandings': 'Duplicate standings',

  'col.config.key': 'Key',
  'col.config.value': 'Value',

  'col.players.id': 'No.',
  'col.players.name': 'Name',
  'col.players.rating': 'Rating',
  'col.players.club': 'Club',
  'col.players.average': 'Average',
  'col.players.entryRound': 'Enters in round',
  'col.players.withdrawnFromRound': 'Withdrawn from round',
  'col.players.absentRounds': 'Absent in rounds',

  'col.rounds.round': 'Round',
  'col.rounds.table': 'Table',
  'col.rounds.player1': 'Player 1',
  'col.rounds.player2': 'Player 2',
  'col.rounds.score1': 'Score 1',
  'col.rounds.score2': 'Score 2',
  'col.rounds.result': 'Result',
  'col.rounds.reason': 'Reason',

  'word.bye': 'BYE',

  'config.name': 'Tournament',
  'config.rounds': 'Rounds',
  'config.system': 'System',
  'config.k': 'K',
  'config.eloExpectancy': 'Rating expectancy',
  'config.tiebreaks': 'Tiebreaks',
  'config.byePoints': 'Bye points',
  'config.byeScrabblePoints': 'Bye Scrabble points',
  'config.byeSpread': 'Bye spread',
  'config.forfeitSpread': 'Forfeit spread',
  'config.acceleration': 'Acceleration',
  'config.avoidSameClubUntilRound': 'Avoid same club until round',
  'config.gibson': 'Gibson rule',
  'config.prizePlaces': 'Prize places',
  'config.lastRound': 'Last round',
  'config.firstMoveTable1': 'First move on table 1',
  'config.unratedOrder': 'Unrated order',
  'config.seed': 'Seed',
  'config.duplicateBonuses': 'Duplicate bonuses',
  'config.duplicateCriterion': 'Duplicate criterion',
  'config.language': 'Language',

  'value.swiss': 'Swiss',
  'value.roundRobin': 'Round robin',
  'value.higher': 'Higher ranked',
  'value.lower': 'Lower ranked',
  'value.alphabetical': 'Alphabetical',
  'value.random': 'Random',
  'value.table': 'FIDE table',
  'value.table400': 'FIDE table capped at 400',
  'value.logistic': 'Logistic',
  'value.no': 'No',
  'value.yes': 'Yes',
  'value.swissRound': 'Swiss',
  'value.kingOfTheHill': 'King of the hill',

  'tiebreak.sb': 'SB',
  'tiebreak.scrabblePoints': 'Scrabble points',
  'tiebreak.spread': 'Spread',
  'tiebreak.buchholz': 'Buchholz',
  'tiebreak.medianBuchholz': 'Median Buchholz',
  'tiebreak.progressive': 'Progressive',
  'tiebreak.wins': 'Wins',
  'tiebreak.averageOpponentRating': 'Average opponent rating',
  'tiebreak.directEncounter': 'Direct encounter',

  'tiebreakPreset.fise': 'FISE',
  'tiebreakPreset.difference': 'Difference',
  'tiebreakPreset.fisc': 'FISC',

  'error.config.unknownValue': '"{value}" is not a valid value; expected: {expected}',
  'error.config.notYesNo': '"{value}" is not a valid value; expected: Yes, No',
  'error.config.notWithdrawn':
    '"{value}" is not a valid value; expected: Yes, No or the round they withdrew from (e.g. 3)',
  'error.config.badAcceleration': '"{value}" is not a valid acceleration group (example: "1-7: 4 until 6")',
  'error.config.presetInList':
    '"{value}" is a set of tiebreaks and goes alone in the cell; to add others, write the whole list: {tiebreaks}',
  'error.config.resembles':
    'the key "{value}" resembles "{key}" but is not that name, so its value is not applied: rename it "{key}"',
  'warn.config.resembles':
    'the key "{value}" resembles "{key}" but is not that name, so its value is not applied: rename it "{key}"',
  'warn.config.alsoPresent':
    'the key "{value}" resembles "{key}", which is already on row {other}: Atril does not read this row',
  'error.players.duplicateName': 'the name "{value}" is repeated (also on row {other})',
  'error.players.duplicateId': 'No. {value} is repeated (also on row {other})',
  'error.players.noName': 'the player has no name',
  'error.rounds.unknownPlayer':
    '"{value}" is not a player of the {tab} tab (if you changed the name there, use Atril › Rename player; if you deleted the row, put it back, with the name and the No., and if the player has left type in "Withdrawn from round" the round from which they do not play)',
  'error.rounds.twiceInRound': '"{value}" plays twice in round {round} (also on row {other})',
  'error.rounds.selfPairing': '"{value}" is listed as their own opponent',
  'error.rounds.badResult':
    '"{value}" is not a valid Result: type 1-0, 0-1 or ½-½ to set the result; NP1 (or FF1) when player 1 did not show, NP2 (FF2) when player 2 did not show, NP (FF) when neither did; or leave it blank for the scores to count',
  'error.rounds.noRound': 'the round number is missing',
  'error.rounds.byeScore': 'a bye has no opponent score ("{value}")',
  'error.rounds.noPlayer': "the player's name is missing",
  'error.rename.blank': "type the player's current name and the new one",
  'error.rename.bye': '"{value}" is the word for a bye and cannot be a player\'s name',
  'error.rename.unknown': '"{value}" is not in the {tab} tab, and neither is "{to}"',
  'error.rename.taken':
    '"{value}" is already another player\'s name (row {other}): two players cannot have the same name',
  'error.rounds.byeFirst': '"{value}" (the bye) goes in Player 2, and the player who has the bye in Player 1',
  'error.rounds.byeOwnScore':
    'a bye has no score ("{value}"): the Scrabble points of a bye are "Bye Scrabble points" in {tab}; clear this value',
  'error.rounds.byeResult':
    'a bye has no Result ("{value}"): if the player did not come, delete this row and add the round to "Absent in rounds" in Players',
  'error.rounds.notPlaying':
    '"{value}" does not play round {round} according to {tab} (row {other}, column {column}: {from}), but has a game on this row: if they did not show, type {forfeit} (forfeit: did not show) in Result; if they played, correct {tab}',
  'error.rounds.notPlayingBye':
    '"{value}" does not play round {round} according to {tab} (row {other}, column {column}: {from}), but has the bye on this row: delete the row or correct {tab}',
  'warn.rounds.resultVsScores': 'the Result "{value}" contradicts the scores {score1}-{score2}; the Result counts',
  'warn.rounds.forfeitScores':
    'the Result "{value}" says the game was not played: the scores {score1}-{score2} do not count',
};
