// A director's slips caught as they happen, and the next tournament (rules §16.1).
export const es = {
  'slips.fewTicked':
    'Pasar lista: solo {ticked:# jugador está marcado|# jugadores están marcados} en «Presente» de {tab}, de {total} que jugarían la ronda {round}. Si emparejas ahora, {absent:# jugador quedará ausente|# jugadores quedarán ausentes} en la ronda {round}. ¿Emparejar así? (No: no se cambia nada; marca a los presentes o desmarca todas las casillas para que jueguen todos).',
  'slips.undo.absences':
    'Pasar lista deshecha: {count:# jugador ya no está ausente|# jugadores ya no están ausentes} en la ronda {round} ({column}).',
  'slips.undo.ticks': '{count:# casilla vuelve a estar marcada|# casillas vuelven a estar marcadas} en «{column}».',
  'slips.out.title': '{count:No juega|No juegan} la ronda {round}:',
  'slips.out.line': '· {name} (fila {row}): {reason}',
  'slips.out.withdrawn': 'retirado desde la ronda {round}',
  'slips.out.later': 'entra en la ronda {round}',
  'slips.out.absent': 'ausente',
  'cli.confirmPair': 'Para emparejar igualmente: atril {command} {file} --yes',
} as const;

export const en: Record<keyof typeof es, string> = {
  'slips.fewTicked':
    'Roll call: only {ticked:# player is|# players are} ticked in "Present" of {tab}, out of {total} who would play round {round}. If you pair now, {absent:# player will be|# players will be} absent in round {round}. Pair like this? (No: nothing changes; tick those present, or clear every box so that everyone plays.)',
  'slips.undo.absences':
    'Roll call undone: {count:# player is|# players are} no longer absent in round {round} ({column}).',
  'slips.undo.ticks': '{count:# box is|# boxes are} ticked again in "{column}".',
  'slips.out.title': '{count:Not playing|Not playing} round {round}:',
  'slips.out.line': '· {name} (row {row}): {reason}',
  'slips.out.withdrawn': 'withdrawn from round {round}',
  'slips.out.later': 'enters in round {round}',
  'slips.out.absent': 'absent',
  'cli.confirmPair': 'To pair anyway: atril {command} {file} --yes',
};
