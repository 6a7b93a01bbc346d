// Publicar clasificación (src/sheets/actions/publishStandings.ts) over the in-memory workbook:
// the link and its QR code, the web app's steps, and the Editor add-on's "Publicar en la Web"
// (rules §15), which has no web app of its own.
import { publishStandings } from '../../../src/sheets/actions/publishStandings';
import { setupTournament } from '../../../src/sheets/actions/setupTournament';
import { t } from '../../../src/i18n';
import { MemoryWorkbook } from '../../support/memoryWorkbook';

const PUBLISHED = 'https://docs.google.com/spreadsheets/d/e/2PACX-1vX/pubhtml?gid=0&single=true';

function workbook(lang: 'es' | 'en', link: string | null = null): MemoryWorkbook {
  const book = new MemoryWorkbook();
  setupTournament({ workbook: book, lang });
  if (link !== null) book.type(t(lang, 'tab.config'), 40, 1, [[t(lang, 'config.pageLink'), link]]);
  return book;
}

describe('publishStandings', () => {
  it.each(['es', 'en'] as const)(
    'without a web app (the add-on, %s): how to publish Clasificación to the web, and where its link goes',
    (lang) => {
      const result = publishStandings({ workbook: workbook(lang), lang, live: false }, null);
      expect(result).toMatchObject({ ok: false, url: null, html: null });
      expect(result.message).toBe(
        t(lang, 'publish.toWeb', {
          tab: t(lang, 'tab.standings'),
          config: t(lang, 'tab.config'),
          label: t(lang, 'config.pageLink'),
        }),
      );
      // Not the web app's deployment steps.
      expect(result.message).not.toBe(t(lang, 'publish.deploy', { tab: t(lang, 'tab.standings') }));
    },
  );

  it("the add-on ignores a web app's address from the edge, even a deployed one; the typed link gives the dialog", () => {
    const exec = 'https://script.google.com/macros/s/AKfy/exec';
    const ignored = publishStandings({ workbook: workbook('es'), lang: 'es', live: false }, exec);
    expect(ignored).toMatchObject({ ok: false, url: null });
    expect(ignored.message).not.toContain(exec);
    const typed = publishStandings({ workbook: workbook('es', PUBLISHED), lang: 'es', live: false }, null);
    expect(typed).toMatchObject({ ok: true, url: PUBLISHED });
    expect(typed.html).toContain('<svg');
    // No hall's screen: that is the live page's (?pantalla=1), and Google's published tab has none.
    expect(typed.message).not.toContain('pantalla=1');
    expect(typed.html).not.toContain('pantalla=1');
  });

  it('with a web app and no link: its deployment steps, as before', () => {
    const result = publishStandings({ workbook: workbook('es'), lang: 'es' }, null);
    expect(result.message).toBe(t('es', 'publish.deploy', { tab: t('es', 'tab.standings') }));
  });
});
