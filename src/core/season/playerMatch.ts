// Who is who in the federation's list (rules §23): a licence first, else the name as the
// season matches it (accents, case and spacing aside, core/text.ts foldText); a name only
// close to one of the list — the same name with one word (a second surname) more or less,
// or one letter apart — is never merged silently: the caller rates him as a new player and
// lists the pair for review. The officer's answers (alias → the list's name) merge.
import { foldText } from '../text';

/** Why two names were put to the officer. */
export type CloseReason = 'word' | 'letter';

/** The words of a folded name. */
const words = (folded: string): string[] => (folded === '' ? [] : folded.split(' '));

/** Every string with one character of `text` left out (code units: names are BMP text). */
function deletions(text: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i++)
    if (i === 0 || text[i] !== text[i - 1]) out.push(text.slice(0, i) + text.slice(i + 1));
  return out;
}

/** Every name with one word left out, for names of three words or more (two remain). */
function wordDeletions(folded: string): string[] {
  const parts = words(folded);
  if (parts.length < 3) return [];
  return parts.map((_, i) => [...parts.slice(0, i), ...parts.slice(i + 1)].join(' '));
}

/** Levenshtein distance at most 1 (one letter changed, added or left out). */
export function oneLetterApart(a: string, b: string): boolean {
  if (a === b) return false;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** One word (a second surname) more or less, at least two words in common. */
export function oneWordApart(a: string, b: string): boolean {
  const [x, y] = [words(a), words(b)];
  if (Math.abs(x.length - y.length) !== 1) return false;
  const [long, short] = x.length > y.length ? [x, y] : [y, x];
  if (short.length < 2) return false;
  return long.some((_, i) => [...long.slice(0, i), ...long.slice(i + 1)].join(' ') === short.join(' '));
}

/** Whether two names are close (and not equal), both already folded; the reason, or null. */
export function closeReason(a: string, b: string): CloseReason | null {
  if (a === b) return null;
  if (oneWordApart(a, b)) return 'word';
  if (oneLetterApart(a, b)) return 'letter';
  return null;
}

/**
 * The list's names, for matching: by folded name, by licence, and the variants that find
 * close names without comparing every pair (a name one letter apart shares a one-letter
 * deletion with it; one word apart, a one-word deletion).
 */
export class PlayerIndex {
  private readonly byName = new Map<string, number[]>();
  private readonly byLicence = new Map<string, number>();
  private readonly byLetterVariant = new Map<string, number[]>();
  private readonly byWordVariant = new Map<string, number[]>();
  private readonly names: string[] = [];

  /** Adds a player under his folded name and licence (blank: none). */
  add(id: number, name: string, licence: string): void {
    const folded = foldText(name);
    this.names[id] = folded;
    push(this.byName, folded, id);
    this.setLicence(id, licence);
    for (const variant of new Set([folded, ...deletions(folded)])) push(this.byLetterVariant, variant, id);
    for (const variant of new Set(wordDeletions(folded))) push(this.byWordVariant, variant, id);
  }

  /** Records a licence the player gained (the first one wins: two players never share one). */
  setLicence(id: number, licence: string): void {
    const key = licence.trim();
    if (key !== '' && !this.byLicence.has(key)) this.byLicence.set(key, id);
  }

  byLicenceOf(licence: string): number | undefined {
    const key = licence.trim();
    return key === '' ? undefined : this.byLicence.get(key);
  }

  /** The players of a folded name, first added first. */
  named(folded: string): readonly number[] {
    return this.byName.get(folded) ?? [];
  }

  /** The players whose name is close to `folded` (not equal), with the reason; first added first. */
  close(folded: string): { id: number; reason: CloseReason }[] {
    const candidates = new Set<number>();
    for (const variant of [folded, ...deletions(folded)])
      for (const id of this.byLetterVariant.get(variant) ?? []) candidates.add(id);
    // Shorter by one word: my name is one of their one-word deletions.
    for (const id of this.byWordVariant.get(folded) ?? []) candidates.add(id);
    // Longer by one word: one of my one-word deletions is their name.
    for (const variant of wordDeletions(folded)) for (const id of this.byName.get(variant) ?? []) candidates.add(id);
    const found: { id: number; reason: CloseReason }[] = [];
    for (const id of [...candidates].sort((a, b) => a - b)) {
      const reason = closeReason(folded, this.names[id]);
      if (reason !== null) found.push({ id, reason });
    }
    return found;
  }
}

function push(map: Map<string, number[]>, key: string, id: number): void {
  const list = map.get(key);
  if (list) list.push(id);
  else map.set(key, [id]);
}

/**
 * The officer's answers (rules §23, «Por revisar»): a name as an event writes it, folded →
 * the list's name as the officer wrote it. Blank answers are no answer.
 */
export function foldIdentities(identities: ReadonlyMap<string, string> | Readonly<Record<string, string>>) {
  const entries = identities instanceof Map ? [...identities] : Object.entries(identities);
  const folded = new Map<string, string>();
  for (const [alias, name] of entries as [string, string][]) {
    const from = foldText(alias);
    if (from !== '' && foldText(name) !== '') folded.set(from, name.trim());
  }
  return folded;
}
