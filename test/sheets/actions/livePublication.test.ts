// One publication of the live page (src/sheets/actions/livePublication.ts): in Idioma's
// language alone when typed, else in the publisher's and the other one — each page exactly what
// livePageInput gives for its language — with Configuración and the tournament read once.
import { EVERY_PART, livePageInput } from '../../../src/sheets/actions/livePage';
import { livePublication } from '../../../src/sheets/actions/livePublication';
import type { Grid } from '../../../src/sheets/grid/cells';
import { MemoryWorkbook } from '../../support/memoryWorkbook';
import { PRIZE_CONFIG, prizeBook } from '../../fixtures/prizeWorkbook';

const EVERYTHING = { parts: EVERY_PART, previous: () => null };
const LINK = 'https://example.org/club';
const book = (config: Grid = PRIZE_CONFIG) => new MemoryWorkbook({ ...prizeBook(), Configuración: config });
const configReads = (workbook: MemoryWorkbook) =>
  workbook.calls.filter((call) => call.kind === 'read' && call.tab === 'Configuración').length;

describe('livePublication', () => {
  it('without Idioma: the page in the publisher’s language and the other, each as livePageInput gives it', () => {
    for (const userLang of ['es', 'en'] as const) {
      const publication = livePublication(book(), userLang, LINK, EVERYTHING);
      expect(publication.lang).toBe(userLang);
      expect(Object.keys(publication.pages).sort()).toEqual(['en', 'es']);
      for (const lang of ['es', 'en'] as const)
        expect(publication.pages[lang]).toEqual(livePageInput(book(), lang, LINK, EVERYTHING));
    }
  });

  it('with Idioma typed: that language only, whoever publishes', () => {
    const publication = livePublication(book([...PRIZE_CONFIG, ['Idioma', 'en']]), 'es', LINK, EVERYTHING);
    expect(publication.lang).toBe('en');
    expect(Object.keys(publication.pages)).toEqual(['en']);
    expect(publication.pages.en!.grid[0]).toContain('Name');
  });

  it('reads Configuración and the tournament’s tabs once for both languages', () => {
    const workbook = book();
    const publication = livePublication(workbook, 'es', LINK, EVERYTHING);
    expect(Object.keys(publication.pages)).toHaveLength(2);
    expect(configReads(workbook)).toBe(1);
    for (const tab of ['Jugadores', 'Rondas'])
      expect([tab, workbook.calls.filter((call) => call.kind === 'read' && call.tab === tab).length]).toEqual([tab, 1]);
  });
});
