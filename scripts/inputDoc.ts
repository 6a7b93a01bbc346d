// `tsx scripts/inputDoc.ts` (npm run docs:input): refreshes the message tables of
// docs/input.md and docs/season.md from the es/en catalogue. A table row `| \`key\` | kind | es | en |` gets
// the catalogue's templates for `key` (a "|" inside a template written "\|"); the key, the
// kind and everything else in the file are the author's. test/docs/input.test.ts checks
// that the file is current and that every error and warning of the catalogue is listed.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueKeys, type MessageKey, t } from '../src/i18n';

export const INPUT_DOC = join(__dirname, '..', 'docs', 'input.md');
/** The other docs whose message tables come from the catalogue. */
export const MESSAGE_DOCS = [INPUT_DOC, join(__dirname, '..', 'docs', 'season.md')];

/** A message row: key, kind, and the es and en text as the file has them. */
export interface DocRow {
  key: string;
  kind: string;
  es: string;
  en: string;
}

const ROW = /^\| `([\w.]+)` \| (\w+) \| (.*) \| (.*) \|$/;

/** The catalogue template, as a table cell. */
const cell = (text: string): string => text.replace(/\|/g, '\\|');

/** The message rows of the file. */
export function docRows(text: string): DocRow[] {
  return text.split('\n').flatMap((line) => {
    const cells = line.replace(/\\\|/g, '\uE000').match(ROW);
    if (!cells) return [];
    const [, key, kind, es, en] = cells.map((part) => part.replace(/\uE000/g, '\\|'));
    return [{ key, kind, es, en }];
  });
}

/** The file with every message row's es and en as the catalogue has them now. */
export function refreshInputDoc(text: string): string {
  const known = new Set(catalogueKeys('es'));
  return text
    .split('\n')
    .map((line) => {
      const [row] = docRows(line);
      if (!row || !known.has(row.key)) return line;
      const key = row.key as MessageKey;
      // No params: t() leaves every placeholder as written, plural forms included.
      return `| \`${key}\` | ${row.kind} | ${cell(t('es', key))} | ${cell(t('en', key))} |`;
    })
    .join('\n');
}

if (require.main === module) {
  for (const doc of MESSAGE_DOCS) {
    const before = readFileSync(doc, 'utf8');
    const after = refreshInputDoc(before);
    writeFileSync(doc, after);
    const changed = docRows(after).filter((row, i) => JSON.stringify(row) !== JSON.stringify(docRows(before)[i]));
    process.stdout.write(`${doc}: ${changed.length} message rows refreshed\n`);
  }
}
