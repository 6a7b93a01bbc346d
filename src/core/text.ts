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
