// docs/input.md is the list of every error and warning Atril gives about input, in both
// languages (issue 12): its message rows are the catalogue's (`npm run docs:input`
// refreshes them) and no error or warning of the catalogue is left out.
import { readFileSync } from 'node:fs';
import { catalogueKeys } from '../../src/i18n';
import { docRows, INPUT_DOC, MESSAGE_DOCS, refreshInputDoc } from '../../scripts/inputDoc';

const text = readFileSync(INPUT_DOC, 'utf8');
const rows = docRows(text);

describe('docs/input.md', () => {
  it("has the catalogue's es and en text in every message row (run `npm run docs:input` after changing one)", () => {
    const current = docRows(refreshInputDoc(text));
    expect(rows).toEqual(current);
  });

  it('lists every error and warning of the catalogue, each with its kind', () => {
    const listed = new Map(rows.map((row) => [row.key, row.kind] as const));
    const kindOf = (key: string): string =>
      key.startsWith('warn.')
        ? 'warning'
        : ['error.at', 'error.atRow', 'error.atArg'].includes(key)
          ? 'place'
          : key === 'error.internal'
            ? 'bug'
            : 'error';
    const keys = catalogueKeys('es').filter((name) => /^(error|warn)\./.test(name));
    expect(keys.map((key) => [key, listed.get(key)])).toEqual(keys.map((key) => [key, kindOf(key)]));
  });

  it('names only keys the catalogue has, each once', () => {
    const keys = new Set(catalogueKeys('es'));
    expect(rows.filter((row) => !keys.has(row.key))).toEqual([]);
    expect(rows.length).toBe(new Set(rows.map((row) => row.key)).size);
  });
});

describe.each(MESSAGE_DOCS.map((doc) => [doc.replace(/^.*docs\//, 'docs/'), doc]))('%s', (_name, doc) => {
  it("has the catalogue's es and en text in every message row (run `npm run docs:input` after changing one)", () => {
    const text = readFileSync(doc, 'utf8');
    expect(docRows(text)).toEqual(docRows(refreshInputDoc(text)));
  });
});
