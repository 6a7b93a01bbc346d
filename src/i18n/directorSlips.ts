// A director's slips caught as they happen, and the next tournament (rules §16.1).
export const es = {
  'slips.fewTicked':
    'Pasar lista: solo {ticked} de {total:# jugador|# jugadores} de la ronda {round} están marcados en «Presente» ({tab}); {absent:# quedaría ausente|# quedarían ausentes}. ¿Emparejar así? (No: nada cambia; sin casillas marcadas juegan todos.)',
  'slips.undo.absences':
    'Pasar lista deshecha: {count:# jugador ya no está ausente|# jugadores ya no están ausentes} en la ronda {round} ({column}).',
  'slips.undo.ticks': '{count:# casilla vuelve a estar marcada|# casillas vuelven a estar marcadas} en «{column}».',
  'slips.out.title': '{count:No juega|No juegan} la ronda {round}:',
  'slips.out.line': '· {name} (fila {row}): {reason}',
  'slips.out.withdrawn': 'retirado desde la ronda {round}',
  'slips.out.later': 'entra en la ronda {round}',
  'slips.out.absent': 'ausente',
  'cli.confirmPair': 'Para emparejar igualmente: atril {command} {file} --yes',
  'slips.score.both':
    '«{value}» son los dos tanteos: escribe {first} en esta celda y {second} en la del otro jugador, en la misma fila.',
  'slips.col.imported': 'Importado en',
  'slips.imported.yes': 'Sí',
  'slips.reg.earlier':
    '{count:# respuesta ya importada|# respuestas ya importadas} antes (columna «{column}» de las respuestas; borra una marca para importarla otra vez).',
  'slips.reg.added': 'Añadidos: {names}.',
  'slips.andMore': '{names} y {count} más',
  'slips.reg.listRating':
    '«{tab}», fila {row}: {name} tiene {rating} en {list}; la respuesta dice «{value}» (se usa el de {list}).',
  'slips.reg.moreDiffers': '… y {count:# dato distinto más|# datos distintos más}.',
  'slips.config.currency': 'Moneda',
  'slips.amountIn': '{label} ({currency})',
  'slips.prize.leftFor': 'también con {points:# punto|# puntos}, con otro premio: {names}',
  'slips.prize.leftName': '{name} ({prize})',
  'slips.page.received': 'recibido: {points1} – {points2}',
  'slips.page.disputed': 'en disputa: lo decide el director',
  'slips.phone.stored':
    'Recibido: Mesa {table}: {name1} {points1} – {name2} {points2}. El director lo importará a Rondas.',
  'slips.phone.same': 'Ya estaba recibido: Mesa {table}: {name1} {points1} – {name2} {points2}.',
  'slips.phone.conflict':
    'Mesa {table}: ya había otro resultado ({first1} – {first2}); llega {name1} {points1} – {name2} {points2}. Queda en disputa: decide el director.',
  'slips.import.line': '· Mesa {table}: {name1} {points1} – {name2} {points2} ({winner})',
  'slips.import.wins': 'gana {name}',
  'slips.import.draw': 'empate',
  'slips.screen.withdrawn': 'retirado',
} as const;

export const en: Record<keyof typeof es, string> = {
  'slips.fewTicked':
    'Roll call: only {ticked} of the {total:# player|# players} of round {round} are ticked in "Present" ({tab}); {absent:# player would be|# players would be} absent. Pair like this? (No: nothing changes; with no box ticked everyone plays.)',
  'slips.undo.absences':
    'Roll call undone: {count:# player is|# players are} no longer absent in round {round} ({column}).',
  'slips.undo.ticks': '{count:# box is|# boxes are} ticked again in "{column}".',
  'slips.out.title': '{count:Not playing|Not playing} round {round}:',
  'slips.out.line': '· {name} (row {row}): {reason}',
  'slips.out.withdrawn': 'withdrawn from round {round}',
  'slips.out.later': 'enters in round {round}',
  'slips.out.absent': 'absent',
  'cli.confirmPair': 'To pair anyway: atril {command} {file} --yes',
  'slips.score.both':
    '"{value}" is both scores: type {first} in this cell and {second} in the other player\'s, on the same row.',
  'slips.col.imported': 'Imported into',
  'slips.imported.yes': 'Yes',
  'slips.reg.earlier':
    '{count:# response|# responses} imported before (column "{column}" of the responses; clear a mark to import it again).',
  'slips.reg.added': 'Added: {names}.',
  'slips.andMore': '{names} and {count} more',
  'slips.reg.listRating':
    '"{tab}", row {row}: {name} has {rating} in {list}; the response says "{value}" ({list}\'s is used).',
  'slips.reg.moreDiffers': '… and {count:# more differing detail|# more differing details}.',
  'slips.config.currency': 'Currency',
  'slips.amountIn': '{label} ({currency})',
  'slips.prize.leftFor': 'also on {points:# point|# points}, with another prize: {names}',
  'slips.prize.leftName': '{name} ({prize})',
  'slips.page.received': 'received: {points1} – {points2}',
  'slips.page.disputed': 'in dispute: the director decides',
  'slips.phone.stored':
    'Received: Table {table}: {name1} {points1} – {name2} {points2}. The director will import it into Rounds.',
  'slips.phone.same': 'Already received: Table {table}: {name1} {points1} – {name2} {points2}.',
  'slips.phone.conflict':
    'Table {table}: another result was already in ({first1} – {first2}); now {name1} {points1} – {name2} {points2}. In dispute: the director decides.',
  'slips.import.line': '· Table {table}: {name1} {points1} – {name2} {points2} ({winner})',
  'slips.import.wins': '{name} wins',
  'slips.import.draw': 'draw',
  'slips.screen.withdrawn': 'withdrawn',
};
