// The catalogue made from its section files (src/i18n/*.ts): a language's sections merged, in
// order, the first time it is read. The bundle carries the same sections as plain objects, only
// without the texts it never shows (scripts/build.ts `bundledSections`; docs/addon.md "The start
// of an execution").

export type Texts = Record<string, string>;

/** A record whose `languages` are made by `make` the first time each is read, then kept. */
export function lazyLanguages<L extends string>(languages: readonly L[], make: (lang: L) => Texts): Record<L, Texts> {
  const record = {} as Record<L, Texts>;
  const made: Partial<Record<L, Texts>> = {};
  for (const lang of languages) {
    Object.defineProperty(record, lang, { enumerable: true, get: () => (made[lang] ??= make(lang)) });
  }
  return record;
}

export function catalogueOf<L extends string>(
  sections: readonly Record<L, Texts>[],
  languages: readonly L[],
): Record<L, Texts> {
  return lazyLanguages(languages, (lang) => Object.assign({}, ...sections.map((section) => section[lang])) as Texts);
}
