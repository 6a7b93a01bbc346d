// The catalogue made from its section files (src/i18n/*.ts), as the tests, the CLI and the build
// read it: a language's sections merged, in order, the first time it is read. The bundle does
// not carry this module: scripts/build.ts (compactCatalogue) puts in its place one that unpacks
// the same texts, compressed (packed.ts), and leaves the section files empty.
import { lazyLanguages, type Texts } from './packed';

export function catalogueOf<L extends string>(
  sections: readonly Record<L, Texts>[],
  languages: readonly L[],
): Record<L, Texts> {
  return lazyLanguages(languages, (lang) => Object.assign({}, ...sections.map((section) => section[lang])) as Texts);
}
