// The sign-ups a club's Google Form writes into the spreadsheet (rules §16): a tab
// "Respuestas de formulario N" / "Form Responses N" whose first column is the answer's Marca
// temporal / Timestamp and whose other columns are the questions as the club wrote them.
// A reader beside Jugadores's (players.ts): the questions are recognised by their words, not
// by a fixed header (docs/tournamentDay.md "Which question is which"), and a bad answer is
// set aside, named by its row, rather than stopping the import.
import { foldText } from '../../core/text';
import { type Cell, type Grid, cellText, isBlankRow, nameText } from '../grid/cells';
import { MAX_RATING, separatedRating } from '../grid/rating';

/** What an answer's column holds. */
export type AnswerKey = 'timestamp' | 'fullName' | 'firstName' | 'surname' | 'club' | 'rating' | 'country' | 'tags';

/** A tab Google Forms makes: "Respuestas de formulario 1", "Form Responses 2" (case and accents aside). */
export function isResponsesTab(name: string): boolean {
  return /^(respuestas de formulario|form responses)( \d+)?$/.test(foldText(name));
}

// The words that name each column, tried in this order: "Nombre del club" is the club, not
// a name; "Nombre y apellidos" one column with the whole name.
const WORDS: [AnswerKey, RegExp][] = [
  ['timestamp', /^(marca temporal|timestamp|fecha y hora|fecha)$/],
  ['club', /\bclub\b/],
  ['rating', /\b(elo|escalafon|rating|ranking)\b/],
  ['country', /\b(pais|country|federacion|federation|nacionalidad|nationality|nacion)\b/],
  ['tags', /\b(categoria|categorias|category|categories|etiqueta|etiquetas|tags?)\b/],
  ['fullName', /\b(nombre|name)\b.*\bapellidos?\b|\bapellidos?\b.*\bnombre\b|\bfull name\b|\bnombre completo\b/],
  ['surname', /\b(apellidos?|surname|last name|family name)\b/],
  ['firstName', /\b(nombre|name|first name|given name|jugador|jugadora|player)\b/],
];

/** The column a question's text names, or null (an e-mail, a telephone, a comment: not read). */
export function questionKey(question: string): AnswerKey | null {
  const words = foldText(question.replace(/[¿?¡!:*().,;"'«»_/-]/g, ' '));
  if (words === '') return null;
  for (const [key, pattern] of WORDS) if (pattern.test(words)) return key;
  return null;
}

/** One person's answer, as it will enter Jugadores. */
export interface Answer {
  /** 1-based row of the responses tab. */
  row: number;
  name: string;
  club: string;
  rating: number | null;
  country: string;
  tags: string;
}

/** An answer left out, and why (rules §16). */
export type Refusal =
  { row: number; reason: 'noName' } | { row: number; reason: 'rating'; name: string; value: string };

export interface ResponsesRead {
  /** The columns found (0-based), by what they hold: the first question of each kind. */
  columns: Partial<Record<AnswerKey, number>>;
  /** The header of each column found, as the club wrote it. */
  headers: Partial<Record<AnswerKey, string>>;
  answers: Answer[];
  refused: Refusal[];
}

export { MAX_RATING };

/** A rating as answered: blank is unrated; a whole number from 0 to MAX_RATING; anything else, undefined. */
function answerRating(cell: Cell): number | null | undefined {
  if (typeof cell === 'number') return Number.isInteger(cell) && cell >= 0 && cell <= MAX_RATING ? cell : undefined;
  const text = nameText(cell);
  if (text === '') return null;
  // rules §16.1: "1.650", "1,650", "1 650" are 1650.
  const separated = separatedRating(text);
  if (separated !== null) return separated;
  if (!/^\d{1,4}$/.test(text)) return undefined;
  const value = Number(text);
  return value <= MAX_RATING ? value : undefined;
}

/** A name as typed, its runs of spaces as one (the way it is compared is foldText's). */
function spaced(cell: Cell): string {
  return nameText(cell).replace(/\s+/g, ' ');
}

/**
 * The answers of a responses tab: each row a person (Nombre and Apellidos joined when they are
 * two questions); rows without a name, or with a rating that is not a whole number from 0 to
 * 3000, refused. Rows entirely blank are skipped. Null without a name question.
 */
export function readResponses(grid: Grid): ResponsesRead | null {
  const columns: Partial<Record<AnswerKey, number>> = {};
  const headers: Partial<Record<AnswerKey, string>> = {};
  (grid[0] ?? []).forEach((cell, index) => {
    const key = index === 0 && questionKey(cellText(cell)) === null ? 'timestamp' : questionKey(cellText(cell));
    if (key !== null && columns[key] === undefined) {
      columns[key] = index;
      headers[key] = cellText(cell);
    }
  });
  if (columns.fullName === undefined && columns.firstName === undefined && columns.surname === undefined) return null;
  const at = (row: Cell[], key: AnswerKey): Cell => (columns[key] === undefined ? '' : row[columns[key] as number]);
  const answers: Answer[] = [];
  const refused: Refusal[] = [];
  grid.slice(1).forEach((row, index) => {
    const sheetRow = index + 2;
    // Only the answers count: a timestamp alone (an answer cleared by hand) is no one.
    const answered = row.filter((_, column) => column !== columns.timestamp);
    if (isBlankRow(answered)) return;
    const name =
      columns.fullName !== undefined
        ? spaced(at(row, 'fullName'))
        : [spaced(at(row, 'firstName')), spaced(at(row, 'surname'))].filter((part) => part !== '').join(' ');
    if (name === '') {
      refused.push({ row: sheetRow, reason: 'noName' });
      return;
    }
    const rating = answerRating(at(row, 'rating'));
    if (rating === undefined) {
      refused.push({ row: sheetRow, reason: 'rating', name, value: cellText(at(row, 'rating')) });
      return;
    }
    answers.push({
      row: sheetRow,
      name,
      club: spaced(at(row, 'club')),
      rating,
      country: spaced(at(row, 'country')),
      tags: spaced(at(row, 'tags')),
    });
  });
  return { columns, headers, answers, refused };
}
