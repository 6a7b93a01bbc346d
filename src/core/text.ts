// Comparing what people type: "García", "garcia " and "GARCÍA" are the same name or word.

/** Lower case, accents removed, runs of white space as one space, trimmed. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const spanish = new Intl.Collator('es', { sensitivity: 'base' });

/** Alphabetical order as a Spanish reader expects it: accents and case aside, Ñ after N. */
export function compareText(a: string, b: string): number {
  return spanish.compare(a, b);
}
