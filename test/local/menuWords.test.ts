// The catalogue's menu paths rewritten as the command line's (src/local/menuWords.ts).
import { t } from '../../src/i18n';
import { cliWords } from '../../src/local/menuWords';

const COMMANDS = { standings: 'menu.standings', reopen: 'menu.reopen' } as const;

describe('cliWords', () => {
  it('turns each menu path the CLI has into its command, in either language', () => {
    expect(cliWords(t('es', 'import.next'), 'es', COMMANDS, 'torneo.xlsx')).toBe(
      'Usa atril standings torneo.xlsx para ver la clasificación con ellos.',
    );
    expect(cliWords(t('en', 'import.next'), 'en', COMMANDS, 'club.xlsx')).toMatch(/^Use atril standings club\.xlsx /);
  });

  it("reads a path through a submenu (the federation's list) as its command too", () => {
    const commands = { rerate: 'menu.rerate' } as const;
    const text = t('es', 'list.review', { tab: 'Por revisar', pairs: 1, answer: 'Es el jugador de la lista' });
    expect(text).toContain('Atril › Lista de la federación › Volver a valorar');
    expect(cliWords(text, 'es', commands, 'lista.xlsx', ['menu.ratingList'])).toContain('usa atril rerate lista.xlsx');
    expect(
      cliWords(
        t('en', 'list.review', { tab: 'To review', pairs: 1, answer: 'Is the list player' }),
        'en',
        commands,
        'list.xlsx',
        ['menu.ratingList'],
      ),
    ).toContain('atril rerate list.xlsx');
  });

  it('leaves a menu path with no command as written, and quotes a file name with a space', () => {
    const text = 'Confírmalo en Atril › Estado del torneo; luego, Atril › Deshacer cierre del torneo.';
    expect(cliWords(text, 'es', COMMANDS, 'mi torneo.xlsx')).toBe(
      'Confírmalo en Atril › Estado del torneo; luego, atril reopen "mi torneo.xlsx".',
    );
  });
});
