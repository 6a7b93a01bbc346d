// Nothing half-done and the Registro (rules §17, docs/architecture.md "Nothing half-done"):
// what a press says when it finished an interrupted one, and the Registro tab's words.
export const es = {
  'journal.tab': 'Registro',
  'journal.when': 'Cuándo',
  'journal.who': 'Quién',
  'journal.action': 'Acción',
  'journal.what': 'Qué hizo',
  'journal.line.completed': 'Interrumpida: se completó en la acción siguiente. {what}',
  'journal.line.discarded': 'Se descartó la huella ilegible de una acción interrumpida ({found})',
  'journal.completedSame':
    '«{action}» se había interrumpido (Google cortó la ejecución) y ahora se ha completado; no se ha hecho dos veces.',
  'journal.completedOther':
    'Antes, Atril ha completado «{action}», que se había interrumpido (Google cortó la ejecución).',
  'journal.notCompleted':
    '«{action}» se había interrumpido y no se puede completar: {reason}. Revisa sus pestañas antes de seguir.',
  'journal.unreadable':
    'Atril encontró la huella de una acción interrumpida que no puede leer ({found}) y la ha descartado: revisa las pestañas de la última acción.',
  'journal.cut':
    'Google no ha podido terminar «{action}»: sus servicios han fallado a mitad de la acción. Vuelve a usar Atril › {action}: completará lo que quedó a medias, sin hacer nada dos veces.',
  'journal.unknown': 'otra versión de Atril',
  'journal.damaged': 'dañada',
};

export const en: { [K in keyof typeof es]: string } = {
  'journal.tab': 'Log',
  'journal.when': 'When',
  'journal.who': 'Who',
  'journal.action': 'Action',
  'journal.what': 'What it did',
  'journal.line.completed': 'Interrupted: completed by the next action. {what}',
  'journal.line.discarded': 'An interrupted action’s unreadable trace was discarded ({found})',
  'journal.completedSame':
    '“{action}” had been interrupted (Google cut the execution short) and is now complete; it was not done twice.',
  'journal.completedOther':
    'First, Atril completed “{action}”, which had been interrupted (Google cut the execution short).',
  'journal.notCompleted':
    '“{action}” had been interrupted and cannot be completed: {reason}. Check its tabs before going on.',
  'journal.unreadable':
    'Atril found the trace of an interrupted action that it cannot read ({found}) and discarded it: check the tabs of the last action.',
  'journal.cut':
    'Google could not finish “{action}”: its services failed in the middle of the action. Use Atril › {action} again: it will complete what was left half-done, without doing anything twice.',
  'journal.unknown': 'another version of Atril',
  'journal.damaged': 'damaged',
};
